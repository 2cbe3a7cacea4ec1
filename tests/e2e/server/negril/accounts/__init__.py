"""Accounts and sessions: the canonical email, registration and sign-in (password and Google),
refresh tokens revoked and rotated, deleting an account."""
