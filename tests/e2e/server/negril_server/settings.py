"""Settings of the reference API server used by the end-to-end tests.

It reproduces the product's Django REST server (djoser + simplejwt) on Debian's packages, as
recorded in /work/shared/facts/djoser-contract.md. Everything that a test may want to vary
comes from the environment; see README.md beside this package.
"""

import os
from datetime import timedelta
from pathlib import Path

SERVER_DIR = Path(__file__).resolve().parent.parent


def env_int(name, default):
    value = os.environ.get(name, "").strip()
    return int(value) if value else default


def env_path(name, default):
    value = os.environ.get(name, "").strip()
    return Path(value).resolve() if value else default


# Not a secret: this server only ever runs in tests. verify_contract.py uses the same default to
# forge an expired (but correctly signed) access token, so keep the two in step.
SECRET_KEY = os.environ.get("SECRET_KEY", "e2e-reference-server-not-a-secret")

# DEBUG off as in production: unrouted paths answer Django's plain HTML 404 page, and a POST
# to a path missing its trailing slash is a 301 (with DEBUG on Django raises an error instead).
DEBUG = False
ALLOWED_HOSTS = ["*"]
# Absolute media URLs follow the host the browser used when a proxy says so (vite's /api proxy).
USE_X_FORWARDED_HOST = True

INSTALLED_APPS = [
    "django.contrib.contenttypes",
    "django.contrib.auth",
    "corsheaders",
    "rest_framework",
    "djoser",  # also provides the e-mail templates (templates/email/*.html)
    "negril",
]

MIDDLEWARE = [
    "corsheaders.middleware.CorsMiddleware",
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

CORS_ALLOW_ALL_ORIGINS = True

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
}

SIMPLE_JWT = {
    "ACCESS_TOKEN_LIFETIME": timedelta(seconds=env_int("ACCESS_TOKEN_LIFETIME", 300)),
    "REFRESH_TOKEN_LIFETIME": timedelta(seconds=env_int("REFRESH_TOKEN_LIFETIME", 86400)),
    "ROTATE_REFRESH_TOKENS": False,
    "AUTH_HEADER_TYPES": ("Bearer", "JWT"),
}

DJOSER = {
    "LOGIN_FIELD": "email",
    "USER_CREATE_PASSWORD_RETYPE": True,
    "PASSWORD_RESET_CONFIRM_RETYPE": True,
    "SEND_ACTIVATION_EMAIL": True,
    "ACTIVATION_URL": "activate/{uid}/{token}",
    "PASSWORD_RESET_CONFIRM_URL": "password/reset/confirm/{uid}/{token}",
}

# Read by templated_mail.mail (our stand-in for django-templated-mail) to build the links in
# activation and reset e-mails: {PROTOCOL}://{DOMAIN}/activate/{uid}/{token}. The links lead
# to the SPA (vite preview on 4173 in the e2e tests), not to this server.
DOMAIN = os.environ.get("SITE_DOMAIN", "127.0.0.1:4173")
PROTOCOL = os.environ.get("SITE_PROTOCOL", "http")
SITE_NAME = os.environ.get("SITE_NAME", "Negril Travel")

EMAIL_BACKEND = "negril.mail_backend.OutboxBackend"
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
