"""Intercom signs every Canvas Kit request: `X-Body-Signature` is the hex HMAC-SHA256 of the
raw request body keyed with the app's client secret. It is checked on the bytes as received
(before any JSON parsing) and compared in constant time."""

from __future__ import annotations

import hashlib
import hmac

#: `X-Body-Signature` as WSGI names it.
SIGNATURE_ENVIRON = "HTTP_X_BODY_SIGNATURE"


def sign(body: bytes, secret: str) -> str:
    return hmac.new(secret.encode("utf-8"), body, hashlib.sha256).hexdigest()


def verified(body: bytes, signature: str | None, secret: str) -> bool:
    """True only for the exact signature of these bytes; a missing, empty or malformed
    header is False, never an exception."""
    if not signature or not secret:
        return False
    given = signature.strip().lower()
    return hmac.compare_digest(given.encode("ascii", "replace"), sign(body, secret).encode())
