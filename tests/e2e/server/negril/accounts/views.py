"""Signing in and the account's own routes: jwt/create/ (throttled), djoser's users/ (throttled,
activation proving the password), Google's sign-in (firebase/), check_status and the staff's
users/all."""

import logging

from django.conf import settings
from django.contrib.auth import get_user_model
from django.db import IntegrityError, transaction
from djoser import views as djoser_views
from djoser.conf import settings as djoser_settings
from djoser.utils import decode_uid
from rest_framework import exceptions, generics, permissions, serializers, status
from rest_framework.decorators import action
from rest_framework.response import Response
from rest_framework.views import APIView
from rest_framework_simplejwt import views as jwt_views
from rest_framework_simplejwt.tokens import RefreshToken

from ..limits.throttles import (
    AccountThrottle,
    AddressThrottle,
    ClientThrottle,
    CountedLater,
    FailureThrottle,
    ScopedClientThrottle,
    email_ident,
)
from . import firebase
from .deletion import delete_account
from .emails import canonical_email
from .serializers import UserListSerializer
from .sessions import revoke_refresh_tokens

log = logging.getLogger("negril")


class ThrottledTokenObtainPairView(jwt_views.TokenObtainPairView):
    """jwt/create/, limited per client address (scope "login", an IPv6 address by its /64) and,
    for wrong passwords, per account (scope "login_account": the body's email in canonical form,
    counted on each 401). Past the account's limit even the right password waits (429 with
    Retry-After), or the answer would still tell a right guess from a wrong one."""

    def get_throttles(self):
        self.failures = FailureThrottle("login_account", ident=email_ident)
        return [ClientThrottle("login"), self.failures]

    def finalize_response(self, request, response, *args, **kwargs):
        if response.status_code == 401:
            self.failures.record()
        return super().finalize_response(request, response, *args, **kwargs)


class UserViewSet(djoser_views.UserViewSet):
    """djoser's users/ routes, throttled where a call may send a mail or test a password (each
    per client address and per address or account; see settings.py; DELETE users/me/ counts as
    set_password), without those that change
    the login email (users/set_email/, users/reset_email/, users/reset_email_confirm/: gone, so
    Django's 404), which took a new address without proving it is the caller's."""

    set_username = None
    reset_username = None
    reset_username_confirm = None
    # action: (scope per client address, scope per address or account)
    THROTTLES = {
        "create": ("register", "mail_address"),
        "resend_activation": ("resend_activation", "mail_address"),
        "reset_password": ("password_reset", "mail_address"),
        "set_password": ("set_password", "set_password_account"),
    }

    def get_throttles(self):
        action = self.action
        if action == "destroy" or (action == "me" and self.request.method == "DELETE"):
            action = "set_password"  # deleting tests the current password just as well
        client, other = self.THROTTLES.get(action, (None, None))
        if client is None:
            return []
        second = AccountThrottle if other.endswith("_account") else AddressThrottle
        self.throttles_used = [ClientThrottle(client), second(other)]
        return self.throttles_used

    def perform_destroy(self, instance):
        # DELETE users/me/ {"current_password"}: the refresh tokens go first, the trips with it
        # (passed to a companion, left or deleted: negril.trips.store.leave_all).
        delete_account(instance)

    def perform_update(self, serializer):
        # PUT/PATCH users/me/ changes the names only (the email is read-only here): djoser would
        # send an activation mail on every call, an unthrottled way to fill someone's inbox.
        serializer.save()

    # Activation proves the password with the address (activation_password below).
    NOT_THE_PASSWORD = "This is not the password chosen when this account was registered."

    @action(["post"], detail=False)
    def activation(self, request, *args, **kwargs):
        """users/activation/ {uid, token, password?}: the mailed link proves the address, the
        password that it is the registrant who opens it. With the password chosen at
        registration: 204, active, that password kept. A wrong one: 400 {"password": [...]},
        still inactive. Without one (the address's owner did not register, or forgot): 204,
        active, the password made unusable (whoever chose it may have been someone else), any
        session revoked, and the reset mail sent, to choose one. So nobody's account starts with
        a password its owner did not choose."""
        serializer = self.get_serializer(data=request.data)
        serializer.is_valid(raise_exception=True)  # uid and token 400, already active 403
        user = serializer.user
        password = request.data.get("password") if hasattr(request.data, "get") else None
        if password is not None and password != "":
            if not isinstance(password, str) or not user.check_password(password):
                return Response({"password": [self.NOT_THE_PASSWORD]}, status=400)
            user.is_active = True
            user.save(update_fields=["is_active"])
            return Response(status=status.HTTP_204_NO_CONTENT)
        with transaction.atomic():
            user.is_active = True
            user.set_unusable_password()
            user.save(update_fields=["is_active", "password"])
            revoke_refresh_tokens(user.pk)
        djoser_settings.EMAIL.password_reset(request, {"user": user}).send([user.email])
        return Response(status=status.HTTP_204_NO_CONTENT)

    @action(["post"], detail=False)
    def set_password(self, request, *args, **kwargs):
        # A new password ends every session of the account, this one's included: whoever held
        # a copied refresh token loses it (the access tokens given live out their minutes).
        response = super().set_password(request, *args, **kwargs)
        if response.status_code < 300:
            revoke_refresh_tokens(request.user.pk)
        return response

    @action(["post"], detail=False)
    def reset_password_confirm(self, request, *args, **kwargs):
        # As set_password: a reset is how an owner takes an account back from a thief.
        response = super().reset_password_confirm(request, *args, **kwargs)
        if response.status_code < 300:
            revoke_refresh_tokens(decode_uid(request.data["uid"]))
        return response

    def finalize_response(self, request, response, *args, **kwargs):
        # A mail went out (or a password was changed): count it for that address.
        if response.status_code < 400:
            for throttle in getattr(self, "throttles_used", ()):
                if isinstance(throttle, CountedLater):
                    throttle.record()
        return super().finalize_response(request, response, *args, **kwargs)


class FirebaseTokenSerializer(serializers.Serializer):
    id_token = serializers.CharField(
        error_messages={
            "required": "This field is required.",
            "blank": "This field is required.",
            "null": "This field is required.",
        }
    )


class FirebaseLoginView(APIView):
    """POST /api/v1/auth/firebase/ {"id_token"} -> {"refresh","access"} for the account with the
    token's verified email, created (active, no usable password) or activated as needed.

    Like jwt/create it ignores any bearer token sent with it.
    """

    authentication_classes = ()
    permission_classes = (permissions.AllowAny,)
    throttle_classes = [ScopedClientThrottle]
    throttle_scope = "firebase"
    NOT_VERIFIED = "The Google sign-in could not be verified."
    STAFF_REFUSED = "This account signs in with its password, not with Google."

    def post(self, request):
        if not settings.FIREBASE_PROJECT_ID:
            return Response(
                {"detail": "Google sign-in is not configured on this server."},
                status=status.HTTP_503_SERVICE_UNAVAILABLE,
            )
        body = FirebaseTokenSerializer(data=request.data)
        body.is_valid(raise_exception=True)
        try:
            claims = firebase.verify_id_token(body.validated_data["id_token"])
        except firebase.InvalidToken as error:
            log.info("firebase: token refused: %s", error)
            raise exceptions.AuthenticationFailed(self.NOT_VERIFIED)
        except firebase.KeysUnavailable as error:
            log.error("firebase: Google's keys are unavailable: %s", error)
            return Response(
                {"detail": "Google sign-in is unavailable right now. Try again later."},
                status=status.HTTP_503_SERVICE_UNAVAILABLE,
            )
        user = self.account_for(claims)
        if user is None:
            return Response({"detail": self.STAFF_REFUSED}, status=status.HTTP_403_FORBIDDEN)
        refresh = RefreshToken.for_user(user)
        return Response({"refresh": str(refresh), "access": str(refresh.access_token)})

    def get_authenticate_header(self, request):
        # A 401 needs a WWW-Authenticate header, as jwt/create's has (DRF would turn it into 403).
        return 'Bearer realm="api"'

    @staticmethod
    def account_for(claims):
        """The account of the token's verified email (canonical form, exact match), created or
        activated as needed; None for a staff account while GOOGLE_SIGN_IN_STAFF is off."""
        User = get_user_model()
        email = canonical_email(claims["email"])
        user = User.objects.filter(email=email).first()
        if user is None:
            first, _, last = " ".join(str(claims.get("name") or "").split()).partition(" ")
            try:
                with transaction.atomic():
                    # No usable password: this account signs in with Google (or resets one).
                    return User.objects.create_user(
                        email, None, username=email, first_name=first[:150], last_name=last[:150]
                    )
            except IntegrityError:  # the same person's other tab was quicker
                user = User.objects.filter(email=email).first()
        if (user.is_staff or user.is_superuser) and not settings.GOOGLE_SIGN_IN_STAFF:
            return None
        if not user.is_active:
            # Never activated: whoever registered the address chose that password, perhaps not
            # its owner, whom Google has just proved. The password goes (the owner sets one with
            # the reset mail) and so does any session given before.
            with transaction.atomic():
                user.is_active = True
                user.set_unusable_password()
                user.save(update_fields=["is_active", "password"])
                revoke_refresh_tokens(user.pk)
        return user


class CheckStatusView(APIView):
    """GET /api/check_status -> `true` for staff, `false` for anyone else signed in."""

    permission_classes = [permissions.IsAuthenticated]

    def get(self, request):
        return Response(bool(request.user.is_staff))


class AllUsersView(generics.ListAPIView):
    """GET /api/users/all -> every account, inactive ones included. Staff only (401 anonymous,
    403 for others): open, it gave away every address. LEGACY_AUTH opens it as it was, when the
    site's older Google sign-in looked up whether an email was registered."""

    permission_classes = [
        permissions.AllowAny if settings.LEGACY_AUTH else permissions.IsAdminUser
    ]
    serializer_class = UserListSerializer
    queryset = get_user_model().objects.order_by("id")
