"""What the server answers, word for word, and the shapes a guide may take."""

import re


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
    {"id": 4, "email": "companion@example.com", "username": "companion@example.com",
     "first_name": "Cora", "last_name": "Companion"},
]
ADMIN = ("admin@example.com", "Negril-Admin-2026")
READER = ("reader@example.com", "Seven-Mile-Beach-26")
PENDING = ("pending@example.com", "Pending-Account-26")
COMPANION = ("companion@example.com", "Rock-House-Cliffs-26")
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
