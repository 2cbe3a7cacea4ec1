"""Trips together's requests and answers, for contract/trips/together.py and
contract/trips/members.py: one account's calls to v1/trips/..., the bodies the server answers,
word for word."""

import re
from concurrent.futures import ThreadPoolExecutor

from contract.plumbing.client import compact, http, login
from contract.trips.trip import CHANGED, UPDATED

NOT_FOUND = {"detail": "Not found."}
NOT_NULL = ["This field may not be null."]
NOT_A_STRING = ["Not a valid string."]
BLANK = ["This field may not be blank."]
INVALID_INVITE = {"detail": "This invitation is not valid any more."}
FULL = {"detail": "This trip already has 12 members."}
OWNER_ONLY_INVITE = {"detail": "Only the trip's owner can invite."}
OWNER_ONLY_REVOKE = {"detail": "Only the trip's owner can revoke invitations."}
OWNER_ONLY_REMOVE = {"detail": "Only the trip's owner can remove a companion."}
OWNER_ONLY_DELETE = {"detail": "Only the trip's owner can delete it."}
OWNER_STAYS = {"detail": "The owner cannot leave their trip."}
# At least 128 bits of URL-safe base64 (22 characters carry 132).
TOKEN = re.compile(r"[A-Za-z0-9_-]{22,}")
WEEK = 7 * 24 * 3600
STAMP = "<updated>"  # stands for a well-formed `updated` in the bodies compared
KEEP = object()


class Planner:
    """One account planning trips. Every answer of a v1/trips/ URL is kept in `answers` (shared
    by the run's planners) to look for an email in any of them at the end."""

    def __init__(self, api, account, name, answers):
        self.api, self.name, self.answers = api, name, answers
        self.email, self.password = account
        self.access = login(api, *account).get("access", "")
        me = http("GET", f"{api}/v1/auth/users/me/", token=self.access)
        self.id = me.json().get("id") if me.status == 200 else None

    def member(self, role):
        """How the trip's answers name this account."""
        return {"id": self.id, "name": self.name, "role": role}

    def call(self, method, path="", body=None, headers=None, token=KEEP):
        r = http(method, f"{self.api}/v1/trips/{path}", body=body, headers=headers,
                 token=self.access if token is KEEP else token)
        self.answers.append(r)
        return r

    def trips(self):
        return self.call("GET")

    def create(self, name):
        return self.call("POST", body={"name": name})

    def get(self, trip, **headers):
        return self.call("GET", f"{trip}/", headers=headers)

    def put(self, trip, body, version=None, if_match=None):
        headers = {}
        if version is not None:
            headers["If-Match"] = f'"{version}"'
        if if_match is not None:
            headers["If-Match"] = if_match
        return self.call("PUT", f"{trip}/", body, headers)

    def delete(self, trip):
        return self.call("DELETE", f"{trip}/")

    def invite(self, trip):
        return self.call("POST", f"{trip}/invites/")

    def revoke(self, trip):
        return self.call("DELETE", f"{trip}/invites/")

    def join(self, token):
        return self.call("POST", "join/", body={"token": token})

    def remove(self, trip, account):
        return self.call("DELETE", f"{trip}/members/{account}/")

    def token_of(self, trip):
        """A new invitation's token ("" if refused)."""
        r = self.invite(trip)
        return r.json().get("token", "") if r.status == 201 else ""

    def delete_account(self):
        return http("DELETE", f"{self.api}/v1/auth/users/me/", token=self.access,
                    body={"current_password": self.password})


def planners(api, new_account, names, answers):
    """A fresh account for each first name, registered a few at a time: their Planners."""
    def make(name):
        return Planner(api, new_account(first_name=name), name, answers)

    with ThreadPoolExecutor(4) as pool:
        return list(pool.map(make, names))


def stamped(value):
    """`value` with every well-formed `updated` replaced by STAMP."""
    if isinstance(value, dict):
        return {k: STAMP if k == "updated" and isinstance(v, str) and re.fullmatch(UPDATED, v)
                else stamped(v) for k, v in value.items()}
    if isinstance(value, list):
        return [stamped(v) for v in value]
    return value


def same(c, name, r, status, want, etag=None):
    """The status, the exact body (key order included; any well-formed `updated` passes as
    STAMP) and, when given, `ETag: "<etag>"`."""
    problems = []
    if r.status != status:
        problems.append(f"status {r.status} != {status}")
    try:
        got = compact(stamped(r.json()))
    except ValueError:
        got = r.text[:300]
    if got != compact(want):
        problems.append(f"body {got[:600]} != {compact(want)[:600]}")
    if etag is not None and r.headers.get("ETag") != f'"{etag}"':
        problems.append(f"ETag {r.headers.get('ETag')!r} != '\"{etag}\"'")
    return c.check(name, not problems, "; ".join(problems))


def summary(trip, name, role, members, version):
    """An item of GET v1/trips/ (and the answer to a join)."""
    return {"id": trip, "name": name, "role": role, "members": members, "version": version,
            "updated": STAMP}


def trip_body(trip, name, role, members, days, version, start=None):
    """GET v1/trips/<id>/."""
    return {"id": trip, "name": name, "role": role, "members": members, "days": days,
            "start": start, "version": version, "updated": STAMP}


def changed(current):
    """A 412's body."""
    return {"detail": CHANGED, "current": current}


def authors(body):
    """{stop id: by} of a trip's answer."""
    return {s["id"]: s["by"] for d in body.get("days", []) for s in d["stops"]}


def day(*stops, name="Beach day"):
    """A day of (id, time, by) stops as v1/trips/<id>/ answers them."""
    return {"name": name, "stops": [{"id": i, "time": t, "by": by} for i, t, by in stops]}
