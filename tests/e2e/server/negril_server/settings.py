"""Settings of the reference API server used by the end-to-end tests.

It reproduces the product's Django REST server (djoser + simplejwt) on Debian's packages, with
the answers listed in README.md beside this package and checked by verify_contract.py.
Everything that a test may want to vary comes from the environment; see that README.
"""

import os
from datetime import timedelta
from pathlib import Path

from corsheaders.defaults import default_headers

SERVER_DIR = Path(__file__).resolve().parent.parent


def env_int(name, default):
    value = os.environ.get(name, "").strip()
    return int(value) if value else default


def env_path(name, default):
    value = os.environ.get(name, "").strip()
    return Path(value).resolve() if value else default


def env_flag(name):
    return os.environ.get(name, "").strip().lower() in ("1", "true", "yes", "on")


# TEST-ONLY: a fixed, published key. It signs the JWTs and the guide pictures' URLs, so anyone
# who reads this file could forge both; a real server reads a long random key from its secrets.
# verify_contract.py uses the same default to forge an expired (but correctly signed) access
# token, so keep the two in step.
SECRET_KEY = os.environ.get("SECRET_KEY", "e2e-reference-server-not-a-secret")

# DEBUG off as in production: unrouted paths answer Django's plain HTML 404 page, and a POST
# to a path missing its trailing slash is a 301 (with DEBUG on Django raises an error instead).
DEBUG = False
# TEST-ONLY: any Host header is accepted (tests reach the server as 127.0.0.1, localhost or
# through vite's proxy). A real server lists its own host names.
ALLOWED_HOSTS = ["*"]
# TEST-ONLY: absolute media URLs follow the host the browser used when a proxy says so (vite's
# /api proxy). Trusting X-Forwarded-Host is right only behind a proxy that sets it itself.
USE_X_FORWARDED_HOST = True

# The auth of the server as it was before Google sign-in moved to the server (LEGACY_AUTH=1):
# no firebase/ route (404), users/all open to anyone, no refresh rotation, no jwt/blacklist/.
# The site's fallback paths are exercised against it.
LEGACY_AUTH = env_flag("LEGACY_AUTH")

# "Continue with Google": the Firebase project whose ID tokens firebase/ accepts. Empty = the
# endpoint answers 503 (not configured). The e2e run passes the emulator's demo project.
FIREBASE_PROJECT_ID = os.environ.get("FIREBASE_PROJECT_ID", "").strip()
# Google's signing certificates of Firebase ID tokens ({kid: PEM}); a file:// URL in tests,
# since the test machines are offline.
FIREBASE_CERTS_URL = os.environ.get("FIREBASE_CERTS_URL", "").strip() or (
    "https://www.googleapis.com/robot/v1/metadata/x509/"
    "securetoken@system.gserviceaccount.com"
)
# TEST-ONLY: set (host:port of the Firebase Auth emulator), firebase/ also accepts the
# emulator's unsigned tokens (alg "none"), which anyone can write. Never set it on a server
# that real people sign in to.
FIREBASE_AUTH_EMULATOR_HOST = os.environ.get("FIREBASE_AUTH_EMULATOR_HOST", "").strip()

# Private guide: set, the guide's list and entries need the header X-Guide-Word with this word,
# and its pictures' URLs carry a signature. Unset (the default), the guide is public.
GUIDE_WORD = os.environ.get("GUIDE_WORD", "")

INSTALLED_APPS = [
    "django.contrib.contenttypes",
    "django.contrib.auth",
    "corsheaders",
    "rest_framework",
    "rest_framework_simplejwt.token_blacklist",  # rotation's used refreshes, jwt/blacklist/
    "djoser",  # also provides the e-mail templates (templates/email/*.html)
    "negril",
]

MIDDLEWARE = [
    "corsheaders.middleware.CorsMiddleware",
    # After CORS, so that a site on another origin can read its 413 (negril.limits.body_size).
    "negril.limits.body_size.BodySizeLimit",
    "django.middleware.common.CommonMiddleware",  # APPEND_SLASH: the 301 on POST .../users
]

ROOT_URLCONF = "negril_server.urls"
WSGI_APPLICATION = None

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [],
        "APP_DIRS": True,
        "OPTIONS": {"context_processors": []},
    }
]

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.sqlite3",
        "NAME": str(env_path("DB_PATH", SERVER_DIR / "db.sqlite3")),
    }
}
DEFAULT_AUTO_FIELD = "django.db.models.AutoField"

AUTH_USER_MODEL = "negril.User"

# Django's default validators. The similarity validator lists `email` before `username`:
# the product registers with username == email, and the recorded server words the error
# "The password is too similar to the email." (Django's default order would name the username).
AUTH_PASSWORD_VALIDATORS = [
    {
        "NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator",
        "OPTIONS": {"user_attributes": ("email", "username", "first_name", "last_name")},
    },
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]

LANGUAGE_CODE = "en-us"
TIME_ZONE = "UTC"
USE_I18N = True
USE_L10N = True
USE_TZ = True

# Uploaded and seeded images, served by negril_server.urls under /api/media/ (DEBUG off, so
# Django's static() helper would serve nothing).
MEDIA_URL = "/api/media/"
MEDIA_ROOT = str(env_path("MEDIA_DIR", SERVER_DIR / "media"))

# TEST-ONLY: any origin may call the API from a browser (the tests' sites run on many ports).
# The API uses bearer tokens, not cookies, so this exposes nothing a direct request could not
# reach; a real server still lists its sites' origins (CORS_ALLOWED_ORIGINS).
CORS_ALLOW_ALL_ORIGINS = True
# X-Guide-Word: the private guide's word; If-Match: the version a PUT v1/trip/ or
# v1/trips/<id>/ changes; If-None-Match: the version a GET v1/trips/<id>/ already has.
CORS_ALLOW_HEADERS = (*default_headers, "x-guide-word", "if-match", "if-none-match")
# A site on another origin reads a 429's wait from Retry-After, and a trip's version from its
# ETag, only if they are exposed.
CORS_EXPOSE_HEADERS = ("retry-after", "etag")


def env_rate(name, default):
    """A DRF rate ("10/min", "3/hour", "100/day") from the environment."""
    return os.environ.get(name, "").strip() or default


# Per client address: jwt/create/, firebase/, users/reset_password/. The e2e run, which signs in
# often from one address, sets generous rates for all of these.
THROTTLE_AUTH_RATE = env_rate("THROTTLE_AUTH_RATE", "10/min")
# Wrong passwords given for one account (its email in canonical form) at jwt/create/, from
# wherever they come; past it even the right password waits. The e2e run sets it generous too.
THROTTLE_LOGIN_ACCOUNT_RATE = env_rate("THROTTLE_LOGIN_ACCOUNT_RATE", "10/hour")
# Per client address: registration (users/) and users/resend_activation/, which send mail.
THROTTLE_MAIL_RATE = env_rate("THROTTLE_MAIL_RATE", "20/hour")
# Per address: mails sent to one address by registration, resend_activation and reset_password
# together (counted once sent, so a form refused for a weak password costs nothing).
THROTTLE_MAIL_ADDRESS_RATE = env_rate("THROTTLE_MAIL_ADDRESS_RATE", "5/hour")
# users/set_password/ (it tests the current password): per client address and per account.
THROTTLE_PASSWORD_RATE = env_rate("THROTTLE_PASSWORD_RATE", "10/hour")
# Wrong X-Guide-Word headers per client address (the right word is not counted).
THROTTLE_GUIDE_WORD_RATE = env_rate("THROTTLE_GUIDE_WORD_RATE", "10/hour")

# GET and PUT v1/trip/ and every request to v1/trips/ (one count), per account. Generous: the
# site saves a trip a second or so after each change, and the e2e run signs one account in for
# many tests.
THROTTLE_TRIP_RATE = env_rate("THROTTLE_TRIP_RATE", "120/min")

# Seconds an invitation to plan a trip together stays valid (7 days). Tests may shorten it.
TRIP_INVITE_SECONDS = env_int("TRIP_INVITE_SECONDS", 7 * 24 * 3600)

# firebase/ signs into staff accounts only with this set: by default staff use their password.
GOOGLE_SIGN_IN_STAFF = env_flag("GOOGLE_SIGN_IN_STAFF")

REST_FRAMEWORK = {
    # JWT only: a bad bearer token is a 401 on every DRF endpoint, public ones included,
    # because DRF authenticates before it looks at permissions.
    "DEFAULT_AUTHENTICATION_CLASSES": (
        "rest_framework_simplejwt.authentication.JWTAuthentication",
    ),
    "DEFAULT_PERMISSION_CLASSES": ("rest_framework.permissions.AllowAny",),
    # Plain JSON answers whatever the Accept header (no browsable API, no templates for it).
    "DEFAULT_RENDERER_CLASSES": ("rest_framework.renderers.JSONRenderer",),
    # No lists are paginated: the SPA expects bare arrays.
    "DEFAULT_PAGINATION_CLASS": None,
    # The scopes of the throttled views (in negril.accounts, negril.guide and negril.trips; the
    # throttles in negril.limits.throttles); DRF answers 429 with Retry-After.
    "DEFAULT_THROTTLE_RATES": {
        "login": THROTTLE_AUTH_RATE,
        "login_account": THROTTLE_LOGIN_ACCOUNT_RATE,
        "firebase": THROTTLE_AUTH_RATE,
        "password_reset": THROTTLE_AUTH_RATE,
        "register": THROTTLE_MAIL_RATE,
        "resend_activation": THROTTLE_MAIL_RATE,
        "mail_address": THROTTLE_MAIL_ADDRESS_RATE,
        "set_password": THROTTLE_PASSWORD_RATE,
        "set_password_account": THROTTLE_PASSWORD_RATE,
        "guide_word": THROTTLE_GUIDE_WORD_RATE,
        "trip": THROTTLE_TRIP_RATE,
        # firebase/delete/, per client address (a count of its own, beside firebase/'s).
        "account_delete": THROTTLE_AUTH_RATE,
    },
    # The client address is REMOTE_ADDR: with DRF's default (None) a client could name itself
    # in X-Forwarded-For and never be throttled. Behind N proxies of your own, set N. An IPv6
    # client is counted by its /64 (negril.limits.throttles).
    "NUM_PROXIES": env_int("NUM_PROXIES", 0),
}

SIMPLE_JWT = {
    "ACCESS_TOKEN_LIFETIME": timedelta(seconds=env_int("ACCESS_TOKEN_LIFETIME", 300)),
    "REFRESH_TOKEN_LIFETIME": timedelta(seconds=env_int("REFRESH_TOKEN_LIFETIME", 86400)),
    # A refresh answers a new refresh and the used one is blacklisted (token_blacklist app).
    "ROTATE_REFRESH_TOKENS": not LEGACY_AUTH,
    "BLACKLIST_AFTER_ROTATION": not LEGACY_AUTH,
    "AUTH_HEADER_TYPES": ("Bearer", "JWT"),
}

DJOSER = {
    "LOGIN_FIELD": "email",
    "USER_CREATE_PASSWORD_RETYPE": True,
    "PASSWORD_RESET_CONFIRM_RETYPE": True,
    "SEND_ACTIVATION_EMAIL": True,
    "ACTIVATION_URL": "activate/{uid}/{token}",
    "PASSWORD_RESET_CONFIRM_URL": "password/reset/confirm/{uid}/{token}",
    # No DRF authtoken (JWT only): djoser's DELETE users/me/ would otherwise import its model
    # to sign the deleted user out.
    "TOKEN_MODEL": None,
    # The email in its canonical form before any check (negril.accounts.emails).
    "SERIALIZERS": {
        "user_create_password_retype": "negril.accounts.serializers.UserCreatePasswordRetypeSerializer",
        "password_reset": "negril.accounts.serializers.SendEmailResetSerializer",
    },
}

# Read by templated_mail.mail (our stand-in for django-templated-mail) to build the links in
# activation and reset e-mails: {PROTOCOL}://{DOMAIN}/activate/{uid}/{token}. The links lead
# to the SPA (vite preview on 4173 in the e2e tests), not to this server.
DOMAIN = os.environ.get("SITE_DOMAIN", "127.0.0.1:4173")
PROTOCOL = os.environ.get("SITE_PROTOCOL", "http")
SITE_NAME = os.environ.get("SITE_NAME", "Negril Travel")

EMAIL_BACKEND = "negril.mail.outbox.OutboxBackend"
OUTBOX_DIR = str(env_path("OUTBOX_DIR", SERVER_DIR / "outbox"))
DEFAULT_FROM_EMAIL = "Negril Travel <no-reply@negril.example>"

# Request lines come from runserver's "django.server" logger. With DEBUG off Django would hide
# tracebacks of 500s; a test server should show them.
LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "loggers": {
        "django.request": {"handlers": ["console"], "level": "ERROR", "propagate": False},
        "negril": {"handlers": ["console"], "level": "INFO", "propagate": False},
    },
}
