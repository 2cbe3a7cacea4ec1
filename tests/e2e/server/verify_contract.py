#!/usr/bin/python3
"""Check a running e2e server against the contract its README records, row by row.

    /usr/bin/python3 tests/e2e/server/verify_contract.py [--api URL] [--outbox DIR] [--wait S]
        [--firebase-certs FILE --firebase-project ID] [--private-api URL --guide-word WORD]
        [--emulator-api URL] [--throttled-api URL] [--legacy-api URL] [--db FILE]

Start the server first (`bash tests/e2e/server/run.sh`, fresh database), or let
scripts/verify-server.sh start it and its variants. Standard library only, but for the signed
Google tokens (cryptography, installed beside Django). Prints one line per check
(PASS/FAIL/SKIP) and a summary; exits 1 if any check failed, 2 if a server cannot be reached.

It creates accounts of its own (random addresses) and three guides (it edits one and
deletes another; it never edits or deletes a seeded guide), and leaves the seeded accounts'
passwords alone, so the server stays usable afterwards. If the access token
lifetime is 60 s or less (e.g. ACCESS_TOKEN_LIFETIME=20), it also waits for a real token to
expire and checks the answers to it; otherwise it uses a forged expired token only.

Options / environment:
  --api     E2E_API_URL   default http://127.0.0.1:${PORT:-8000}/api
  --outbox  OUTBOX_DIR    default outbox/ beside this script (where the server writes mails)
  --wait    seconds to wait for the server to answer (default 15)
  SECRET_KEY              to sign the forged expired token (same default as the server)

Checks that need a server set up for them run only when told where it is (else SKIP):
  --firebase-certs FILE, --firebase-project ID   the --api server runs with
      FIREBASE_PROJECT_ID=ID and FIREBASE_CERTS_URL=file://FILE (no emulator): this script makes
      signing keys, writes their certificates to FILE and signs Google tokens with them
  --private-api URL --guide-word WORD   a server with GUIDE_WORD=WORD
  --emulator-api URL   a server with FIREBASE_AUTH_EMULATOR_HOST and GOOGLE_SIGN_IN_STAFF=1 set
  --throttled-api URL  a server with low THROTTLE_*_RATEs (THROTTLE_MAIL_ADDRESS_RATE=2/min); run
      last on it. When it is also --private-api, wrong guide words are checked there too
  --legacy-api URL     a server with LEGACY_AUTH=1
  --db FILE            the --api server's SQLite file: checks that a deleted account's trip
      row is gone (read only)
With --throttled-api the trip's per-account throttle is checked there (THROTTLE_TRIP_RATE low),
and with --emulator-api the same server, firebase/delete/ with the emulator's tokens.
"""

import argparse
import json
import os
import re
import sys
import time
import uuid
from pathlib import Path

from contract.bodies import (
    ADMIN,
    BAD_EMAIL,
    BAD_TOKEN,
    BAD_UID,
    BLACKLISTED,
    BOTH_OR_NEITHER,
    CATEGORIES,
    GARBAGE_BEARER,
    GOOGLE_REFUSED,
    GUIDE_KEYS,
    MISMATCH,
    NOT_AN_IMAGE,
    NOT_FOUND,
    NOT_PROVIDED,
    NO_ACCOUNT,
    NO_PERMISSION,
    PENDING,
    PRESS_KEYS,
    READER,
    REFRESH_AS_BEARER,
    REQUIRED,
    SEEDED_GUIDES,
    SEEDED_USERS,
    STALE,
    TOKEN_INVALID,
    TOKEN_WRONG_TYPE,
    closed_day,
    open_all_day,
    passes_midnight,
    valid_trip_fields,
)
from contract.client import (
    Checker,
    Outbox,
    compact,
    forged_expired_access,
    http,
    jwt_payload,
    tiny_png,
    wait_for,
)
from contract.google import (
    GoogleTokens,
    check_emulator,
    check_google,
)
from contract.variants import (
    check_legacy,
    check_private,
)
from contract.throttling import (
    check_mail_and_guesses,
    check_throttled,
)
from contract.accounts import (
    check_canonical,
    check_google_takeover,
    check_no_email_change,
)
from contract.sessions import check_reuse
from contract.trip import (
    check_concurrent,
    check_trip,
    check_trip_legacy,
    check_trip_throttled,
)
from contract.deletion import (
    check_delete_emulated,
    check_delete_google,
    check_delete_password,
    check_delete_throttled,
)

HERE = Path(__file__).resolve().parent


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    default_api = os.environ.get("E2E_API_URL") or \
        f"http://127.0.0.1:{os.environ.get('PORT') or '8000'}/api"
    parser.add_argument("--api", default=default_api)
    parser.add_argument("--outbox", default=os.environ.get("OUTBOX_DIR") or str(HERE / "outbox"))
    parser.add_argument("--wait", type=float, default=15.0)
    parser.add_argument("--firebase-certs", help="file the --api server reads as Google's certs")
    parser.add_argument("--firebase-project", help="that server's FIREBASE_PROJECT_ID")
    parser.add_argument("--private-api", help="a server with GUIDE_WORD set")
    parser.add_argument("--guide-word", help="its GUIDE_WORD")
    parser.add_argument("--emulator-api", help="a server accepting the emulator's tokens")
    parser.add_argument("--throttled-api", help="a server with a low THROTTLE_AUTH_RATE")
    parser.add_argument("--legacy-api", help="a server with LEGACY_AUTH=1")
    parser.add_argument("--db", help="the --api server's SQLite file (read only: trips deleted)")
    args = parser.parse_args()

    api = args.api.rstrip("/")
    origin = re.match(r"^https?://[^/]+", api).group(0)
    secret = os.environ.get("SECRET_KEY", "e2e-reference-server-not-a-secret")
    outbox = Outbox(args.outbox)
    c = Checker()

    def url(path):
        return f"{api}/{path}"

    def GET(path, **kw):
        return http("GET", url(path), **kw)

    def POST(path, **kw):
        return http("POST", url(path), **kw)

    others = [args.private_api, args.emulator_api, args.throttled_api, args.legacy_api]
    for server in dict.fromkeys([api] + [o.rstrip("/") for o in others if o]):
        if not wait_for(server, args.wait):
            return 2
    print(f"checking {api} (outbox {outbox.folder})")

    def login(email, password):
        response = POST("v1/auth/jwt/create/", body={"email": email, "password": password})
        return response.json() if response.status == 200 else {}

    # A reader token taken first, to test a real expiry at the end if the lifetime is short.
    early = login(*READER)
    early_lifetime = None
    if early:
        claims = jwt_payload(early["access"])
        early_lifetime = claims["exp"] - claims["iat"]
        early_taken = time.time()

    # ------------------------------------------------------------------ public lists
    r = GET("press/")
    c.shape("GET press/ -> 200 list of {id,title,publication,url,date,image}", r, 200,
            lambda d: len(d) >= 4 and all(list(i) == PRESS_KEYS for i in d)
            and all(re.fullmatch(r"\d{4}-\d\d-\d\d", i["date"]) for i in d),
            "4+ items with those keys, date YYYY-MM-DD")
    images = [i["image"] for i in r.json() if i.get("image")] if r.status == 200 else []
    if images:
        img = http("GET", images[0])
        c.check("GET a press image (absolute URL) -> 200 image/png",
                img.status == 200 and img.headers.get("Content-Type") == "image/png"
                and img.body.startswith(b"\x89PNG"),
                f"{images[0]} -> {img.status} {img.headers.get('Content-Type')}")

    r = GET("negril_guide/")
    c.shape("GET negril_guide/ -> 200 list of guides", r, 200,
            lambda d: len(d) >= 8 and all(list(g) == GUIDE_KEYS for g in d),
            "8+ guides with keys " + ",".join(GUIDE_KEYS))
    if r.status == 200:
        guides = r.json()
        seen = {g["category"] for g in guides}
        c.check("seeded guides cover the ten categories", set(CATEGORIES) <= seen,
                f"missing {sorted(set(CATEGORIES) - seen)}")
        wrong = [g.get("id") for g in guides if not valid_trip_fields(g)]
        c.check("  every guide's latitude/longitude (both or neither, in range), opening_hours, "
                "price_level (1-4), phone and booking_url are well typed", not wrong,
                f"guides {wrong}")
        seeded = [g for g in guides if g["id"] <= SEEDED_GUIDES]  # not those tests added
        located = [g for g in seeded if g["latitude"] is not None]
        timed = [g for g in seeded if g["opening_hours"] is not None]
        c.check("  most seeded guides have coordinates and hours; one has neither, one hours "
                "without coordinates",
                2 * len(located) > len(seeded) and 2 * len(timed) > len(seeded)
                and any(g["latitude"] is None and g["opening_hours"] is None for g in seeded)
                and any(g["latitude"] is None and g["opening_hours"] is not None for g in seeded),
                f"{len(located)} with coordinates, {len(timed)} with hours of {len(seeded)}")
        c.check("  seeded hours include a span past midnight, a closed day and open 24 hours",
                any(passes_midnight(g["opening_hours"]) for g in seeded)
                and any(closed_day(g["opening_hours"]) for g in seeded)
                and any(open_all_day(g["opening_hours"]) for g in seeded),
                "no such hours")
        c.check("  a seeded guide has hours exceptions: a closed date and one past midnight",
                any(g["hours_exceptions"] and [] in g["hours_exceptions"].values()
                    and passes_midnight(g["hours_exceptions"]) for g in seeded),
                "no such exceptions")
        c.check("  seeded guides have price levels, phones and booking links",
                any(g["price_level"] for g in seeded) and any(g["phone"] for g in seeded)
                and any(g["booking_url"] for g in seeded), "missing")
        first = guides[0]
        c.exact("GET negril_guide/<id>/ -> 200, the guide as listed",
                GET(f"negril_guide/{first['id']}/"), 200, first)
    c.exact("GET negril_guide/<unknown id>/ -> 404", GET("negril_guide/999999/"), 404, NOT_FOUND)

    staff = login(*ADMIN) or {"access": "", "refresh": ""}
    r = GET("users/all", token=staff["access"])
    c.shape("GET users/all admin -> 200 [{id,email,username,first_name,last_name}] "
            "(seeded first)", r, 200, lambda d: d[:3] == SEEDED_USERS
            and all(list(u) == ["id", "email", "username", "first_name", "last_name"] for u in d),
            compact(SEEDED_USERS))

    # ------------------------------------------------------------------ registration
    tag = uuid.uuid4().hex[:8]
    email = f"verify-{tag}@example.com"
    password = f"Sunny-Negril-{tag}"

    def registration(**changes):
        payload = {"email": email, "username": email, "first_name": "New", "last_name": "Person",
                   "password": password, "re_password": password}
        payload.update(changes)
        return payload

    def weak(pw, **extra):
        return registration(password=pw, re_password=pw, **extra)

    before_register = outbox.last_id()
    r = POST("v1/auth/users/", body=registration())
    new_id = r.json().get("id") if r.status == 201 else None
    c.exact("POST users/ OK -> 201 {username,first_name,last_name,email,id}", r, 201,
            {"username": email, "first_name": "New", "last_name": "Person", "email": email,
             "id": new_id})
    c.check("  registered id is a new integer (> 3)", isinstance(new_id, int) and new_id > 3,
            f"id {new_id!r}")
    c.exact("POST users/ re_password mismatch -> 400",
            POST("v1/auth/users/", body=registration(email=f"other-{email}",
                                                     username=f"other-{email}",
                                                     re_password=password + "x")),
            400, MISMATCH)
    c.exact("POST users/ common password -> 400",
            POST("v1/auth/users/", body=weak("password", email=f"x-{email}")), 400,
            {"password": ["This password is too common."]})
    c.exact('POST users/ "1234" -> 400 (short, common, numeric)',
            POST("v1/auth/users/", body=weak("1234", email=f"x-{email}")), 400,
            {"password": ["This password is too short. It must contain at least 8 characters.",
                          "This password is too common.", "This password is entirely numeric."]})
    similar = f"marleyfan{tag}"
    c.exact("POST users/ password similar to email -> 400",
            POST("v1/auth/users/", body=weak(similar, email=f"{similar}@example.com",
                                             username=f"{similar}@example.com")), 400,
            {"password": ["The password is too similar to the email."]})
    c.exact("POST users/ duplicate email -> 400",
            POST("v1/auth/users/", body=registration(email=READER[0], username=READER[0])), 400,
            {"email": ["user with this email already exists."]})
    c.exact("POST users/ {} -> 400 all required", POST("v1/auth/users/", body={}), 400,
            {k: REQUIRED for k in ["username", "first_name", "last_name", "email", "password",
                                   "re_password"]})
    c.exact("POST users/ bad email -> 400",
            POST("v1/auth/users/", body=registration(email="not-an-email")), 400, BAD_EMAIL)
    r = POST("v1/auth/users", body=registration())
    c.check("POST users (no slash) -> 301, empty body",
            r.status == 301 and r.body == b""
            and r.headers.get("Location", "").endswith("/api/v1/auth/users/"),
            f"{r.status} {r.headers.get('Location')} {r.text[:100]!r}")

    # ------------------------------------------------------------------ activation
    c.exact("POST jwt/create/ not yet activated -> 401", POST(
        "v1/auth/jwt/create/", body={"email": email, "password": password}), 401, NO_ACCOUNT)
    mail = outbox.latest(email, "activation", after=before_register)
    c.check("activation e-mail in the outbox with an /activate/{uid}/{token} link",
            mail is not None and re.fullmatch(r"https?://[^/]+/activate/[^/]+/[^/]+", mail["link"])
            and mail["link"] in mail["body"] and mail["subject"],
            f"mail {mail!r}")
    if mail:
        uid, token = mail["uid"], mail["token"]
        c.exact("POST users/activation/ bad uid -> 400",
                POST("v1/auth/users/activation/", body={"uid": "zz", "token": token}), 400, BAD_UID)
        c.exact("POST users/activation/ bad token -> 400",
                POST("v1/auth/users/activation/", body={"uid": uid, "token": "1-abc"}), 400,
                BAD_TOKEN)
        c.exact("POST users/activation/ good -> 204 empty",
                POST("v1/auth/users/activation/", body={"uid": uid, "token": token}), 204,
                empty=True)
        c.exact("POST users/activation/ again -> 403 stale",
                POST("v1/auth/users/activation/", body={"uid": uid, "token": token}), 403, STALE)

    # ------------------------------------------------------------------ jwt/create
    r = POST("v1/auth/jwt/create/", body={"email": READER[0], "password": READER[1]})
    c.shape("POST jwt/create/ OK -> 200 {refresh,access}", r, 200,
            lambda d: list(d) == ["refresh", "access"]
            and all(v.count(".") == 2 for v in d.values()),
            '{"refresh":"<jwt>","access":"<jwt>"}')
    reader = r.json() if r.status == 200 else {"access": "", "refresh": ""}
    c.exact("POST jwt/create/ wrong password -> 401", POST(
        "v1/auth/jwt/create/", body={"email": READER[0], "password": "Wrong-pass-123"}), 401,
        NO_ACCOUNT)
    c.exact("POST jwt/create/ unknown email -> 401", POST(
        "v1/auth/jwt/create/", body={"email": f"nobody-{tag}@example.com", "password": "x"}), 401,
        NO_ACCOUNT)
    c.exact("POST jwt/create/ inactive account -> 401", POST(
        "v1/auth/jwt/create/", body={"email": PENDING[0], "password": PENDING[1]}), 401, NO_ACCOUNT)
    c.exact("POST jwt/create/ {} -> 400", POST("v1/auth/jwt/create/", body={}), 400,
            {"email": REQUIRED, "password": REQUIRED})
    c.shape("POST jwt/create (no slash) -> 200", POST(
        "v1/auth/jwt/create", body={"email": READER[0], "password": READER[1]}), 200,
        lambda d: "access" in d, "tokens")
    c.shape("POST jwt/create/ ignores a garbage bearer -> 200", POST(
        "v1/auth/jwt/create/", body={"email": READER[0], "password": READER[1]}, token="garbage"),
        200, lambda d: "access" in d, "tokens")
    r = POST("v1/auth/jwt/create/", body={"email": email, "password": password})
    c.shape("POST jwt/create/ after activation -> 200", r, 200, lambda d: "access" in d, "tokens")
    newbie = r.json() if r.status == 200 else {"access": "", "refresh": ""}

    # ------------------------------------------------------------------ refresh / verify
    # The newly registered account's session: presenting a used refresh again (reuse, below in
    # contract.sessions) revokes all of its user's, and the reader's are used till the end.
    r = POST("v1/auth/jwt/refresh/", body={"refresh": newbie["refresh"]})
    c.shape("POST jwt/refresh/ OK -> 200 {access, refresh}: a new refresh (rotation)", r, 200,
            lambda d: list(d) == ["access", "refresh"] and d["refresh"] != newbie["refresh"]
            and jwt_payload(d["refresh"])["token_type"] == "refresh",
            '{"access":"<jwt>","refresh":"<another refresh jwt>"}')
    rotated = r.json()["refresh"] if r.status == 200 else ""
    r = POST("v1/auth/jwt/refresh/", body={"refresh": rotated})
    c.shape("POST jwt/refresh/ with the new refresh -> 200, and another one", r, 200,
            lambda d: list(d) == ["access", "refresh"] and d["refresh"] != rotated,
            '{"access","refresh"}')
    rotated = r.json()["refresh"] if r.status == 200 else ""
    c.exact("POST jwt/refresh/ garbage -> 401",
            POST("v1/auth/jwt/refresh/", body={"refresh": "garbage"}), 401, TOKEN_INVALID)
    c.exact("POST jwt/refresh/ access token -> 401 wrong type",
            POST("v1/auth/jwt/refresh/", body={"refresh": reader["access"]}), 401, TOKEN_WRONG_TYPE)
    c.exact("POST jwt/refresh/ {} -> 400", POST("v1/auth/jwt/refresh/", body={}), 400,
            {"refresh": REQUIRED})
    r = POST("v1/auth/jwt/refresh", body={"refresh": rotated})
    c.shape("POST jwt/refresh (no slash) -> 200", r, 200, lambda d: "access" in d, "access")
    rotated = r.json().get("refresh", "") if r.status == 200 else ""

    # ------------------------------------------------------------------ jwt/blacklist (sign-out)
    c.exact("POST jwt/blacklist/ a live refresh -> 200 {}",
            POST("v1/auth/jwt/blacklist/", body={"refresh": rotated}), 200, {})
    c.exact("POST jwt/refresh/ with the revoked refresh -> 401 blacklisted",
            POST("v1/auth/jwt/refresh/", body={"refresh": rotated}), 401, BLACKLISTED)
    c.exact("POST jwt/blacklist/ the same refresh again -> 401 blacklisted",
            POST("v1/auth/jwt/blacklist/", body={"refresh": rotated}), 401, BLACKLISTED)
    c.exact("POST jwt/blacklist/ garbage -> 401",
            POST("v1/auth/jwt/blacklist/", body={"refresh": "garbage"}), 401, TOKEN_INVALID)
    c.exact("POST jwt/blacklist/ an access token -> 401 wrong type",
            POST("v1/auth/jwt/blacklist/", body={"refresh": reader["access"]}), 401,
            TOKEN_WRONG_TYPE)
    c.exact("POST jwt/blacklist/ {} -> 400", POST("v1/auth/jwt/blacklist/", body={}), 400,
            {"refresh": REQUIRED})
    spare = login(*READER)
    c.exact("POST jwt/blacklist (no slash) -> 200 {}",
            POST("v1/auth/jwt/blacklist", body={"refresh": spare.get("refresh", "")}), 200, {})
    c.exact("GET users/me/ with an access token whose refresh was revoked -> still 200 "
            "(access tokens live out their minutes)",
            GET("v1/auth/users/me/", token=spare.get("access", "")), 200,
            {"username": READER[0], "first_name": "Rita", "last_name": "Reader", "id": 2,
             "email": READER[0]})
    c.exact("POST jwt/verify/ OK -> 200 {}",
            POST("v1/auth/jwt/verify/", body={"token": reader["access"]}), 200, {})
    c.exact("POST jwt/verify/ garbage -> 401",
            POST("v1/auth/jwt/verify/", body={"token": "garbage"}), 401, TOKEN_INVALID)

    # ------------------------------------------------------------------ users/me
    me_reader = {"username": READER[0], "first_name": "Rita", "last_name": "Reader", "id": 2,
                 "email": READER[0]}
    c.exact("GET users/me/ no token -> 401", GET("v1/auth/users/me/"), 401, NOT_PROVIDED)
    c.exact("GET users/me/ prefix not Bearer/JWT -> 401 not provided",
            GET("v1/auth/users/me/", auth=f"Token {reader['access']}"), 401, NOT_PROVIDED)
    c.exact("GET users/me/ garbage token -> 401", GET("v1/auth/users/me/", token="garbage"), 401,
            GARBAGE_BEARER)
    c.exact("GET users/me/ expired (forged) token -> 401 same as garbage",
            GET("v1/auth/users/me/", token=forged_expired_access(2, secret)), 401, GARBAGE_BEARER)
    c.exact("GET users/me/ refresh token as bearer -> 401 wrong type",
            GET("v1/auth/users/me/", token=reader["refresh"]), 401, REFRESH_AS_BEARER)
    c.exact("GET users/me/ Bearer -> 200", GET("v1/auth/users/me/", token=reader["access"]),
            200, me_reader)
    c.exact("GET users/me/ JWT prefix -> 200",
            GET("v1/auth/users/me/", auth=f"JWT {reader['access']}"), 200, me_reader)

    # ------------------------------------------------------------------ Google (firebase/)
    r = POST("v1/auth/firebase/", body={})
    if r.status == 503 and not args.firebase_project:
        c.exact("POST firebase/ on a server without FIREBASE_PROJECT_ID -> 503", r, 503,
                {"detail": "Google sign-in is not configured on this server."})
    else:
        c.exact("POST firebase/ {} -> 400 required", r, 400, {"id_token": REQUIRED})
        c.exact('POST firebase/ {"id_token": ""} -> 400 required',
                POST("v1/auth/firebase/", body={"id_token": ""}), 400, {"id_token": REQUIRED})
        c.exact("POST firebase/ not a JWT -> 401",
                POST("v1/auth/firebase/", body={"id_token": "garbage"}), 401, GOOGLE_REFUSED)
        r = POST("v1/auth/firebase", body={"id_token": "garbage"})
        c.check("POST firebase (no slash) -> 301", r.status == 301, f"{r.status}")
    if args.firebase_certs and args.firebase_project:
        check_google(c, POST, GET, GoogleTokens(args.firebase_certs, args.firebase_project),
                     tag, staff["access"], registration)
    else:
        print("SKIP  Google tokens signed like Google's (give --firebase-certs and "
              "--firebase-project of the server's FIREBASE_CERTS_URL and FIREBASE_PROJECT_ID)")

    # ------------------------------------------------------------------ accounts, sessions
    check_canonical(c, api, outbox, tag)
    check_no_email_change(c, api, outbox, tag)
    if args.firebase_certs and args.firebase_project:
        check_google_takeover(c, api, outbox, tag, GoogleTokens(args.firebase_certs,
                                                                args.firebase_project))

    def new_account():
        address = f"session-{uuid.uuid4().hex[:8]}@example.com"
        secret = "Blue-Lagoon-Coconut-27"  # unlike the address
        after = outbox.last_id()
        POST("v1/auth/users/", body=registration(email=address, username=address,
                                                  password=secret, re_password=secret))
        mail = outbox.latest(address, "activation", after=after)
        if mail:
            POST("v1/auth/users/activation/", body={"uid": mail["uid"], "token": mail["token"]})
        return address, secret

    check_reuse(c, api, new_account)

    # ------------------------------------------------------------------ the trip, deletion
    traveller = new_account()
    check_trip(c, api, login(*traveller).get("access", ""))
    check_concurrent(c, api, login(*traveller).get("access", ""))
    check_delete_password(c, api, new_account, args.db)
    if args.firebase_certs and args.firebase_project:
        check_delete_google(c, api, GoogleTokens(args.firebase_certs, args.firebase_project),
                            args.db)

    # ------------------------------------------------------------------ password reset
    before = outbox.last_id()
    c.exact("POST users/reset_password/ known email -> 204",
            POST("v1/auth/users/reset_password/", body={"email": email}), 204, empty=True)
    reset_mail = outbox.latest(email, "password_reset", after=before)
    c.check("reset e-mail in the outbox with a /password/reset/confirm/{uid}/{token} link",
            reset_mail is not None and re.fullmatch(
                r"https?://[^/]+/password/reset/confirm/[^/]+/[^/]+", reset_mail["link"]),
            f"mail {reset_mail!r}")
    before = outbox.last_id()
    c.exact("POST users/reset_password/ unknown email -> 204",
            POST("v1/auth/users/reset_password/", body={"email": f"nobody-{tag}@example.com"}),
            204, empty=True)
    c.exact("POST users/reset_password/ inactive account -> 204",
            POST("v1/auth/users/reset_password/", body={"email": PENDING[0]}), 204, empty=True)
    c.check("  no e-mail for unknown or inactive accounts", outbox.last_id() == before,
            f"outbox grew from {before} to {outbox.last_id()}")
    c.exact("POST users/reset_password/ bad format -> 400",
            POST("v1/auth/users/reset_password/", body={"email": "nope"}), 400, BAD_EMAIL)
    c.exact("POST users/reset_password/ {} -> 400",
            POST("v1/auth/users/reset_password/", body={}), 400, {"email": REQUIRED})

    if reset_mail:
        uid, token = reset_mail["uid"], reset_mail["token"]
        new_password = f"Cliffs-Sunset-{tag}"

        def confirm(**changes):
            payload = {"uid": uid, "token": token, "new_password": new_password,
                       "re_new_password": new_password}
            payload.update(changes)
            return POST("v1/auth/users/reset_password_confirm/", body=payload)

        c.exact("POST reset_password_confirm/ bad token -> 400", confirm(token="1-abc"), 400,
                BAD_TOKEN)
        c.exact("POST reset_password_confirm/ bad uid -> 400", confirm(uid="zz"), 400, BAD_UID)
        c.exact("POST reset_password_confirm/ mismatched -> 400",
                confirm(re_new_password=new_password + "x"), 400, MISMATCH)
        c.exact("POST reset_password_confirm/ weak -> 400",
                confirm(new_password="password", re_new_password="password"), 400,
                {"new_password": ["This password is too common."]})
        c.exact("POST reset_password_confirm/ good -> 204", confirm(), 204, empty=True)
        c.exact("POST reset_password_confirm/ token reused -> 400", confirm(), 400, BAD_TOKEN)
        c.exact("POST jwt/create/ old password after reset -> 401", POST(
            "v1/auth/jwt/create/", body={"email": email, "password": password}), 401, NO_ACCOUNT)
        c.shape("POST jwt/create/ new password after reset -> 200", POST(
            "v1/auth/jwt/create/", body={"email": email, "password": new_password}), 200,
            lambda d: "access" in d, "tokens")
        c.shape("GET users/me/ with a token from before the reset -> still 200",
                GET("v1/auth/users/me/", token=newbie["access"]), 200,
                lambda d: d["email"] == email, f"user {email}")

    # ------------------------------------------------------------------ check_status
    admin = login(*ADMIN) or {"access": "", "refresh": ""}
    c.exact("GET check_status admin -> 200 true", GET("check_status", token=admin["access"]),
            200, True)
    c.exact("GET check_status normal user -> 200 false",
            GET("check_status", token=reader["access"]), 200, False)
    c.exact("GET check_status no token -> 401", GET("check_status"), 401, NOT_PROVIDED)
    c.exact("GET check_status garbage token -> 401", GET("check_status", token="garbage"), 401,
            GARBAGE_BEARER)
    c.exact("GET check_status expired (forged) token -> 401",
            GET("check_status", token=forged_expired_access(1, secret)), 401, GARBAGE_BEARER)
    r = GET("check_status/", token=admin["access"])
    c.check("GET check_status/ (trailing slash) -> 404 HTML",
            r.status == 404 and r.headers.get("Content-Type", "").startswith("text/html"),
            f"{r.status} {r.headers.get('Content-Type')}")

    # ------------------------------------------------------------------ users/all again
    c.exact("GET users/all no token -> 401", GET("users/all"), 401, NOT_PROVIDED)
    c.exact("GET users/all normal user -> 403", GET("users/all", token=reader["access"]), 403,
            NO_PERMISSION)
    r = GET("users/all", token=admin["access"])
    c.shape("GET users/all admin lists new and inactive users", r, 200,
            lambda d: any(u["email"] == email for u in d)
            and any(u["email"] == PENDING[0] for u in d), f"{email} and {PENDING[0]} present")

    # ------------------------------------------------------------------ guides: create
    guide = {"name": f"Verify Beach Bar {tag}", "category": "Bars & Nightlife",
             "sub_category": "Beach bar", "description": "Made by verify_contract.py",
             "website": "https://example.com", "location": "Norman Manley Boulevard, Negril"}
    png = tiny_png()
    c.exact("POST negril_guide/ no token -> 401", POST("negril_guide/", form=guide), 401,
            NOT_PROVIDED)
    c.exact("POST negril_guide/ normal user -> 403",
            POST("negril_guide/", form=guide, token=reader["access"]), 403, NO_PERMISSION)
    r = POST("negril_guide/", form=dict(guide, image=("pic.png", png, "image/png")),
             token=admin["access"])
    image_re = re.escape(origin) + r"/api/media/negril_guide/pic[^/]*\.png"
    c.shape("POST negril_guide/ admin + image -> 201, image absolute URL", r, 201,
            lambda d: list(d) == GUIDE_KEYS and isinstance(d["id"], int)
            and all(d[k] == v for k, v in guide.items())
            and re.fullmatch(image_re, d["image"]), f"guide with image matching {image_re}")
    if r.status == 201:
        img = http("GET", r.json()["image"])
        c.check("GET the uploaded image -> 200 image/png, same bytes",
                img.status == 200 and img.headers.get("Content-Type") == "image/png"
                and img.body == png, f"{img.status} {img.headers.get('Content-Type')}")
    r = POST("negril_guide/", form=dict(guide, name=f"Verify No Image {tag}"),
             token=admin["access"])
    c.shape("POST negril_guide/ admin, no image -> 201, image null, empty trip fields", r, 201,
            lambda d: d["image"] is None and d["name"] == f"Verify No Image {tag}"
            and [d[k] for k in GUIDE_KEYS[8:]] == [None, None, None, None, None, "", ""],
            '{"id":..,"image":null,"latitude":null,...,"phone":"","booking_url":""}')
    plain = r.json() if r.status == 201 else None
    hours = {"mon": [["09:00", "17:00"]], "fri": [["20:00", "02:00"]], "sun": []}
    exceptions = {"2026-12-25": [], "2026-12-31": [["18:00", "02:00"]]}
    trip = {"latitude": "18.2616", "longitude": "-78.3676", "opening_hours": json.dumps(hours),
            "hours_exceptions": json.dumps({"2026-12-31": [["18:00", "02:00"]],
                                            "2026-12-25": []}),
            "price_level": "2", "phone": "+1 876 957 0380",
            "booking_url": "https://booking.example.com/verify"}
    r = POST("negril_guide/", form=dict(guide, name=f"Verify Trip {tag}", **trip),
             token=admin["access"])
    c.shape("POST negril_guide/ admin, trip fields as form text -> 201, typed", r, 201,
            lambda d: list(d) == GUIDE_KEYS and d["latitude"] == 18.2616
            and d["longitude"] == -78.3676 and d["opening_hours"] == hours
            and d["hours_exceptions"] == exceptions and list(d["hours_exceptions"]) == sorted(
                exceptions) and d["price_level"] == 2 and d["phone"] == trip["phone"]
            and d["booking_url"] == trip["booking_url"],
            "numbers, the hours object, the exceptions in date order, price 2, phone and booking "
            "link")
    tripped = r.json() if r.status == 201 else None
    c.exact("POST negril_guide/ admin, missing name -> 400",
            POST("negril_guide/", form={"category": "Sports"}, token=admin["access"]), 400,
            {"name": REQUIRED})
    c.exact("POST negril_guide/ admin, non-image file -> 400",
            POST("negril_guide/", form=dict(guide, image=("notes.png", b"not a picture",
                                                          "image/png")),
                 token=admin["access"]), 400, NOT_AN_IMAGE)
    r = GET("negril_guide/")
    c.shape("GET negril_guide/ lists the created guides", r, 200,
            lambda d: {guide["name"], f"Verify No Image {tag}"} <= {g["name"] for g in d},
            "both new guides")

    # ------------------------------------------------------------------ guides: edit, delete
    def PATCH(path, **kw):
        return http("PATCH", url(path), **kw)

    def DELETE(path, **kw):
        return http("DELETE", url(path), **kw)

    if plain:
        where = f"negril_guide/{plain['id']}/"
        change = {"phone": "+1 876 957 0000"}
        c.exact("PATCH negril_guide/<id>/ no token -> 401", PATCH(where, body=change), 401,
                NOT_PROVIDED)
        c.exact("PATCH negril_guide/<id>/ normal user -> 403",
                PATCH(where, body=change, token=reader["access"]), 403, NO_PERMISSION)
        c.exact("PATCH negril_guide/<unknown id>/ admin -> 404",
                PATCH("negril_guide/999999/", body=change, token=admin["access"]), 404, NOT_FOUND)
        c.exact("PUT negril_guide/<id>/ admin -> 405 (edits are PATCH)",
                http("PUT", url(where), body=dict(guide), token=admin["access"]), 405,
                {"detail": 'Method "PUT" not allowed.'})
        edit = {"description": "Edited by verify_contract.py", "latitude": 18.3034,
                "longitude": -78.3469, "opening_hours": {"tue": [["20:00", "02:00"]], "mon": []},
                "price_level": 4, "phone": "+1 876 957 0000",
                "booking_url": "https://booking.example.com/edited"}
        edited = dict(plain, **edit)
        edited["opening_hours"] = {"mon": [], "tue": [["20:00", "02:00"]]}
        c.exact("PATCH negril_guide/<id>/ admin JSON -> 200, the whole guide (days in order)",
                PATCH(where, body=edit, token=admin["access"]), 200, edited)
        c.exact("GET negril_guide/<id>/ after the edit -> 200 the edited guide", GET(where), 200,
                edited)
        for label, bad, errors in [
            ("latitude 91", {"latitude": 91, "longitude": 0},
             {"latitude": ["Ensure this value is less than or equal to 90."]}),
            ("longitude -181", {"longitude": -181},
             {"longitude": ["Ensure this value is greater than or equal to -180."]}),
            ("latitude null, longitude kept", {"latitude": None}, {"latitude": BOTH_OR_NEITHER}),
            ("price_level 5", {"price_level": 5},
             {"price_level": ["Ensure this value is less than or equal to 4."]}),
            ("price_level 0", {"price_level": 0},
             {"price_level": ["Ensure this value is greater than or equal to 1."]}),
            ("booking_url not a URL", {"booking_url": "booking page"},
             {"booking_url": ["Enter a valid URL."]}),
            ("name blank", {"name": ""}, {"name": ["This field may not be blank."]}),
        ]:
            c.exact(f"PATCH negril_guide/<id>/ admin, {label} -> 400 field error",
                    PATCH(where, body=bad, token=admin["access"]), 400, errors)
        for label, bad in [
            ("a day that is not mon..sun", {"monday": [["09:00", "17:00"]]}),
            ("a time not HH:MM", {"mon": [["9:00", "17:00"]]}),
            ("a time past 24:00", {"mon": [["09:00", "24:30"]]}),
            ("a span that is not a pair", {"mon": [["09:00"]]}),
            ("a day that is not a list", {"mon": "09:00-17:00"}),
            ("not an object", [["09:00", "17:00"]]),
        ]:
            c.shape(f"PATCH negril_guide/<id>/ admin, opening_hours with {label} -> 400",
                    PATCH(where, body={"opening_hours": bad}, token=admin["access"]), 400,
                    lambda d: list(d) == ["opening_hours"] and len(d["opening_hours"]) >= 1
                    and all(isinstance(m, str) and m for m in d["opening_hours"]),
                    '{"opening_hours":["<message>"]}')
        for label, bad, errors in [
            ("not an object", [["2026-12-25", []]],
             ['Hours exceptions must be an object keyed by date, e.g. {"2026-12-25": []}.']),
            ("a date that does not exist", {"2026-02-30": []},
             ['"2026-02-30" is not a date: write it as YYYY-MM-DD, e.g. 2026-12-25.']),
            ("a date not YYYY-MM-DD", {"25/12/2026": []},
             ['"25/12/2026" is not a date: write it as YYYY-MM-DD, e.g. 2026-12-25.']),
            ("spans that are not a list", {"2026-12-25": "closed"},
             ['2026-12-25: give a list of ["HH:MM", "HH:MM"] spans ([] when closed).']),
            ("a span that is not a pair", {"2026-12-31": [["18:00"]]},
             ['2026-12-31: each span is a pair ["HH:MM", "HH:MM"] (open, close).']),
            ("a time past 24:00 and one opening at 24:00",
             {"2026-12-31": [["18:00", "24:30"]], "2027-01-01": [["24:00", "02:00"]]},
             ['2026-12-31: ["18:00", "24:30"] is not a pair of times from 00:00 to 24:00 '
              'written HH:MM.', "2027-01-01: a span cannot open at 24:00 (use 00:00)."]),
        ]:
            c.exact(f"PATCH negril_guide/<id>/ admin, hours_exceptions with {label} -> 400",
                    PATCH(where, body={"hours_exceptions": bad}, token=admin["access"]), 400,
                    {"hours_exceptions": errors})
        c.exact("GET negril_guide/<id>/ after the refused edits -> unchanged", GET(where), 200,
                edited)
        picture = tiny_png(rgb=(236, 72, 153))
        r = PATCH(where, form={"image": ("new.png", picture, "image/png"), "latitude": "",
                               "longitude": "", "price_level": "", "opening_hours": "",
                               "hours_exceptions": ""},
                  token=admin["access"])
        new_image_re = re.escape(origin) + r"/api/media/negril_guide/new[^/]*\.png"
        c.shape("PATCH negril_guide/<id>/ admin multipart: new image, empty fields clear", r, 200,
                lambda d: re.fullmatch(new_image_re, d["image"])
                and [d[k] for k in GUIDE_KEYS[8:]] == [None, None, None, None, None, edit["phone"],
                                                       edit["booking_url"]]
                and d["description"] == edit["description"],
                f"image matching {new_image_re}, latitude..price_level null, the rest kept")
        if r.status == 200:
            img = http("GET", r.json()["image"])
            c.check("GET the new image -> 200, same bytes",
                    img.status == 200 and img.body == picture, f"{img.status}")
        r = PATCH(where, form={"opening_hours": json.dumps(hours), "latitude": "18.25",
                               "longitude": "-78.36", "price_level": "1"}, token=admin["access"])
        c.shape("PATCH negril_guide/<id>/ admin multipart: opening_hours as JSON text -> 200",
                r, 200, lambda d: d["opening_hours"] == hours and d["latitude"] == 18.25
                and d["longitude"] == -78.36 and d["price_level"] == 1, compact(hours))
        r = PATCH(where, body={"hours_exceptions": {"2027-01-01": [], "2026-12-31": [
            ["18:00", "02:00"]]}}, token=admin["access"])
        c.shape("PATCH negril_guide/<id>/ admin JSON: hours_exceptions -> 200, in date order",
                r, 200, lambda d: list(d["hours_exceptions"]) == ["2026-12-31", "2027-01-01"]
                and d["hours_exceptions"]["2027-01-01"] == [], "the exceptions by date")
        c.exact("PATCH negril_guide/<id>/ admin multipart: hours_exceptions not JSON -> 400",
                PATCH(where, form={"hours_exceptions": "{2026"}, token=admin["access"]), 400,
                {"hours_exceptions": ["Hours exceptions are not valid JSON."]})
        c.shape("PATCH negril_guide/<id>/ admin multipart: hours_exceptions \"null\" clears",
                PATCH(where, form={"hours_exceptions": "null"}, token=admin["access"]), 200,
                lambda d: d["hours_exceptions"] is None, '{"hours_exceptions":null,...}')
        c.shape("PATCH negril_guide/<id>/ admin multipart: opening_hours \"null\" clears",
                PATCH(where, form={"opening_hours": "null"}, token=admin["access"]), 200,
                lambda d: d["opening_hours"] is None, '{"opening_hours":null,...}')
        c.shape("PATCH negril_guide/<id>/ admin multipart: opening_hours not JSON -> 400",
                PATCH(where, form={"opening_hours": "{mon"}, token=admin["access"]), 400,
                lambda d: list(d) == ["opening_hours"], '{"opening_hours":["<message>"]}')
        c.exact("PATCH negril_guide/<id>/ admin multipart: non-image file -> 400",
                PATCH(where, form={"image": ("x.png", b"not a picture", "image/png")},
                      token=admin["access"]), 400, NOT_AN_IMAGE)
        c.exact("PATCH negril_guide/<id>/ with a garbage bearer -> 401",
                PATCH(where, body=change, token="garbage"), 401, GARBAGE_BEARER)
    if tripped:
        where = f"negril_guide/{tripped['id']}/"
        c.exact("DELETE negril_guide/<id>/ no token -> 401", DELETE(where), 401, NOT_PROVIDED)
        c.exact("DELETE negril_guide/<id>/ normal user -> 403",
                DELETE(where, token=reader["access"]), 403, NO_PERMISSION)
        c.exact("DELETE negril_guide/<id>/ admin -> 204 empty",
                DELETE(where, token=admin["access"]), 204, empty=True)
        c.exact("DELETE negril_guide/<id>/ admin again -> 404",
                DELETE(where, token=admin["access"]), 404, NOT_FOUND)
        c.exact("GET negril_guide/<deleted id>/ -> 404", GET(where), 404, NOT_FOUND)
        c.shape("GET negril_guide/ no longer lists the deleted guide", GET("negril_guide/"), 200,
                lambda d: tripped["id"] not in {g["id"] for g in d}, "without it")

    # ------------------------------------------------------------------ bad bearer everywhere
    for method, path, kw in [
        ("GET", "press/", {}),
        ("GET", "negril_guide/", {}),
        ("GET", "negril_guide/1/", {}),
        ("GET", "users/all", {}),
        ("POST", "v1/auth/users/", {"body": registration(email=f"b-{email}")}),
        ("POST", "v1/auth/users/activation/", {"body": {"uid": "x", "token": "y"}}),
        ("POST", "v1/auth/users/reset_password/", {"body": {"email": READER[0]}}),
    ]:
        c.exact(f"{method} {path} with a garbage bearer -> 401", http(
            method, url(path), token="garbage", **kw), 401, GARBAGE_BEARER)

    # ------------------------------------------------------------------ CORS, 404s
    r = GET("press/", headers={"Origin": "http://localhost:5173"})
    c.check("CORS: Access-Control-Allow-Origin: *",
            r.headers.get("Access-Control-Allow-Origin") == "*",
            f"{r.headers.get('Access-Control-Allow-Origin')!r}")
    r = http("OPTIONS", url("v1/auth/users/me/"), headers={
        "Origin": "http://localhost:5173", "Access-Control-Request-Method": "GET",
        "Access-Control-Request-Headers": "authorization"})
    c.check("CORS preflight with authorization header -> 200",
            r.status == 200 and r.headers.get("Access-Control-Allow-Origin") == "*"
            and "authorization" in r.headers.get("Access-Control-Allow-Headers", "").lower(),
            f"{r.status} {dict(r.headers)}")
    r = http("OPTIONS", url("negril_guide/"), headers={
        "Origin": "http://localhost:5173", "Access-Control-Request-Method": "GET",
        "Access-Control-Request-Headers": "x-guide-word"})
    c.check("CORS preflight with the X-Guide-Word header -> 200, allowed",
            r.status == 200
            and "x-guide-word" in r.headers.get("Access-Control-Allow-Headers", "").lower(),
            f"{r.status} {r.headers.get('Access-Control-Allow-Headers')!r}")
    r = GET("no-such-endpoint/")
    c.check("unrouted path -> 404 HTML", r.status == 404
            and r.headers.get("Content-Type", "").startswith("text/html"),
            f"{r.status} {r.headers.get('Content-Type')}")

    # ------------------------------------------------------------------ real expiry
    if early and early_lifetime is not None and early_lifetime <= 60:
        remaining = early_taken + early_lifetime + 1.5 - time.time()
        if remaining > 0:
            print(f"....  waiting {remaining:.0f} s for a real access token to expire", flush=True)
            time.sleep(remaining)
        c.exact(f"GET users/me/ EXPIRED access token ({early_lifetime} s) -> 401 same as garbage",
                GET("v1/auth/users/me/", token=early["access"]), 401, GARBAGE_BEARER)
        c.exact("GET check_status EXPIRED access token -> 401",
                GET("check_status", token=early["access"]), 401, GARBAGE_BEARER)
        c.exact("GET press/ with an EXPIRED bearer -> 401",
                GET("press/", token=early["access"]), 401, GARBAGE_BEARER)
        r = POST("v1/auth/jwt/refresh/", body={"refresh": early["refresh"]})
        c.shape("POST jwt/refresh/ after access expiry -> 200 new access and refresh", r, 200,
                lambda d: list(d) == ["access", "refresh"], '{"access":"<jwt>","refresh":"<jwt>"}')
        if r.status == 200:
            c.exact("GET users/me/ with the refreshed access -> 200",
                    GET("v1/auth/users/me/", token=r.json()["access"]), 200, me_reader)
    else:
        print(f"SKIP  real expiry (access lifetime {early_lifetime} s > 60; "
              "run the server with ACCESS_TOKEN_LIFETIME=20 to include it)")

    # ------------------------------------------------------------------ the server's variants
    if args.private_api and args.guide_word:
        check_private(c, args.private_api.rstrip("/"), args.guide_word)
    else:
        print("SKIP  private guide (give --private-api and --guide-word of a server with "
              "GUIDE_WORD set)")
    if args.emulator_api and args.firebase_project:
        check_emulator(c, args.emulator_api.rstrip("/"), args.firebase_project)
    else:
        print("SKIP  the emulator's tokens accepted (give --emulator-api and --firebase-project "
              "of a server with FIREBASE_AUTH_EMULATOR_HOST set)")
    if args.legacy_api:
        check_legacy(c, args.legacy_api.rstrip("/"))
        check_trip_legacy(c, args.legacy_api.rstrip("/"))
    else:
        print("SKIP  LEGACY_AUTH (give --legacy-api of a server with LEGACY_AUTH=1)")
    if args.throttled_api:
        throttled = args.throttled_api.rstrip("/")
        reader = check_trip_throttled(c, throttled)
        if args.emulator_api == args.throttled_api and args.firebase_project:
            check_delete_emulated(c, throttled, args.firebase_project, reader)
        if args.private_api == args.throttled_api and args.guide_word:
            check_mail_and_guesses(c, args.throttled_api.rstrip("/"), args.guide_word)
            check_delete_throttled(c, throttled, reader)
        check_throttled(c, args.throttled_api.rstrip("/"))
    else:
        print("SKIP  throttling (give --throttled-api of a server with a low THROTTLE_AUTH_RATE)")

    total = c.passed + c.failed
    print(f"{total} checks: {c.passed} passed, {c.failed} failed")
    return 1 if c.failed else 0


if __name__ == "__main__":
    sys.exit(main())
