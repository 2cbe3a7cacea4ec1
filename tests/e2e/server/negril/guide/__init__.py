"""The guide's places (negril_guide/): their serializer, views and pictures (signed in private
mode)."""
