"""The guide: creating, editing and deleting places (negril_guide/) as staff."""
