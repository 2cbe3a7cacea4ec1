#!/usr/bin/python3
"""Check a running e2e server against the contract its README records, row by row.

    /usr/bin/python3 tests/e2e/server/verify_contract.py [--api URL] [--outbox DIR] [--wait S]
        [--firebase-certs FILE --firebase-project ID] [--private-api URL --guide-word WORD]
        [--emulator-api URL] [--throttled-api URL] [--legacy-api URL]

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
  --emulator-api URL   a server with FIREBASE_AUTH_EMULATOR_HOST set (project as above)
  --throttled-api URL  a server with a low THROTTLE_AUTH_RATE (e.g. 3/min); run last on it
  --legacy-api URL     a server with LEGACY_AUTH=1
"""

import argparse
import base64
import datetime
import hashlib
import hmac
import json
import os
import re
import struct
import sys
import time
import urllib.error
import urllib.request
import uuid
import zlib
from pathlib import Path

HERE = Path(__file__).resolve().parent

# --------------------------------------------------------------------------- exact bodies
NOT_PROVIDED = {"detail": "Authentication credentials were not provided."}
NO_PERMISSION = {"detail": "You do not have permission to perform this action."}
NO_ACCOUNT = {"detail": "No active account found with the given credentials"}
TOKEN_INVALID = {"detail": "Token is invalid or expired", "code": "token_not_valid"}
TOKEN_WRONG_TYPE = {"detail": "Token has wrong type", "code": "token_not_valid"}
BLACKLISTED = {"detail": "Token is blacklisted", "code": "token_not_valid"}
GOOGLE_REFUSED = {"detail": "The Google sign-in could not be verified."}
WRONG_WORD = {"detail": "The guide's word is missing or wrong."}
BAD_PICTURE_SIG = {"detail": "The picture's signature is missing or wrong."}


def bad_header_token(message):
    return {
        "detail": "Given token not valid for any token type",
        "code": "token_not_valid",
        "messages": [{"token_class": "AccessToken", "token_type": "access", "message": message}],
    }


GARBAGE_BEARER = bad_header_token("Token is invalid or expired")
REFRESH_AS_BEARER = bad_header_token("Token has wrong type")
REQUIRED = ["This field is required."]
MISMATCH = {"non_field_errors": ["The two password fields didn't match."]}
BAD_UID = {"uid": ["Invalid user id or user doesn't exist."]}
BAD_TOKEN = {"token": ["Invalid token for given user."]}
STALE = {"detail": "Stale token for given user."}
BAD_EMAIL = {"email": ["Enter a valid email address."]}
NOT_AN_IMAGE = {
    "image": [
        "Upload a valid image. The file you uploaded was either not an image or a corrupted image."
    ]
}
SEEDED_USERS = [
    {"id": 1, "email": "admin@example.com", "username": "admin@example.com",
     "first_name": "Ada", "last_name": "Admin"},
    {"id": 2, "email": "reader@example.com", "username": "reader@example.com",
     "first_name": "Rita", "last_name": "Reader"},
    {"id": 3, "email": "pending@example.com", "username": "pending@example.com",
     "first_name": "Pat", "last_name": "Pending"},
]
ADMIN = ("admin@example.com", "Negril-Admin-2026")
READER = ("reader@example.com", "Seven-Mile-Beach-26")
PENDING = ("pending@example.com", "Pending-Account-26")
CATEGORIES = [
    "Food & Drink", "Negril Experiences", "Bars & Nightlife", "Beach Destinations",
    "On the Water", "Tours & Sightseeing", "Spas & Wellness", "Sports", "Shopping",
    "Around the Island",
]
PRESS_KEYS = ["id", "title", "publication", "url", "date", "image"]
GUIDE_KEYS = ["id", "name", "category", "sub_category", "description", "website", "location",
              "image", "latitude", "longitude", "opening_hours", "hours_exceptions",
              "price_level", "phone", "booking_url"]
SEEDED_GUIDES = 17  # ids 1..17
WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
NOT_FOUND = {"detail": "Not found."}
BOTH_OR_NEITHER = ["Give both latitude and longitude, or neither."]


def clock(text):
    """ "HH:MM" (00:00..24:00) as minutes, else None."""
    if not (isinstance(text, str) and re.fullmatch(r"\d\d:\d\d", text)):
        return None
    minutes = int(text[:2]) * 60 + int(text[3:])
    return minutes if int(text[3:]) < 60 and minutes <= 1440 else None


def valid_hours(hours):
    """null, or {day: [[open, close], ...]} with days mon..sun and HH:MM times."""
    return hours is None or (isinstance(hours, dict) and set(hours) <= set(WEEKDAYS) and all(
        isinstance(spans, list) and all(
            isinstance(span, list) and len(span) == 2
            and None not in (clock(span[0]), clock(span[1])) for span in spans)
        for spans in hours.values()))


def valid_exceptions(exceptions):
    """null, or {"YYYY-MM-DD": [[open, close], ...]} with HH:MM times, in date order."""
    return exceptions is None or (
        isinstance(exceptions, dict) and list(exceptions) == sorted(exceptions) and all(
            re.fullmatch(r"\d{4}-\d{2}-\d{2}", date) and isinstance(spans, list) and all(
                isinstance(span, list) and len(span) == 2
                and None not in (clock(span[0]), clock(span[1])) for span in spans)
            for date, spans in exceptions.items()))


def number(value):
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def valid_trip_fields(g):
    """The trip planner's fields of one guide, typed as the contract says."""
    lat, lng = g["latitude"], g["longitude"]
    return (((lat is None and lng is None)
             or (number(lat) and number(lng) and -90 <= lat <= 90 and -180 <= lng <= 180))
            and valid_hours(g["opening_hours"])
            and valid_exceptions(g["hours_exceptions"])
            and (g["price_level"] is None or g["price_level"] in (1, 2, 3, 4))
            and isinstance(g["phone"], str) and isinstance(g["booking_url"], str))


def passes_midnight(hours):
    return any(clock(close) <= clock(open_) for spans in (hours or {}).values()
               for open_, close in spans)


def closed_day(hours):
    return hours is not None and any(not hours.get(day) for day in WEEKDAYS)


def open_all_day(hours):
    return hours is not None and all(hours.get(day) == [["00:00", "24:00"]] for day in WEEKDAYS)


# --------------------------------------------------------------------------- HTTP
class Response:
    def __init__(self, status, headers, body):
        self.status, self.headers, self.body = status, headers, body

    @property
    def text(self):
        return self.body.decode("utf-8", "replace")

    def json(self):
        return json.loads(self.body)


class NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args, **kwargs):
        return None  # report 301s as they are


OPENER = urllib.request.build_opener(NoRedirect)


def http(method, url, *, body=None, token=None, auth=None, headers=None, form=None):
    """One request; `body` is sent as JSON, `form` as multipart; never raises on 4xx/5xx."""
    head = dict(headers or {})
    data = None
    if body is not None:
        data = json.dumps(body).encode()
        head["Content-Type"] = "application/json"
    if form is not None:
        data, head["Content-Type"] = multipart(form)
    if token:
        head["Authorization"] = f"Bearer {token}"
    if auth:
        head["Authorization"] = auth
    request = urllib.request.Request(url, data=data, method=method, headers=head)
    try:
        with OPENER.open(request, timeout=20) as response:
            return Response(response.status, response.headers, response.read())
    except urllib.error.HTTPError as error:
        return Response(error.code, error.headers, error.read())


def multipart(fields):
    """fields: {name: str | (filename, bytes, content_type)} -> (body, content type)."""
    boundary = uuid.uuid4().hex
    out = b""
    for name, value in fields.items():
        out += f"--{boundary}\r\n".encode()
        if isinstance(value, tuple):
            filename, content, ctype = value
            out += (
                f'Content-Disposition: form-data; name="{name}"; filename="{filename}"\r\n'
                f"Content-Type: {ctype}\r\n\r\n"
            ).encode() + content + b"\r\n"
        else:
            out += f'Content-Disposition: form-data; name="{name}"\r\n\r\n{value}\r\n'.encode()
    out += f"--{boundary}--\r\n".encode()
    return out, f"multipart/form-data; boundary={boundary}"


def tiny_png(width=4, height=3, rgb=(0, 128, 128)):
    """A valid PNG made with zlib (Pillow on the server must accept it)."""

    def chunk(kind, data):
        return (struct.pack(">I", len(data)) + kind + data
                + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))

    raw = b"".join(b"\x00" + bytes(rgb) * width for _ in range(height))
    return (b"\x89PNG\r\n\x1a\n"
            + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))


def b64url(data):
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def jwt_payload(token):
    part = token.split(".")[1]
    return json.loads(base64.urlsafe_b64decode(part + "=" * (-len(part) % 4)))


def forged_expired_access(user_id, key):
    """A correctly signed (with the server's default key) access token that expired."""
    now = int(time.time())
    header = b64url(json.dumps({"typ": "JWT", "alg": "HS256"}).encode())
    payload = b64url(json.dumps({"token_type": "access", "exp": now - 60, "iat": now - 360,
                                 "jti": uuid.uuid4().hex, "user_id": user_id}).encode())
    signature = hmac.new(key.encode(), f"{header}.{payload}".encode(), hashlib.sha256).digest()
    return f"{header}.{payload}.{b64url(signature)}"


def throttled(seconds):
    """DRF's 429 body (its wording turns singular at 1 s)."""
    unit = "second" if seconds == 1 else "seconds"
    return {"detail": f"Request was throttled. Expected available in {seconds} {unit}."}


class GoogleTokens:
    """Firebase ID tokens as Google would sign them, with keys made here: the certificates of
    the published ones are written where the server reads Google's certificate set."""

    def __init__(self, certs_file, project):
        # Imported here: only these checks need more than the standard library.
        from cryptography import x509
        from cryptography.hazmat.primitives import hashes, serialization
        from cryptography.hazmat.primitives.asymmetric import padding, rsa
        from cryptography.x509.oid import NameOID

        self.project = project
        self.sha256, self.padding = hashes.SHA256, padding.PKCS1v15
        # "verify-1" and "verify-2" are published; "stranger" is not (a forger's key).
        self.keys = {kid: rsa.generate_private_key(public_exponent=65537, key_size=2048)
                     for kid in ("verify-1", "verify-2", "stranger")}
        name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "securetoken.verify")])
        now = time.time()
        certs = {}
        for kid in ("verify-1", "verify-2"):
            key = self.keys[kid]
            cert = (x509.CertificateBuilder().subject_name(name).issuer_name(name)
                    .public_key(key.public_key()).serial_number(x509.random_serial_number())
                    .not_valid_before(datetime_utc(now - 86400))
                    .not_valid_after(datetime_utc(now + 86400))
                    .sign(key, hashes.SHA256()))
            certs[kid] = cert.public_bytes(serialization.Encoding.PEM).decode()
        self.certs = certs
        path = Path(certs_file)
        path.parent.mkdir(parents=True, exist_ok=True)
        part = path.with_name(path.name + ".part")
        part.write_text(json.dumps(certs))
        part.replace(path)  # the server may read it any time: never half written

    def claims(self, address, name="Gloria Campbell", **changes):
        """Google's claims for `address`; a change to None drops that claim."""
        now = int(time.time())
        uid = "g" + hashlib.sha1(address.encode()).hexdigest()[:27]
        claims = {"name": name, "iss": f"https://securetoken.google.com/{self.project}",
                  "aud": self.project, "auth_time": now, "user_id": uid, "sub": uid,
                  "iat": now, "exp": now + 3600, "email": address, "email_verified": True,
                  "firebase": {"identities": {"google.com": [uid[1:]], "email": [address]},
                               "sign_in_provider": "google.com"}}
        claims.update(changes)
        return {k: v for k, v in claims.items() if v is not None}

    def signed(self, claims, kid="verify-1", key=None):
        head = b64url(json.dumps({"alg": "RS256", "kid": kid, "typ": "JWT"}).encode())
        body = b64url(json.dumps(claims).encode())
        signer = self.keys[key or kid]
        signature = signer.sign(f"{head}.{body}".encode(), self.padding(), self.sha256())
        return f"{head}.{body}.{b64url(signature)}"

    def hs256_with_certificate(self, claims):
        """An old trick: HS256 "signed" with the public certificate as the shared secret."""
        head = b64url(json.dumps({"alg": "HS256", "kid": "verify-1", "typ": "JWT"}).encode())
        body = b64url(json.dumps(claims).encode())
        mac = hmac.new(self.certs["verify-1"].encode(), f"{head}.{body}".encode(), hashlib.sha256)
        return f"{head}.{body}.{b64url(mac.digest())}"


def unsigned(claims):
    """What the Firebase Auth emulator hands out: alg none, no signature."""
    head = b64url(json.dumps({"alg": "none", "typ": "JWT"}).encode())
    return f"{head}.{b64url(json.dumps(claims).encode())}."


def datetime_utc(seconds):
    return datetime.datetime.fromtimestamp(seconds, datetime.timezone.utc)


def compact(value):
    """How DRF's JSONRenderer writes a value (compact, key order kept)."""
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


# --------------------------------------------------------------------------- checks
class Checker:
    def __init__(self):
        self.passed = 0
        self.failed = 0

    def check(self, name, ok, detail=""):
        if ok:
            self.passed += 1
            print(f"PASS  {name}", flush=True)
        else:
            self.failed += 1
            print(f"FAIL  {name}: {detail}", flush=True)
        return ok

    def exact(self, name, response, status, body=None, *, empty=False):
        """Status and, when given, the exact body text (key order included)."""
        problems = []
        if response.status != status:
            problems.append(f"status {response.status} != {status}")
        if empty and response.body:
            problems.append(f"body not empty: {response.text[:200]!r}")
        if body is not None and response.text != compact(body):
            problems.append(f"body {response.text[:400]} != {compact(body)}")
        return self.check(name, not problems, "; ".join(problems))

    def shape(self, name, response, status, test, describe):
        """Status, and a predicate over the parsed JSON body."""
        try:
            data = response.json()
            ok = response.status == status and test(data)
        except (ValueError, KeyError, TypeError, IndexError) as error:
            data, ok = f"<{error}>", False
        return self.check(
            name, ok, f"status {response.status} (want {status}), body {response.text[:400]}"
            f" (want {describe})")


class Outbox:
    def __init__(self, folder):
        self.folder = Path(folder)

    def messages(self):
        if not self.folder.is_dir():
            return []
        found = []
        for path in sorted(self.folder.glob("[0-9][0-9][0-9][0-9]-*.json")):
            try:
                found.append(json.loads(path.read_text("utf-8")))
            except ValueError:
                pass
        return found

    def latest(self, to, kind, after=0, timeout=5.0):
        deadline = time.time() + timeout
        while True:
            mails = [m for m in self.messages()
                     if m["id"] > after and to in m["to"] and m["kind"] == kind]
            if mails or time.time() > deadline:
                return mails[-1] if mails else None
            time.sleep(0.1)

    def last_id(self):
        return max((m["id"] for m in self.messages()), default=0)


def wait_for(api, seconds):
    deadline = time.time() + seconds
    while True:
        try:
            if http("GET", f"{api}/press/").status == 200:
                return True
        except OSError as error:
            if time.time() > deadline:
                print(f"server not reachable at {api}: {error}", file=sys.stderr)
                return False
        if time.time() > deadline:
            print(f"server at {api} does not answer 200 on press/", file=sys.stderr)
            return False
        time.sleep(0.3)


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
    r = POST("v1/auth/jwt/refresh/", body={"refresh": reader["refresh"]})
    c.shape("POST jwt/refresh/ OK -> 200 {access, refresh}: a new refresh (rotation)", r, 200,
            lambda d: list(d) == ["access", "refresh"] and d["refresh"] != reader["refresh"]
            and jwt_payload(d["refresh"])["token_type"] == "refresh",
            '{"access":"<jwt>","refresh":"<another refresh jwt>"}')
    rotated = r.json()["refresh"] if r.status == 200 else ""
    c.exact("POST jwt/refresh/ with the refresh it replaced -> 401 blacklisted",
            POST("v1/auth/jwt/refresh/", body={"refresh": reader["refresh"]}), 401, BLACKLISTED)
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
    else:
        print("SKIP  LEGACY_AUTH (give --legacy-api of a server with LEGACY_AUTH=1)")
    if args.throttled_api:
        check_throttled(c, args.throttled_api.rstrip("/"))
    else:
        print("SKIP  throttling (give --throttled-api of a server with a low THROTTLE_AUTH_RATE)")

    total = c.passed + c.failed
    print(f"{total} checks: {c.passed} passed, {c.failed} failed")
    return 1 if c.failed else 0


def check_google(c, POST, GET, google, tag, staff_token, registration):
    """firebase/ with tokens signed by keys the server takes for Google's."""
    email = f"google-{tag}@example.com"

    def sign_in(id_token, **kw):
        return POST("v1/auth/firebase/", body={"id_token": id_token}, **kw)

    def users_with(address):
        r = GET("users/all", token=staff_token)
        return [u for u in r.json() if u["email"] == address] if r.status == 200 else None

    r = sign_in(google.signed(google.claims(email, name="Gloria  Mae Campbell")))
    c.shape("POST firebase/ a good Google token, new email -> 200 {refresh,access}", r, 200,
            lambda d: list(d) == ["refresh", "access"]
            and all(v.count(".") == 2 for v in d.values()), '{"refresh":"<jwt>","access":"<jwt>"}')
    first = r.json() if r.status == 200 else {"access": "", "refresh": ""}
    me = GET("v1/auth/users/me/", token=first["access"])
    c.shape("  its access works on users/me/: the new account, names from the token's name", me,
            200, lambda d: d["email"] == email and d["username"] == email
            and d["first_name"] == "Gloria" and d["last_name"] == "Mae Campbell",
            f'{{"username":"{email}","first_name":"Gloria","last_name":"Mae Campbell",...}}')
    c.shape("  its refresh works on jwt/refresh/",
            POST("v1/auth/jwt/refresh/", body={"refresh": first["refresh"]}), 200,
            lambda d: list(d) == ["access", "refresh"], '{"access","refresh"}')
    c.exact("  the new account has no usable password (jwt/create/ refuses one)",
            POST("v1/auth/jwt/create/", body={"email": email, "password": "Any-Password-1"}),
            401, NO_ACCOUNT)
    r = sign_in(google.signed(google.claims(email, name="Someone Else"), kid="verify-2"))
    again = GET("v1/auth/users/me/", token=r.json().get("access", "")) if r.status == 200 else r
    c.check("POST firebase/ the same email again (other key) -> 200, the same account, names kept",
            r.status == 200 and me.status == 200 and again.status == 200
            and again.json() == me.json(), f"{r.status} {again.text[:200]}")
    c.check("  one account for that email (users/all)", len(users_with(email) or []) == 1,
            f"{users_with(email)}")
    upper = email.upper().replace("@EXAMPLE.COM", "@example.com")
    r = sign_in(google.signed(google.claims(upper)))
    c.check("POST firebase/ the same email in capitals -> 200, the same account",
            r.status == 200 and GET("v1/auth/users/me/", token=r.json()["access"]).json()["id"]
            == me.json().get("id"), f"{r.status} {r.text[:200]}")

    # An account registered with a password and never activated: Google verified the address.
    waiting = f"google-waiting-{tag}@example.com"
    password = f"Waiting-Negril-{tag}"
    r = POST("v1/auth/users/", body=registration(email=waiting, username=waiting,
                                                  password=password, re_password=password))
    waiting_id = r.json().get("id") if r.status == 201 else None
    r = sign_in(google.signed(google.claims(waiting, name="Wes Waiting")))
    c.check("POST firebase/ for a registered, inactive account -> 200, that account",
            r.status == 200 and waiting_id is not None
            and GET("v1/auth/users/me/", token=r.json()["access"]).json()["id"] == waiting_id,
            f"{r.status} {r.text[:200]} (registered id {waiting_id})")
    c.shape("  it is active now: its password signs in on jwt/create/",
            POST("v1/auth/jwt/create/", body={"email": waiting, "password": password}), 200,
            lambda d: "access" in d, "tokens")
    c.shape("POST firebase/ ignores a garbage bearer -> 200",
            sign_in(google.signed(google.claims(email)), token="garbage"), 200,
            lambda d: "access" in d, "tokens")

    now = int(time.time())
    stranger = f"stranger-{tag}@example.com"
    for label, token in [
        ("expired", google.signed(google.claims(stranger, iat=now - 7200, exp=now - 60))),
        ("for another project (aud)", google.signed(google.claims(stranger, aud="other-project"))),
        ("from another issuer", google.signed(google.claims(
            stranger, iss="https://accounts.google.com"))),
        ("issued in the future", google.signed(google.claims(stranger, iat=now + 600))),
        ("signed by a key Google does not publish", google.signed(
            google.claims(stranger), kid="verify-1", key="stranger")),
        ("altered after signing", altered(google.signed(google.claims(stranger)),
                                          email=f"admin-{tag}@example.com")),
        ("with an unknown kid", google.signed(google.claims(stranger), kid="stranger")),
        ("HS256 with the certificate as secret", google.hs256_with_certificate(
            google.claims(stranger))),
        ("with an unverified email", google.signed(google.claims(stranger,
                                                                 email_verified=False))),
        ("without an email", google.signed(google.claims(stranger, email=None))),
        ("without sub", google.signed(google.claims(stranger, sub=None))),
        ("without exp", google.signed(google.claims(stranger, exp=None))),
        ("unsigned (the emulator's) on a server not set up for it", unsigned(
            google.claims(stranger))),
    ]:
        c.exact(f"POST firebase/ a token {label} -> 401", sign_in(token), 401, GOOGLE_REFUSED)
    c.check("  none of those made an account", users_with(stranger) == [],
            f"{users_with(stranger)}")


def altered(token, **changes):
    """The token with its payload changed and the signature kept."""
    head, body, signature = token.split(".")
    return ".".join([head, b64url(json.dumps(dict(jwt_payload(token), **changes)).encode()),
                     signature])


def check_private(c, api, word):
    """A server with GUIDE_WORD set: the guide needs the word, its pictures a signature."""
    print(f"checking private mode on {api}")

    def get(path, **kw):
        return http("GET", f"{api}/{path}", **kw)

    with_word = {"X-Guide-Word": word}
    c.exact("private: GET negril_guide/ without the word -> 403", get("negril_guide/"), 403,
            WRONG_WORD)
    c.exact("private: GET negril_guide/ with a wrong word -> 403",
            get("negril_guide/", headers={"X-Guide-Word": word + "x"}), 403, WRONG_WORD)
    c.exact("private: GET negril_guide/1/ without the word -> 403", get("negril_guide/1/"), 403,
            WRONG_WORD)
    c.exact("private: GET negril_guide/<unknown id>/ without the word -> 403 (no 404 hint)",
            get("negril_guide/999999/"), 403, WRONG_WORD)
    r = get("negril_guide/", headers=with_word)
    signed_re = r"https?://[^?]+/api/media/negril_guide/[^?/]+\?sig=[0-9a-f]{64}"
    c.shape("private: GET negril_guide/ with the word -> 200, pictures' URLs signed", r, 200,
            lambda d: len(d) >= 8 and all(list(g) == GUIDE_KEYS for g in d)
            and any(g["image"] for g in d)
            and all(re.fullmatch(signed_re, g["image"]) for g in d if g["image"]),
            f"guides, images matching {signed_re}")
    guides = r.json() if r.status == 200 else []
    c.shape("private: GET negril_guide/1/ with the word -> 200",
            get("negril_guide/1/", headers=with_word), 200, lambda d: d["id"] == 1, "guide 1")
    pictured = next((g for g in guides if g["image"]), None)
    if pictured:
        signed = pictured["image"]
        bare = signed.split("?")[0]
        img = http("GET", signed)
        c.check("private: a guide picture with its signature -> 200 image/png",
                img.status == 200 and img.body.startswith(b"\x89PNG"), f"{img.status}")
        c.exact("private: a guide picture without a signature -> 403", http("GET", bare), 403,
                BAD_PICTURE_SIG)
        c.exact("private: a guide picture with a wrong signature -> 403",
                http("GET", bare + "?sig=" + "0" * 64), 403, BAD_PICTURE_SIG)
        sneaky = bare.replace("/media/negril_guide/", "/media/press/../negril_guide/")
        c.exact("private: a guide picture by a path through press/.. -> 403",
                http("GET", sneaky), 403, BAD_PICTURE_SIG)
    presses = http("GET", f"{api}/press/").json()
    press_image = next((p["image"] for p in presses if p["image"]), None)
    c.check("private: press pictures stay public (no signature)",
            press_image and "?" not in press_image
            and http("GET", press_image).status == 200, f"{press_image}")

    reader = http("POST", f"{api}/v1/auth/jwt/create/",
                  body={"email": READER[0], "password": READER[1]}).json()
    c.exact("private: GET negril_guide/ signed in, not staff, without the word -> 403",
            get("negril_guide/", token=reader.get("access")), 403, WRONG_WORD)
    admin = http("POST", f"{api}/v1/auth/jwt/create/",
                 body={"email": ADMIN[0], "password": ADMIN[1]}).json()
    c.shape("private: GET negril_guide/ as staff without the word -> 200", get(
        "negril_guide/", token=admin.get("access")), 200, lambda d: len(d) >= 8, "the guides")
    png = tiny_png(rgb=(250, 200, 0))
    r = http("POST", f"{api}/negril_guide/", token=admin.get("access"),
             form={"name": "Private Verify", "image": ("private.png", png, "image/png")})
    c.shape("private: POST negril_guide/ as staff, no word -> 201, picture URL signed", r, 201,
            lambda d: re.fullmatch(signed_re, d["image"]), f"image matching {signed_re}")
    if r.status == 201:
        made = r.json()
        c.check("private: the new picture by its signed URL -> 200, same bytes",
                http("GET", made["image"]).body == png, "other bytes")
        c.shape("private: PATCH negril_guide/<id>/ as staff, no word -> 200",
                http("PATCH", f"{api}/negril_guide/{made['id']}/", token=admin.get("access"),
                     body={"phone": "+1 876 957 1111"}), 200,
                lambda d: d["phone"] == "+1 876 957 1111", "the edited guide")
        c.exact("private: DELETE negril_guide/<id>/ as staff, no word -> 204",
                http("DELETE", f"{api}/negril_guide/{made['id']}/", token=admin.get("access")),
                204, empty=True)
    c.exact("private: POST negril_guide/ with the word but no token -> 401",
            http("POST", f"{api}/negril_guide/", headers=with_word, form={"name": "x"}), 401,
            NOT_PROVIDED)


def check_emulator(c, api, project):
    """A server set up for the Firebase Auth emulator takes its unsigned tokens, checked alike."""
    print(f"checking the emulator's tokens on {api}")
    email = f"emulated-{uuid.uuid4().hex[:8]}@example.com"
    now = int(time.time())
    claims = {"name": "Emma Lator", "email": email, "email_verified": True,
              "auth_time": now, "user_id": "emu1", "iat": now, "exp": now + 3600,
              "aud": project, "iss": f"https://securetoken.google.com/{project}", "sub": "emu1"}
    r = http("POST", f"{api}/v1/auth/firebase/", body={"id_token": unsigned(claims)})
    c.shape("emulator: POST firebase/ an unsigned emulator token -> 200 {refresh,access}", r, 200,
            lambda d: list(d) == ["refresh", "access"], '{"refresh","access"}')
    for label, changes in [
        ("for another project", {"aud": "other-project"}),
        ("from another issuer", {"iss": "https://securetoken.google.com/other-project"}),
        ("expired", {"iat": now - 7200, "exp": now - 60}),
        ("with an unverified email", {"email_verified": False}),
        ("without an email", {"email": None}),
    ]:
        token = unsigned({k: v for k, v in dict(claims, **changes).items() if v is not None})
        c.exact(f"emulator: POST firebase/ an unsigned token {label} -> 401",
                http("POST", f"{api}/v1/auth/firebase/", body={"id_token": token}), 401,
                GOOGLE_REFUSED)


def check_legacy(c, api):
    """LEGACY_AUTH=1: the auth as the server had it before (the site's fallback paths)."""
    print(f"checking LEGACY_AUTH on {api}")
    r = http("POST", f"{api}/v1/auth/firebase/", body={"id_token": "x"})
    c.check("legacy: POST firebase/ -> 404 HTML (no such route)", r.status == 404
            and r.headers.get("Content-Type", "").startswith("text/html"), f"{r.status}")
    r = http("GET", f"{api}/users/all")
    c.shape("legacy: GET users/all anonymous -> 200, every account", r, 200,
            lambda d: d[:3] == SEEDED_USERS, compact(SEEDED_USERS))
    tokens = http("POST", f"{api}/v1/auth/jwt/create/",
                  body={"email": READER[0], "password": READER[1]}).json()
    refresh = tokens.get("refresh", "")
    c.shape("legacy: POST jwt/refresh/ -> 200 {access} only (no rotation)",
            http("POST", f"{api}/v1/auth/jwt/refresh/", body={"refresh": refresh}), 200,
            lambda d: list(d) == ["access"], '{"access":"<jwt>"}')
    c.shape("legacy: the same refresh again -> 200",
            http("POST", f"{api}/v1/auth/jwt/refresh/", body={"refresh": refresh}), 200,
            lambda d: list(d) == ["access"], '{"access":"<jwt>"}')
    r = http("POST", f"{api}/v1/auth/jwt/blacklist/", body={"refresh": refresh})
    c.check("legacy: POST jwt/blacklist/ -> 404 (no such route)", r.status == 404, f"{r.status}")


def check_throttled(c, api):
    """A server with a low THROTTLE_AUTH_RATE: each limited endpoint answers DRF's 429 once a
    client has used its rate; empty bodies (400s, no password hashing) count as much."""
    print(f"checking throttling on {api}")
    for path in ("v1/auth/jwt/create/", "v1/auth/firebase/", "v1/auth/users/reset_password/"):
        answers = [http("POST", f"{api}/{path}", body={}) for _ in range(2)]
        while answers[-1].status == 400 and len(answers) < 30:
            answers.append(http("POST", f"{api}/{path}", body={}))
        last = answers[-1]
        wait = last.headers.get("Retry-After", "")
        seconds = int(wait) if wait.isdigit() else -1
        c.exact(f"POST {path.replace('v1/auth/', '')} past the rate -> 429, Retry-After: N",
                last, 429, throttled(seconds))
        c.check("  Retry-After within the minute", 0 < seconds <= 60, f"Retry-After {wait!r}")
    # A site on another origin reads the wait only if CORS exposes the header.
    crossed = http("POST", f"{api}/v1/auth/jwt/create/", body={},
                   headers={"Origin": "https://site.example"})
    exposed = crossed.headers.get("Access-Control-Expose-Headers", "")
    c.check("throttled: a cross-origin 429 exposes Retry-After",
            crossed.status == 429 and "retry-after" in exposed.lower(),
            f"{crossed.status}, Access-Control-Expose-Headers {exposed!r}")
    c.shape("throttled: other auth endpoints go on (jwt/verify/ -> 401, not 429)",
            http("POST", f"{api}/v1/auth/jwt/verify/", body={"token": "garbage"}), 401,
            lambda d: d == TOKEN_INVALID, compact(TOKEN_INVALID))
    c.exact("throttled: POST users/reset_password/ with a garbage bearer -> 401 still (sign-in "
            "is checked first)", http("POST", f"{api}/v1/auth/users/reset_password/",
                                      body={"email": READER[0]}, token="garbage"), 401,
            GARBAGE_BEARER)


if __name__ == "__main__":
    sys.exit(main())
