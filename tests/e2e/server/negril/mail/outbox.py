"""E-mail backend that drops every message into the outbox folder for tests to read.

For each message it writes two files, numbered in sending order:

    NNNN-<kind>.eml   the full RFC 822 message, as an SMTP server would receive it
    NNNN-<kind>.json  the same, parsed for tests:
        {"id": 3, "kind": "activation", "sent_at": "2026-01-01T12:00:00.123456+00:00",
         "to": ["new@example.com"], "from": "...", "subject": "...",
         "body": "<plain text>", "html": "<html alternative or null>",
         "links": ["http://127.0.0.1:4173/activate/NA/cx2...", ...],
         "link": "<first link to the SPA or null>", "path": "/activate/NA/cx2...",
         "uid": "NA", "token": "cx2..."}

`kind` is "activation" when the link holds /activate/{uid}/{token}, "password_reset" when it
holds /password/reset/confirm/{uid}/{token}, else "other" (then path/uid/token are null).
The .json file is written last and atomically (rename), so a test that sees it can read it.
"""

import json
import os
import re
import threading
from datetime import datetime, timezone
from pathlib import Path

from django.conf import settings
from django.core.mail.backends.base import BaseEmailBackend

LINK_RE = re.compile(r"https?://[^\s\"'<>]+")
KINDS = (
    ("activation", re.compile(r"/activate/(?P<uid>[^/\s]+)/(?P<token>[^/\s]+)/?$")),
    (
        "password_reset",
        re.compile(r"/password/reset/confirm/(?P<uid>[^/\s]+)/(?P<token>[^/\s]+)/?$"),
    ),
)

_lock = threading.Lock()  # the dev server is threaded


def describe_links(text):
    """Return (kind, links, link, path, uid, token) for a message body."""
    links = list(dict.fromkeys(LINK_RE.findall(text or "")))
    for kind, pattern in KINDS:
        for link in links:
            path = re.sub(r"^https?://[^/]+", "", link)
            match = pattern.search(path)
            if match:
                return kind, links, link, path, match["uid"], match["token"]
    return "other", links, (links[0] if links else None), None, None, None


class OutboxBackend(BaseEmailBackend):
    def __init__(self, fail_silently=False, **kwargs):
        super().__init__(fail_silently=fail_silently, **kwargs)
        self.outbox = Path(settings.OUTBOX_DIR)

    def send_messages(self, email_messages):
        self.outbox.mkdir(parents=True, exist_ok=True)
        sent = 0
        for message in email_messages:
            if not message.recipients():
                continue
            self._write(message)
            sent += 1
        return sent

    def _write(self, message):
        html = None
        for content, mimetype in getattr(message, "alternatives", []) or []:
            if mimetype == "text/html":
                html = content
        kind, links, link, path, uid, token = describe_links(message.body)
        if link is None and html:
            kind, links, link, path, uid, token = describe_links(html)

        with _lock:
            seq = self._reserve_number(kind)
            stem = self.outbox / f"{seq:04d}-{kind}"
            stem.with_suffix(".eml").write_bytes(message.message().as_bytes(linesep="\n"))
            record = {
                "id": seq,
                "kind": kind,
                "sent_at": datetime.now(timezone.utc).isoformat(),
                "to": list(message.to),
                "cc": list(message.cc),
                "bcc": list(message.bcc),
                "from": message.from_email,
                "subject": message.subject,
                "body": message.body,
                "html": html,
                "links": links,
                "link": link,
                "path": path,
                "uid": uid,
                "token": token,
            }
            tmp = stem.with_suffix(".json.tmp")
            tmp.write_text(json.dumps(record, indent=2, ensure_ascii=False) + "\n", "utf-8")
            os.replace(tmp, stem.with_suffix(".json"))

    def _reserve_number(self, kind):
        """Next free number (one server per outbox; the lock covers its threads)."""
        numbers = [
            int(name[:4]) for name in os.listdir(self.outbox) if name[:4].isdigit()
        ]
        seq = max(numbers, default=0) + 1
        while True:
            try:
                fd = os.open(self.outbox / f"{seq:04d}-{kind}.eml", os.O_CREAT | os.O_EXCL)
                os.close(fd)
                return seq
            except FileExistsError:
                seq += 1
