"""Requests to the server and how a check is reported (standard library only)."""

import base64
import datetime
import hashlib
import hmac
import json
import struct
import sys
import time
import urllib.error
import urllib.request
import uuid
import zlib
from pathlib import Path


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


def at(api, method):
    """A function sending `method` requests to paths under `api`: at(api, "GET")("press/")."""
    def send(path, **kw):
        return http(method, f"{api}/{path}", **kw)
    return send


def login(api, email, password):
    """The tokens of a sign-in (jwt/create/): {"refresh", "access"}, or {} if refused."""
    response = http("POST", f"{api}/v1/auth/jwt/create/",
                    body={"email": email, "password": password})
    return response.json() if response.status == 200 else {}


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
