"""Trips as stored, shared by v1/trip/ (negril.trips.trip) and v1/trips/ (negril.trips.together,
negril.trips.members): the answers, who wrote each stop (`by`), the conditional saves and what an
account's deletion does to the trips it plans.

Every change of a trip stores only if its version is still the one read (UPDATE ... WHERE
version = N) and counts one version more, membership changes included, so an `ETag` (the
version) names one state of the whole trip, its members too.
"""

import datetime

from django.db import IntegrityError, transaction
from django.db.models import F, TextField
from django.db.models.functions import Cast
from django.utils import timezone

from ..models import Trip, TripInvite, TripMember

MAX_MEMBERS = 12
DEFAULT_NAME = "My trip"
# Trip and account ids as SQLite stores them: a longer id in a URL is no trip (404), not a 500.
MAX_ID = 2**63 - 1


def iso(moment):
    """An aware datetime as ISO 8601 UTC to the second, `Z` (None stays None)."""
    if moment is None:
        return None
    return moment.astimezone(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


def now():
    return timezone.now().replace(microsecond=0)


def member_name(user):
    """What other members see of an account: its first name, else its email's local part; never
    the whole email."""
    first = (user.first_name or "").strip()
    return first or (user.email or "").split("@")[0]


def members_of(trip_id):
    """The trip's memberships, owner first, then the companions in joining order."""
    rows = list(TripMember.objects.filter(trip_id=trip_id).select_related("user").order_by("id"))
    return sorted(rows, key=lambda m: m.role != TripMember.OWNER)


def members_answer(rows):
    return [{"id": m.user_id, "name": member_name(m.user), "role": m.role} for m in rows]


def membership(user, trip_id):
    """The account's membership of that trip (with the trip), or None: a trip it does not plan
    and a trip that does not exist look alike (404)."""
    if not 0 < trip_id <= MAX_ID:
        return None
    return TripMember.objects.select_related("trip").filter(trip_id=trip_id, user=user).first()


def plain_days(days):
    """The days as v1/trip/ answers them: stops {"id", "time"}, without `by`."""
    return [{"name": d["name"], "stops": [{"id": s["id"], "time": s["time"]} for s in d["stops"]]}
            for d in days]


def authored_days(days):
    """The days as v1/trips/<id>/ answers them: stops {"id", "time", "by"}."""
    return [{"name": d["name"], "stops": [{"id": s["id"], "time": s["time"], "by": s.get("by")}
                                          for s in d["stops"]]} for d in days]


def with_authors(days, stored, writer_id):
    """The checked `days` with each stop's `by`: the one stored for a stop already in the trip
    (whatever the writer sent), the writer's account id for a stop new to it."""
    known = {stop["id"]: stop.get("by") for day in stored for stop in day.get("stops", [])}
    return [{"name": day["name"], "stops": [
        {"id": s["id"], "time": s["time"], "by": known[s["id"]] if s["id"] in known else writer_id}
        for s in day["stops"]]} for day in days]


def trip_answer(trip, role, rows=None):
    """GET v1/trips/<id>/: {"id", "name", "role", "members", "days", "start", "version",
    "updated"}."""
    return {
        "id": trip.pk,
        "name": trip.name,
        "role": role,
        "members": members_answer(members_of(trip.pk) if rows is None else rows),
        "days": authored_days(trip.days),
        "start": trip.start.isoformat() if trip.start else None,
        "version": trip.version,
        "updated": iso(trip.updated),
    }


def summary(trip, role, rows=None):
    """An item of GET v1/trips/: {"id", "name", "role", "members", "version", "updated"}."""
    return {
        "id": trip.pk,
        "name": trip.name,
        "role": role,
        "members": members_answer(members_of(trip.pk) if rows is None else rows),
        "version": trip.version,
        "updated": iso(trip.updated),
    }


def first_trip(user):
    """The account's own first trip (what v1/trip/ reads and writes), or None."""
    return Trip.objects.filter(user=user).first()


def create_trip(owner, name, days, start, first=False):
    """A new trip at version 1 owned by `owner`. `first`: it must become the account's own first
    trip (v1/trip/'s first PUT): None if the account has one already. Otherwise it becomes that
    trip only if the account has none."""
    stamp = now()
    stored = with_authors(days, [], owner.pk)

    def make(user):
        with transaction.atomic():
            trip = Trip.objects.create(user=user, name=name, days=stored, start=start,
                                       version=1, updated=stamp)
            TripMember.objects.create(trip=trip, user=owner, role=TripMember.OWNER,
                                      joined=stamp)
        return trip

    try:
        return make(owner)
    except IntegrityError:  # the account has its own first trip already
        return None if first else make(None)


def save(trip, version, days, start, writer_id, name=None):
    """Stores the checked days (and start, and a new name if given) if the trip is still at
    `version`, with each stop's author; the trip as stored, or None if it changed (412)."""
    if trip.version != version:
        return None
    stamp = now()
    stored = with_authors(days, trip.days, writer_id)
    fields = {"days": stored, "start": start, "updated": stamp}
    if name is not None:
        fields["name"] = name
    if Trip.objects.filter(pk=trip.pk, version=version).update(
            version=F("version") + 1, **fields) != 1:
        return None
    for field, value in fields.items():
        setattr(trip, field, value)
    trip.version = version + 1
    return trip


def bump(trip_id):
    """One version more for a change of the trip's members (the ETag covers them too)."""
    Trip.objects.filter(pk=trip_id).update(version=F("version") + 1, updated=now())


def forget_author(user_id):
    """`by` null on every stop the account put in any trip (it is being deleted). The JSON text
    is searched first, then each candidate trip is looked at as data."""
    candidates = Trip.objects.annotate(text=Cast("days", TextField())).filter(
        text__contains=f'"by": {user_id}')
    for trip in candidates:
        changed = False
        for day in trip.days:
            for stop in day.get("stops", []):
                if stop.get("by") == user_id:
                    stop["by"] = None
                    changed = True
        if changed:
            Trip.objects.filter(pk=trip.pk).update(
                days=trip.days, version=F("version") + 1, updated=now())


def leave_all(user):
    """Before an account is deleted (inside its transaction): each trip it owns passes to the
    companion who joined first (its open invitations revoked; it is no longer anyone's own first
    trip), or is deleted without one; it leaves the trips it plans with others; and every stop
    it put anywhere keeps no author (`by` null)."""
    for mine in TripMember.objects.filter(user=user, role=TripMember.OWNER):
        heir = TripMember.objects.filter(
            trip_id=mine.trip_id, role=TripMember.COMPANION).order_by("id").first()
        if heir is None:
            Trip.objects.filter(pk=mine.trip_id).delete()
            continue
        TripMember.objects.filter(pk=heir.pk).update(role=TripMember.OWNER)
        TripInvite.objects.filter(trip_id=mine.trip_id).delete()
        Trip.objects.filter(pk=mine.trip_id).update(user=None)
        mine.delete()
        bump(mine.trip_id)
    for theirs in TripMember.objects.filter(user=user):
        theirs.delete()
        bump(theirs.trip_id)
    forget_author(user.pk)
