"""What a new password ends, what a profile update sends, how large a body may be, whose trip an
account reaches, and how many guesses one account's password gets."""

import time
import uuid

from contract.plumbing.bodies import BLACKLISTED, NO_ACCOUNT
from contract.accounts.takeover import Api
from contract.plumbing.client import http, login, throttled
from contract.trips.trip import Trips, one_day

TOO_LARGE = {"detail": "The request body is too large: at most {} bytes."}


def too_large(limit):
    return {"detail": TOO_LARGE["detail"].format(limit)}


def refresh(api, token):
    return http("POST", f"{api}/v1/auth/jwt/refresh/", body={"refresh": token})


def check_new_password_ends_sessions(c, api, outbox, new_account):
    """A password reset and a password change each revoke every refresh token of the account:
    whoever holds a copied one loses it with the owner's new password."""
    print(f"checking what a new password ends on {api}")
    email, password = new_account()
    phone, laptop = login(api, email, password), login(api, email, password)
    before = outbox.last_id()
    http("POST", f"{api}/v1/auth/users/reset_password/", body={"email": email})
    mail = outbox.latest(email, "password_reset", after=before)
    reset = f"Reset-Reef-{uuid.uuid4().hex[:6]}"
    c.exact("new password: reset_password_confirm/ -> 204", http(
        "POST", f"{api}/v1/auth/users/reset_password_confirm/",
        body={"uid": (mail or {}).get("uid", ""), "token": (mail or {}).get("token", ""),
              "new_password": reset, "re_new_password": reset}), 204, empty=True)
    c.exact("  a refresh token from before the reset -> 401 blacklisted",
            refresh(api, phone.get("refresh", "")), 401, BLACKLISTED)
    c.exact("  another session's refresh token from before -> 401 blacklisted",
            refresh(api, laptop.get("refresh", "")), 401, BLACKLISTED)

    tablet, desk = login(api, email, reset), login(api, email, reset)
    changed = f"Changed-Cove-{uuid.uuid4().hex[:6]}"
    c.exact("new password: set_password/ -> 204", http(
        "POST", f"{api}/v1/auth/users/set_password/", token=tablet.get("access"),
        body={"current_password": reset, "new_password": changed}), 204, empty=True)
    c.exact("  the refresh token of the session that changed it -> 401 blacklisted",
            refresh(api, tablet.get("refresh", "")), 401, BLACKLISTED)
    c.exact("  another session's refresh token -> 401 blacklisted",
            refresh(api, desk.get("refresh", "")), 401, BLACKLISTED)
    fresh = login(api, email, changed)
    c.check("  signing in with the new password gives a session that rotates",
            refresh(api, fresh.get("refresh", "")).status == 200, "refused")
    c.exact("  the password before it -> 401", http(
        "POST", f"{api}/v1/auth/jwt/create/", body={"email": email, "password": reset}), 401,
        NO_ACCOUNT)


def check_profile_sends_no_mail(c, api, outbox, new_account):
    """PUT and PATCH users/me/ change the names (the email is read-only): no mail goes out."""
    print(f"checking profile updates on {api}")
    email, password = new_account()
    access = login(api, email, password).get("access")
    before = outbox.last_id()
    me = f"{api}/v1/auth/users/me/"
    c.shape("profile: PATCH users/me/ {first_name} -> 200", http(
        "PATCH", me, token=access, body={"first_name": "Anna"}), 200,
        lambda d: d["first_name"] == "Anna" and d["email"] == email, "the profile, renamed")
    c.shape("profile: PUT users/me/ {username, first_name, last_name} -> 200", http(
        "PUT", me, token=access,
        body={"username": email, "first_name": "Anna", "last_name": "Reid"}), 200,
        lambda d: d["last_name"] == "Reid", "the profile, renamed")
    for _ in range(3):
        http("PATCH", me, token=access, body={"last_name": "Reid"})
    time.sleep(0.3)  # a mail would be written by then
    c.check("  no mail went out for five updates", outbox.last_id() == before,
            f"outbox grew from {before} to {outbox.last_id()}")


def check_body_limits(c, api, new_account):
    """A body past its path's limit is a 413 before it is read (the trip's 64 KiB, 16 KiB for
    the rest); the largest trip the server keeps fits."""
    print(f"checking request body limits on {api}")
    email, password = new_account()
    access = login(api, email, password).get("access")
    c.exact("body limit: POST jwt/create/ past 16 KiB -> 413", http(
        "POST", f"{api}/v1/auth/jwt/create/",
        body={"email": email, "password": "x" * (16 * 1024)}), 413, too_large(16 * 1024))
    c.exact("body limit: POST firebase/ past 16 KiB -> 413", http(
        "POST", f"{api}/v1/auth/firebase/", body={"id_token": "x" * (16 * 1024)}), 413,
        too_large(16 * 1024))
    c.check("  the same sign-in within the limit still works",
            bool(login(api, email, password).get("access")), "refused")
    t = Trips(api, access)
    c.exact("body limit: PUT trip/ past 64 KiB -> 413", t.put(
        {"days": one_day(name="x" * (64 * 1024))}, 0), 413, too_large(64 * 1024))
    # 30 days, each named with 80 characters written as JSON escapes, and 300 stops.
    name = "\U0001F334" * 80
    days = [{"name": name, "stops": [{"id": 1000 + 10 * d + s, "time": "23:59"}
                                     for s in range(10)]} for d in range(30)]
    r = t.put({"days": days}, 0)
    c.check("  the largest trip the server keeps fits -> 200", r.status == 200,
            f"{r.status} {r.text[:200]}")


def check_trips_apart(c, api, new_account):
    """One account can neither read nor change another's trip, whatever it sends."""
    print(f"checking that trips stay apart on {api}")
    anna, ben = (Trips(api, login(api, *new_account()).get("access")) for _ in range(2))
    r = anna.put({"days": one_day({"id": 1, "time": "09:00"}, name="Anna's day")}, 0)
    annas = r.json() if r.status == 200 else {}
    c.check("trips apart: Anna saves her trip -> 200", r.status == 200, r.text[:200])
    theirs = ben.get()
    c.check("  Ben reads his own trip, empty, never Anna's",
            theirs.status == 200 and "Anna's day" not in theirs.text, theirs.text[:200])
    anna_me = http("GET", f"{api}/v1/auth/users/me/", token=anna.access).json()
    r = ben.put({"days": one_day({"id": 2, "time": None}, name="Ben's day"),
                 "user": anna_me.get("id"), "user_id": anna_me.get("id"), "owner": anna_me.get("id"),
                 "id": annas.get("id", 1)}, annas.get("version", 1))
    c.check("  Ben's PUT naming Anna's account and her trip's version answers with his own trip "
            "(200 or 412, never hers)", r.status in (200, 412) and "Anna's day" not in r.text,
            f"{r.status} {r.text[:200]}")
    mine = anna.get().json()
    c.check("  Anna's trip is as she left it",
            mine.get("days") == annas.get("days") and mine.get("version") == annas.get("version"),
            f"{mine}")
    for method in ("GET", "PUT", "DELETE", "PATCH"):
        r = http(method, f"{api}/v1/trip/{anna_me.get('id')}/", token=ben.access,
                 body={"days": one_day()} if method in ("PUT", "PATCH") else None)
        c.check(f"  {method} trip/<Anna's id>/ as Ben -> 404", r.status == 404, f"{r.status}")


def check_login_guesses(c, api, victim, bystander):
    """A server with THROTTLE_LOGIN_ACCOUNT_RATE=3/min, THROTTLE_AUTH_RATE=8/min and NUM_PROXIES=1
    (the client named in X-Forwarded-For). `victim`, `bystander`: (email, password) of two
    accounts; the victim's sign-in waits a minute afterwards."""
    print(f"checking per-account sign-in guesses on {api}")

    def sign_in(email, password, address):
        return http("POST", f"{api}/v1/auth/jwt/create/", headers={"X-Forwarded-For": address},
                    body={"email": email, "password": password})

    wrong = [sign_in(victim[0].upper(), f"Guess-{n}", f"203.0.113.{n + 1}") for n in range(3)]
    c.check("guesses: three wrong passwords for one account, from three addresses -> 401 each",
            [r.status for r in wrong] == [401] * 3, f"{[r.status for r in wrong]}")
    fourth = sign_in(victim[0], "Guess-4", "198.51.100.4")
    wait = fourth.headers.get("Retry-After", "")
    seconds = int(wait) if wait.isdigit() else -1
    c.exact("  a fourth, from a fourth address -> 429, Retry-After: N", fourth, 429,
            throttled(seconds))
    c.check("  Retry-After within the minute", 0 < seconds <= 60, f"Retry-After {wait!r}")
    right = sign_in(victim[0], victim[1], "198.51.100.5")
    c.check("  the right password, now -> 429 too (the answer tells nothing)",
            right.status == 429 and "Request was throttled" in right.text,
            f"{right.status} {right.text[:200]}")
    c.check("  another account signs in from the same address -> 200",
            sign_in(bystander[0], bystander[1], "198.51.100.5").status == 200, "refused")

    network = "2001:db8:4:7::"
    answers = [sign_in(f"nobody-{n}@example.com", "Guess", f"{network}{n + 1:x}")
               for n in range(8)]
    c.check("guesses: eight sign-ins from eight IPv6 addresses of one /64 -> 401 each",
            [r.status for r in answers] == [401] * 8, f"{[r.status for r in answers]}")
    ninth = sign_in("nobody-9@example.com", "Guess", f"{network}beef")
    c.check("  a ninth from another address of the same /64 -> 429", ninth.status == 429,
            f"{ninth.status}")
    c.check("  one from the next /64 -> 401 (counted apart)",
            sign_in("nobody-10@example.com", "Guess", "2001:db8:4:8::1").status == 401,
            "throttled")


def check_activation_proves_password(c, api, outbox):
    """Activation proves the password with the address: an account registered by someone else
    with the owner's address never starts with the other's password."""
    print(f"checking activation against pre-hijacking on {api}")
    s = Api(api, outbox)
    victim = f"prehijack-mail-{uuid.uuid4().hex[:8]}@example.com"
    chosen = "Attacker-Chosen-Pass-1"
    before = outbox.last_id()
    c.check("pre-hijack: an attacker registers the victim's address (201, inactive)",
            s.register(victim, chosen).status == 201, "refused")
    c.exact("  the victim opens the mailed link, not knowing that password: activation without "
            "one -> 204", s.activate(victim, before), 204, empty=True)
    c.exact("  the attacker's password does not sign in -> 401",
            s.sign_in(victim, chosen), 401, NO_ACCOUNT)
    reset = outbox.latest(victim, "password_reset", after=before)
    c.check("  the victim is sent the reset mail, to choose a password", reset is not None,
            "no mail")
    if reset:
        mine = f"Victims-Own-{uuid.uuid4().hex[:6]}"
        http("POST", f"{api}/v1/auth/users/reset_password_confirm/", body={
            "uid": reset["uid"], "token": reset["token"], "new_password": mine,
            "re_new_password": mine})
        c.check("  and signs in with the password chosen from it",
                s.sign_in(victim, mine).status == 200, "refused")
