"""The press items (GET /api/press/, open to anyone): the site's press page."""

from rest_framework import generics, permissions, serializers

from .models import PressItem


class PressItemSerializer(serializers.ModelSerializer):
    # DRF's ImageField answers an absolute URL (request.build_absolute_uri) or null.
    class Meta:
        model = PressItem
        fields = ("id", "title", "publication", "url", "date", "image")


class PressListView(generics.ListAPIView):
    permission_classes = [permissions.AllowAny]
    serializer_class = PressItemSerializer
    queryset = PressItem.objects.all()
