"""Trips: the account's own trip (v1/trip/), trips planned together (v1/trips/), their members
and invitations, and the store they share."""
