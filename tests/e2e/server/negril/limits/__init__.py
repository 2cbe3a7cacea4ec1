"""What a client may send: request bodies by size, requests by rate (the throttles)."""
