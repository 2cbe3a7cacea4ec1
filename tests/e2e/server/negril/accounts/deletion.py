"""Deleting one's own account (the trip goes with it: its foreign key cascades).

- Password accounts: djoser's DELETE users/me/ {"current_password"}
  (negril.accounts.views.UserViewSet).
- Accounts made through Google, which have no usable password: POST firebase/delete/
  {"id_token"} with the access token. The ID token must verify as firebase/'s does (Google's
  keys, or the emulator's unsigned tokens on a test server), name the signed-in account (its
  email in canonical form) and come from a sign-in of the last five minutes (`auth_time`): a
  stolen access token alone cannot delete an account.

Either way the account is deleted with every row that names it: its trips (each it owns passes
to the companion who joined first, or is deleted without one; it leaves the others, and its
stops anywhere keep no author: negril.trips.store.leave_all) and its refresh tokens'
outstanding rows (each holds a whole token; a refresh token of a deleted account is refused
without them: negril.accounts.sessions.owner_gone), then its Firebase Auth user
(negril.accounts.firebase.delete_users_with_email).
"""

import logging
import time

from django.conf import settings
from django.db import transaction
from rest_framework import permissions, serializers, status
from rest_framework.response import Response
from rest_framework.views import APIView
from rest_framework_simplejwt.token_blacklist.models import OutstandingToken

from ..limits.throttles import ScopedClientThrottle
from ..trips.store import leave_all
from . import firebase
from .emails import canonical_email

log = logging.getLogger("negril")

FRESH_SECONDS = 5 * 60
NOT_VERIFIED = "The Google sign-in could not be verified."
OTHER_ACCOUNT = "This Google account is not the signed-in account."
STALE = "Sign in with Google again: deleting an account needs a sign-in of the last 5 minutes."


def delete_account(user):
    """Deletes the account, its refresh tokens' rows (their blacklist entries cascade) and its
    trips (passed on, left or deleted: leave_all); once that is done, its Firebase user, if
    "Continue with Google" made one (a password account may have one too: Google signs into the
    account with its address)."""
    email = user.email
    with transaction.atomic():
        OutstandingToken.objects.filter(user_id=user.pk).delete()
        leave_all(user)
        user.delete()
        transaction.on_commit(lambda: firebase.delete_users_with_email(email))


def refusal(claims, user, now=None):
    """Why a verified Google token may not delete `user` (a 403 detail), or None."""
    now = time.time() if now is None else now
    if canonical_email(claims.get("email", "")) != user.email:
        return OTHER_ACCOUNT
    signed_in = claims.get("auth_time")
    if (
        not isinstance(signed_in, (int, float))
        or isinstance(signed_in, bool)
        or now - signed_in > FRESH_SECONDS
    ):
        return STALE
    return None


class IdTokenSerializer(serializers.Serializer):
    id_token = serializers.CharField(
        error_messages={
            "required": "This field is required.",
            "blank": "This field is required.",
            "null": "This field is required.",
        }
    )


class FirebaseDeleteView(APIView):
    """POST /api/v1/auth/firebase/delete/ {"id_token"} (signed in) -> 204, the account deleted.

    400 {"id_token": [...]} missing or not verified, 403 {"detail"} another account's token or
    a sign-in older than 5 minutes, 503 as firebase/ when Google sign-in is not set up."""

    permission_classes = (permissions.IsAuthenticated,)
    throttle_classes = [ScopedClientThrottle]
    throttle_scope = "account_delete"

    def post(self, request):
        if not settings.FIREBASE_PROJECT_ID:
            return Response(
                {"detail": "Google sign-in is not configured on this server."},
                status=status.HTTP_503_SERVICE_UNAVAILABLE,
            )
        body = IdTokenSerializer(data=request.data)
        body.is_valid(raise_exception=True)
        try:
            claims = firebase.verify_id_token(body.validated_data["id_token"])
        except firebase.InvalidToken as error:
            log.info("firebase/delete: token refused: %s", error)
            return Response({"id_token": [NOT_VERIFIED]}, status=status.HTTP_400_BAD_REQUEST)
        except firebase.KeysUnavailable as error:
            log.error("firebase/delete: Google's keys are unavailable: %s", error)
            return Response(
                {"detail": "Google sign-in is unavailable right now. Try again later."},
                status=status.HTTP_503_SERVICE_UNAVAILABLE,
            )
        reason = refusal(claims, request.user)
        if reason:
            return Response({"detail": reason}, status=status.HTTP_403_FORBIDDEN)
        log.info("firebase/delete: account %s deleted", request.user.pk)
        delete_account(request.user)
        return Response(status=status.HTTP_204_NO_CONTENT)
