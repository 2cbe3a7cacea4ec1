"""Registration (users/), activation and the password reset, with the account this run
registers (the newcomer, whom later chapters sign in, reset and look for) and fresh accounts for
the chapters that need one of their own."""

import re
import uuid

from contract.plumbing.bodies import (
    BAD_EMAIL,
    BAD_TOKEN,
    BAD_UID,
    MISMATCH,
    NO_ACCOUNT,
    PENDING,
    READER,
    REQUIRED,
    STALE,
)
from contract.plumbing.client import at


def registration_body(address, secret, **changes):
    """The users/ body of a New Person with that address (also the username) and password."""
    payload = {"email": address, "username": address, "first_name": "New",
               "last_name": "Person", "password": secret, "re_password": secret}
    payload.update(changes)
    return payload


class Newcomer:
    """The account this run registers: a random tag in its address and password."""

    def __init__(self):
        self.tag = uuid.uuid4().hex[:8]
        self.email = f"verify-{self.tag}@example.com"
        self.password = f"Sunny-Negril-{self.tag}"

    def registration(self, **changes):
        """The users/ body that registers this account, with `changes` made to it."""
        return registration_body(self.email, self.password, **changes)


NOT_THE_PASSWORD = {
    "password": ["This is not the password chosen when this account was registered."]}


def new_account(api, outbox, **changes):
    """Registers and activates an account no other check uses; returns (email, password).
    `changes` to the registration's body, e.g. first_name="Anna"."""
    POST = at(api, "POST")
    address = f"session-{uuid.uuid4().hex[:8]}@example.com"
    secret = "Blue-Lagoon-Coconut-27"  # unlike the address
    after = outbox.last_id()
    POST("v1/auth/users/", body=registration_body(address, secret, **changes))
    mail = outbox.latest(address, "activation", after=after)
    if mail:
        POST("v1/auth/users/activation/",
             body={"uid": mail["uid"], "token": mail["token"], "password": secret})
    return address, secret


def check_registration(c, api, outbox):
    """POST users/ (the answer, every refusal) and the activation by the mailed link; returns
    the newcomer, registered and active."""
    POST = at(api, "POST")
    newcomer = Newcomer()
    tag, email, password = newcomer.tag, newcomer.email, newcomer.password
    registration = newcomer.registration

    def weak(pw, **extra):
        return registration(password=pw, re_password=pw, **extra)

    before_register = outbox.last_id()
    r = POST("v1/auth/users/", body=registration())
    new_id = r.json().get("id") if r.status == 201 else None
    c.exact("POST users/ OK -> 201 {username,first_name,last_name,email,id}", r, 201,
            {"username": email, "first_name": "New", "last_name": "Person", "email": email,
             "id": new_id})
    c.check("  registered id is a new integer (> 4)", isinstance(new_id, int) and new_id > 4,
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

    # activation
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
        c.exact("POST users/activation/ with another password than the one registered -> 400",
                POST("v1/auth/users/activation/",
                     body={"uid": uid, "token": token, "password": password + "x"}), 400,
                NOT_THE_PASSWORD)
        c.exact("  still not activated: jwt/create/ -> 401", POST(
            "v1/auth/jwt/create/", body={"email": email, "password": password}), 401, NO_ACCOUNT)
        c.exact("POST users/activation/ with the password registered -> 204 empty",
                POST("v1/auth/users/activation/",
                     body={"uid": uid, "token": token, "password": password}), 204, empty=True)
        c.exact("POST users/activation/ again -> 403 stale",
                POST("v1/auth/users/activation/",
                     body={"uid": uid, "token": token, "password": password}), 403, STALE)
    return newcomer


def check_password_reset(c, api, outbox, newcomer, newbie):
    """reset_password/ (a mail only to an active account) and reset_password_confirm/; the
    newcomer's password changes, and `newbie`, its tokens from before, still work."""
    GET, POST = at(api, "GET"), at(api, "POST")
    tag, email, password = newcomer.tag, newcomer.email, newcomer.password
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
