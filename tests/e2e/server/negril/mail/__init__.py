"""Mail: the e-mail backend that writes every message to the outbox folder for tests."""
