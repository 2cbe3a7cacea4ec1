"""The one canonical form of an email address, stored and compared with exact equality.

`Victim@Gmail.com ` and `victim@gmail.com` are then one account whichever way it was registered
or signed into (password, Google, reset or activation mail). Case-insensitive lookups (`iexact`)
are not used: on some databases they fold letters that are not the same.
"""

import unicodedata


def canonical_email(value):
    """Trimmed, NFKC, lower-cased (then NFKC again: lower-casing may undo it)."""
    text = unicodedata.normalize("NFKC", str(value)).strip().lower()
    return unicodedata.normalize("NFKC", text).strip()
