from django.conf import settings
from django.urls import include, path, re_path
from django.views.static import serve

from negril import views

api_patterns = [
    path("v1/auth/", include("djoser.urls")),
    path("v1/auth/", include("djoser.urls.jwt")),  # jwt/create, jwt/refresh, jwt/verify
    # No trailing slash on these two, as the SPA calls them; ".../check_status/" is a 404.
    path("check_status", views.CheckStatusView.as_view(), name="check-status"),
    path("users/all", views.AllUsersView.as_view(), name="users-all"),
    path("press/", views.PressListView.as_view(), name="press"),
    path("negril_guide/", views.NegrilGuideView.as_view(), name="negril-guide"),
    path(
        "negril_guide/<int:pk>/",
        views.NegrilGuideDetailView.as_view(),
        name="negril-guide-detail",
    ),
    # Uploaded and seeded images. django.views.static.serve works with DEBUG off when routed
    # explicitly, which is all a test server needs.
    re_path(r"^media/(?P<path>.+)$", serve, {"document_root": settings.MEDIA_ROOT}),
]

urlpatterns = [path("api/", include(api_patterns))]
