"""The guides an admin makes, edits and deletes (negril_guide/ POST, PATCH and DELETE): the
refusals, the trip planner's fields as JSON and as form text, the pictures. Only guides made here
are edited or deleted, never a seeded one."""

import json
import re

from contract.plumbing.bodies import (
    BOTH_OR_NEITHER,
    GARBAGE_BEARER,
    GUIDE_KEYS,
    NOT_AN_IMAGE,
    NOT_FOUND,
    NOT_PROVIDED,
    NO_PERMISSION,
    REQUIRED,
)
from contract.plumbing.client import at, compact, http, tiny_png


def origin_of(api):
    """The scheme and host of `api`, which the server's absolute image URLs start with."""
    return re.match(r"^https?://[^/]+", api).group(0)


def check_create_guides(c, api, tag, reader, admin):
    """POST negril_guide/: three guides (with a picture, without, with the trip fields as form
    text) and the refusals; returns (the fields they share, the guide without a picture, the one
    with trip fields, its opening hours), each guide None if it was not made."""
    GET, POST = at(api, "GET"), at(api, "POST")
    origin = origin_of(api)
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
    return guide, plain, tripped, hours


def check_edit_guide(c, api, reader, admin, guide, plain, hours):
    """PATCH negril_guide/<id>/ on `plain`: the refusals, JSON and multipart edits, every field
    error, pictures and clearing fields."""
    GET, PATCH = at(api, "GET"), at(api, "PATCH")
    origin = origin_of(api)
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
                http("PUT", f"{api}/{where}", body=dict(guide), token=admin["access"]), 405,
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


def check_delete_guide(c, api, reader, admin, tripped):
    """DELETE negril_guide/<id>/ on `tripped`: the refusals, then gone from the list."""
    GET, DELETE = at(api, "GET"), at(api, "DELETE")
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
