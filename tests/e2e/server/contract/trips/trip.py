"""The account's trip (GET/PUT v1/trip/): versions, If-Match, the limits, 401s, the atomic check
under concurrent PUTs, the per-account throttle, and its absence on the older server."""

import re
import threading

from contract.plumbing.bodies import ADMIN, GARBAGE_BEARER, NOT_PROVIDED, READER, REQUIRED
from contract.plumbing.client import compact, http
from contract.server_wide.throttling import past_the_rate

EMPTY_TRIP = {"days": [{"name": "", "stops": []}], "start": None, "version": 0, "updated": None}
CHANGED = "The trip has changed since."
NO_VERSION = {"detail": 'Send the version of the trip you change in If-Match, e.g. If-Match: "7".'}
BAD_TIME = ["Enter a time as HH:MM, from 00:00 to 23:59, or null."]
BAD_DATE = ["Date has wrong format. Use one of these formats instead: YYYY-MM-DD."]
NOT_AN_INTEGER = ["A valid integer is required."]
POSITIVE = ["Ensure this value is greater than or equal to 1."]
NAME_TOO_LONG = ["Ensure this field has no more than 80 characters."]
UPDATED = r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ"


def days_with(count, stops_each=0, first_id=1):
    """`count` days of `stops_each` stops each, ids counting up from `first_id`."""
    place = iter(range(first_id, first_id + count * stops_each))
    return [{"name": f"Day {d + 1}", "stops": [{"id": next(place), "time": None}
                                                for _ in range(stops_each)]}
            for d in range(count)]


def spread(total, first_id=1):
    """`total` stops spread over 30 days (ten each, the rest on the last day)."""
    days = days_with(30, total // 30, first_id)
    extra = total - 30 * (total // 30)
    days[-1]["stops"] += [{"id": first_id + 10_000 + i, "time": "12:00"} for i in range(extra)]
    return days


def one_day(*stops, name="Beach day"):
    return [{"name": name, "stops": list(stops)}]


class Trips:
    def __init__(self, api, access):
        self.url, self.access = f"{api}/v1/trip/", access

    def get(self, **kw):
        return http("GET", self.url, **dict({"token": self.access}, **kw))

    def put(self, body, version=None, if_match=None, **kw):
        headers = {}
        if version is not None:
            headers["If-Match"] = f'"{version}"'
        if if_match is not None:
            headers["If-Match"] = if_match
        return http("PUT", self.url, body=body, headers=headers,
                    **dict({"token": self.access}, **kw))


def check_trip(c, api, access):
    """`access`: the access token of a fresh account no other check uses."""
    print(f"checking the trip on {api}")
    t = Trips(api, access)
    c.exact("GET trip/ no token -> 401", t.get(token=None), 401, NOT_PROVIDED)
    c.exact("GET trip/ garbage token -> 401", t.get(token="garbage"), 401, GARBAGE_BEARER)
    c.exact("PUT trip/ no token -> 401", t.put({"days": one_day()}, 0, token=None), 401,
            NOT_PROVIDED)
    r = http("OPTIONS", t.url, headers={
        "Origin": "http://localhost:5173", "Access-Control-Request-Method": "PUT",
        "Access-Control-Request-Headers": "authorization,content-type,if-match"})
    c.check("CORS preflight of PUT trip/ with If-Match -> 200, allowed", r.status == 200
            and "if-match" in r.headers.get("Access-Control-Allow-Headers", "").lower()
            and "PUT" in r.headers.get("Access-Control-Allow-Methods", ""),
            f"{r.status} {r.headers.get('Access-Control-Allow-Headers')!r}")
    c.exact("GET trip/ an account without a trip -> 200 the empty trip, version 0", t.get(), 200,
            EMPTY_TRIP)
    trip = {"days": one_day({"id": 12, "time": "18:30"}, {"id": 3, "time": None}),
            "start": "2026-12-28"}
    c.exact("PUT trip/ without If-Match -> 428", t.put(trip), 428, NO_VERSION)
    c.exact('PUT trip/ If-Match: "seven" -> 428', t.put(trip, if_match='"seven"'), 428,
            NO_VERSION)
    c.exact("GET trip/ after the refused PUTs -> still version 0", t.get(), 200, EMPTY_TRIP)
    r = t.put(trip, 0)
    c.shape('PUT trip/ If-Match: "0" (no trip yet) -> 200 the trip, version 1, updated', r, 200,
            lambda d: list(d) == ["days", "start", "version", "updated"]
            and d["days"] == trip["days"] and d["start"] == "2026-12-28" and d["version"] == 1
            and re.fullmatch(UPDATED, d["updated"]), f"{compact(trip)} with version 1")
    stored = r.json() if r.status == 200 else {}
    c.exact("GET trip/ -> 200 the trip as PUT answered it", t.get(), 200, stored)
    c.exact('PUT trip/ If-Match: "0" again (a trip exists) -> 412 with the current trip',
            t.put(trip, 0), 412, {"detail": CHANGED, "current": stored})
    second = {"days": one_day({"id": 12, "time": "09:00"}, name=""), "start": None,
              "version": 99, "updated": "2020-01-01T00:00:00Z"}
    r = t.put(second, if_match="1")
    c.shape("PUT trip/ If-Match: 1 (bare) -> 200, version 2; version/updated sent are ignored",
            r, 200, lambda d: d["version"] == 2 and d["start"] is None
            and d["days"] == second["days"] and d["updated"] != second["updated"], "version 2")
    stored = r.json() if r.status == 200 else stored
    c.exact('PUT trip/ If-Match: "1" (stale) -> 412 {detail, current}', t.put(trip, 1), 412,
            {"detail": CHANGED, "current": stored})
    c.exact('PUT trip/ If-Match: "5" (ahead) -> 412', t.put(trip, 5), 412,
            {"detail": CHANGED, "current": stored})
    version = stored.get("version", 2)

    def accepted(label, days, start=None, stored=None):
        nonlocal version
        r = t.put({"days": days, "start": start}, version)
        if c.shape(f"PUT trip/ {label} -> 200", r, 200,
                   lambda d: d["version"] == version + 1 and d["days"] == (stored or days)
                   and d["start"] == start, f"version {version + 1}, the days sent"):
            version += 1

    accepted("30 days (the limit)", days_with(30))
    accepted("300 stops in all (the limit)", spread(300))
    accepted("300 stops on one day", days_with(1, 300))
    accepted("a day name of 80 characters", one_day(name="x" * 80))
    accepted("times 00:00, 23:59 and null", one_day(
        {"id": 1, "time": "00:00"}, {"id": 2, "time": "23:59"}, {"id": 3, "time": None}))
    accepted("a start of 2028-02-29", one_day(), "2028-02-29")
    accepted("stops without a time, a day without a name (stored as null and \"\")",
             [{"stops": [{"id": 7}]}], "2026-12-28", [{"name": "", "stops": [
                 {"id": 7, "time": None}]}])
    r = t.get()
    c.check("  GET trip/ -> the last one stored", r.status == 200 and r.json()["days"] == [
        {"name": "", "stops": [{"id": 7, "time": None}]}] and r.json()["version"] == version
        and r.json()["start"] == "2026-12-28", r.text[:300])
    current = r.json() if r.status == 200 else {}

    for label, body, errors in [
        ("31 days", {"days": days_with(31)}, {"days": ["At most 30 days."]}),
        ("301 stops in all", {"days": spread(301)}, {"days": ["At most 300 stops in all."]}),
        ("301 stops on one day", {"days": days_with(1, 301)},
         {"days": ["At most 300 stops in all."]}),
        ("no day", {"days": []}, {"days": ["At least 1 day."]}),
        ("no days field", {"start": None}, {"days": REQUIRED}),
        ("days not a list", {"days": {"0": {"stops": []}}},
         {"days": ['Expected a list of items but got type "dict".']}),
        ("a day name of 81 characters", {"days": one_day(name="x" * 81)},
         {"days": {"0": {"name": NAME_TOO_LONG}}}),
        ("a day without stops", {"days": [{"name": "a"}, {"name": "b", "stops": []}]},
         {"days": {"0": {"stops": REQUIRED}}}),
        ("a day that is not an object", {"days": ["Beach"]},
         {"days": {"0": {"non_field_errors": [
             "Invalid data. Expected a dictionary, but got str."]}}}),
        ('time "25:00"', {"days": one_day({"id": 1, "time": "25:00"})},
         {"days": {"0": {"stops": {"0": {"time": BAD_TIME}}}}}),
        ('time "7:30" and "12:60"', {"days": one_day({"id": 1, "time": "7:30"},
                                                     {"id": 2, "time": "12:60"})},
         {"days": {"0": {"stops": {"0": {"time": BAD_TIME}, "1": {"time": BAD_TIME}}}}}),
        ('time "２３:００" (full-width digits)', {"days": one_day({"id": 1, "time": "２３:００"})},
         {"days": {"0": {"stops": {"0": {"time": BAD_TIME}}}}}),
        ("id 0", {"days": one_day({"id": 0})},
         {"days": {"0": {"stops": {"0": {"id": POSITIVE}}}}}),
        ('id "x" and id true', {"days": one_day({"id": "x"}, {"id": True})},
         {"days": {"0": {"stops": {"0": {"id": NOT_AN_INTEGER}, "1": {"id": NOT_AN_INTEGER}}}}}),
        ('id "12" (text) and 1.5', {"days": one_day({"id": "12"}, {"id": 1.5})},
         {"days": {"0": {"stops": {"0": {"id": NOT_AN_INTEGER}, "1": {"id": NOT_AN_INTEGER}}}}}),
        ("a stop without id", {"days": one_day({"time": "10:00"})},
         {"days": {"0": {"stops": {"0": {"id": REQUIRED}}}}}),
        ("the same place on two days", {"days": [{"stops": [{"id": 4}]},
                                                 {"stops": [{"id": 9}, {"id": 4}]}]},
         {"days": ["A place can be in the trip only once: 4 is there twice."]}),
        ('start "2026-02-30"', {"days": one_day(), "start": "2026-02-30"}, {"start": BAD_DATE}),
        ('start "28/12/2026"', {"days": one_day(), "start": "28/12/2026"}, {"start": BAD_DATE}),
        ("bad days and a bad start together", {"days": [], "start": 20261228},
         {"days": ["At least 1 day."], "start": BAD_DATE}),
        ("a list for a body", [one_day()],
         {"non_field_errors": ["Invalid data. Expected a dictionary, but got list."]}),
    ]:
        c.exact(f"PUT trip/ {label} -> 400 field errors", t.put(body, version), 400, errors)
    c.exact("GET trip/ after the refused PUTs -> unchanged", t.get(), 200, current)
    return version


def check_concurrent(c, api, access, writers=8):
    """`writers` PUTs at once with the same If-Match: exactly one is stored."""
    t = Trips(api, access)
    before = t.get().json().get("version", 0)
    barrier = threading.Barrier(writers)
    statuses = [None] * writers

    def write(i):
        body = {"days": one_day({"id": 100 + i, "time": None}), "start": None}
        barrier.wait()
        statuses[i] = t.put(body, before).status

    threads = [threading.Thread(target=write, args=(i,)) for i in range(writers)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    c.check(f"trip: {writers} PUTs at once with the same If-Match -> one 200, {writers - 1} 412",
            sorted(statuses, key=str) == [200] + [412] * (writers - 1), f"{statuses}")
    after = t.get().json()
    c.check("  the trip is at version +1, and holds the winner's place",
            after.get("version") == before + 1
            and len(after["days"][0]["stops"]) == 1
            and 100 <= after["days"][0]["stops"][0]["id"] < 100 + writers, compact(after))


def check_trip_throttled(c, api):
    """A server with a low THROTTLE_TRIP_RATE: per account, GET and PUT alike."""
    print(f"checking the trip's throttle on {api}")

    def access(account):
        r = http("POST", f"{api}/v1/auth/jwt/create/",
                 body={"email": account[0], "password": account[1]})
        return r.json().get("access", "") if r.status == 200 else ""

    reader, admin = access(READER), access(ADMIN)
    past_the_rate(c, "GET trip/ past THROTTLE_TRIP_RATE (per account)",
                  lambda i: http("GET", f"{api}/v1/trip/", token=reader))
    r = http("PUT", f"{api}/v1/trip/", token=reader, headers={"If-Match": '"0"'},
             body={"days": one_day()})
    c.check("  a PUT of that account waits too -> 429", r.status == 429, f"{r.status}")
    c.check("  another account is not throttled -> 200",
            http("GET", f"{api}/v1/trip/", token=admin).status == 200, "throttled")
    return reader


def check_trip_legacy(c, api):
    r = http("POST", f"{api}/v1/auth/jwt/create/", body={"email": READER[0],
                                                          "password": READER[1]})
    access = r.json().get("access", "") if r.status == 200 else ""
    r = http("GET", f"{api}/v1/trip/", token=access)
    c.check("legacy: GET trip/ signed in -> 404 HTML (the older server keeps no trips)",
            r.status == 404 and r.headers.get("Content-Type", "").startswith("text/html"),
            f"{r.status} {r.headers.get('Content-Type')}")
    r = http("POST", f"{api}/v1/auth/firebase/delete/", token=access, body={"id_token": "x"})
    c.check("legacy: POST firebase/delete/ -> 404 (no such route)", r.status == 404,
            f"{r.status}")
