from django.contrib.auth import get_user_model
from rest_framework import generics, permissions
from rest_framework.response import Response
from rest_framework.views import APIView

from .models import NegrilGuide, PressItem
from .serializers import NegrilGuideSerializer, PressItemSerializer, UserListSerializer


class CheckStatusView(APIView):
    """GET /api/check_status -> `true` for staff, `false` for anyone else signed in."""

    permission_classes = [permissions.IsAuthenticated]

    def get(self, request):
        return Response(bool(request.user.is_staff))


class AllUsersView(generics.ListAPIView):
    """GET /api/users/all -> every account, inactive ones included (the SPA's federated
    sign-in looks up whether an email is already registered)."""

    permission_classes = [permissions.AllowAny]
    serializer_class = UserListSerializer
    queryset = get_user_model().objects.order_by("id")


class PressListView(generics.ListAPIView):
    permission_classes = [permissions.AllowAny]
    serializer_class = PressItemSerializer
    queryset = PressItem.objects.all()


class NegrilGuideView(generics.ListCreateAPIView):
    """GET lists the guides for anyone; POST (multipart) creates one, staff only.

    IsAdminUser denies an anonymous request, and DRF turns a denial without credentials into
    401 "Authentication credentials were not provided." and one with credentials into 403
    "You do not have permission to perform this action."
    """

    serializer_class = NegrilGuideSerializer
    queryset = NegrilGuide.objects.all()

    def get_permissions(self):
        if self.request.method == "POST":
            return [permissions.IsAdminUser()]
        return [permissions.AllowAny()]


class NegrilGuideDetailView(generics.RetrieveUpdateDestroyAPIView):
    """/api/negril_guide/<id>/: GET for anyone; PATCH (JSON, or multipart when the picture
    changes) and DELETE (204) for staff only.

    Permissions are checked before the guide is looked up, so without credentials it is a 401
    and for a non-staff account a 403 whether or not the id exists; staff get a 404
    {"detail":"Not found."} for an unknown id. PUT is not offered (405): edits are partial.
    """

    serializer_class = NegrilGuideSerializer
    queryset = NegrilGuide.objects.all()
    http_method_names = ["get", "patch", "delete", "head", "options"]

    def get_permissions(self):
        if self.request.method in ("GET", "HEAD", "OPTIONS"):
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
