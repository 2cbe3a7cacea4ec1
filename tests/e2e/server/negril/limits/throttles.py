"""Throttles beyond DRF's ScopedRateThrottle: by client for any scope, by the address a request
names, by signed-in account, and by failure (counted only when a check says so).

Each rate is a scope of REST_FRAMEWORK["DEFAULT_THROTTLE_RATES"] (settings.py reads them from
the environment). Over its rate a request is DRF's 429 {"detail": "Request was throttled.
Expected available in N seconds."} with `Retry-After: N`.
"""

import hashlib
import ipaddress

from rest_framework.throttling import ScopedRateThrottle, SimpleRateThrottle

from ..accounts.emails import canonical_email


def network_ident(ident):
    """A client address as counted: an IPv6 address by its /64 (one subscriber's network, whose
    every address is theirs to use), an IPv4 address as it is."""
    try:
        address = ipaddress.ip_address(ident)
    except ValueError:
        return ident
    if address.version == 4:
        return ident
    if address.ipv4_mapped is not None:
        return str(address.ipv4_mapped)
    return str(ipaddress.ip_network(f"{address}/64", strict=False).network_address) + "/64"


def email_ident(request):
    """The body's `email` in canonical form, hashed (None without one)."""
    email = request.data.get("email") if hasattr(request.data, "get") else None
    if not isinstance(email, str) or not email.strip():
        return None
    return hashlib.sha256(canonical_email(email).encode()).hexdigest()


class ScopedClientThrottle(ScopedRateThrottle):
    """DRF's ScopedRateThrottle, with an IPv6 client counted by its /64."""

    def get_ident(self, request):
        return network_ident(super().get_ident(request))


class ClientThrottle(SimpleRateThrottle):
    """Every request of one client address (REMOTE_ADDR, or NUM_PROXIES' pick; IPv6 by its /64)
    in `scope`; or of what `ident(request)` names instead, when given."""

    def __init__(self, scope, ident=None):
        self.scope = scope
        if ident is not None:
            self.ident_of = ident
        super().__init__()

    def get_ident(self, request):
        return network_ident(super().get_ident(request))

    def ident_of(self, request):
        return self.get_ident(request)

    def get_cache_key(self, request, view):
        ident = self.ident_of(request)
        return None if ident is None else self.cache_format % {"scope": self.scope, "ident": ident}


class AccountThrottle(ClientThrottle):
    """Every request of one signed-in account (anonymous ones are refused before throttling)."""

    def ident_of(self, request):
        user = getattr(request, "user", None)
        return str(user.pk) if user is not None and user.is_authenticated else None


class CountedLater(ClientThrottle):
    """Checks the count at the start of a request but adds to it only through `record()`: for
    limits on what happened (a mail sent, a wrong word), not on what was asked."""

    key = None

    def allow_request(self, request, view):
        if self.rate is None:
            return True
        self.key = self.get_cache_key(request, view)
        if self.key is None:
            return True
        self.now = self.timer()
        self.history = [t for t in self.cache.get(self.key, []) if t > self.now - self.duration]
        if len(self.history) >= self.num_requests:
            return self.throttle_failure()
        return True

    def record(self):
        if self.key is not None and self.rate is not None:
            self.history.insert(0, self.now)
            self.cache.set(self.key, self.history, self.duration)


class AddressThrottle(CountedLater):
    """Mail to one address (the body's `email`, in its canonical form), counted once sent."""

    def ident_of(self, request):
        return email_ident(request)


class FailureThrottle(CountedLater):
    """Failures of one client address (wrong guide words), or of what `ident` names (wrong
    passwords of one account), counted by the check that failed."""
