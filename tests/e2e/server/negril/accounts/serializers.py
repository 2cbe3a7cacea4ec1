"""The accounts' serializers: registration and mail requests by the canonical email (djoser's,
named in settings.py), and the staff's list of users (users/all)."""

from django.contrib.auth import get_user_model
from djoser import serializers as djoser_serializers
from rest_framework import serializers

from .emails import canonical_email


class CanonicalEmailMixin:
    """A serializer whose `email` is made canonical before any validation (the uniqueness check
    of registration included), so every later lookup is an exact one."""

    def to_internal_value(self, data):
        email = data.get("email") if hasattr(data, "get") else None
        if isinstance(email, str):
            data = data.copy()
            data["email"] = canonical_email(email)
        return super().to_internal_value(data)


class UserCreatePasswordRetypeSerializer(
    CanonicalEmailMixin, djoser_serializers.UserCreatePasswordRetypeSerializer
):
    """users/ (registration)."""


class SendEmailResetSerializer(CanonicalEmailMixin, djoser_serializers.SendEmailResetSerializer):
    """users/resend_activation/ and users/reset_password/. Unlike djoser's, an account without a
    usable password (made or activated by Google) gets its mail too: the reset mail is how its
    owner sets a password."""

    def get_user(self, is_active=True):
        return (
            get_user_model()
            ._default_manager.filter(is_active=is_active, email=self.data.get("email", ""))
            .first()
        )


class UserListSerializer(serializers.ModelSerializer):
    class Meta:
        model = get_user_model()
        fields = ("id", "email", "username", "first_name", "last_name")
