"""Google sign-in (firebase/): its answers to no or a malformed token, tokens signed like
Google's, and the emulator's unsigned ones."""

import hashlib
import hmac
import json
import time
import uuid
from pathlib import Path

from contract.plumbing.bodies import (
    GOOGLE_REFUSED,
    NO_ACCOUNT,
    REQUIRED,
)
from contract.plumbing.client import (
    at,
    b64url,
    datetime_utc,
    http,
    jwt_payload,
)


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
    c.exact("  it is active now, but the password chosen at registration no longer signs in "
            "(whoever registered the address may not own it)",
            POST("v1/auth/jwt/create/", body={"email": waiting, "password": password}), 401,
            NO_ACCOUNT)
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



def check_emulator(c, api, project):
    """A server set up for the Firebase Auth emulator takes its unsigned tokens, checked alike."""
    print(f"checking the emulator's tokens on {api}")
    email = f"emulated-{uuid.uuid4().hex[:8]}@example.com"
    now = int(time.time())
    claims = {"name": "Emma Lator", "email": email, "email_verified": True,
              "auth_time": now, "user_id": "emu1", "iat": now, "exp": now + 3600,
              "aud": project, "iss": f"https://securetoken.google.com/{project}", "sub": "emu1",
              "firebase": {"identities": {"google.com": ["1"], "email": [email]},
                           "sign_in_provider": "google.com"}}
    r = http("POST", f"{api}/v1/auth/firebase/", body={"id_token": unsigned(claims)})
    c.shape("emulator: POST firebase/ an unsigned emulator token -> 200 {refresh,access}", r, 200,
            lambda d: list(d) == ["refresh", "access"], '{"refresh","access"}')
    for label, changes in [
        ("for another project", {"aud": "other-project"}),
        ("from another issuer", {"iss": "https://securetoken.google.com/other-project"}),
        ("expired", {"iat": now - 7200, "exp": now - 60}),
        ("with an unverified email", {"email_verified": False}),
        ("without an email", {"email": None}),
        ("signed in by password", {"firebase": {"sign_in_provider": "password"}}),
    ]:
        token = unsigned({k: v for k, v in dict(claims, **changes).items() if v is not None})
        c.exact(f"emulator: POST firebase/ an unsigned token {label} -> 401",
                http("POST", f"{api}/v1/auth/firebase/", body={"id_token": token}), 401,
                GOOGLE_REFUSED)
    staff = unsigned(dict(claims, email="admin@example.com", sub="emu-admin", user_id="emu-admin"))
    r = http("POST", f"{api}/v1/auth/firebase/", body={"id_token": staff})
    c.shape("emulator: POST firebase/ for a staff account with GOOGLE_SIGN_IN_STAFF=1 -> 200", r,
            200, lambda d: list(d) == ["refresh", "access"], '{"refresh","access"}')


def check_firebase_endpoint(c, api, project):
    """firebase/'s answers to no or a malformed token: 503 on a server without Google sign-in
    (when no `project` is given), else 400 and 401."""
    POST = at(api, "POST")
    r = POST("v1/auth/firebase/", body={})
    if r.status == 503 and not project:
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
