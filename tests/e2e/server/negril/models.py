from django.conf import settings
from django.contrib.auth.base_user import AbstractBaseUser, BaseUserManager
from django.contrib.auth.models import PermissionsMixin
from django.contrib.auth.validators import UnicodeUsernameValidator
from django.core.validators import MaxValueValidator, MinValueValidator
from django.db import models
from django.utils import timezone

from .accounts.emails import canonical_email


class UserManager(BaseUserManager):
    use_in_migrations = True

    @classmethod
    def normalize_email(cls, email):
        # Every address is stored in its canonical form (see negril.accounts.emails).
        return canonical_email(email or "")

    def get_by_natural_key(self, username):
        # jwt/create/ (Django's authenticate) finds the account by the canonical email.
        return self.get(**{self.model.USERNAME_FIELD: canonical_email(username or "")})

    def create_user(self, email, password=None, **extra_fields):
        # djoser calls this with username, first_name, last_name, email and password.
        if not email:
            raise ValueError("An email address is required")
        user = self.model(email=self.normalize_email(email), **extra_fields)
        user.set_password(password)
        user.save(using=self._db)
        return user

    def create_superuser(self, email, password=None, **extra_fields):
        extra_fields.setdefault("is_staff", True)
        extra_fields.setdefault("is_superuser", True)
        return self.create_user(email, password, **extra_fields)


class User(AbstractBaseUser, PermissionsMixin):
    """The product's account: signs in by email, which is therefore unique.

    The field layout is what makes djoser answer like the recorded server:
    - REQUIRED_FIELDS + (email, id) give the register body
      {"username","first_name","last_name","email","id"} and users/me
      {"username","first_name","last_name","id","email"}, in that order;
    - first_name and last_name may not be blank, so `{}` lists them as required;
    - `username` is NOT unique (the product sets it to the email anyway), so a duplicate
      registration reports only {"email":["user with this email already exists."]};
    - the email field's verbose name is "email" (that message, and "too similar to the email").
    """

    username = models.CharField(
        "username", max_length=150, validators=[UnicodeUsernameValidator()]
    )
    first_name = models.CharField("first name", max_length=150)
    last_name = models.CharField("last name", max_length=150)
    email = models.EmailField("email", unique=True)
    is_staff = models.BooleanField("staff status", default=False)
    is_active = models.BooleanField("active", default=True)
    date_joined = models.DateTimeField("date joined", default=timezone.now)

    objects = UserManager()

    EMAIL_FIELD = "email"
    USERNAME_FIELD = "email"  # simplejwt's jwt/create then asks for "email" and "password"
    REQUIRED_FIELDS = ["username", "first_name", "last_name"]

    class Meta:
        verbose_name = "user"
        verbose_name_plural = "users"
        ordering = ["id"]

    def __str__(self):
        return self.email


class PressItem(models.Model):
    """An article about the site, for the server's press list."""

    title = models.CharField(max_length=300)
    publication = models.CharField(max_length=200, blank=True)
    url = models.URLField(max_length=500, blank=True)
    date = models.DateField(null=True, blank=True)
    image = models.ImageField(upload_to="press/", null=True, blank=True)

    class Meta:
        ordering = ["-date", "id"]

    def __str__(self):
        return self.title


class NegrilGuide(models.Model):
    """One place in the Negril guide. Only `name` is required."""

    name = models.CharField(max_length=200)
    category = models.CharField(max_length=100, blank=True)
    sub_category = models.CharField(max_length=100, blank=True)
    description = models.TextField(blank=True)
    # Free text, not a URLField: editors type "www.example.com" as often as a full URL.
    website = models.CharField(max_length=500, blank=True)
    location = models.CharField(max_length=300, blank=True)
    image = models.ImageField(upload_to="negril_guide/", null=True, blank=True)
    # The trip planner's fields (issue 14), all optional. Coordinates come both or neither
    # (checked by the serializer); ranges are checked there too, with clear messages.
    latitude = models.FloatField(null=True, blank=True)
    longitude = models.FloatField(null=True, blank=True)
    # {"mon": [["09:00", "17:00"]], "tue": [["20:00", "02:00"]], "sun": []}: a day left out or
    # [] is closed, a span whose close is not after its open passes midnight; null = not known.
    opening_hours = models.JSONField(null=True, blank=True)
    # {"2026-12-25": [], "2026-12-31": [["18:00", "02:00"]]}: the place's own hours on those
    # dates (Negril's), in place of the week's; spans as in opening_hours; null = none.
    hours_exceptions = models.JSONField(null=True, blank=True)
    price_level = models.PositiveSmallIntegerField(
        null=True, blank=True, validators=[MinValueValidator(1), MaxValueValidator(4)]
    )
    phone = models.CharField(max_length=40, blank=True)
    # A URLField (unlike `website`): a bad address is a 400 "Enter a valid URL."
    booking_url = models.URLField(max_length=500, blank=True)

    class Meta:
        ordering = ["id"]

    def __str__(self):
        return self.name


class Trip(models.Model):
    """A trip plan, which several accounts may plan together (negril.trips.together).

    `days` is the validated list [{"name": "", "stops": [{"id": 12, "time": "18:30", "by": 4}]}]
    (negril.trips.trip checks it; `by` is the account that first put the stop in, or null);
    `version` counts the saves (the first save makes 1), so a PUT names the version it changes
    (If-Match) and an older one is refused (412). Its members (owner first) are TripMember rows.

    `user` is the account whose own first trip this is (the one v1/trip/ reads and writes): at
    most one per account, which also guards the first PUT of v1/trip/ against a twin. Null for
    every other trip, and once the trip has passed to a companion.
    """

    user = models.OneToOneField(
        settings.AUTH_USER_MODEL,
        on_delete=models.CASCADE,
        related_name="trip",
        null=True,
        blank=True,
    )
    name = models.CharField(max_length=80, default="My trip")
    days = models.JSONField(default=list)
    start = models.DateField(null=True, blank=True)
    version = models.PositiveIntegerField(default=0)
    updated = models.DateTimeField(default=timezone.now)

    def __str__(self):
        return f"trip {self.pk} {self.name!r} (version {self.version})"


class TripMember(models.Model):
    """An account planning a trip: its owner (one) or a companion. Ordered by joining (id)."""

    OWNER = "owner"
    COMPANION = "companion"

    trip = models.ForeignKey(Trip, on_delete=models.CASCADE, related_name="memberships")
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="trip_memberships"
    )
    role = models.CharField(
        max_length=10, choices=[(OWNER, "owner"), (COMPANION, "companion")], default=COMPANION
    )
    joined = models.DateTimeField(default=timezone.now)

    class Meta:
        ordering = ["id"]
        constraints = [
            models.UniqueConstraint(fields=["trip", "user"], name="one_membership_per_trip")
        ]

    def __str__(self):
        return f"{self.role} {self.user_id} of trip {self.trip_id}"


class TripInvite(models.Model):
    """An open invitation to a trip: only the SHA-256 of its token is kept. Used by anyone who
    has it until it expires or the owner revokes it (the row is then deleted)."""

    trip = models.ForeignKey(Trip, on_delete=models.CASCADE, related_name="invites")
    token_hash = models.CharField(max_length=64, unique=True)
    expires = models.DateTimeField()
    created = models.DateTimeField(default=timezone.now)

    def __str__(self):
        return f"invitation to trip {self.trip_id} until {self.expires}"
