#!/usr/bin/python3
"""Django's command-line utility for the e2e reference server. Run with /usr/bin/python3."""
import os
import sys


def main():
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "negril_server.settings")
    from django.core.management import execute_from_command_line

    execute_from_command_line(sys.argv)


if __name__ == "__main__":
    main()
