from django.contrib.auth import get_user_model
from rest_framework import serializers

from .models import NegrilGuide, PressItem


class UserListSerializer(serializers.ModelSerializer):
    class Meta:
        model = get_user_model()
        fields = ("id", "email", "username", "first_name", "last_name")


class PressItemSerializer(serializers.ModelSerializer):
    # DRF's ImageField answers an absolute URL (request.build_absolute_uri) or null.
    class Meta:
        model = PressItem
        fields = ("id", "title", "publication", "url", "date", "image")


class NegrilGuideSerializer(serializers.ModelSerializer):
    # `image` is validated by Pillow: a non-image upload is a 400
    # {"image":["Upload a valid image. The file you uploaded was either not an image or a
    # corrupted image."]}.
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
        )
