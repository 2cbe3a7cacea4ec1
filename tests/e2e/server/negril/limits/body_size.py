"""Request bodies limited by size before anything reads them: Django REST framework parses JSON
from the stream, past DATA_UPLOAD_MAX_MEMORY_SIZE, so a view's own checks (a trip's 30 days and
300 stops) would come after the whole body was read and parsed.

A body longer than its path's limit (its Content-Length; without one Django reads nothing) is
answered 413 {"detail": "The request body is too large: at most N bytes."} at once.
"""

import re

from django.http import JsonResponse

KIB = 1024
# The guide's pictures come with the place (multipart, staff only).
GUIDE_BODY = 10 * KIB * KIB
# The largest trip the server keeps (30 days named in 80 characters, 300 stops) is under 45 KiB
# of JSON, even with every character escaped.
TRIP_BODY = 64 * KIB
# A trip planned together (v1/trips/<id>/) takes the same body, with each stop's `by`.
TRIP_PATH = re.compile(r"/api/v1/trips/[0-9]+/?")
# Everything else: sign-in, a Google ID token, a profile, a mail request.
OTHER_BODY = 16 * KIB


def limit_for(path):
    if path.startswith("/api/negril_guide/"):
        return GUIDE_BODY
    if path.rstrip("/") == "/api/v1/trip" or TRIP_PATH.fullmatch(path):
        return TRIP_BODY
    return OTHER_BODY


def too_large(limit):
    return JsonResponse(
        {"detail": f"The request body is too large: at most {limit} bytes."},
        status=413,
        json_dumps_params={"separators": (",", ":")},  # as DRF writes its answers
    )


class BodySizeLimit:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        limit = limit_for(request.path)
        try:
            length = int(request.META.get("CONTENT_LENGTH") or 0)
        except ValueError:
            length = 0  # Django reads no body it cannot measure
        if length > limit:
            return too_large(limit)
        return self.get_response(request)
