"""Tokens: jwt/create, refresh (rotated), verify and blacklist (sign-out); users/me and
check_status with every kind of bearer; a garbage bearer on every endpoint; a real expiry."""

import time

from contract.plumbing.bodies import (
    ADMIN,
    BLACKLISTED,
    GARBAGE_BEARER,
    NOT_PROVIDED,
    NO_ACCOUNT,
    PENDING,
    READER,
    REFRESH_AS_BEARER,
    REQUIRED,
    TOKEN_INVALID,
    TOKEN_WRONG_TYPE,
)
from contract.plumbing.client import at, forged_expired_access, http, jwt_payload, login

# users/me/ of the seeded reader.
ME_READER = {"username": READER[0], "first_name": "Rita", "last_name": "Reader", "id": 2,
             "email": READER[0]}


class EarlyToken:
    """A reader's tokens taken before any other check, to test a real expiry at the end if the
    access lifetime is short."""

    def __init__(self, api):
        self.tokens = login(api, *READER)
        self.lifetime = None
        if self.tokens:
            claims = jwt_payload(self.tokens["access"])
            self.lifetime = claims["exp"] - claims["iat"]
            self.taken = time.time()


def check_jwt_create(c, api, newcomer):
    """jwt/create/ (sign-in) and its refusals; returns the tokens of the seeded reader and of the
    newcomer (registered and activated before)."""
    POST = at(api, "POST")
    tag, email, password = newcomer.tag, newcomer.email, newcomer.password
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
    return reader, newbie


def check_refresh(c, api, reader, newbie):
    """jwt/refresh/ rotates the newcomer's refresh (`newbie`'s); returns the last refresh given."""
    POST = at(api, "POST")
    # The newly registered account's session: presenting a used refresh again (reuse, below in
    # contract.accounts.sessions) revokes all of its user's, and the reader's are used till the end.
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
    return rotated


def check_blacklist(c, api, reader, rotated):
    """jwt/blacklist/ (sign-out) revokes the refresh `rotated`; then jwt/verify/."""
    GET, POST = at(api, "GET"), at(api, "POST")
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
    spare = login(api, *READER)
    c.exact("POST jwt/blacklist (no slash) -> 200 {}",
            POST("v1/auth/jwt/blacklist", body={"refresh": spare.get("refresh", "")}), 200, {})
    c.exact("GET users/me/ with an access token whose refresh was revoked -> still 200 "
            "(access tokens live out their minutes)",
            GET("v1/auth/users/me/", token=spare.get("access", "")), 200, ME_READER)
    c.exact("POST jwt/verify/ OK -> 200 {}",
            POST("v1/auth/jwt/verify/", body={"token": reader["access"]}), 200, {})
    c.exact("POST jwt/verify/ garbage -> 401",
            POST("v1/auth/jwt/verify/", body={"token": "garbage"}), 401, TOKEN_INVALID)


def check_users_me(c, api, reader, secret):
    """users/me/ with no, a garbage, a forged expired (signed with `secret`), a refresh and a
    good bearer."""
    GET = at(api, "GET")
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
            200, ME_READER)
    c.exact("GET users/me/ JWT prefix -> 200",
            GET("v1/auth/users/me/", auth=f"JWT {reader['access']}"), 200, ME_READER)


def check_staff_status(c, api, reader, secret):
    """check_status (is the bearer staff?); returns the admin's tokens."""
    GET = at(api, "GET")
    admin = login(api, *ADMIN) or {"access": "", "refresh": ""}
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
    return admin


def check_bad_bearer(c, api, newcomer):
    """A garbage bearer is refused (401) everywhere, even where no sign-in is needed."""
    email, registration = newcomer.email, newcomer.registration
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
            method, f"{api}/{path}", token="garbage", **kw), 401, GARBAGE_BEARER)


def check_real_expiry(c, api, early):
    """When the access lifetime is 60 s or less, waits for the `early` token to expire and checks
    the answers to it (else SKIP)."""
    GET, POST = at(api, "GET"), at(api, "POST")
    if early.tokens and early.lifetime is not None and early.lifetime <= 60:
        remaining = early.taken + early.lifetime + 1.5 - time.time()
        if remaining > 0:
            print(f"....  waiting {remaining:.0f} s for a real access token to expire", flush=True)
            time.sleep(remaining)
        c.exact(f"GET users/me/ EXPIRED access token ({early.lifetime} s) -> 401 same as garbage",
                GET("v1/auth/users/me/", token=early.tokens["access"]), 401, GARBAGE_BEARER)
        c.exact("GET check_status EXPIRED access token -> 401",
                GET("check_status", token=early.tokens["access"]), 401, GARBAGE_BEARER)
        c.exact("GET press/ with an EXPIRED bearer -> 401",
                GET("press/", token=early.tokens["access"]), 401, GARBAGE_BEARER)
        r = POST("v1/auth/jwt/refresh/", body={"refresh": early.tokens["refresh"]})
        c.shape("POST jwt/refresh/ after access expiry -> 200 new access and refresh", r, 200,
                lambda d: list(d) == ["access", "refresh"], '{"access":"<jwt>","refresh":"<jwt>"}')
        if r.status == 200:
            c.exact("GET users/me/ with the refreshed access -> 200",
                    GET("v1/auth/users/me/", token=r.json()["access"]), 200, ME_READER)
    else:
        print(f"SKIP  real expiry (access lifetime {early.lifetime} s > 60; "
              "run the server with ACCESS_TOKEN_LIFETIME=20 to include it)")
