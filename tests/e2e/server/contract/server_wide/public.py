"""What anyone can read (press, the guides, one guide), the staff's list of users, and what any
client meets first: CORS and the answer to an unknown path."""

import re

from contract.plumbing.bodies import (
    ADMIN,
    CATEGORIES,
    GUIDE_KEYS,
    NOT_FOUND,
    NOT_PROVIDED,
    NO_PERMISSION,
    PENDING,
    PRESS_KEYS,
    SEEDED_GUIDES,
    SEEDED_USERS,
    closed_day,
    open_all_day,
    passes_midnight,
    valid_trip_fields,
)
from contract.plumbing.client import at, compact, http, login


def check_public_lists(c, api):
    """GET press/ (and a press image), negril_guide/ (the seeded guides' categories, coordinates,
    hours and prices), one guide and an unknown one."""
    GET = at(api, "GET")
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


def check_users_all(c, api):
    """users/all as the admin sees it, the seeded users first; returns the admin's tokens."""
    GET = at(api, "GET")
    staff = login(api, *ADMIN) or {"access": "", "refresh": ""}
    r = GET("users/all", token=staff["access"])
    c.shape("GET users/all admin -> 200 [{id,email,username,first_name,last_name}] "
            "(seeded first)", r, 200, lambda d: d[:len(SEEDED_USERS)] == SEEDED_USERS
            and all(list(u) == ["id", "email", "username", "first_name", "last_name"] for u in d),
            compact(SEEDED_USERS))
    return staff


def check_users_all_again(c, api, admin, reader, email):
    """users/all refused without a token and to a normal user; the admin sees the account
    registered (`email`) and the inactive one."""
    GET = at(api, "GET")
    c.exact("GET users/all no token -> 401", GET("users/all"), 401, NOT_PROVIDED)
    c.exact("GET users/all normal user -> 403", GET("users/all", token=reader["access"]), 403,
            NO_PERMISSION)
    r = GET("users/all", token=admin["access"])
    c.shape("GET users/all admin lists new and inactive users", r, 200,
            lambda d: any(u["email"] == email for u in d)
            and any(u["email"] == PENDING[0] for u in d), f"{email} and {PENDING[0]} present")


def check_cors_and_404s(c, api):
    """CORS headers and preflights (authorization, X-Guide-Word), and an unrouted path."""
    GET = at(api, "GET")
    r = GET("press/", headers={"Origin": "http://localhost:5173"})
    c.check("CORS: Access-Control-Allow-Origin: *",
            r.headers.get("Access-Control-Allow-Origin") == "*",
            f"{r.headers.get('Access-Control-Allow-Origin')!r}")
    r = http("OPTIONS", f"{api}/v1/auth/users/me/", headers={
        "Origin": "http://localhost:5173", "Access-Control-Request-Method": "GET",
        "Access-Control-Request-Headers": "authorization"})
    c.check("CORS preflight with authorization header -> 200",
            r.status == 200 and r.headers.get("Access-Control-Allow-Origin") == "*"
            and "authorization" in r.headers.get("Access-Control-Allow-Headers", "").lower(),
            f"{r.status} {dict(r.headers)}")
    r = http("OPTIONS", f"{api}/negril_guide/", headers={
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
