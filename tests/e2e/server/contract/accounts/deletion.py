"""Deleting one's account: djoser's DELETE users/me/ for password accounts, firebase/delete/ with
a fresh Google ID token for those made through Google. The trip goes with the account (what
happens to trips planned together: contract/trips/members.py)."""

import sqlite3
import time
import uuid

from contract.plumbing.bodies import NOT_PROVIDED, NO_ACCOUNT, READER, REQUIRED
from contract.plumbing.client import http, jwt_payload, login
from contract.accounts.google import unsigned
from contract.trips.trip import EMPTY_TRIP, Trips, one_day

NOT_VERIFIED = {"id_token": ["The Google sign-in could not be verified."]}
OTHER_ACCOUNT = {"detail": "This Google account is not the signed-in account."}
STALE = {"detail": "Sign in with Google again: deleting an account needs a sign-in of the last "
                   "5 minutes."}
USER_GONE = {"detail": "User not found", "code": "user_not_found"}
# simplejwt's answer (5.3 on) to a refresh token of an account that is gone.
NO_ACTIVE_FOR_TOKEN = {"detail": "No active account found for the given token.",
                       "code": "no_active_account"}


def rows_left(db, user_id, jtis):
    """What the server's database still holds of a deleted account, by table: its user row, its
    trip, its memberships of trips, its refresh tokens' rows (by the account's id or by the
    tokens' ids), their blacklist entries. None without --db."""
    if not db:
        return None
    marks = ",".join("?" * len(jtis)) or "''"
    queries = {
        "negril_user": ("SELECT COUNT(*) FROM negril_user WHERE id = ?", (user_id,)),
        "negril_trip": ("SELECT COUNT(*) FROM negril_trip WHERE user_id = ?", (user_id,)),
        "negril_tripmember": (
            "SELECT COUNT(*) FROM negril_tripmember WHERE user_id = ?", (user_id,)),
        "token_blacklist_outstandingtoken": (
            "SELECT COUNT(*) FROM token_blacklist_outstandingtoken "
            f"WHERE user_id = ? OR jti IN ({marks})", (user_id, *jtis)),
        "token_blacklist_blacklistedtoken": (
            "SELECT COUNT(*) FROM token_blacklist_blacklistedtoken b JOIN "
            "token_blacklist_outstandingtoken o ON o.id = b.token_id "
            f"WHERE o.user_id = ? OR o.jti IN ({marks})", (user_id, *jtis)),
    }
    with sqlite3.connect(f"file:{db}?mode=ro", uri=True) as connection:
        counts = {table: connection.execute(sql, args).fetchone()[0]
                  for table, (sql, args) in queries.items()}
    return {table: count for table, count in counts.items() if count}


def user_id(api, access):
    r = http("GET", f"{api}/v1/auth/users/me/", token=access)
    return r.json().get("id") if r.status == 200 else None


def save_trip(c, api, access, label):
    r = Trips(api, access).put({"days": one_day({"id": 1, "time": "10:00"})}, 0)
    c.check(f"{label}: the account has a trip (PUT trip/ -> 200)", r.status == 200,
            f"{r.status} {r.text[:200]}")


def gone(c, api, label, tokens, db, uid, earlier=()):
    """`earlier`: refresh tokens of the account's other sessions, one of them revoked."""
    c.exact(f"  {label}: its access token -> 401 (no such user)",
            Trips(api, tokens["access"]).get(), 401, USER_GONE)
    for name, token in (("its refresh token", tokens["refresh"]),
                        *(("an earlier session's refresh token", t) for t in earlier)):
        c.exact(f"  {label}: {name} -> 401 no active account", http(
            "POST", f"{api}/v1/auth/jwt/refresh/", body={"refresh": token}), 401,
            NO_ACTIVE_FOR_TOKEN)
    c.exact(f"  {label}: signing out with its refresh token (jwt/blacklist/) -> 401", http(
        "POST", f"{api}/v1/auth/jwt/blacklist/", body={"refresh": tokens["refresh"]}), 401,
        NO_ACTIVE_FOR_TOKEN)
    jtis = [jwt_payload(t).get("jti", "") for t in (tokens["refresh"], *earlier) if t]
    left = rows_left(db, uid, jtis)
    if left is None:
        print(f"SKIP  {label}: nothing of it is left in the database (give --db, the server's "
              "SQLite file)")
    else:
        c.check(f"  {label}: nothing of it is left in the database (its user, trip, "
                "memberships, refresh tokens' rows and their blacklist entries)", left == {}, f"left: {left}")


def check_delete_password(c, api, new_account, db=None):
    """`new_account()` -> (email, password) of a fresh active account."""
    print(f"checking account deletion (users/me/) on {api}")
    email, password = new_account()
    # Two earlier sessions, one signed out: their rows must go too.
    earlier = [login(api, email, password).get("refresh", "") for _ in range(2)]
    http("POST", f"{api}/v1/auth/jwt/blacklist/", body={"refresh": earlier[0]})
    r = http("POST", f"{api}/v1/auth/jwt/create/", body={"email": email, "password": password})
    tokens = r.json() if r.status == 200 else {"access": "", "refresh": ""}
    uid = user_id(api, tokens["access"])
    save_trip(c, api, tokens["access"], "delete")
    me = f"{api}/v1/auth/users/me/"
    c.exact("DELETE users/me/ no token -> 401", http("DELETE", me,
                                                     body={"current_password": password}),
            401, NOT_PROVIDED)
    c.exact("DELETE users/me/ wrong password -> 400", http(
        "DELETE", me, token=tokens["access"], body={"current_password": "Not-It-123"}), 400,
        {"current_password": ["Invalid password."]})
    c.exact("DELETE users/me/ {} -> 400 required",
            http("DELETE", me, token=tokens["access"], body={}), 400,
            {"current_password": REQUIRED})
    c.check("  the account is still there (trip 200)",
            Trips(api, tokens["access"]).get().status == 200, "gone")
    c.exact("DELETE users/me/ the right password -> 204 empty", http(
        "DELETE", me, token=tokens["access"], body={"current_password": password}), 204,
        empty=True)
    c.exact("  signing in with the old password -> 401 (no active account)", http(
        "POST", f"{api}/v1/auth/jwt/create/", body={"email": email, "password": password}), 401,
        NO_ACCOUNT)
    gone(c, api, "deleted", tokens, db, uid, earlier)


def check_delete_google(c, api, google, db=None):
    """firebase/delete/ with tokens signed by keys the server takes for Google's."""
    print(f"checking account deletion (firebase/delete/) on {api}")
    email = f"leaving-{uuid.uuid4().hex[:8]}@example.com"
    url = f"{api}/v1/auth/firebase/delete/"
    r = http("POST", f"{api}/v1/auth/firebase/",
             body={"id_token": google.signed(google.claims(email))})
    tokens = r.json() if r.status == 200 else {"access": "", "refresh": ""}
    uid = user_id(api, tokens["access"])
    save_trip(c, api, tokens["access"], "Google delete")

    def delete(id_token, **kw):
        return http("POST", url, body={"id_token": id_token}, **dict(
            {"token": tokens["access"]}, **kw))

    now = int(time.time())
    fresh = google.signed(google.claims(email))
    c.exact("POST firebase/delete/ no access token -> 401", delete(fresh, token=None), 401,
            NOT_PROVIDED)
    c.exact("POST firebase/delete/ {} -> 400 required",
            http("POST", url, body={}, token=tokens["access"]), 400, {"id_token": REQUIRED})
    c.exact("POST firebase/delete/ not a JWT -> 400", delete("garbage"), 400, NOT_VERIFIED)
    c.exact("POST firebase/delete/ a token signed by a key Google does not publish -> 400",
            delete(google.signed(google.claims(email), kid="verify-1", key="stranger")), 400,
            NOT_VERIFIED)
    c.exact("POST firebase/delete/ an expired token -> 400", delete(google.signed(
        google.claims(email, iat=now - 7200, exp=now - 60, auth_time=now - 7200))), 400,
        NOT_VERIFIED)
    c.exact("POST firebase/delete/ another account's token -> 403", delete(google.signed(
        google.claims(f"other-{email}"))), 403, OTHER_ACCOUNT)
    c.exact("POST firebase/delete/ a sign-in 6 minutes old (auth_time) -> 403", delete(
        google.signed(google.claims(email, auth_time=now - 360, iat=now - 10))), 403, STALE)
    c.exact("POST firebase/delete/ a token without auth_time -> 403", delete(
        google.signed(google.claims(email, auth_time=None))), 403, STALE)
    c.check("  the account is still there (trip 200)",
            Trips(api, tokens["access"]).get().status == 200, "gone")
    c.exact("POST firebase/delete/ a fresh token of the account (capitals) -> 204 empty", delete(
        google.signed(google.claims(email.upper().replace("@EXAMPLE.COM", "@example.com"),
                                    auth_time=now - 240))), 204, empty=True)
    gone(c, api, "deleted by Google", tokens, db, uid)
    r = http("POST", f"{api}/v1/auth/firebase/",
             body={"id_token": google.signed(google.claims(email))})
    again = r.json().get("access", "") if r.status == 200 else ""
    c.check("  signing in with Google again makes a new account, without the old trip",
            r.status == 200 and user_id(api, again) not in (None, uid)
            and Trips(api, again).get().json() == EMPTY_TRIP, f"{r.status} {r.text[:200]}")


def check_delete_emulated(c, api, project, access):
    """A server taking the emulator's unsigned tokens checks them alike (nothing is deleted:
    `access` is the reader's on that server)."""
    now = int(time.time())

    def claims(email, **changes):
        return dict({"name": "Rita Reader", "email": email, "email_verified": True,
                     "auth_time": now, "user_id": "emu-r", "iat": now, "exp": now + 3600,
                     "aud": project, "iss": f"https://securetoken.google.com/{project}",
                     "sub": "emu-r", "firebase": {"sign_in_provider": "google.com"}}, **changes)

    def delete(token):
        return http("POST", f"{api}/v1/auth/firebase/delete/", token=access,
                    body={"id_token": token})

    c.exact("emulator: POST firebase/delete/ another account's unsigned token -> 403",
            delete(unsigned(claims("someone-else@example.com"))), 403, OTHER_ACCOUNT)
    c.exact("emulator: POST firebase/delete/ the account's token, sign-in 6 minutes old -> 403",
            delete(unsigned(claims(READER[0], auth_time=now - 360))), 403, STALE)
    c.exact("emulator: POST firebase/delete/ an unsigned token for another project -> 400",
            delete(unsigned(claims(READER[0], aud="other-project"))), 400, NOT_VERIFIED)


def check_delete_throttled(c, api, access):
    """After check_mail_and_guesses used the client's THROTTLE_PASSWORD_RATE on set_password/:
    deleting tests the password too, and is counted with it."""
    r = http("DELETE", f"{api}/v1/auth/users/me/", token=access,
             body={"current_password": "Guess-after-the-rate"})
    c.check("throttled: DELETE users/me/ once set_password/'s rate is used -> 429 (one count)",
            r.status == 429 and r.headers.get("Retry-After", "").isdigit(),
            f"{r.status} {r.text[:200]}")
