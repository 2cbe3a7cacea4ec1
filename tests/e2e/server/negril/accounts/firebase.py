"""Checking a Firebase ID token ("Continue with Google") the way Firebase's Admin SDK does.

A token is good when it is signed RS256 by one of Google's published keys (its `kid` header names
the key), is for this server's Firebase project (`aud`, and `iss`
https://securetoken.google.com/<project>), has not expired, was not issued in the future, names
a user (`sub`), carries an email that Google verified, and was given by Google's sign-in
(`firebase.sign_in_provider` = `google.com`).
"""

import json
import logging
import re
import threading
import time
import urllib.request

import jwt
from cryptography.x509 import load_pem_x509_certificate
from django.conf import settings

log = logging.getLogger("negril")


class InvalidToken(Exception):
    """The token is not a good Firebase ID token for this project (the reason is logged only)."""


class KeysUnavailable(Exception):
    """Google's keys could not be fetched, and none were kept from before."""


class _Keys:
    """Google's public keys by `kid`, kept as long as the answer's Cache-Control max-age says.

    A file:// URL (tests) has no Cache-Control, so it is read on every check.
    """

    def __init__(self):
        self.lock = threading.Lock()
        self.url = None
        self.keys = {}
        self.expires = 0.0

    def get(self, url):
        with self.lock:
            if url == self.url and time.time() < self.expires:
                return self.keys
            try:
                keys, max_age = self.fetch(url)
            except Exception as error:  # network, HTTP, JSON or certificate problems alike
                if url == self.url and self.keys:
                    # Google's keys change rarely; yesterday's set beats refusing every sign-in.
                    log.warning("firebase: could not refresh keys (%s); using the kept ones", error)
                    return self.keys
                raise KeysUnavailable(str(error)) from error
            self.url, self.keys, self.expires = url, keys, time.time() + max_age
            return keys

    @staticmethod
    def fetch(url):
        with urllib.request.urlopen(url, timeout=10) as answer:
            certs = json.loads(answer.read())
            match = re.search(r"max-age=(\d+)", answer.headers.get("Cache-Control") or "")
        keys = {
            kid: load_pem_x509_certificate(pem.encode()).public_key() for kid, pem in certs.items()
        }
        return keys, int(match.group(1)) if match else 0


KEYS = _Keys()


def verify_id_token(token):
    """The token's claims if it is a good Firebase ID token for this project, else InvalidToken."""
    project = settings.FIREBASE_PROJECT_ID
    issuer = f"https://securetoken.google.com/{project}"
    try:
        header = jwt.get_unverified_header(token)
    except jwt.InvalidTokenError as error:
        raise InvalidToken(f"not a JWT: {error}") from error
    algorithm = header.get("alg")
    try:
        if algorithm == "RS256":
            key = KEYS.get(settings.FIREBASE_CERTS_URL).get(header.get("kid"))
            if key is None:
                raise InvalidToken(f"no Google key has kid {header.get('kid')!r}")
            claims = jwt.decode(
                token,
                key,
                algorithms=["RS256"],
                audience=project,
                issuer=issuer,
                options={"require": ["exp", "iat", "sub", "aud", "iss"]},
            )
        elif algorithm == "none" and settings.FIREBASE_AUTH_EMULATOR_HOST:
            # The emulator signs nothing; its tokens are accepted only on a server set up for it.
            claims = jwt.decode(token, options={"verify_signature": False})
        else:
            raise InvalidToken(f"algorithm {algorithm!r} is not accepted")
    except jwt.InvalidTokenError as error:
        raise InvalidToken(str(error)) from error
    check_claims(claims, project, issuer)
    return claims


def check_claims(claims, project, issuer):
    """The checks every token gets, signed or not (PyJWT made most of them already on RS256)."""
    now = time.time()
    if not isinstance(claims, dict):
        raise InvalidToken("the payload is not an object")
    audience = claims.get("aud")
    if audience != project:
        raise InvalidToken(f"audience {audience!r} is not {project!r}")
    if claims.get("iss") != issuer:
        raise InvalidToken(f"issuer {claims.get('iss')!r} is not {issuer!r}")
    expires, issued = claims.get("exp"), claims.get("iat")
    if not isinstance(expires, (int, float)) or isinstance(expires, bool) or expires <= now:
        raise InvalidToken("expired, or no exp")
    if not isinstance(issued, (int, float)) or isinstance(issued, bool) or issued > now:
        raise InvalidToken("issued in the future, or no iat")
    subject = claims.get("sub")
    if not isinstance(subject, str) or not subject or len(subject) > 128:
        raise InvalidToken("no sub")
    email = claims.get("email")
    if not isinstance(email, str) or "@" not in email:
        raise InvalidToken("no email")
    if claims.get("email_verified") is not True:
        raise InvalidToken(f"{email} is not verified")
    # A Firebase project may also sign people in by email link or password; only Google's own
    # sign-in proves the address belongs to the person.
    provider = (claims.get("firebase") or {}).get("sign_in_provider") if isinstance(
        claims.get("firebase"), dict) else None
    if provider != "google.com":
        raise InvalidToken(f"sign_in_provider {provider!r} is not 'google.com'")


def delete_users_with_email(email):
    """Deletes the Firebase Auth users with this email (each "Continue with Google" made or
    updated one: uid, email, name, photo), as the Admin SDK's `get_user_by_email` and
    `delete_user` do, through the Identity Toolkit's admin API. Returns how many were deleted, or
    None when it could not be done (logged; the account's own deletion goes on).

    This server reaches that API only on the Auth emulator (`FIREBASE_AUTH_EMULATOR_HOST`, which
    takes `Bearer owner` as an admin's credentials). Against Google, a product server does the
    same with the Admin SDK and a service account's credentials, which this one does not have.
    """
    project, host = settings.FIREBASE_PROJECT_ID, settings.FIREBASE_AUTH_EMULATOR_HOST
    if not project:
        return 0  # no Google sign-in here: no Firebase user was ever made
    if not host:
        log.warning("firebase: the Firebase user of a deleted account is left (no Admin SDK here)")
        return None
    base = f"http://{host}/identitytoolkit.googleapis.com/v1/projects/{project}"

    def call(method, body):
        request = urllib.request.Request(
            f"{base}/{method}",
            data=json.dumps(body).encode(),
            headers={"Authorization": "Bearer owner", "Content-Type": "application/json"},
            method="POST",
        )
        with urllib.request.urlopen(request, timeout=5) as answer:
            return json.loads(answer.read() or b"{}")

    try:
        users = call("accounts:lookup", {"email": [email]}).get("users", [])
        for user in users:
            call("accounts:delete", {"localId": user["localId"]})
    except (OSError, ValueError, KeyError) as error:
        log.error("firebase: the Firebase user of a deleted account could not be deleted: %s", error)
        return None
    return len(users)
