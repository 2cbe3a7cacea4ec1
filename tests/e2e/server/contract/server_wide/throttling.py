"""A server with low rates: every throttled endpoint answers 429 with Retry-After."""

import uuid

from contract.plumbing.bodies import (
    GARBAGE_BEARER,
    READER,
    TOKEN_INVALID,
)
from contract.plumbing.client import (
    compact,
    http,
    throttled,
)


def check_throttled(c, api):
    """A server with a low THROTTLE_AUTH_RATE: each limited endpoint answers DRF's 429 once a
    client has used its rate; empty bodies (400s, no password hashing) count as much."""
    print(f"checking throttling on {api}")
    for path in ("v1/auth/jwt/create/", "v1/auth/firebase/", "v1/auth/users/reset_password/"):
        answers = [http("POST", f"{api}/{path}", body={}) for _ in range(2)]
        while answers[-1].status == 400 and len(answers) < 30:
            answers.append(http("POST", f"{api}/{path}", body={}))
        last = answers[-1]
        wait = last.headers.get("Retry-After", "")
        seconds = int(wait) if wait.isdigit() else -1
        c.exact(f"POST {path.replace('v1/auth/', '')} past the rate -> 429, Retry-After: N",
                last, 429, throttled(seconds))
        c.check("  Retry-After within the minute", 0 < seconds <= 60, f"Retry-After {wait!r}")
    # A site on another origin reads the wait only if CORS exposes the header.
    crossed = http("POST", f"{api}/v1/auth/jwt/create/", body={},
                   headers={"Origin": "https://site.example"})
    exposed = crossed.headers.get("Access-Control-Expose-Headers", "")
    c.check("throttled: a cross-origin 429 exposes Retry-After",
            crossed.status == 429 and "retry-after" in exposed.lower(),
            f"{crossed.status}, Access-Control-Expose-Headers {exposed!r}")
    c.shape("throttled: other auth endpoints go on (jwt/verify/ -> 401, not 429)",
            http("POST", f"{api}/v1/auth/jwt/verify/", body={"token": "garbage"}), 401,
            lambda d: d == TOKEN_INVALID, compact(TOKEN_INVALID))
    c.exact("throttled: POST users/reset_password/ with a garbage bearer -> 401 still (sign-in "
            "is checked first)", http("POST", f"{api}/v1/auth/users/reset_password/",
                                      body={"email": READER[0]}, token="garbage"), 401,
            GARBAGE_BEARER)


def past_the_rate(c, name, send, limit=30):
    """Sends until the server answers something else than the first answers' status; checks
    that it is DRF's 429 with a Retry-After within the minute."""
    answers = [send(0)]
    while answers[-1].status != 429 and len(answers) < limit:
        answers.append(send(len(answers)))
    last = answers[-1]
    wait = last.headers.get("Retry-After", "")
    seconds = int(wait) if wait.isdigit() else -1
    c.exact(f"{name} -> 429, Retry-After: N (after {len(answers) - 1} answers)", last, 429,
            throttled(seconds))
    c.check("  Retry-After within the minute", 0 < seconds <= 60, f"Retry-After {wait!r}")
    return answers


def check_mail_and_guesses(c, api, word):
    """A server with low THROTTLE_MAIL_RATE, THROTTLE_MAIL_ADDRESS_RATE (2/min),
    THROTTLE_PASSWORD_RATE and THROTTLE_GUIDE_WORD_RATE: what sends mail or tests a secret."""
    print(f"checking the mail and guess throttles on {api}")
    tag = uuid.uuid4().hex[:8]

    def post(path, **kw):
        return http("POST", f"{api}/v1/auth/{path}", **kw)

    # Per address: the mails to one address, whatever the endpoint (2 a minute here).
    waiting = f"throttled-{tag}@example.com"
    password = "Blue-Lagoon-Coconut-27"  # unlike the address
    r = post("users/", body={"email": waiting, "username": waiting, "first_name": "T",
                             "last_name": "Hrottled", "password": password,
                             "re_password": password})
    c.check("throttled: registration -> 201 (one activation mail)", r.status == 201,
            f"{r.status} {r.text[:200]}")
    answers = past_the_rate(
        c, "POST users/resend_activation/ to one address past its rate (per address)",
        lambda i: post("users/resend_activation/",
                       body={"email": waiting.upper() if i % 2 else waiting}))
    c.check("  the mail before the limit was sent (204)", answers[0].status == 204,
            f"{answers[0].status}")
    # Per client: resend_activation for addresses nobody has (400, no mail) still counts.
    past_the_rate(c, "POST users/resend_activation/ from one client past its rate (per client)",
                  lambda i: post("users/resend_activation/",
                                 body={"email": f"nobody-{i}-{tag}@example.com"}))
    past_the_rate(c, "POST users/ from one client past its rate (bad forms count)",
                  lambda i: post("users/", body={}))
    past_the_rate(c, "POST users/reset_password/ to one address past its rate (per address)",
                  lambda i: post("users/reset_password/", body={"email": READER[0]}))

    # set_password tests the current password: per account and per client.
    r = post("jwt/create/", body={"email": READER[0], "password": READER[1]})
    access = r.json().get("access", "") if r.status == 200 else ""
    past_the_rate(c, "POST users/set_password/ with wrong current passwords past the rate",
                  lambda i: post("users/set_password/", token=access, body={
                      "current_password": f"Guess-{i}", "new_password": "Another-Negril-26",
                      "re_new_password": "Another-Negril-26"}))
    c.check("  the reader's password is unchanged (it still signs in)", post(
        "jwt/create/", body={"email": READER[0], "password": READER[1]}).status in (200, 429),
        "refused")

    # The guide's word: wrong words per client; the right one and a missing one are not counted.
    def guide(given):
        headers = {"X-Guide-Word": given} if given is not None else {}
        return http("GET", f"{api}/negril_guide/", headers=headers)

    rights = [guide(word).status for _ in range(6)]
    c.check("throttled: the right guide word six times -> 200 each (not counted)",
            rights == [200] * 6, f"{rights}")
    missing = [guide(None).status for _ in range(6)]
    c.check("throttled: no guide word six times -> 403 each (not counted)",
            missing == [403] * 6, f"{missing}")
    answers = past_the_rate(c, "GET negril_guide/ with wrong words past the rate (per client)",
                            lambda i: guide(f"{word}-guess-{i}"))
    c.check("  each wrong word before it -> 403",
            all(a.status == 403 for a in answers[:-1]), f"{[a.status for a in answers]}")
    r = guide(word)
    c.check("  then even the right word waits -> 429 (a guess cannot be told right)",
            r.status == 429 and r.headers.get("Retry-After", "").isdigit(), f"{r.status}")
