"""Sessions: revoking a user's refresh tokens (Google's activation of an account, a rotated refresh
token presented again, a new password); a deleted account's refresh tokens are refused as
simplejwt 5.3 refuses them.
"""

import logging

from django.contrib.auth import get_user_model
from rest_framework.response import Response
from rest_framework_simplejwt import views as jwt_views
from rest_framework_simplejwt.exceptions import InvalidToken, TokenBackendError, TokenError
from rest_framework_simplejwt.settings import api_settings as jwt_settings
from rest_framework_simplejwt.state import token_backend
from rest_framework_simplejwt.token_blacklist.models import BlacklistedToken, OutstandingToken
from rest_framework_simplejwt.tokens import RefreshToken
from rest_framework_simplejwt.utils import datetime_from_epoch

log = logging.getLogger("negril")


def revoke_refresh_tokens(user_id):
    """Blacklists every refresh token of the user not yet blacklisted; their number."""
    live = OutstandingToken.objects.filter(user_id=user_id).exclude(
        id__in=BlacklistedToken.objects.values("token_id")
    )
    revoked = 0
    for token in live:
        BlacklistedToken.objects.get_or_create(token=token)
        revoked += 1
    return revoked


def record_outstanding(refresh):
    """Keeps a rotated refresh token among its user's outstanding ones (simplejwt records only
    those made at sign-in), so that revoking the user's tokens reaches it too."""
    token = RefreshToken(refresh, verify=False)
    OutstandingToken.objects.get_or_create(
        jti=token[jwt_settings.JTI_CLAIM],
        defaults={
            "user_id": token[jwt_settings.USER_ID_CLAIM],
            "token": refresh,
            "created_at": datetime_from_epoch(token["iat"]),
            "expires_at": datetime_from_epoch(token["exp"]),
        },
    )


# simplejwt's own answer (5.3 on) to a refresh token whose account is gone or inactive.
NO_ACTIVE_ACCOUNT = {
    "detail": "No active account found for the given token.",
    "code": "no_active_account",
}


def owner_gone(raw):
    """Whether `raw` is a genuine refresh token whose account no longer exists or is inactive
    (deleted: its outstanding rows are gone with it, so no blacklist remembers the token)."""
    try:
        payload = token_backend.decode(str(raw), verify=True)
    except TokenBackendError:
        return False
    if payload.get(jwt_settings.TOKEN_TYPE_CLAIM) != "refresh":
        return False
    user_id = payload.get(jwt_settings.USER_ID_CLAIM)
    return not get_user_model()._default_manager.filter(pk=user_id, is_active=True).exists()


def refused_for_gone_owner(request):
    """The 401 for a refresh token (the body's `refresh`) of an account that is gone, else None."""
    raw = request.data.get("refresh") if hasattr(request.data, "get") else None
    if isinstance(raw, str) and raw and owner_gone(raw):
        return Response(NO_ACTIVE_ACCOUNT, status=401)
    return None


def reused_refresh(raw):
    """The user id of a genuine, unexpired refresh token that is blacklisted, else None."""
    try:
        payload = token_backend.decode(str(raw), verify=True)  # signature and expiry
    except TokenBackendError:
        return None
    if payload.get(jwt_settings.TOKEN_TYPE_CLAIM) != "refresh":
        return None
    if not BlacklistedToken.objects.filter(token__jti=payload.get(jwt_settings.JTI_CLAIM)).exists():
        return None
    return payload.get(jwt_settings.USER_ID_CLAIM)


class TokenRefreshView(jwt_views.TokenRefreshView):
    """jwt/refresh/ with rotation, and reuse detection: a refresh token that was already rotated
    (or revoked) and is presented again was copied by someone, its owner or a thief, so every
    refresh token of that user is revoked (401 "Token is blacklisted" as before). The access
    tokens already given live out their minutes."""

    def post(self, request, *args, **kwargs):
        refused = refused_for_gone_owner(request)
        if refused is not None:
            return refused
        serializer = self.get_serializer(data=request.data)
        try:
            serializer.is_valid(raise_exception=True)
        except TokenError as error:
            raw = request.data.get("refresh") if hasattr(request.data, "get") else None
            user_id = reused_refresh(raw) if raw else None
            if user_id is not None:
                count = revoke_refresh_tokens(user_id)
                log.warning("refresh token reused for user %s: %d tokens revoked", user_id, count)
            raise InvalidToken(error.args[0])
        data = serializer.validated_data
        if "refresh" in data:
            record_outstanding(data["refresh"])
        return Response(data, status=200)


class TokenBlacklistView(jwt_views.TokenBlacklistView):
    """jwt/blacklist/ (sign-out); a refresh token of a deleted account is refused as jwt/refresh/
    refuses it, with nothing left to revoke."""

    def post(self, request, *args, **kwargs):
        refused = refused_for_gone_owner(request)
        if refused is not None:
            return refused
        return super().post(request, *args, **kwargs)
