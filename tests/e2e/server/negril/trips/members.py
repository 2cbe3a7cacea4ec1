"""Who plans a trip: invitations, joining, leaving and removing (see negril.trips.together).

- POST   v1/trips/<id>/invites/   the owner -> 201 {"token", "expires"}: a new invitation, a
                                  URL-safe token of 256 bits (only its SHA-256 is kept), usable
                                  by anyone who has it until `expires` (TRIP_INVITE_SECONDS on,
                                  7 days by default); a companion 403
- DELETE v1/trips/<id>/invites/   the owner -> 204, every open invitation revoked; a companion 403
- POST   v1/trips/join/ {"token"} -> 200 the trip's summary (also for a member joining again),
                                  404 unknown, expired or revoked, 409 when it has 12 members
- DELETE v1/trips/<id>/members/<account>/  the owner removes a companion, a companion removes
                                  themself (leaves): 204; the owner themself 400; a companion
                                  removing another 403; an account not in the trip 404

Anyone not a member gets 404 for the trip's URLs. A member joining or leaving counts as a change
of the trip (one version more).
"""

import datetime
import hashlib
import secrets

from django.conf import settings
from django.db import IntegrityError, transaction
from django.db.models import F
from rest_framework import status
from rest_framework.response import Response

from ..models import Trip, TripInvite, TripMember
from .store import MAX_ID, MAX_MEMBERS, bump, iso, now, summary
from .together import BLANK, TripsBase, member_or_404
from .trip import NOT_A_STRING, NOT_NULL, REQUIRED, not_an_object

OWNER_ONLY_INVITE = "Only the trip's owner can invite."
OWNER_ONLY_REVOKE = "Only the trip's owner can revoke invitations."
OWNER_ONLY_REMOVE = "Only the trip's owner can remove a companion."
OWNER_STAYS = "The owner cannot leave their trip."
INVALID_INVITE = "This invitation is not valid any more."
FULL = f"This trip already has {MAX_MEMBERS} members."
TOKEN_BYTES = 32  # 256 bits; secrets.token_urlsafe gives 43 characters


def token_hash(token):
    return hashlib.sha256(token.encode()).hexdigest()


class InvitesView(TripsBase):
    """POST / DELETE /api/v1/trips/<id>/invites/."""

    def post(self, request, trip_id):
        mine = member_or_404(request, trip_id)
        if mine.role != TripMember.OWNER:
            return Response({"detail": OWNER_ONLY_INVITE}, status=status.HTTP_403_FORBIDDEN)
        stamp = now()
        TripInvite.objects.filter(trip_id=trip_id, expires__lte=stamp).delete()  # spent ones
        token = secrets.token_urlsafe(TOKEN_BYTES)
        expires = stamp + datetime.timedelta(seconds=settings.TRIP_INVITE_SECONDS)
        TripInvite.objects.create(trip_id=trip_id, token_hash=token_hash(token), expires=expires,
                                  created=stamp)
        return Response({"token": token, "expires": iso(expires)},
                        status=status.HTTP_201_CREATED)

    def delete(self, request, trip_id):
        mine = member_or_404(request, trip_id)
        if mine.role != TripMember.OWNER:
            return Response({"detail": OWNER_ONLY_REVOKE}, status=status.HTTP_403_FORBIDDEN)
        TripInvite.objects.filter(trip_id=trip_id).delete()
        return Response(status=status.HTTP_204_NO_CONTENT)


def check_token(body):
    """(the token, None) or (None, the field errors)."""
    if not isinstance(body, dict):
        return None, {"non_field_errors": [not_an_object(body)]}
    if "token" not in body:
        return None, {"token": [REQUIRED]}
    token = body["token"]
    if token is None:
        return None, {"token": [NOT_NULL]}
    if not isinstance(token, str):
        return None, {"token": [NOT_A_STRING]}
    if not token.strip():
        return None, {"token": [BLANK]}
    return token.strip(), None


class Refused(Exception):
    """Ends a join's transaction without a change: (status, body)."""


class JoinView(TripsBase):
    """POST /api/v1/trips/join/ {"token"}."""

    def post(self, request):
        token, errors = check_token(request.data)
        if errors:
            return Response(errors, status=status.HTTP_400_BAD_REQUEST)
        invite = TripInvite.objects.filter(token_hash=token_hash(token),
                                           expires__gt=now()).first()
        if invite is None:
            return Response({"detail": INVALID_INVITE}, status=status.HTTP_404_NOT_FOUND)
        trip_id = invite.trip_id
        try:
            with transaction.atomic():
                # The trip's row is written first (one version more): two joins at once take
                # turns here, so the count below cannot pass 12.
                if not Trip.objects.filter(pk=trip_id).update(
                        version=F("version") + 1, updated=now()):
                    raise Refused(status.HTTP_404_NOT_FOUND, {"detail": INVALID_INVITE})
                if TripMember.objects.filter(trip_id=trip_id, user=request.user).exists():
                    raise Refused(status.HTTP_200_OK, None)  # again: nothing changes
                if TripMember.objects.filter(trip_id=trip_id).count() >= MAX_MEMBERS:
                    raise Refused(status.HTTP_409_CONFLICT, {"detail": FULL})
                TripMember.objects.create(trip_id=trip_id, user=request.user,
                                          role=TripMember.COMPANION, joined=now())
        except IntegrityError:  # the same account joined at the same time
            pass
        except Refused as refusal:
            code, body = refusal.args
            if body is not None:
                return Response(body, status=code)
        mine = TripMember.objects.select_related("trip").filter(
            trip_id=trip_id, user=request.user).first()
        if mine is None:  # the trip was deleted meanwhile
            return Response({"detail": INVALID_INVITE}, status=status.HTTP_404_NOT_FOUND)
        return Response(summary(mine.trip, mine.role))


class MemberView(TripsBase):
    """DELETE /api/v1/trips/<id>/members/<account>/."""

    def delete(self, request, trip_id, account):
        mine = member_or_404(request, trip_id)
        if account == request.user.pk:
            if mine.role == TripMember.OWNER:
                return Response({"detail": OWNER_STAYS}, status=status.HTTP_400_BAD_REQUEST)
            target = mine
        else:
            target = TripMember.objects.filter(
                trip_id=trip_id, user_id=account).first() if 0 < account <= MAX_ID else None
            if target is None:
                return Response({"detail": "Not found."}, status=status.HTTP_404_NOT_FOUND)
            if mine.role != TripMember.OWNER:
                return Response({"detail": OWNER_ONLY_REMOVE}, status=status.HTTP_403_FORBIDDEN)
        with transaction.atomic():
            if TripMember.objects.filter(pk=target.pk).delete()[0]:
                bump(trip_id)
        return Response(status=status.HTTP_204_NO_CONTENT)
