"""Trips together: the trips an account plans, alone or with others (not routed with
LEGACY_AUTH: a server answering 404 to v1/trips/ has none, and the site offers no "Plan
together").

- GET  v1/trips/        the account's trips, its own first trip (v1/trip/'s) first, then the
                        others by id: [{"id", "name", "role", "members", "version", "updated"}]
- POST v1/trips/        {"name"} (1..80 characters) -> 201 a new trip at version 1, owned by
                        the account (its own first trip too if it has none yet)
- GET  v1/trips/<id>/   {"id", "name", "role", "members", "days", "start", "version",
                        "updated"} with `ETag: "<version>"`; `If-None-Match` naming it -> 304
- PUT  v1/trips/<id>/   as PUT v1/trip/ (If-Match, 428, 412 with `current`, the same limits),
                        and an optional new `name`; each stop's `by` is set by the server
- DELETE v1/trips/<id>/ the owner deletes the trip (204); a companion 403

Anyone not a member gets 404 {"detail": "Not found."} for every trip URL, never a 403. Invitations
and members: negril.trips.members. Signed in only (401), throttled per account with v1/trip/
(THROTTLE_TRIP_RATE, one count).
"""

from rest_framework import permissions, status
from rest_framework.exceptions import NotFound
from rest_framework.response import Response
from rest_framework.views import APIView

from ..limits.throttles import AccountThrottle
from ..models import Trip, TripMember
from .store import create_trip, membership, members_of, save, summary, trip_answer
from .trip import (
    CHANGED,
    IF_MATCH,
    MAX_NAME,
    NAME_TOO_LONG,
    NO_VERSION,
    NOT_A_STRING,
    NOT_NULL,
    REQUIRED,
    check_trip,
    expected_version,
    not_an_object,
)

BLANK = "This field may not be blank."
OWNER_ONLY_DELETE = "Only the trip's owner can delete it."


def check_name(body, required):
    """(the trip's name, trimmed, or None if not given and not required, None) or (None, its
    errors)."""
    if "name" not in body:
        return None, ([REQUIRED] if required else None)
    name = body["name"]
    if name is None:
        return None, [NOT_NULL]
    if not isinstance(name, str):
        return None, [NOT_A_STRING]
    name = name.strip()
    if not name:
        return None, [BLANK]
    if len(name) > MAX_NAME:
        return None, [NAME_TOO_LONG]
    return name, None


def not_modified(request, version):
    """Whether If-None-Match names the version (`"7"`, `W/"7"`, `7`, one of a list, or `*`)."""
    for tag in request.META.get("HTTP_IF_NONE_MATCH", "").split(","):
        tag = tag.strip()
        match = IF_MATCH.fullmatch(tag)
        if tag == "*" or (match and int(match.group(1) or match.group(2)) == version):
            return True
    return False


def tagged(body, status_code=status.HTTP_200_OK):
    """The answer with `ETag: "<version>"` (for a 412, the current trip's)."""
    version = body["current"]["version"] if "current" in body else body["version"]
    return Response(body, status=status_code, headers={"ETag": f'"{version}"'})


def member_or_404(request, trip_id):
    mine = membership(request.user, trip_id)
    if mine is None:
        raise NotFound()
    return mine


class TripsBase(APIView):
    permission_classes = [permissions.IsAuthenticated]

    def get_throttles(self):
        return [AccountThrottle("trip")]


class TripListView(TripsBase):
    """GET / POST /api/v1/trips/."""

    def get(self, request):
        mine = TripMember.objects.filter(user=request.user).select_related("trip")
        rows = sorted(mine, key=lambda m: (m.trip.user_id != request.user.pk, m.trip_id))
        return Response([summary(m.trip, m.role) for m in rows])

    def post(self, request):
        body = request.data
        if not isinstance(body, dict):
            return Response({"non_field_errors": [not_an_object(body)]},
                            status=status.HTTP_400_BAD_REQUEST)
        name, errors = check_name(body, required=True)
        if errors:
            return Response({"name": errors}, status=status.HTTP_400_BAD_REQUEST)
        trip = create_trip(request.user, name, [{"name": "", "stops": []}], None)
        return tagged(trip_answer(trip, TripMember.OWNER), status.HTTP_201_CREATED)


class SharedTripView(TripsBase):
    """GET / PUT / DELETE /api/v1/trips/<id>/, for the trip's members only."""

    def get(self, request, trip_id):
        mine = member_or_404(request, trip_id)
        if not_modified(request, mine.trip.version):
            return Response(status=status.HTTP_304_NOT_MODIFIED,
                            headers={"ETag": f'"{mine.trip.version}"'})
        return tagged(trip_answer(mine.trip, mine.role))

    def put(self, request, trip_id):
        mine = member_or_404(request, trip_id)
        version = expected_version(request)
        if version is None:
            return Response({"detail": NO_VERSION}, status=status.HTTP_428_PRECONDITION_REQUIRED)
        checked, errors = check_trip(request.data)
        name, problem = (None, None)
        if isinstance(request.data, dict):
            name, problem = check_name(request.data, required=False)
        if errors or problem:
            errors = {**({"name": problem} if problem else {}), **(errors or {})}
            return Response(errors, status=status.HTTP_400_BAD_REQUEST)
        days, start = checked
        saved = save(mine.trip, version, days, start, request.user.pk, name)
        if saved is None:
            current = Trip.objects.filter(pk=trip_id).first()
            if current is None:  # deleted meanwhile
                raise NotFound()
            role = membership(request.user, trip_id)
            if role is None:  # removed meanwhile
                raise NotFound()
            return tagged({"detail": CHANGED, "current": trip_answer(current, role.role)},
                          status.HTTP_412_PRECONDITION_FAILED)
        return tagged(trip_answer(saved, mine.role, members_of(trip_id)))

    def delete(self, request, trip_id):
        mine = member_or_404(request, trip_id)
        if mine.role != TripMember.OWNER:
            return Response({"detail": OWNER_ONLY_DELETE}, status=status.HTTP_403_FORBIDDEN)
        Trip.objects.filter(pk=trip_id).delete()
        return Response(status=status.HTTP_204_NO_CONTENT)
