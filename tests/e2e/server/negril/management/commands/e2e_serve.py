"""Prepare the database and serve the API in one process (fast start for tests).

    /usr/bin/python3 manage.py e2e_serve [--prepare-only]

Environment: HOST (127.0.0.1), PORT (8000), RESET_DB (1 = start from an empty database,
media and outbox; 0 = keep them and only add missing seed records). `migrate` applies every
installed app's migrations, simplejwt's token_blacklist included. The rest: README.md.
"""

import os
import re
from pathlib import Path

from django.conf import settings
from django.core.management import call_command
from django.core.management.base import BaseCommand
from django.db import connections

from negril.seeding.seed import seed

OUTBOX_FILE = re.compile(r"^\d{4}-[a-z_]+\.(eml|json|json\.tmp)$")
MEDIA_SUBDIRS = ("press", "negril_guide")  # upload_to folders of the models


class Command(BaseCommand):
    help = "Reset (RESET_DB=1), migrate and seed the e2e database, then run the server."

    def add_arguments(self, parser):
        parser.add_argument(
            "--prepare-only", action="store_true", help="reset, migrate and seed; do not serve"
        )

    def handle(self, *args, **options):
        if os.environ.get("RESET_DB", "1").strip() not in ("0", "false", "no", ""):
            self.reset()
        call_command("migrate", interactive=False, verbosity=0)
        seed(log=self.stdout.write)
        self.stdout.write(
            f"outbox: {settings.OUTBOX_DIR}\nmedia: {settings.MEDIA_ROOT}\n"
            f"e-mail links: {settings.PROTOCOL}://{settings.DOMAIN}/...\n"
            f"token lifetimes: access {settings.SIMPLE_JWT['ACCESS_TOKEN_LIFETIME']}, "
            f"refresh {settings.SIMPLE_JWT['REFRESH_TOKEN_LIFETIME']}"
            f"{' (rotated)' if settings.SIMPLE_JWT['ROTATE_REFRESH_TOKENS'] else ''}\n"
            f"throttles per client: sign-in and reset {settings.THROTTLE_AUTH_RATE}, "
            f"registration and resend {settings.THROTTLE_MAIL_RATE}, set_password "
            f"{settings.THROTTLE_PASSWORD_RATE}, wrong guide words {settings.THROTTLE_GUIDE_WORD_RATE}; "
            f"mail per address {settings.THROTTLE_MAIL_ADDRESS_RATE}; wrong passwords per account "
            f"{settings.THROTTLE_LOGIN_ACCOUNT_RATE}; trips per account "
            f"{settings.THROTTLE_TRIP_RATE}\n"
            f"trips together: {self.together()}\n"
            f"google sign-in: {self.google()}\n"
            f"guide: {'private (GUIDE_WORD set)' if settings.GUIDE_WORD else 'public'}"
            f"{chr(10) + 'LEGACY_AUTH: the older auth' if settings.LEGACY_AUTH else ''}"
        )
        if options["prepare_only"]:
            return
        addrport = f"{os.environ.get('HOST') or '127.0.0.1'}:{os.environ.get('PORT') or '8000'}"
        # runserver is threaded; --noreload keeps it to this one process (killable by its pid).
        call_command("runserver", addrport, use_reloader=False, use_threading=True)

    @staticmethod
    def together():
        if settings.LEGACY_AUTH:
            return "none (LEGACY_AUTH: v1/trips/ is a 404)"
        return f"invitations valid {settings.TRIP_INVITE_SECONDS} s"

    @staticmethod
    def google():
        if settings.LEGACY_AUTH:
            return "no firebase/ route (LEGACY_AUTH)"
        if not settings.FIREBASE_PROJECT_ID:
            return "not configured (FIREBASE_PROJECT_ID empty: 503)"
        emulator = settings.FIREBASE_AUTH_EMULATOR_HOST
        return f"project {settings.FIREBASE_PROJECT_ID}, keys {settings.FIREBASE_CERTS_URL}" + (
            f", and the emulator's unsigned tokens ({emulator}; TEST-ONLY)" if emulator else ""
        )

    def reset(self):
        """Delete only what this server creates, never a whole user-supplied directory."""
        connections.close_all()
        db = Path(settings.DATABASES["default"]["NAME"])
        for path in (db, Path(f"{db}-journal"), Path(f"{db}-wal"), Path(f"{db}-shm")):
            if path.exists():
                path.unlink()
        for sub in MEDIA_SUBDIRS:
            folder = Path(settings.MEDIA_ROOT) / sub
            if folder.is_dir():
                for item in folder.iterdir():
                    if item.is_file():
                        item.unlink()
        outbox = Path(settings.OUTBOX_DIR)
        if outbox.is_dir():
            for item in outbox.iterdir():
                if item.is_file() and OUTBOX_FILE.match(item.name):
                    item.unlink()
        self.stdout.write(f"reset: fresh database {db}")
