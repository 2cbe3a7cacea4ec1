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
