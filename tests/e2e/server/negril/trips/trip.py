"""The account's trip: GET and PUT /api/v1/trip/ (not routed with LEGACY_AUTH, so a 404 there),
and the checks of a trip's body that v1/trips/<id>/ (negril.trips.together) uses too.

v1/trip/ is the account's own first trip (negril.trips.store.first_trip), one of its trips in
v1/trips/ (where its stops also carry `by`). GET answers {"days", "start", "version",
"updated"}; an account without one gets the empty trip at version 0. PUT needs
`If-Match: "<version>"` (a bare number too; 428 without it) and stores the body only if the
stored version is still that one: a conditional UPDATE ... WHERE version = N (version 0: an
INSERT guarded by the one-first-trip-per-account key), so of two PUTs with the same If-Match one
wins and the other is a 412 carrying the current trip. Throttled per account
(THROTTLE_TRIP_RATE). The demo's handlers (src/mocks/server/trips/trip*.ts) answer the same.
"""

import datetime
import re

from rest_framework import permissions, status
from rest_framework.response import Response
from rest_framework.views import APIView

from ..limits.throttles import AccountThrottle
from .store import DEFAULT_NAME, create_trip, first_trip, iso, plain_days, save

MAX_DAYS = 30
MAX_STOPS = 300
MAX_NAME = 80
TIME = re.compile(r"(?:[01][0-9]|2[0-3]):[0-5][0-9]")  # ASCII digits only
DATE = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")
IF_MATCH = re.compile(r'(?:W/)?"([0-9]{1,9})"|([0-9]{1,9})')

REQUIRED = "This field is required."
NOT_NULL = "This field may not be null."
NOT_A_STRING = "Not a valid string."
NOT_AN_INTEGER = "A valid integer is required."
POSITIVE = "Ensure this value is greater than or equal to 1."
NAME_TOO_LONG = f"Ensure this field has no more than {MAX_NAME} characters."
BAD_TIME = "Enter a time as HH:MM, from 00:00 to 23:59, or null."
BAD_DATE = "Date has wrong format. Use one of these formats instead: YYYY-MM-DD."
NO_DAYS = "At least 1 day."
TOO_MANY_DAYS = f"At most {MAX_DAYS} days."
TOO_MANY_STOPS = f"At most {MAX_STOPS} stops in all."

CHANGED = "The trip has changed since."
NO_VERSION = 'Send the version of the trip you change in If-Match, e.g. If-Match: "7".'


def not_a_list(value):
    return f'Expected a list of items but got type "{type(value).__name__}".'


def not_an_object(value):
    return f"Invalid data. Expected a dictionary, but got {type(value).__name__}."


def twice(place):
    return f"A place can be in the trip only once: {place} is there twice."


def check_stop(stop):
    """(the stop as stored, None) or (None, its field errors)."""
    if not isinstance(stop, dict):
        return None, {"non_field_errors": [not_an_object(stop)]}
    errors = {}
    place = stop.get("id")
    if "id" not in stop:
        errors["id"] = [REQUIRED]
    elif place is None:
        errors["id"] = [NOT_NULL]
    elif not isinstance(place, int) or isinstance(place, bool):
        errors["id"] = [NOT_AN_INTEGER]
    elif place < 1:
        errors["id"] = [POSITIVE]
    time = stop.get("time")
    if time is not None and not (isinstance(time, str) and TIME.fullmatch(time)):
        errors["time"] = [BAD_TIME]
    return (None, errors) if errors else ({"id": place, "time": time}, None)


def check_day(day):
    """(the day as stored, None) or (None, its field errors)."""
    if not isinstance(day, dict):
        return None, {"non_field_errors": [not_an_object(day)]}
    errors = {}
    name = day.get("name", "")
    if name is None:
        errors["name"] = [NOT_NULL]
    elif not isinstance(name, str):
        errors["name"] = [NOT_A_STRING]
    elif len(name) > MAX_NAME:
        errors["name"] = [NAME_TOO_LONG]
    stops = day.get("stops")
    kept = []
    if "stops" not in day:
        errors["stops"] = [REQUIRED]
    elif stops is None:
        errors["stops"] = [NOT_NULL]
    elif not isinstance(stops, list):
        errors["stops"] = [not_a_list(stops)]
    else:
        wrong = {}
        for index, stop in enumerate(stops):
            good, problem = check_stop(stop)
            if problem:
                wrong[str(index)] = problem
            else:
                kept.append(good)
        if wrong:
            errors["stops"] = wrong
    return (None, errors) if errors else ({"name": name, "stops": kept}, None)


def check_days(days):
    """(the days as stored, None) or (None, the errors of `days`)."""
    if days is None:
        return None, [NOT_NULL]
    if not isinstance(days, list):
        return None, [not_a_list(days)]
    if not days:
        return None, [NO_DAYS]
    if len(days) > MAX_DAYS:
        return None, [TOO_MANY_DAYS]
    # Counted before any stop is looked at: at most 30 x 300 items are ever checked.
    if sum(len(d["stops"]) for d in days if isinstance(d, dict) and isinstance(
            d.get("stops"), list)) > MAX_STOPS:
        return None, [TOO_MANY_STOPS]
    kept, wrong = [], {}
    for index, day in enumerate(days):
        good, problem = check_day(day)
        if problem:
            wrong[str(index)] = problem
        else:
            kept.append(good)
    if wrong:
        return None, wrong
    seen = set()
    for place in (stop["id"] for day in kept for stop in day["stops"]):
        if place in seen:
            return None, [twice(place)]
        seen.add(place)
    return kept, None


def check_start(start):
    """(the date or None, None) or (None, the errors of `start`)."""
    if start is None:
        return None, None
    if isinstance(start, str) and DATE.fullmatch(start):
        try:
            return datetime.date.fromisoformat(start), None
        except ValueError:
            pass
    return None, [BAD_DATE]


def check_trip(body):
    """((days, start) as stored, None), or (None, the field errors DRF-style)."""
    if not isinstance(body, dict):
        return None, {"non_field_errors": [not_an_object(body)]}
    errors = {}
    days, problem = (None, [REQUIRED]) if "days" not in body else check_days(body["days"])
    if problem:
        errors["days"] = problem
    start, problem = check_start(body.get("start"))
    if problem:
        errors["start"] = problem
    return (None, errors) if errors else ((days, start), None)


def answer(days, start, version, updated):
    return {
        "days": days,
        "start": start.isoformat() if start else None,
        "version": version,
        "updated": iso(updated),
    }


def current_trip(user):
    trip = first_trip(user)
    if trip is None:
        return answer([{"name": "", "stops": []}], None, 0, None)
    return answer(plain_days(trip.days), trip.start, trip.version, trip.updated)


def expected_version(request):
    given = request.META.get("HTTP_IF_MATCH", "").strip()
    match = IF_MATCH.fullmatch(given)
    if not match:
        return None
    return int(match.group(1) or match.group(2))


class TripView(APIView):
    """GET / PUT /api/v1/trip/: the signed-in account's trip (401 without a valid token)."""

    permission_classes = [permissions.IsAuthenticated]

    def get_throttles(self):
        return [AccountThrottle("trip")]

    def get(self, request):
        return Response(current_trip(request.user))

    def put(self, request):
        version = expected_version(request)
        if version is None:
            return Response({"detail": NO_VERSION}, status=status.HTTP_428_PRECONDITION_REQUIRED)
        checked, errors = check_trip(request.data)
        if errors:
            return Response(errors, status=status.HTTP_400_BAD_REQUEST)
        days, start = checked
        if version == 0:  # the account's first trip, unless it has one (then a 412)
            saved = create_trip(request.user, DEFAULT_NAME, days, start, first=True)
        else:
            trip = first_trip(request.user)
            saved = trip and save(trip, version, days, start, request.user.pk)
        if not saved:
            return Response(
                {"detail": CHANGED, "current": current_trip(request.user)},
                status=status.HTTP_412_PRECONDITION_FAILED,
            )
        return Response(answer(plain_days(saved.days), saved.start, saved.version, saved.updated))
