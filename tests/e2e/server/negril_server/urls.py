from django.conf import settings
from django.urls import include, path, re_path
from djoser.urls import jwt as djoser_jwt
from rest_framework.routers import DefaultRouter

from negril import deletion, trip_members, trips, trips_together, views
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

trip_patterns = [
    path("v1/trip/", trips.TripView.as_view(), name="trip"),
    path("v1/trips/", trips_together.TripListView.as_view(), name="trips"),
    path("v1/trips/join/", trip_members.JoinView.as_view(), name="trips-join"),
    path("v1/trips/<int:trip_id>/", trips_together.SharedTripView.as_view(), name="trips-one"),
    path(
        "v1/trips/<int:trip_id>/invites/",
        trip_members.InvitesView.as_view(),
        name="trips-invites",
    ),
    path(
        "v1/trips/<int:trip_id>/members/<int:account>/",
        trip_members.MemberView.as_view(),
        name="trips-member",
    ),
]

api_patterns = [
    path("v1/auth/", include(auth_patterns)),
    # No trailing slash on these two, as the SPA calls them; ".../check_status/" is a 404.
    path("check_status", views.CheckStatusView.as_view(), name="check-status"),
    path("users/all", views.AllUsersView.as_view(), name="users-all"),
    # The account's trip and trips together; the older server had none (LEGACY_AUTH: 404).
    *([] if settings.LEGACY_AUTH else trip_patterns),
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
