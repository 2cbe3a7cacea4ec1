"""Trips together, who plans them: invitations (made, revoked, expired), joining (again, when
full), two companions' conflicting writes and `by`, removing and leaving, deleting a trip, and
what deleting an account does to its trips (contract/trips/together.py runs these in order)."""

import copy
import datetime
import hashlib
import sqlite3
import threading
import time
import uuid

from contract.plumbing.bodies import REQUIRED
from contract.plumbing.client import http
from contract.trips.planners import (
    BLANK,
    FULL,
    INVALID_INVITE,
    NOT_A_STRING,
    NOT_FOUND,
    NOT_NULL,
    OWNER_ONLY_DELETE,
    OWNER_ONLY_INVITE,
    OWNER_ONLY_REMOVE,
    OWNER_ONLY_REVOKE,
    OWNER_STAYS,
    TOKEN,
    WEEK,
    authors,
    changed,
    same,
    stamped,
    summary,
)
from contract.trips.trip import EMPTY_TRIP, Trips, one_day


def at_once(*calls):
    """Runs the calls together (each thread waits for the others first); their answers."""
    barrier = threading.Barrier(len(calls))
    answers = [None] * len(calls)

    def run(index):
        barrier.wait()
        answers[index] = calls[index]()

    threads = [threading.Thread(target=run, args=(i,)) for i in range(len(calls))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return answers


def members(*pairs):
    """[(planner, role)] as the answers list them."""
    return [planner.member(role) for planner, role in pairs]


def check_invites(c, anna, ben, trip, version, db):
    """The owner's invitations: (a token, the trip's version)."""
    r = anna.invite(trip)
    made = time.time()
    body = r.json() if r.status == 201 else {}

    def good(d):
        expires = datetime.datetime.strptime(d["expires"], "%Y-%m-%dT%H:%M:%SZ").replace(
            tzinfo=datetime.timezone.utc).timestamp()
        return (list(d) == ["token", "expires"] and TOKEN.fullmatch(d["token"])
                and abs(expires - made - WEEK) < 300)

    c.shape("POST trips/<id>/invites/ (owner) -> 201 {token (>= 128 bits, URL-safe), expires "
            "(ISO, 7 days on)}", r, 201, good, '{"token":"<43 URL-safe>","expires":"...Z"}')
    token = body.get("token", "")
    other = anna.token_of(trip)
    c.check("  another invitation -> another token", other and other != token, other)
    c.check("  an invitation does not change the trip (same version)",
            anna.get(trip).json().get("version") == version, "changed")
    if db:
        with sqlite3.connect(f"file:{db}?mode=ro", uri=True) as connection:
            rows = [row[0] for row in connection.execute(
                "SELECT token_hash FROM negril_tripinvite")]
        c.check("  the database keeps the token's SHA-256 only, never the token",
                hashlib.sha256(token.encode()).hexdigest() in rows and not any(
                    token in row for row in rows), f"{len(rows)} rows")
    return token, version


def check_join(c, api, anna, ben, cara, trip, token, version):
    """POST trips/join/: its refusals, joining, joining again; a companion's view and rights."""
    for label, body, status, answer in [
        ("{}", {}, 400, {"token": REQUIRED}), ("token null", {"token": None}, 400,
                                               {"token": NOT_NULL}),
        ("token 5", {"token": 5}, 400, {"token": NOT_A_STRING}),
        ('token ""', {"token": ""}, 400, {"token": BLANK}),
        ("a list", [token], 400, {"non_field_errors": [
            "Invalid data. Expected a dictionary, but got list."]}),
        ("an unknown token", {"token": "x" * 43}, 404, INVALID_INVITE),
        ("the token with one character changed", {"token": token[:-1] + (
            "A" if token[-1:] != "A" else "B")}, 404, INVALID_INVITE),
    ]:
        same(c, f"POST trips/join/ {label} -> {status}", ben.call("POST", "join/", body=body),
             status, answer)
    version += 1
    them = members((anna, "owner"), (ben, "companion"))
    want = summary(trip, "Negril in May", "companion", them, version)
    same(c, "POST trips/join/ the token -> 200 the trip's summary (role companion, one version "
         "more)", ben.join(token), 200, want)
    same(c, "  the same companion joins again -> 200, nothing changes", ben.join(token), 200, want)
    same(c, "  the owner uses the invitation -> 200 the summary, role owner", anna.join(token),
         200, dict(want, role="owner"))
    owners = anna.get(trip).json()
    r = ben.get(trip)
    c.check("  the companion's GET trips/<id>/ -> 200 the owner's trip, role companion",
            r.status == 200 and r.json() == dict(owners, role="companion")
            and r.headers.get("ETag") == f'"{version}"', r.text[:300])
    same(c, "  the companion's GET trips/ lists it, role companion", ben.trips(), 200, [want])
    c.exact("  the companion's GET trip/ is their own (empty), never the shared trip",
            Trips(api, ben.access).get(), 200, EMPTY_TRIP)
    same(c, "a companion: POST trips/<id>/invites/ -> 403", ben.invite(trip), 403,
         OWNER_ONLY_INVITE)
    same(c, "a companion: DELETE trips/<id>/invites/ -> 403", ben.revoke(trip), 403,
         OWNER_ONLY_REVOKE)
    same(c, "a companion: DELETE trips/<id>/ -> 403", ben.delete(trip), 403, OWNER_ONLY_DELETE)
    same(c, "a companion: DELETE trips/<id>/members/<owner>/ -> 403",
         ben.remove(trip, anna.id), 403, OWNER_ONLY_REMOVE)
    version += 1
    same(c, "a second companion joins -> 200, three members in joining order",
         cara.join(token), 200, summary(trip, "Negril in May", "companion", members(
             (anna, "owner"), (ben, "companion"), (cara, "companion")), version))
    return version


def check_conflict(c, anna, ben, cara, trip, version):
    """Two companions PUT at once with one If-Match: one 200, one 412 with the winner's trip; the
    loser merges and retries; each new stop's `by` is its writer, whatever was sent."""
    base = ben.get(trip).json()

    def adding(stop):
        days = copy.deepcopy(base["days"])
        days[0]["stops"].append(stop)
        return {"days": days, "start": base["start"]}

    ben_body = adding({"id": 201, "time": "12:00", "by": cara.id})
    cara_body = adding({"id": 301, "time": None, "by": anna.id})
    answers = at_once(lambda: ben.put(trip, ben_body, version),
                      lambda: cara.put(trip, cara_body, version))
    c.check("two companions PUT trips/<id>/ at once with one If-Match -> one 200, one 412",
            sorted(r.status for r in answers) == [200, 412], f"{[r.status for r in answers]}")
    if sorted(r.status for r in answers) != [200, 412]:
        return version
    won = 0 if answers[0].status == 200 else 1
    winner, loser = answers[won], answers[1 - won]
    same(c, "  the 412 carries the winner's trip as `current`, ETag its version", loser, 412,
         changed(stamped(winner.json())), etag=version + 1)
    current = loser.json()["current"]
    retry = copy.deepcopy(current)
    retry["days"][0]["stops"].append((cara_body, ben_body)[won]["days"][0]["stops"][-1])
    for stop in retry["days"][0]["stops"]:
        stop["by"] = (cara, ben)[won].id  # a lie the server ignores
    r = (cara, ben)[won].put(trip, retry, version + 1)
    want = {1: anna.id, 2: anna.id, 3: anna.id, 4: anna.id, 201: ben.id, 301: cara.id}
    c.shape("  the loser merges and PUTs again with the new version -> 200, each stop by its "
            "writer (the owner's, the winner's, the loser's)", r, 200,
            lambda d: d["version"] == version + 2 and authors(d) == want, f"by {want}")
    c.check("  the owner reads the same", authors(anna.get(trip).json()) == want, "other by")
    return version + 2


def check_members(c, anna, ben, cara, dave, trip, version, token):
    """DELETE trips/<id>/members/<account>/: who may remove whom; stops keep their `by`."""
    same(c, "the owner removes themself -> 400", anna.remove(trip, anna.id), 400, OWNER_STAYS)
    same(c, "a companion removes another -> 403", ben.remove(trip, cara.id), 403,
         OWNER_ONLY_REMOVE)
    same(c, "the owner removes an account not in the trip -> 404", anna.remove(trip, dave.id),
         404, NOT_FOUND)
    same(c, "the owner removes an unknown account -> 404", anna.remove(trip, 2_000_000_000),
         404, NOT_FOUND)
    c.exact("the owner removes a companion -> 204 empty", anna.remove(trip, cara.id), 204,
            empty=True)
    same(c, "  the removed companion: GET trips/<id>/ -> 404", cara.get(trip), 404, NOT_FOUND)
    same(c, "  and GET trips/ no longer lists it", cara.trips(), 200, [])
    r = anna.get(trip)
    c.shape("  the trip: two members, one version more, the removed one's stop keeps its by",
            r, 200, lambda d: d["members"] == members((anna, "owner"), (ben, "companion"))
            and d["version"] == version + 1 and authors(d)[301] == cara.id, "by kept")
    c.exact("a companion leaves (removes themself) -> 204 empty", ben.remove(trip, ben.id), 204,
            empty=True)
    same(c, "  who left: GET trips/<id>/ -> 404", ben.get(trip), 404, NOT_FOUND)
    same(c, "  who left: DELETE trips/<id>/members/<themself>/ again -> 404",
         ben.remove(trip, ben.id), 404, NOT_FOUND)
    version += 2
    same(c, "the invitation still serves others: a third account joins -> 200", dave.join(token),
         200, summary(trip, "Negril in May", "companion", members(
             (anna, "owner"), (dave, "companion")), version + 1))
    return version + 1


def expire(db, token):
    """Makes the invitation's row in the server's database expired; the rows changed."""
    with sqlite3.connect(db, timeout=10) as connection:
        return connection.execute(
            "UPDATE negril_tripinvite SET expires = '2001-01-01 00:00:00' WHERE token_hash = ?",
            (hashlib.sha256(token.encode()).hexdigest(),)).rowcount


def check_revoked_and_expired(c, api, anna, ben, cara, dave, trip, token, db, google):
    """Revoking ends every open invitation, expiry one; a member without a first name is named
    by their email's local part (with `google`)."""
    second = anna.token_of(trip)
    if google:
        email = f"nameless-{uuid.uuid4().hex[:8]}@example.com"
        r = http("POST", f"{api}/v1/auth/firebase/",
                 body={"id_token": google.signed(google.claims(email, name=None))})
        access = r.json().get("access", "") if r.status == 200 else ""
        r = http("POST", f"{api}/v1/trips/join/", token=access, body={"token": second})
        c.shape("a member without a first name (Google) is named by their email's local part",
                r, 200, lambda d: d["members"][-1]["name"] == email.split("@")[0]
                and "@" not in r.text, email.split("@")[0])
    else:
        print("SKIP  a member without a first name is named by their email's local part (give "
              "--firebase-certs and --firebase-project)")
    c.exact("the owner: DELETE trips/<id>/invites/ -> 204 empty", anna.revoke(trip), 204,
            empty=True)
    for label, who, which in [("the first", ben, token), ("the second", cara, second),
                              ("a member's use of", dave, token)]:
        same(c, f"  {label} revoked invitation -> 404", who.join(which), 404, INVALID_INVITE)
    c.exact("  DELETE trips/<id>/invites/ again (none open) -> 204", anna.revoke(trip), 204,
            empty=True)
    third = anna.token_of(trip)
    if not db:
        print("SKIP  an expired invitation -> 404 (give --db, the server's SQLite file)")
    elif c.check("an invitation made to expire (its row's expires in the past, in --db)",
                 expire(db, third) == 1, "no row with the token's SHA-256"):
        same(c, "  the expired invitation -> 404", ben.join(third), 404, INVALID_INVITE)
    fresh = anna.token_of(trip)
    c.check("a new invitation after the revocation -> 200 for a newcomer",
            ben.join(fresh).status == 200, "refused")


def check_full(c, anna, others):
    """Twelve members at most: twelve accounts join at once for eleven places."""
    r = anna.create("Full house")
    trip = r.json().get("id") if r.status == 201 else 0
    token = anna.token_of(trip)
    answers = at_once(*[lambda p=p: p.join(token) for p in others[:12]])
    statuses = [r.status for r in answers]
    c.check("twelve accounts join at once a trip with eleven places left -> eleven 200, one 409",
            sorted(statuses) == [200] * 11 + [409], f"{statuses}")
    if sorted(statuses) != [200] * 11 + [409]:
        return
    late = others[statuses.index(409)]
    inside = [p for p, s in zip(others, statuses) if s == 200]
    same(c, "  the one left out joins again -> 409", late.join(token), 409, FULL)
    r = anna.get(trip)
    c.shape("  the trip has 12 members, the owner first", r, 200,
            lambda d: len(d["members"]) == 12 and d["members"][0] == anna.member("owner"), "12")
    same(c, "  a member joins again when full -> 200 the summary", inside[0].join(token), 200,
         summary(trip, "Full house", "companion", r.json()["members"], r.json()["version"]))
    c.exact("  a companion leaves -> 204", inside[1].remove(trip, inside[1].id), 204, empty=True)
    c.check("  the one left out joins now -> 200", late.join(token).status == 200, "refused")
    c.exact("the owner deletes the full trip -> 204", anna.delete(trip), 204, empty=True)


def check_delete_trips(c, api, anna, ben, first):
    """DELETE trips/<id>/: the owner's alone; deleting the first trip empties v1/trip/."""
    r = anna.create("Gone soon")
    trip = r.json().get("id") if r.status == 201 else 0
    token = anna.token_of(trip)
    ben.join(token)
    same(c, "a companion: DELETE trips/<id>/ -> 403", ben.delete(trip), 403, OWNER_ONLY_DELETE)
    c.exact("the owner: DELETE trips/<id>/ -> 204 empty", anna.delete(trip), 204, empty=True)
    same(c, "  the owner: GET trips/<id>/ -> 404", anna.get(trip), 404, NOT_FOUND)
    same(c, "  the companion: GET trips/<id>/ -> 404", ben.get(trip), 404, NOT_FOUND)
    same(c, "  its invitation -> 404", ben.join(token), 404, INVALID_INVITE)
    c.exact("the owner deletes their first trip -> 204", anna.delete(first), 204, empty=True)
    c.exact("  GET trip/ -> the empty trip, version 0", Trips(api, anna.access).get(), 200,
            EMPTY_TRIP)
    r = Trips(api, anna.access).put({"days": one_day({"id": 9})}, 0)
    c.check("  PUT trip/ If-Match: \"0\" makes a new first trip -> 200", r.status == 200,
            r.text[:200])
    r = anna.trips()
    c.shape("  GET trips/ lists the new first trip first (\"My trip\", version 1)", r, 200,
            lambda d: d[0]["name"] == "My trip" and d[0]["version"] == 1
            and d[0]["id"] > max(t["id"] for t in d[1:]) and first not in [t["id"] for t in d],
            "the new trip first")


def check_account_deletion(c, api, eve, finn, gus, hana, db):
    """An owner's deletion passes the trip to the companion who joined first, a companion's
    removes them and nulls their stops' `by`; a trip without companions goes with its owner."""
    r = eve.create("Eve's trip")
    trip = r.json().get("id") if r.status == 201 else 0
    c.shape("POST trips/ by an account without a first trip makes its GET trip/ (version 1)",
            Trips(api, eve.access).get(), 200, lambda d: d["version"] == 1, "version 1")
    eve.put(trip, {"days": one_day({"id": 501})}, 1)
    token = eve.token_of(trip)
    finn.join(token)
    gus.join(token)
    for who, place in ((finn, 502), (gus, 503)):
        body = who.get(trip).json()
        body["days"][0]["stops"].append({"id": place, "time": None})
        who.put(trip, body, body["version"])
    before = finn.get(trip).json()
    c.check("deletion: a trip of three, a stop by each",
            authors(before) == {501: eve.id, 502: finn.id, 503: gus.id}, f"{before}")
    c.exact("  the owner deletes their account -> 204", eve.delete_account(), 204, empty=True)
    after = finn.get(trip)
    c.shape("  the companion who joined first owns the trip: role owner, first of the members, "
            "the deleted owner's stop by null, a version more", after, 200,
            lambda d: d["role"] == "owner" and d["members"] == members(
                (finn, "owner"), (gus, "companion")) and authors(d) == {
                    501: None, 502: finn.id, 503: gus.id} and d["version"] > before["version"],
            "finn owner, 501 by null")
    c.exact("  the inherited trip is not the new owner's GET trip/", Trips(api, finn.access).get(),
            200, EMPTY_TRIP)
    c.shape("  the other companion's GET trips/ shows the new owner", gus.trips(), 200,
            lambda d: d[0]["id"] == trip and d[0]["role"] == "companion"
            and d[0]["members"][0] == finn.member("owner"), "finn owner")
    same(c, "  the deleted owner's invitation -> 404", hana.join(token), 404, INVALID_INVITE)
    c.check("  the new owner invites -> 201", finn.invite(trip).status == 201, "refused")
    c.exact("  a companion deletes their account -> 204", gus.delete_account(), 204, empty=True)
    c.shape("  they are no longer a member, and their stop's by is null", finn.get(trip), 200,
            lambda d: d["members"] == members((finn, "owner"))
            and authors(d) == {501: None, 502: finn.id, 503: None}, "503 by null")
    r = hana.create("Solo")
    solo = r.json().get("id") if r.status == 201 else 0
    token = hana.token_of(solo)
    c.exact("  an owner without companions deletes their account -> 204", hana.delete_account(),
            204, empty=True)
    same(c, "  the trip went with them: its invitation -> 404", finn.join(token), 404,
         INVALID_INVITE)
    if not db:
        print("SKIP  deletion: no row of the deleted accounts' trips left (give --db)")
        return
    gone = (eve.id, gus.id, hana.id)
    with sqlite3.connect(f"file:{db}?mode=ro", uri=True) as connection:
        left = [connection.execute(sql, args).fetchone()[0] for sql, args in [
            ("SELECT COUNT(*) FROM negril_trip WHERE id = ?", (solo,)),
            ("SELECT COUNT(*) FROM negril_tripmember WHERE user_id IN (?, ?, ?)", gone),
            ("SELECT COUNT(*) FROM negril_trip WHERE user_id IN (?, ?, ?)", gone)]]
    c.check("  in the database: the solo trip, the deleted accounts' memberships and first "
            "trips are gone", left == [0, 0, 0], f"{left}")


def check_no_email(c, answers, emails):
    """No answer of a trips URL names an email."""
    named = [r.text[:200] for r in answers if "@" in r.text or any(e in r.text for e in emails)]
    c.check(f"trips: none of the {len(answers)} answers of trips URLs holds an email", not named,
            f"{named[:3]}")
