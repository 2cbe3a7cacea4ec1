"""Accounts, sessions and tokens: registration, activation and resets, jwt/*, Google's sign-in,
takeovers, refresh reuse, what a new password ends, deleting an account."""
