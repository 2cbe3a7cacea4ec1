"""The requests, the reporting and the exact bodies every chapter compares with (no checks)."""
