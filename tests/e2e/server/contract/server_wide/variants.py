"""The server's variants: the private guide (GUIDE_WORD) and the older auth (LEGACY_AUTH)."""

import re

from contract.plumbing.bodies import (
    ADMIN,
    BAD_PICTURE_SIG,
    GUIDE_KEYS,
    NOT_PROVIDED,
    READER,
    SEEDED_USERS,
    WRONG_WORD,
)
from contract.plumbing.client import (
    compact,
    http,
    tiny_png,
)


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



def check_legacy(c, api):
    """LEGACY_AUTH=1: the auth as the server had it before (the site's fallback paths)."""
    print(f"checking LEGACY_AUTH on {api}")
    r = http("POST", f"{api}/v1/auth/firebase/", body={"id_token": "x"})
    c.check("legacy: POST firebase/ -> 404 HTML (no such route)", r.status == 404
            and r.headers.get("Content-Type", "").startswith("text/html"), f"{r.status}")
    r = http("GET", f"{api}/users/all")
    c.shape("legacy: GET users/all anonymous -> 200, every account", r, 200,
            lambda d: d[:len(SEEDED_USERS)] == SEEDED_USERS, compact(SEEDED_USERS))
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
