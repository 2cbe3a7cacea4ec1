"""The guide's places (negril_guide/): read by anyone, or with the guide's word in private mode
(GUIDE_WORD); made, edited and deleted by staff."""

from django.conf import settings
from django.utils.crypto import constant_time_compare
from rest_framework import exceptions, generics, permissions

from ..limits.throttles import FailureThrottle
from ..models import NegrilGuide
from .serializers import NegrilGuideSerializer


class GuideWordGiven(permissions.BasePermission):
    """With GUIDE_WORD set, reading the guide needs the header X-Guide-Word with that word
    (staff need not: they may change the guide anyway). Unset, the guide is public."""

    message = "The guide's word is missing or wrong."

    def has_permission(self, request, view):
        word = settings.GUIDE_WORD
        if not word or (request.user and request.user.is_staff):
            return True
        # WSGI hands header bytes over as Latin-1 text; compare bytes with the word's UTF-8.
        given = request.META.get("HTTP_X_GUIDE_WORD", "").encode("latin-1")
        if not given:
            raise exceptions.PermissionDenied(self.message)
        # Wrong words are counted per client; past the rate even the right one waits (429), or
        # the answer would still tell a guess right from wrong.
        wrong_words = FailureThrottle("guide_word")
        if not wrong_words.allow_request(request, view):
            raise exceptions.Throttled(wrong_words.wait())
        if constant_time_compare(given, word.encode("utf-8")):
            return True
        wrong_words.record()
        # Raised here, not returned: DRF would turn a refusal of an anonymous caller into a 401.
        raise exceptions.PermissionDenied(self.message)


class NegrilGuideView(generics.ListCreateAPIView):
    """GET lists the guides (see GuideWordGiven); POST (multipart) creates one, staff only.

    IsAdminUser denies an anonymous request, and DRF turns a denial without credentials into
    401 "Authentication credentials were not provided." and one with credentials into 403
    "You do not have permission to perform this action."
    """

    serializer_class = NegrilGuideSerializer
    queryset = NegrilGuide.objects.all()

    def get_permissions(self):
        if self.request.method == "POST":
            return [permissions.IsAdminUser()]
        if self.request.method == "OPTIONS":
            return [permissions.AllowAny()]
        return [GuideWordGiven()]


class NegrilGuideDetailView(generics.RetrieveUpdateDestroyAPIView):
    """/api/negril_guide/<id>/: GET for anyone (see GuideWordGiven); PATCH (JSON, or multipart
    when the picture changes) and DELETE (204) for staff only.

    Permissions are checked before the guide is looked up, so without credentials it is a 401
    and for a non-staff account a 403 whether or not the id exists; staff get a 404
    {"detail":"Not found."} for an unknown id. PUT is not offered (405): edits are partial.
    """

    serializer_class = NegrilGuideSerializer
    queryset = NegrilGuide.objects.all()
    http_method_names = ["get", "patch", "delete", "head", "options"]

    def get_permissions(self):
        if self.request.method in ("GET", "HEAD"):
            return [GuideWordGiven()]
        if self.request.method == "OPTIONS":
            return [permissions.AllowAny()]
        return [permissions.IsAdminUser()]

    def perform_update(self, serializer):
        old = serializer.instance.image.name if serializer.instance.image else ""
        guide = serializer.save()
        if old and old != (guide.image.name if guide.image else ""):
            guide.image.storage.delete(old)  # replaced or cleared: drop the old file

    def perform_destroy(self, instance):
        image = instance.image.name if instance.image else ""
        storage = instance.image.storage
        instance.delete()
        if image:
            storage.delete(image)
