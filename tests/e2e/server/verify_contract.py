#!/usr/bin/python3
"""Check a running e2e server against the contract its README records, row by row.

    /usr/bin/python3 tests/e2e/server/verify_contract.py [--api URL] [--outbox DIR] [--wait S]
        [--firebase-certs FILE --firebase-project ID] [--private-api URL --guide-word WORD]
        [--emulator-api URL] [--throttled-api URL] [--legacy-api URL] [--db FILE]

Start the server first (`bash tests/e2e/server/run.sh`, fresh database), or let
scripts/verify-server.sh start it and its variants. Standard library only, but for the signed
Google tokens (cryptography, installed beside Django). Prints one line per check
(PASS/FAIL/SKIP) and a summary; exits 1 if any check failed, 2 if a server cannot be reached.

It creates accounts of its own (random addresses), trips shared among them, and three guides
(it edits one and deletes another; it never edits or deletes a seeded guide), and leaves the
seeded accounts' passwords and trips alone, so the server stays usable afterwards. If the
access token lifetime is 60 s or less (e.g. ACCESS_TOKEN_LIFETIME=20), it also waits for a real
token to expire and checks the answers to it; otherwise it uses a forged expired token only.

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
  --throttled-api URL  a server with low THROTTLE_*_RATEs (THROTTLE_MAIL_ADDRESS_RATE=2/min,
      THROTTLE_LOGIN_ACCOUNT_RATE=3/min) and NUM_PROXIES=1; run last on it. When it is also
      --private-api, wrong guide words are checked there too
  --legacy-api URL     a server with LEGACY_AUTH=1
  --db FILE            the --api server's SQLite file: checks that nothing of a deleted
      account is left and that invitations are kept as hashes (read only), and makes one
      invitation expire there (its one write)
With --throttled-api the trip's per-account throttle is checked there (THROTTLE_TRIP_RATE low),
and with --emulator-api the same server, firebase/delete/ with the emulator's tokens.
"""

import argparse
import os
import sys
from functools import partial
from pathlib import Path

from contract.plumbing.client import Checker, Outbox, at, login, wait_for
from contract.server_wide.public import (
    check_cors_and_404s,
    check_public_lists,
    check_users_all,
    check_users_all_again,
)
from contract.accounts.registration import check_password_reset, check_registration, new_account
from contract.accounts.tokens import (
    EarlyToken,
    check_bad_bearer,
    check_blacklist,
    check_jwt_create,
    check_real_expiry,
    check_refresh,
    check_staff_status,
    check_users_me,
)
from contract.accounts.google import (
    GoogleTokens,
    check_emulator,
    check_firebase_endpoint,
    check_google,
)
from contract.accounts.takeover import (
    check_canonical,
    check_google_takeover,
    check_no_email_change,
)
from contract.accounts.sessions import check_reuse
from contract.trips.trip import (
    check_concurrent,
    check_trip,
    check_trip_legacy,
    check_trip_throttled,
)
from contract.trips.together import check_trips, check_trips_legacy, check_trips_throttled
from contract.accounts.deletion import (
    check_delete_emulated,
    check_delete_google,
    check_delete_password,
    check_delete_throttled,
)
from contract.guide.editing import check_create_guides, check_delete_guide, check_edit_guide
from contract.server_wide.variants import (
    check_legacy,
    check_private,
)
from contract.server_wide.throttling import (
    check_mail_and_guesses,
    check_throttled,
)
from contract.accounts.trust import (
    check_activation_proves_password,
    check_body_limits,
    check_login_guesses,
    check_new_password_ends_sessions,
    check_profile_sends_no_mail,
    check_trips_apart,
)
from contract.plumbing.bodies import ADMIN, READER

HERE = Path(__file__).resolve().parent


def parse_args():
    """The options above, with their defaults from the environment."""
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
    parser.add_argument("--db", help="the --api server's SQLite file (read, and one "
                        "invitation made to expire)")
    return parser.parse_args()


def check_variants(c, args):
    """The servers set up otherwise (each SKIP unless given): GUIDE_WORD, the emulator's tokens,
    LEGACY_AUTH, then the low throttles (last: they leave that server refusing)."""
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
        check_trips_legacy(c, args.legacy_api.rstrip("/"))
    else:
        print("SKIP  LEGACY_AUTH (give --legacy-api of a server with LEGACY_AUTH=1)")
    if args.throttled_api:
        throttled = args.throttled_api.rstrip("/")
        reader = check_trip_throttled(c, throttled)
        check_trips_throttled(c, throttled, reader)
        if args.emulator_api == args.throttled_api and args.firebase_project:
            check_delete_emulated(c, throttled, args.firebase_project, reader)
        if args.private_api == args.throttled_api and args.guide_word:
            check_mail_and_guesses(c, args.throttled_api.rstrip("/"), args.guide_word)
            check_delete_throttled(c, throttled, reader)
        # The seeded admin's password is guessed at: its sign-in there waits a minute after.
        check_login_guesses(c, throttled, ADMIN, READER)
        check_throttled(c, args.throttled_api.rstrip("/"))
    else:
        print("SKIP  throttling (give --throttled-api of a server with a low THROTTLE_AUTH_RATE)")



def main():
    """Runs the chapters in order; 0 if every check passed, 1 if one failed, 2 if a server does
    not answer."""
    args = parse_args()
    api = args.api.rstrip("/")
    secret = os.environ.get("SECRET_KEY", "e2e-reference-server-not-a-secret")
    outbox = Outbox(args.outbox)
    c = Checker()

    others = [args.private_api, args.emulator_api, args.throttled_api, args.legacy_api]
    for server in dict.fromkeys([api] + [o.rstrip("/") for o in others if o]):
        if not wait_for(server, args.wait):
            return 2
    print(f"checking {api} (outbox {outbox.folder})")
    signed = args.firebase_certs and args.firebase_project  # Google tokens signed here

    def google_tokens():
        return GoogleTokens(args.firebase_certs, args.firebase_project)

    early = EarlyToken(api)  # first, to test a real expiry at the end if the lifetime is short
    check_public_lists(c, api)
    staff = check_users_all(c, api)
    newcomer = check_registration(c, api, outbox)  # and its activation
    reader, newbie = check_jwt_create(c, api, newcomer)
    rotated = check_refresh(c, api, reader, newbie)
    check_blacklist(c, api, reader, rotated)
    check_users_me(c, api, reader, secret)

    check_firebase_endpoint(c, api, args.firebase_project)
    if signed:
        check_google(c, at(api, "POST"), at(api, "GET"), google_tokens(), newcomer.tag,
                     staff["access"], newcomer.registration)
    else:
        print("SKIP  Google tokens signed like Google's (give --firebase-certs and "
              "--firebase-project of the server's FIREBASE_CERTS_URL and FIREBASE_PROJECT_ID)")

    check_canonical(c, api, outbox, newcomer.tag)
    check_no_email_change(c, api, outbox, newcomer.tag)
    if signed:
        check_google_takeover(c, api, outbox, newcomer.tag, google_tokens())
    fresh_account = partial(new_account, api, outbox)
    check_reuse(c, api, fresh_account)

    check_new_password_ends_sessions(c, api, outbox, fresh_account)
    check_activation_proves_password(c, api, outbox)
    check_profile_sends_no_mail(c, api, outbox, fresh_account)
    check_body_limits(c, api, fresh_account)
    check_trips_apart(c, api, fresh_account)

    traveller = fresh_account()
    check_trip(c, api, login(api, *traveller).get("access", ""))
    check_concurrent(c, api, login(api, *traveller).get("access", ""))
    check_trips(c, api, fresh_account, args.db, google_tokens() if signed else None)
    check_delete_password(c, api, fresh_account, args.db)
    if signed:
        check_delete_google(c, api, google_tokens(), args.db)

    check_password_reset(c, api, outbox, newcomer, newbie)
    admin = check_staff_status(c, api, reader, secret)
    check_users_all_again(c, api, admin, reader, newcomer.email)
    guide, plain, tripped, hours = check_create_guides(c, api, newcomer.tag, reader, admin)
    check_edit_guide(c, api, reader, admin, guide, plain, hours)
    check_delete_guide(c, api, reader, admin, tripped)
    check_bad_bearer(c, api, newcomer)
    check_cors_and_404s(c, api)
    check_real_expiry(c, api, early)
    check_variants(c, args)

    total = c.passed + c.failed
    print(f"{total} checks: {c.passed} passed, {c.failed} failed")
    return 1 if c.failed else 0


if __name__ == "__main__":
    sys.exit(main())
