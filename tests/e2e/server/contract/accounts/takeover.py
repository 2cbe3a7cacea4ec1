"""Accounts nobody can take: one canonical email per account, Google's sign-in does not open an
account whose password someone else chose, and the login email cannot be changed by the API."""

from contract.plumbing.bodies import BAD_EMAIL, NO_ACCOUNT, READER
from contract.plumbing.client import http

EMAIL_TAKEN = {"email": ["user with this email already exists."]}
# Unlike every address these checks use (Django's similarity validator refuses a close one).
PASSWORD = "Blue-Lagoon-Coconut-27"
STAFF_REFUSED = {"detail": "This account signs in with its password, not with Google."}
NOT_VERIFIED = {"detail": "The Google sign-in could not be verified."}


class Api:
    def __init__(self, api, outbox):
        self.api, self.outbox = api, outbox

    def post(self, path, **kw):
        return http("POST", f"{self.api}/{path}", **kw)

    def get(self, path, **kw):
        return http("GET", f"{self.api}/{path}", **kw)

    def register(self, email, password, **changes):
        body = {"email": email, "username": email, "first_name": "Vic", "last_name": "Tim",
                "password": password, "re_password": password}
        return self.post("v1/auth/users/", body=dict(body, **changes))

    def activate(self, email, after, password=None):
        """The mailed link, with the password chosen at registration (None: without one, as
        the address's owner who did not register)."""
        mail = self.outbox.latest(email, "activation", after=after)
        if mail is None:
            return None
        body = {"uid": mail["uid"], "token": mail["token"]}
        if password is not None:
            body["password"] = password
        return self.post("v1/auth/users/activation/", body=body)

    def sign_in(self, email, password):
        return self.post("v1/auth/jwt/create/", body={"email": email, "password": password})

    def me(self, access):
        r = self.get("v1/auth/users/me/", token=access)
        return r.json() if r.status == 200 else {}


def check_canonical(c, api, outbox, tag):
    """Registration, sign-in and the mails find one account by the canonical email."""
    print(f"checking canonical emails on {api}")
    s = Api(api, outbox)
    canonical = f"victim-{tag}@gmail.com"
    password = PASSWORD
    before = outbox.last_id()
    r = s.register(f"  Victim-{tag}@GMail.com ", password)
    c.shape("canonical: POST users/ with capitals and spaces -> 201, the email stored trimmed "
            "and lower-cased", r, 201, lambda d: d["email"] == canonical, f'"email":"{canonical}"')
    c.exact("canonical: the same address in other capitals -> 400 taken",
            s.register(f"VICTIM-{tag}@gmail.com", password), 400, EMAIL_TAKEN)
    fullwidth = "".join(chr(ord(ch) + 0xFEE0) for ch in "victim") + f"-{tag}@gmail.com"
    c.exact("canonical: the same address in full-width letters (NFKC) -> 400 taken",
            s.register(fullwidth, password), 400, EMAIL_TAKEN)
    c.check("  the activation mail went to the canonical address",
            outbox.latest(canonical, "activation", after=before) is not None, "no mail")
    r = s.activate(canonical, before, password)
    c.check("  activation -> 204", r is not None and r.status == 204, f"{r and r.status}")
    r = s.sign_in(f" VICTIM-{tag}@GMAIL.COM ", password)
    c.shape("canonical: jwt/create/ with the address in capitals and spaces -> 200", r, 200,
            lambda d: "access" in d, "tokens")
    before = outbox.last_id()
    c.exact("canonical: users/reset_password/ in capitals -> 204",
            s.post("v1/auth/users/reset_password/", body={"email": f"Victim-{tag}@Gmail.COM"}),
            204, empty=True)
    c.check("  the reset mail went to the canonical address",
            outbox.latest(canonical, "password_reset", after=before) is not None, "no mail")
    c.exact("canonical: users/ with a bad address -> 400 as before",
            s.register("not-an-email", password), 400, BAD_EMAIL)


def check_google_takeover(c, api, outbox, tag, google):
    """Google's sign-in cannot be used to take an account (pre-hijacking), nor a staff account,
    and accepts only Google's own sign-in."""
    print(f"checking Google sign-in takeovers on {api}")
    s = Api(api, outbox)

    def google_in(address, **claims):
        return s.post("v1/auth/firebase/",
                      body={"id_token": google.signed(google.claims(address, **claims))})

    # An attacker registers the victim's address with a password and leaves it inactive.
    victim = f"prehijack-{tag}@gmail.com"
    chosen = PASSWORD
    r = s.register(victim, chosen)
    victim_id = r.json().get("id") if r.status == 201 else None
    c.check("takeover: an attacker registers the victim's address (201, inactive)",
            victim_id is not None, f"{r.status} {r.text[:200]}")
    r = google_in(f"Prehijack-{tag}@Gmail.com")
    tokens = r.json() if r.status == 200 else {}
    c.check("takeover: the victim signs in with Google (address in capitals) -> 200, that account",
            r.status == 200 and s.me(tokens.get("access", "")).get("id") == victim_id,
            f"{r.status} {r.text[:200]}")
    c.exact("  the attacker's password no longer signs in (unusable) -> 401",
            s.sign_in(victim, chosen), 401, NO_ACCOUNT)
    before = outbox.last_id()
    c.exact("  the owner can set a password: users/reset_password/ -> 204",
            s.post("v1/auth/users/reset_password/", body={"email": victim}), 204, empty=True)
    c.check("  and the reset mail is sent", outbox.latest(victim, "password_reset",
                                                         after=before) is not None, "no mail")

    # Exact equality: a letter that only a database's case folding would match is another one.
    dotless = f"prehıjack-{tag}@gmail.com"
    r = google_in(dotless)
    other = s.me(r.json().get("access", "")) if r.status == 200 else {}
    c.check("takeover: a Google address differing by a dotless ı is another account",
            r.status == 200 and other.get("id") not in (None, victim_id),
            f"{r.status} {other}")

    c.exact("takeover: Google sign-in into a staff account -> 403 (GOOGLE_SIGN_IN_STAFF off)",
            google_in("Admin@Example.com"), 403, STAFF_REFUSED)

    stranger = f"provider-{tag}@example.com"
    for label, firebase in [
        ("signed in by password", {"identities": {"email": [stranger]},
                                   "sign_in_provider": "password"}),
        ("signed in by an email link", {"identities": {"email": [stranger]},
                                        "sign_in_provider": "emailLink"}),
        ("anonymous", {"identities": {}, "sign_in_provider": "anonymous"}),
        ("without its firebase claim", None),
    ]:
        c.exact(f"takeover: a token {label} (not google.com) -> 401", google_in(
            stranger, firebase=firebase), 401, NOT_VERIFIED)


def check_no_email_change(c, api, outbox, tag):
    """The login email cannot be changed through the API (it took the new address unconfirmed)."""
    print(f"checking that the login email cannot change on {api}")
    s = Api(api, outbox)
    r = s.sign_in(*READER)
    access = r.json().get("access", "") if r.status == 200 else ""
    for path, body in [
        ("v1/auth/users/set_email/", {"new_email": f"x-{tag}@example.com",
                                      "re_new_email": f"x-{tag}@example.com",
                                      "current_password": READER[1]}),
        ("v1/auth/users/reset_email/", {"email": READER[0]}),
        ("v1/auth/users/reset_email_confirm/", {"uid": "x", "token": "y",
                                                "new_email": f"x-{tag}@example.com"}),
    ]:
        r = s.post(path, body=body, token=access)
        # Read as users/<id>/ with that id: POST is not allowed there (405).
        c.check(f"no email change: POST {path.replace('v1/auth/', '')} -> 404 or 405 (no such "
                "action)", r.status in (404, 405), f"{r.status} {r.text[:200]}")
    c.check("  the reader's email is unchanged", s.me(access).get("email") == READER[0],
            f"{s.me(access)}")
    r = http("PATCH", f"{api}/v1/auth/users/me/", body={"email": f"x-{tag}@example.com"},
             token=access)
    c.shape("no email change: PATCH users/me/ {email} -> 200, the email unchanged", r, 200,
            lambda d: d["email"] == READER[0], f'"email":"{READER[0]}"')
