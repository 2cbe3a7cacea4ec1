"""Refresh tokens: rotation's reuse detection. A refresh token already rotated (or revoked) that
is presented again was copied by someone; the server then revokes every refresh token of that
user, so that neither the thief nor the owner can go on with the copied session."""

from contract.plumbing.bodies import BLACKLISTED
from contract.plumbing.client import http


def check_reuse(c, api, new_account):
    """`new_account()` -> (email, password) of an active account no other check uses."""
    print(f"checking refresh reuse detection on {api}")
    email, password = new_account()

    def refresh(token):
        return http("POST", f"{api}/v1/auth/jwt/refresh/", body={"refresh": token})

    def sign_in():
        r = http("POST", f"{api}/v1/auth/jwt/create/",
                 body={"email": email, "password": password})
        return r.json() if r.status == 200 else {"access": "", "refresh": ""}

    phone, laptop = sign_in(), sign_in()
    r = refresh(phone["refresh"])
    rotated = r.json().get("refresh", "") if r.status == 200 else ""
    c.check("reuse: a refresh rotates (200, a new refresh)", r.status == 200 and rotated,
            f"{r.status} {r.text[:200]}")
    c.exact("reuse: the rotated refresh presented again -> 401 blacklisted",
            refresh(phone["refresh"]), 401, BLACKLISTED)
    c.exact("  and the refresh that replaced it is revoked -> 401 blacklisted", refresh(rotated),
            401, BLACKLISTED)
    c.exact("  and the user's other sessions' refresh tokens are revoked -> 401 blacklisted",
            refresh(laptop["refresh"]), 401, BLACKLISTED)
    c.check("  the access tokens already given live out their minutes (users/me/ 200)",
            http("GET", f"{api}/v1/auth/users/me/", token=laptop["access"]).status == 200,
            "refused")
    again = sign_in()
    c.check("  signing in again works, and its refresh rotates",
            refresh(again["refresh"]).status == 200, "refused")

    tablet, desk = sign_in(), sign_in()
    c.exact("reuse: a refresh revoked by sign-out (jwt/blacklist/) -> 200 {}",
            http("POST", f"{api}/v1/auth/jwt/blacklist/", body={"refresh": tablet["refresh"]}),
            200, {})
    c.exact("  presented again to jwt/refresh/ -> 401 blacklisted", refresh(tablet["refresh"]),
            401, BLACKLISTED)
    c.exact("  and the user's other refresh tokens are revoked too", refresh(desk["refresh"]),
            401, BLACKLISTED)

    other = sign_in()
    stranger = f"{api}/v1/auth/jwt/refresh/"
    forged = other["refresh"][:-4] + ("AAAA" if not other["refresh"].endswith("AAAA") else "BBBB")
    http("POST", stranger, body={"refresh": forged})
    c.check("reuse: a refresh with a bad signature changes nothing (the live one still rotates)",
            refresh(other["refresh"]).status == 200, "refused")
