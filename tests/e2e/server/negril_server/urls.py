from django.conf import settings
from django.urls import include, path, re_path
from djoser.urls import jwt as djoser_jwt
from rest_framework.routers import DefaultRouter

from negril import press
from negril.accounts import deletion
from negril.accounts import views as accounts
from negril.accounts.sessions import TokenBlacklistView, TokenRefreshView
from negril.guide import pictures
from negril.guide import views as guide
from negril.trips import members, together, trip

# djoser's users/ routes (djoser.urls does exactly this) with our throttled subclass.
users = DefaultRouter()
users.register("users", accounts.UserViewSet)

auth_patterns = [
    # Before djoser's jwt/ routes, which it shadows; same pattern (trailing slash optional).
    re_path(r"^jwt/create/?", accounts.ThrottledTokenObtainPairView.as_view(), name="jwt-create"),
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
        path("firebase/", accounts.FirebaseLoginView.as_view(), name="firebase-login"),
        path("firebase/delete/", deletion.FirebaseDeleteView.as_view(), name="firebase-delete"),
    ]

trip_patterns = [
    path("v1/trip/", trip.TripView.as_view(), name="trip"),
    path("v1/trips/", together.TripListView.as_view(), name="trips"),
    path("v1/trips/join/", members.JoinView.as_view(), name="trips-join"),
    path("v1/trips/<int:trip_id>/", together.SharedTripView.as_view(), name="trips-one"),
    path(
        "v1/trips/<int:trip_id>/invites/",
        members.InvitesView.as_view(),
        name="trips-invites",
    ),
    path(
        "v1/trips/<int:trip_id>/members/<int:account>/",
        members.MemberView.as_view(),
        name="trips-member",
    ),
]

api_patterns = [
    path("v1/auth/", include(auth_patterns)),
    # No trailing slash on these two, as the SPA calls them; ".../check_status/" is a 404.
    path("check_status", accounts.CheckStatusView.as_view(), name="check-status"),
    path("users/all", accounts.AllUsersView.as_view(), name="users-all"),
    # The account's trip and trips together; the older server had none (LEGACY_AUTH: 404).
    *([] if settings.LEGACY_AUTH else trip_patterns),
    path("press/", press.PressListView.as_view(), name="press"),
    path("negril_guide/", guide.NegrilGuideView.as_view(), name="negril-guide"),
    path(
        "negril_guide/<int:pk>/",
        guide.NegrilGuideDetailView.as_view(),
        name="negril-guide-detail",
    ),
    # Uploaded and seeded images (django.views.static.serve, which works with DEBUG off when
    # routed explicitly), guarded in private mode.
    re_path(r"^media/(?P<path>.+)$", pictures.media),
]

urlpatterns = [path("api/", include(api_patterns))]
