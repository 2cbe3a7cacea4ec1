"""Trips: the account's trip (v1/trip/), trips together (v1/trips/), their members and
invitations."""
