from django.conf import settings
from django.urls import include, path, re_path
from djoser.urls import jwt as djoser_jwt
from rest_framework.routers import DefaultRouter

from negril import deletion, trips, views
from negril.accounts import TokenBlacklistView, TokenRefreshView

# djoser's users/ routes (djoser.urls does exactly this) with our throttled subclass.
users = DefaultRouter()
users.register("users", views.UserViewSet)

auth_patterns = [
    # Before djoser's jwt/ routes, which it shadows; same pattern (trailing slash optional).
    re_path(r"^jwt/create/?", views.ThrottledTokenObtainPairView.as_view(), name="jwt-create"),
    # Rotation with reuse detection (a blacklisted refresh presented again revokes the user's).
    *(
        []
        if settings.LEGACY_AUTH
        else [re_path(r"^jwt/refresh/?", TokenRefreshView.as_view(), name="jwt-refresh")]
    ),
    path("", include(djoser_jwt)),  # jwt/refresh, jwt/verify
    *users.urls,
]
if not settings.LEGACY_AUTH:
    auth_patterns += [
        re_path(r"^jwt/blacklist/?", TokenBlacklistView.as_view(), name="jwt-blacklist"),
        path("firebase/", views.FirebaseLoginView.as_view(), name="firebase-login"),
        path("firebase/delete/", deletion.FirebaseDeleteView.as_view(), name="firebase-delete"),
    ]

api_patterns = [
    path("v1/auth/", include(auth_patterns)),
    # No trailing slash on these two, as the SPA calls them; ".../check_status/" is a 404.
    path("check_status", views.CheckStatusView.as_view(), name="check-status"),
    path("users/all", views.AllUsersView.as_view(), name="users-all"),
    # The account's trip; the older server had none (LEGACY_AUTH: Django's 404).
    *([] if settings.LEGACY_AUTH else [path("v1/trip/", trips.TripView.as_view(), name="trip")]),
    path("press/", views.PressListView.as_view(), name="press"),
    path("negril_guide/", views.NegrilGuideView.as_view(), name="negril-guide"),
    path(
        "negril_guide/<int:pk>/",
        views.NegrilGuideDetailView.as_view(),
        name="negril-guide-detail",
    ),
    # Uploaded and seeded images (django.views.static.serve, which works with DEBUG off when
    # routed explicitly), guarded in private mode.
    re_path(r"^media/(?P<path>.+)$", views.media),
]

urlpatterns = [path("api/", include(api_patterns))]
