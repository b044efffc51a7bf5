"""A one-word phrase for an uncovered subject also matches the word written in two parts:
`wifi` matches "Wi-Fi" and "wi fi", `email` matches "e-mail", `checkin` matches "check-in".

Teams write a subject's name one way in their catalogue and another in their documents and
replies; with a hyphen or without is the commonest difference, and neither the slips a
phrase tolerates (a changed or doubled letter) nor its inflections cover it. Missed, an
uncovered subject ("Wi-Fi is £3 a day") lets its value be read on whatever topic the
ticket names, and checked against a price it never was. A phrase written with the hyphen
(`wi-fi`) already matches the word without it (a phrase's words are joined by any run of
spaces, hyphens or slashes), so only the one-word phrases need their split forms.

Only `not_covered` phrases are widened: a topic's `about` phrases decide where a value goes
and are tested against every sentence, so their matching stays as the catalogue wrote it.
"""

from __future__ import annotations

import re
from typing import Final

#: A word shorter than this is not split ("tv", "sim"): too many of its splits are words.
_MIN: Final = 4
_WORD_RE: Final = re.compile(r"[a-z]+")


def with_hyphen_forms(phrases: tuple[str, ...]) -> tuple[str, ...]:
    """`phrases` and, for each one-word phrase of plain letters, the word split at each
    place by a hyphen ("wifi" → "w-ifi", "wi-fi", "wif-i")."""
    out = list(phrases)
    for p in phrases:
        word = p.strip().lower()
        if len(word) >= _MIN and _WORD_RE.fullmatch(word) and p.strip() == p.strip().lower():
            out += [f"{word[:k]}-{word[k:]}" for k in range(1, len(word))]
    return tuple(dict.fromkeys(out))
