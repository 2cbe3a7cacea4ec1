"""The guide's pictures: the signature their URLs carry in private mode (GUIDE_WORD set), and the
media view that serves every uploaded and seeded image and checks that signature."""

import posixpath

from django.conf import settings
from django.http import JsonResponse
from django.utils.crypto import constant_time_compare, salted_hmac
from django.views.static import serve

GUIDE_PICTURES = "negril_guide/"  # the guide's upload_to folder under MEDIA_ROOT


def guide_picture_signature(name):
    """The `sig` of a guide picture's URL in private mode: an HMAC of its media path (e.g.
    "negril_guide/x.png") keyed by SECRET_KEY and the word, so a new word voids old links."""
    return salted_hmac(
        f"negril.guide-picture:{settings.GUIDE_WORD}", name, algorithm="sha256"
    ).hexdigest()


def media(request, path):
    """Uploaded and seeded images. With GUIDE_WORD set, a guide picture needs the signature its
    URL carries in the guide's answers (?sig=...), so knowing a file name is not enough."""
    name = posixpath.normpath(path).lstrip("/")  # as serve() resolves it: no way round via ..
    if settings.GUIDE_WORD and name.startswith(GUIDE_PICTURES):
        if not constant_time_compare(request.GET.get("sig", ""), guide_picture_signature(name)):
            return JsonResponse(
                {"detail": "The picture's signature is missing or wrong."},
                status=403,
                json_dumps_params={"separators": (",", ":")},  # as DRF writes its answers
            )
    return serve(request, path, document_root=settings.MEDIA_ROOT)
