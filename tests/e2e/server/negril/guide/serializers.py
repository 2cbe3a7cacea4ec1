"""The guide's serializer: a place, its trip planner's fields (opening hours, exceptions,
coordinates, phone, booking link) and its picture's URL."""

import datetime
import json
import math
import re

from django.conf import settings
from rest_framework import serializers

from ..models import NegrilGuide
from .pictures import guide_picture_signature

WEEKDAYS = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")
CLOCK = re.compile(r"^(\d\d):(\d\d)$")
PHONE_CHARACTERS = re.compile(r"^[0-9 +().\-/]*$")
BOTH_OR_NEITHER = "Give both latitude and longitude, or neither."


def clock_minutes(text):
    """ "HH:MM" from "00:00" to "24:00" as minutes, else None."""
    match = CLOCK.match(text) if isinstance(text, str) else None
    if not match:
        return None
    hours, minutes = int(match.group(1)), int(match.group(2))
    if minutes > 59 or hours * 60 + minutes > 1440:
        return None
    return hours * 60 + minutes


def span_problems(label, spans):
    """What is wrong with one day's spans (`label`: the day or the date), as sentences."""
    if not isinstance(spans, list):
        return [f'{label}: give a list of ["HH:MM", "HH:MM"] spans ([] when closed).']
    problems = []
    for span in spans:
        if not (isinstance(span, list) and len(span) == 2):
            problems.append(f'{label}: each span is a pair ["HH:MM", "HH:MM"] (open, close).')
            continue
        opens, closes = (clock_minutes(time) for time in span)
        if opens is None or closes is None:
            problems.append(
                f"{label}: {json.dumps(span)} is not a pair of times from 00:00 to 24:00 "
                "written HH:MM."
            )
        elif opens == 1440:
            problems.append(f"{label}: a span cannot open at 24:00 (use 00:00).")
    return problems


def hours_problems(value):
    """What is wrong with an opening_hours value (already parsed from JSON), as sentences."""
    if not isinstance(value, dict):
        return [
            'Opening hours must be an object keyed by day, e.g. {"mon": [["09:00", "17:00"]]}.'
        ]
    problems = []
    for day, spans in value.items():
        if day not in WEEKDAYS:
            problems.append(f'"{day}" is not a day: use mon, tue, wed, thu, fri, sat or sun.')
            continue
        problems.extend(span_problems(day, spans))
    return problems


ISO_DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")


def is_real_date(text):
    """ "YYYY-MM-DD" naming a day of the calendar (not 2026-02-30)."""
    if not ISO_DATE.match(text):
        return False
    try:
        datetime.date.fromisoformat(text)
    except ValueError:
        return False
    return True


def exceptions_problems(value):
    """What is wrong with an hours_exceptions value (already parsed from JSON), as sentences."""
    if not isinstance(value, dict):
        return ['Hours exceptions must be an object keyed by date, e.g. {"2026-12-25": []}.']
    problems = []
    for date, spans in value.items():
        if not is_real_date(date):
            problems.append(f'"{date}" is not a date: write it as YYYY-MM-DD, e.g. 2026-12-25.')
            continue
        problems.extend(span_problems(date, spans))
    return problems


class JsonTextField(serializers.Field):
    """A JSON value in a JSON body, or its JSON text in a multipart form ("" or "null" clears it);
    a subclass checks the parsed value (`problems`) and answers it in its own order (`kept`)."""

    def __init__(self, **kwargs):
        kwargs.setdefault("allow_null", True)
        kwargs.setdefault("required", False)
        super().__init__(**kwargs)

    def problems(self, data):
        raise NotImplementedError

    def kept(self, data):
        raise NotImplementedError

    def to_internal_value(self, data):
        if isinstance(data, str):
            text = data.strip()
            if text in ("", "null"):
                return None
            try:
                data = json.loads(text)
            except ValueError as error:
                self.fail("invalid_json", error=error.msg)
            if data is None:
                return None
        problems = self.problems(data)
        if problems:
            raise serializers.ValidationError(problems)
        return self.kept(data)

    def to_representation(self, value):
        return value


class OpeningHoursField(JsonTextField):
    """`opening_hours`: a JSON object in a JSON body, or its JSON text in a multipart form
    ("" or "null" clears it). Answered with the days in weekday order."""

    default_error_messages = {"invalid_json": "Opening hours are not valid JSON ({error})."}

    def problems(self, data):
        return hours_problems(data)

    def kept(self, data):
        return {day: [list(span) for span in data[day]] for day in WEEKDAYS if day in data}


class HoursExceptionsField(JsonTextField):
    """`hours_exceptions`: a JSON object of dates to spans in a JSON body, or its JSON text in a
    multipart form ("" or "null" clears it). Answered in date order."""

    default_error_messages = {"invalid_json": "Hours exceptions are not valid JSON."}

    def problems(self, data):
        return exceptions_problems(data)

    def kept(self, data):
        return {date: [list(span) for span in data[date]] for date in sorted(data)}


class NegrilGuideSerializer(serializers.ModelSerializer):
    # `image` is validated by Pillow: a non-image upload is a 400
    # {"image":["Upload a valid image. The file you uploaded was either not an image or a
    # corrupted image."]}.
    #
    # The trip planner's fields: in a multipart form an empty latitude, longitude or
    # price_level is null (DRF reads "" as null for nullable fields), so it clears the value.
    opening_hours = OpeningHoursField()
    hours_exceptions = HoursExceptionsField()

    class Meta:
        model = NegrilGuide
        fields = (
            "id",
            "name",
            "category",
            "sub_category",
            "description",
            "website",
            "location",
            "image",
            "latitude",
            "longitude",
            "opening_hours",
            "hours_exceptions",
            "price_level",
            "phone",
            "booking_url",
        )
        extra_kwargs = {
            "latitude": {"min_value": -90, "max_value": 90},
            "longitude": {"min_value": -180, "max_value": 180},
        }

    @staticmethod
    def finite(value):
        # "nan" and "inf" pass float(); they are not coordinates (and not valid JSON either).
        if value is not None and not math.isfinite(value):
            raise serializers.ValidationError("A valid number is required.")
        return value

    def to_representation(self, instance):
        data = super().to_representation(instance)
        if settings.GUIDE_WORD and data.get("image") and instance.image:
            data["image"] += f"?sig={guide_picture_signature(instance.image.name)}"
        return data

    def validate_latitude(self, value):
        return self.finite(value)

    def validate_longitude(self, value):
        return self.finite(value)

    def validate_phone(self, value):
        value = " ".join(value.split())
        digits = sum(c.isdigit() for c in value)
        if value and (not PHONE_CHARACTERS.match(value) or not 7 <= digits <= 15):
            raise serializers.ValidationError(
                "Enter a phone number of 7 to 15 digits (spaces, +, -, ( ) allowed)."
            )
        return value

    def validate_booking_url(self, value):
        # URLValidator also takes ftp://; a booking link is a web page.
        if value and not value.lower().startswith(("http://", "https://")):
            raise serializers.ValidationError("Enter a valid URL.")
        return value

    def validate(self, attrs):
        # Both or neither, counting what the guide already has when a PATCH sends one of them.
        current = self.instance
        latitude = attrs.get("latitude", current.latitude if current else None)
        longitude = attrs.get("longitude", current.longitude if current else None)
        if (latitude is None) != (longitude is None):
            missing = "latitude" if latitude is None else "longitude"
            raise serializers.ValidationError({missing: [BOTH_OR_NEITHER]})
        return attrs
