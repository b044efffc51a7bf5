"""The screen an AI-worded safe reply must pass before it is offered (issue 19, item 5).

On HOLD a model rewrites the draft with the governing value V. The recheck only asks whether
the rewrite contradicts a source; it does not notice a reply that sends the customer to a
link, asks for their card PIN, or runs to 15,000 characters. So the rewrite is screened, and
anything that fails falls back to the catalogue's template, with the reason in the trace:

- **Length**: no longer than a draft may be (the caller passes the draft cap).
- **Contact points and codes**: every URL, e-mail address, phone number and code (a run of
  four or more digits, or a token mixing letters and digits) must be in the draft or the
  governing quote; a model must not bring in a place to send the customer.
- **Credentials**: no mention of a password, PIN, card number, CVV, one-time code or login
  details. A safe reply restates a policy; it never needs one, so the screen refuses any
  mention rather than trying to tell a warning from a request.
- **Only V**: every value the local reader finds in the reply is V, and it finds V. A reply
  that adds a second timing or fee, or drops the value, is not the safe reply.

Pure: the same reply, draft, quote and value always give the same answer.
"""

from __future__ import annotations

import re
from typing import Final

from guard.engine.patterns import find_policy_patterns
from guard.engine.stated import agrees, read
from guard.engine.values import format_value
from guard.kb.catalogue import Catalogue
from guard.models import Value

_URL: Final = re.compile(
    r"(?:\b[a-z][a-z0-9+.-]*://|\bwww\.)[^\s<>\"']+"
    r"|(?<![@\w.-])(?:[a-z0-9-]+\.)+[a-z]{2,}(?:/[^\s<>\"']*)?(?![\w@-])",
    re.I,
)
_EMAIL: Final = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
_PHONE: Final = re.compile(
    r"(?:\+|\b00)\d[\d ().-]{5,}\d|\(?\b\d{2,5}\)?[ .-]\d{3,4}[ .-]\d{3,5}\b"
)
_CODE: Final = re.compile(
    r"\b\d(?:[ -]?\d){3,}\b|\b(?=[a-z-]*\d)(?=[\d-]*[a-z])[a-z\d]+(?:-[a-z\d]+)*\b", re.I
)
#: A token of one of these words (case-insensitive) names a credential.
_CREDENTIALS: Final = re.compile(
    r"\b(?:pass(?:word|code|phrase)s?|pass\s+code|(?-i:PINs?)|pin\s+(?:number|code)|"
    r"card\s+(?:number|details|numbers)|(?-i:CVV2?|CVC2?|CV2)|cvv|security\s+code|"
    r"one[\s-]time\s+(?:pass)?(?:code|password)|(?-i:OTP)|verification\s+code|"
    r"(?:log[\s-]?in|sign[\s-]?in)\s+(?:details|credentials|code)|credentials|"
    r"(?:two|2)[\s-]?factor|(?-i:2FA)|authentication\s+code|security\s+questions?|"
    r"online\s+banking\s+details|full\s+card)\b",
    re.I,
)
_TRAILING: Final = ".,;:!?)]}'\""


def _norm(text: str) -> str:
    return re.sub(r"\s+", "", text).casefold().rstrip(_TRAILING)


def _is_value(token: str, v: Value) -> bool:
    """A bare number that is V's own amount ("1000" when V is 1,000) is no code."""
    digits = token.replace(" ", "").replace("-", "")
    return digits.isdigit() and float(digits) in (v.low, v.high)


def _foreign(reply: str, known: str, v: Value) -> str | None:
    """The first contact point or code in the reply that the draft and quote do not have."""
    for label, rx in (
        ("a URL", _URL),
        ("an e-mail address", _EMAIL),
        ("a phone number", _PHONE),
        ("a code", _CODE),
    ):
        for m in rx.finditer(reply):
            token = m.group().rstrip(_TRAILING)
            if _norm(token) in known or (rx is _CODE and _is_value(token, v)):
                continue
            return f"it contains {label} not in the draft or the quote ({token[:40]})"
    return None


def _values_problem(reply: str, v: Value, catalogue: Catalogue) -> str | None:
    """Every value read in the reply is V, and V is there. A catalogue with no money or
    percent topic has no reader for those, so the detector's amounts count too."""
    for m in find_policy_patterns(reply, catalogue):
        if m.kind in ("money", "percent", "count") and m.kind != v.kind:
            return f"it states {m.text}, not only the governing value {format_value(v)}"
    r = read(reply, catalogue, source=False)
    found = list(r.every)
    for value, free in found:
        same = (
            v.kind in ("money", "percent") and v.high == 0
            if free
            else agrees(value, v) and agrees(v, value)
        )
        if not same:
            shown = "free" if free else format_value(value)
            return f"it states {shown}, not only the governing value {format_value(v)}"
    if not found:
        return f"it does not state the governing value {format_value(v)}"
    return None


def reply_problem(
    reply: str, *, draft: str, quote: str, governing: Value, catalogue: Catalogue, limit: int
) -> str | None:
    """Why an AI-worded safe reply may not be offered, or None when it passes the screen."""
    if not reply.strip():
        return "it is empty"
    if len(reply) > limit:
        return f"it is {len(reply):,} characters; a reply is at most {limit:,}"
    known = _norm(f"{draft}\n{quote}")
    foreign = _foreign(reply, known, governing)
    if foreign:
        return foreign
    asked = _CREDENTIALS.search(reply)
    if asked:
        return f"it mentions credentials ('{asked.group()}')"
    return _values_problem(reply, governing, catalogue)
