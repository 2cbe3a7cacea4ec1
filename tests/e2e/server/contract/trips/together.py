"""Trips together (v1/trips/...): the account's trips, v1/trip/ as its own first trip, a trip's
body with `by`, ETag and If-None-Match (304), the limits, strangers' 404s, CORS, the body size,
the per-account throttle shared with v1/trip/ and the routes' absence under LEGACY_AUTH.
Invitations, members, conflicts and account deletion: contract/trips/members.py."""

from contract.plumbing.bodies import GARBAGE_BEARER, NOT_PROVIDED, READER, REQUIRED
from contract.plumbing.client import http, login
from contract.trips.planners import (
    BLANK,
    NOT_A_STRING,
    NOT_FOUND,
    NOT_NULL,
    changed,
    day,
    planners,
    same,
    summary,
    trip_body,
)
from contract.trips.trip import (
    BAD_DATE,
    BAD_TIME,
    NAME_TOO_LONG,
    NO_VERSION,
    NOT_AN_INTEGER,
    POSITIVE,
    Trips,
    days_with,
    one_day,
    spread,
)
from contract.trips.members import (
    check_account_deletion,
    check_conflict,
    check_delete_trips,
    check_full,
    check_invites,
    check_join,
    check_members,
    check_no_email,
    check_revoked_and_expired,
)
from contract.accounts.trust import too_large

NAMES = ["Anna", "Ben", "Cara", "Dave", "Eve", "Finn", "Gus", "Hana", "Ivo", "Jade", "Kai",
         "Lena", "Milo"]


def check_trips(c, api, new_account, db=None, google=None):
    """`new_account(**changes)` -> (email, password) of a fresh active account; `db`: the
    server's SQLite file (an invitation is made to expire there); `google`: GoogleTokens, for a
    member without a first name."""
    print(f"checking trips together on {api}")
    answers = []
    everyone = planners(api, new_account, NAMES, answers)
    anna, ben, cara, dave = everyone[:4]
    if not c.check("trips: thirteen fresh accounts sign in", all(
            p.access and p.id for p in everyone), f"{[(p.name, p.id) for p in everyone]}"):
        return
    check_signed_out(c, api)
    try:
        trip, version = check_first_trip(c, api, anna)
        check_create(c, api, anna, trip, version)
        version = check_strangers(c, api, anna, cara, trip, version)
        token, version = check_invites(c, anna, ben, trip, version, db)
        version = check_join(c, api, anna, ben, cara, trip, token, version)
        version = check_conflict(c, anna, ben, cara, trip, version)
        version = check_members(c, anna, ben, cara, dave, trip, version, token)
        check_revoked_and_expired(c, api, anna, ben, cara, dave, trip, token, db, google)
        check_full(c, anna, everyone[1:])
        check_delete_trips(c, api, anna, ben, trip)
        check_account_deletion(c, api, *everyone[4:8], db)
    except (KeyError, IndexError, TypeError, ValueError, AttributeError) as error:
        # An answer unlike the contract's, which the checks before have reported.
        c.check("trips: the chapter runs to its end", False, f"stopped: {error!r}")
    check_no_email(c, answers, [p.email for p in everyone])


def check_signed_out(c, api):
    """Every trips URL needs the access token."""
    for method, path in [("GET", ""), ("POST", ""), ("GET", "1/"), ("PUT", "1/"),
                         ("DELETE", "1/"), ("POST", "1/invites/"), ("DELETE", "1/invites/"),
                         ("POST", "join/"), ("DELETE", "1/members/2/")]:
        body = {"token": "x"} if path == "join/" else {"name": "x"} if method == "POST" else None
        c.exact(f"{method} trips/{path} no token -> 401", http(
            method, f"{api}/v1/trips/{path}", body=body, headers={"If-Match": '"1"'}), 401,
            NOT_PROVIDED)
    c.exact("GET trips/ garbage token -> 401", http("GET", f"{api}/v1/trips/", token="garbage"),
            401, GARBAGE_BEARER)


def check_first_trip(c, api, anna):
    """v1/trip/ is the account's own first trip, one of its trips: (its id, its version)."""
    mine = Trips(api, anna.access)
    same(c, "GET trips/ an account without trips -> 200 []", anna.trips(), 200, [])
    r = mine.put({"days": one_day({"id": 1, "time": "09:00"}, {"id": 2, "time": None},
                                  name="Cliffs"), "start": "2027-05-02"}, 0)
    c.check("PUT trip/ (the first save) -> 200, version 1", r.status == 200, r.text[:200])
    plain = r.json() if r.status == 200 else {}
    listed = anna.trips()
    trip = listed.json()[0]["id"] if listed.status == 200 and listed.json() else 0
    owner = [anna.member("owner")]
    same(c, "GET trips/ -> 200 the first trip: named \"My trip\", role owner, its members",
         listed, 200, [summary(trip, "My trip", "owner", owner, 1)])
    stops = day((1, "09:00", anna.id), (2, None, anna.id), name="Cliffs")
    want = trip_body(trip, "My trip", "owner", owner, [stops], 1, "2027-05-02")
    r = anna.get(trip)
    same(c, "GET trips/<id>/ -> 200 {id,name,role,members,days,start,version,updated}, each "
         "stop's by the writer, ETag \"1\"", r, 200, want, etag=1)
    got = r.json() if r.status == 200 else {}
    c.check("  the same data as GET trip/ (days without by, start, version, updated)",
            plain.get("updated") == got.get("updated") and plain == mine.get().json() and [
                {"name": d["name"], "stops": [{"id": s["id"], "time": s["time"]}
                                              for s in d["stops"]]} for d in got.get("days", [])
            ] == plain.get("days"), f"{plain} / {got}")
    for tag in ('"1"', 'W/"1"', '"0", "1"', "*"):
        r = anna.get(trip, **{"If-None-Match": tag})
        c.check(f"GET trips/<id>/ If-None-Match: {tag} -> 304 empty, ETag \"1\"",
                r.status == 304 and not r.body and r.headers.get("ETag") == '"1"',
                f"{r.status} {r.headers.get('ETag')!r} {r.text[:100]!r}")
    same(c, 'GET trips/<id>/ If-None-Match: "0" (older) -> 200 the trip',
         anna.get(trip, **{"If-None-Match": '"0"'}), 200, want, etag=1)
    body = {"name": "Negril in May", "days": [{"name": "Cliffs", "stops": [
        {"id": 1, "time": "09:00", "by": 999}, {"id": 2, "time": None},
        {"id": 3, "time": "18:30", "by": 999}]}], "start": "2027-05-02", "id": 777,
        "role": "owner", "members": [], "version": 99, "updated": "2020-01-01T00:00:00Z"}
    c.exact("PUT trips/<id>/ without If-Match -> 428", anna.put(trip, body), 428, NO_VERSION)
    c.exact('PUT trips/<id>/ If-Match: "seven" -> 428', anna.put(trip, body, if_match='"seven"'),
            428, NO_VERSION)
    stops = day((1, "09:00", anna.id), (2, None, anna.id), (3, "18:30", anna.id), name="Cliffs")
    want = trip_body(trip, "Negril in May", "owner", owner, [stops], 2, "2027-05-02")
    same(c, 'PUT trips/<id>/ If-Match: "1" with a new name and a new stop -> 200, version 2, '
         "by set by the server (what the client sent for by, id, version... ignored)",
         anna.put(trip, body, 1), 200, want, etag=2)
    r = mine.put({"days": [{"name": "Cliffs", "stops": [
        {"id": 1, "time": "09:00"}, {"id": 2, "time": None}, {"id": 3, "time": "18:30"},
        {"id": 4, "time": None}]}], "start": "2027-05-02"}, if_match="2")
    c.check("PUT trip/ If-Match: 2 -> 200 version 3 (the same trip)",
            r.status == 200 and r.json().get("version") == 3, r.text[:200])
    stops["stops"].append({"id": 4, "time": None, "by": anna.id})
    want = trip_body(trip, "Negril in May", "owner", owner, [stops], 3, "2027-05-02")
    same(c, "  GET trips/<id>/ -> the stop put through trip/, by its writer, the name kept",
         anna.get(trip), 200, want, etag=3)
    same(c, 'PUT trips/<id>/ If-Match: "1" (stale) -> 412 {detail, current}, ETag of current',
         anna.put(trip, body, 1), 412, changed(want), etag=3)
    same(c, 'PUT trips/<id>/ If-Match: "9" (ahead) -> 412', anna.put(trip, body, 9), 412,
         changed(want))
    return trip, 3


def check_create(c, api, anna, first, version):
    """POST trips/ {"name"}: the limits of the name, the trip made, the list's order; v1/trip/
    stays the first trip. Then a made trip's limits, as v1/trip/'s."""
    for label, body, errors in [
        ("{}", {}, {"name": REQUIRED}), ('name ""', {"name": ""}, {"name": BLANK}),
        ('name "   "', {"name": "   "}, {"name": BLANK}), ("name null", {"name": None},
                                                           {"name": NOT_NULL}),
        ("name 5", {"name": 5}, {"name": NOT_A_STRING}),
        ("a name of 81 characters", {"name": "x" * 81}, {"name": NAME_TOO_LONG}),
        ("a list", ["Beach"], {"non_field_errors": [
            "Invalid data. Expected a dictionary, but got list."]}),
    ]:
        same(c, f"POST trips/ {label} -> 400 field errors", anna.call("POST", body=body), 400,
             errors)
    owner = [anna.member("owner")]
    r = anna.create("  Beach week  ")
    beach = r.json().get("id") if r.status == 201 else 0
    same(c, "POST trips/ {\"name\": \"  Beach week  \"} -> 201 the new trip (name trimmed), "
         "version 1, ETag \"1\"", r, 201, trip_body(beach, "Beach week", "owner", owner, [
             {"name": "", "stops": []}], 1), etag=1)
    r = anna.create("y" * 80)
    long = r.json().get("id") if r.status == 201 else 0
    c.check("POST trips/ a name of 80 characters -> 201", r.status == 201, r.text[:200])
    same(c, "GET trips/ -> the first trip first, then the others by id", anna.trips(), 200, [
        summary(first, "Negril in May", "owner", owner, version),
        summary(beach, "Beach week", "owner", owner, 1),
        summary(long, "y" * 80, "owner", owner, 1)])
    c.check("  GET trip/ is still the first trip", Trips(api, anna.access).get().json().get(
        "version") == version, "changed")
    check_limits(c, anna, long)
    check_cors(c, api, anna, beach)


def check_limits(c, anna, trip):
    """PUT trips/<id>/: every limit of v1/trip/ at and past it, and the name's."""
    version = 1

    def accepted(label, body):
        nonlocal version
        r = anna.put(trip, body, version)
        if c.check(f"PUT trips/<id>/ {label} -> 200", r.status == 200
                   and r.json().get("version") == version + 1, r.text[:200]):
            version += 1

    accepted("30 days (the limit)", {"days": days_with(30)})
    accepted("300 stops in all (the limit)", {"days": spread(300)})
    accepted("a trip name of 80 characters", {"days": one_day(), "name": "z" * 80})
    accepted("times 00:00, 23:59 and null, a start", {"days": one_day(
        {"id": 1, "time": "00:00"}, {"id": 2, "time": "23:59"}, {"id": 3}), "start": "2028-02-29"})
    current = anna.get(trip).json()
    for label, body, errors in [
        ("31 days", {"days": days_with(31)}, {"days": ["At most 30 days."]}),
        ("301 stops in all", {"days": spread(301)}, {"days": ["At most 300 stops in all."]}),
        ("no day", {"days": []}, {"days": ["At least 1 day."]}),
        ("no days field", {"name": "New name"}, {"days": REQUIRED}),
        ("a day name of 81 characters", {"days": one_day(name="x" * 81)},
         {"days": {"0": {"name": NAME_TOO_LONG}}}),
        ('time "24:00"', {"days": one_day({"id": 1, "time": "24:00"})},
         {"days": {"0": {"stops": {"0": {"time": BAD_TIME}}}}}),
        ('id 0 and id "7"', {"days": one_day({"id": 0}, {"id": "7"})},
         {"days": {"0": {"stops": {"0": {"id": POSITIVE}, "1": {"id": NOT_AN_INTEGER}}}}}),
        ("the same place twice", {"days": one_day({"id": 4}, {"id": 4})},
         {"days": ["A place can be in the trip only once: 4 is there twice."]}),
        ('start "2027-02-29"', {"days": one_day(), "start": "2027-02-29"}, {"start": BAD_DATE}),
        ("a trip name of 81 characters", {"days": one_day(), "name": "x" * 81},
         {"name": NAME_TOO_LONG}),
        ('a trip name ""', {"days": one_day(), "name": ""}, {"name": BLANK}),
        ("a trip name null", {"days": one_day(), "name": None}, {"name": NOT_NULL}),
        ("a bad name and no days", {"name": ["x"]}, {"name": NOT_A_STRING, "days": REQUIRED}),
        ("a list for a body", [one_day()],
         {"non_field_errors": ["Invalid data. Expected a dictionary, but got list."]}),
    ]:
        same(c, f"PUT trips/<id>/ {label} -> 400 field errors", anna.put(trip, body, version),
             400, errors)
    c.check("  GET trips/<id>/ after the refused PUTs -> unchanged",
            anna.get(trip).json() == current, "changed")
    c.exact("body limit: PUT trips/<id>/ past 64 KiB -> 413", anna.put(
        trip, {"days": one_day(name="x" * (64 * 1024))}, version), 413, too_large(64 * 1024))
    # 30 days and the trip named with 80 characters written as JSON escapes, 300 stops with by.
    name = "\U0001F334" * 80
    days = [{"name": name, "stops": [{"id": 10 ** 9 + 10 * d + s, "time": "23:59",
                                      "by": 10 ** 9} for s in range(10)]} for d in range(30)]
    r = anna.put(trip, {"name": name, "days": days, "start": "2027-12-31"}, version)
    c.check("  the largest trip the server keeps fits -> 200", r.status == 200,
            f"{r.status} {r.text[:200]}")


def check_cors(c, api, anna, trip):
    r = http("OPTIONS", f"{api}/v1/trips/{trip}/", headers={
        "Origin": "http://localhost:5173", "Access-Control-Request-Method": "GET",
        "Access-Control-Request-Headers": "authorization,if-none-match"})
    c.check("CORS preflight of GET trips/<id>/ with If-None-Match -> 200, allowed",
            r.status == 200 and "if-none-match" in r.headers.get(
                "Access-Control-Allow-Headers", "").lower(), f"{r.status}")
    r = http("GET", f"{api}/v1/trips/{trip}/", token=anna.access,
             headers={"Origin": "http://localhost:5173"})
    exposed = r.headers.get("Access-Control-Expose-Headers", "")
    c.check("  a cross-origin GET trips/<id>/ exposes ETag",
            r.status == 200 and "etag" in exposed.lower(), f"{r.status} {exposed!r}")


def check_strangers(c, api, anna, cara, trip, version):
    """An account not in the trip gets 404, never 403, for every trip URL, as for a trip that
    does not exist; nothing changes."""
    before = anna.get(trip).json()
    for label, r in [
        ("GET trips/<id>/", cara.get(trip)),
        ("GET trips/<id>/ If-None-Match the version", cara.get(
            trip, **{"If-None-Match": f'"{version}"'})),
        ("PUT trips/<id>/ with If-Match", cara.put(trip, {"days": one_day()}, version)),
        ("PUT trips/<id>/ without If-Match", cara.put(trip, {"days": one_day()})),
        ("PUT trips/<id>/ a bad body", cara.put(trip, {"days": []}, version)),
        ("DELETE trips/<id>/", cara.delete(trip)),
        ("POST trips/<id>/invites/", cara.invite(trip)),
        ("DELETE trips/<id>/invites/", cara.revoke(trip)),
        ("DELETE trips/<id>/members/<owner>/", cara.remove(trip, anna.id)),
        ("DELETE trips/<id>/members/<themself>/", cara.remove(trip, cara.id)),
        ("GET trips/<unknown id>/", cara.get(2_000_000_000)),
        ("GET trips/<an id past 64 bits>/", cara.get(10 ** 20)),
        ("POST trips/<unknown id>/invites/", cara.invite(2_000_000_000)),
    ]:
        same(c, f"a stranger: {label} -> 404 {{\"detail\":\"Not found.\"}}", r, 404, NOT_FOUND)
    r = cara.get("abc")
    c.check("  GET trips/abc/ -> 404 (Django's page)", r.status == 404, f"{r.status}")
    same(c, "  the stranger's GET trips/ does not list it -> []", cara.trips(), 200, [])
    c.check("  the trip is as it was", anna.get(trip).json() == before, "changed")
    return version


def check_trips_legacy(c, api):
    """LEGACY_AUTH=1: no trips together (every v1/trips/ URL is Django's 404)."""
    access = login(api, *READER).get("access", "")
    for method, path in [("GET", ""), ("POST", ""), ("GET", "1/"), ("PUT", "1/"),
                         ("DELETE", "1/"), ("POST", "1/invites/"), ("DELETE", "1/invites/"),
                         ("POST", "join/"), ("DELETE", "1/members/2/")]:
        r = http(method, f"{api}/v1/trips/{path}", token=access, headers={"If-Match": '"1"'},
                 body={"token": "x", "name": "x"} if method in ("POST", "PUT") else None)
        c.check(f"legacy: {method} trips/{path} signed in -> 404 HTML (no trips together)",
                r.status == 404 and r.headers.get("Content-Type", "").startswith("text/html"),
                f"{r.status} {r.headers.get('Content-Type')}")


def check_trips_throttled(c, api, reader):
    """After check_trip_throttled used the reader's THROTTLE_TRIP_RATE on v1/trip/ (`reader`: its
    access token there): v1/trips/ shares that count."""
    for method, path, body in [("GET", "", None), ("POST", "", {"name": "x"}),
                               ("POST", "join/", {"token": "x"}), ("GET", "1/", None)]:
        r = http(method, f"{api}/v1/trips/{path}", token=reader, body=body)
        c.check(f"throttled: {method} trips/{path} once v1/trip/ used the account's rate -> 429",
                r.status == 429 and r.headers.get("Retry-After", "").isdigit(),
                f"{r.status} {r.text[:200]}")
