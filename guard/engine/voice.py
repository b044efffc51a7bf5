"""A catalogue phrase in the agent's voice, as the customer says it.

A team writes its `about` phrases the way its replies and documents speak to the customer:
"your kayak", "renew your locker", "your permit". The ticket is the customer speaking, who
says the same thing in the first person: "my kayak", "renew my locker", "our permit". Read
against the ticket as written, such a phrase could never name its topic there, so the
ticket's topic (issue 17, item 2) would depend on which voice the team happened to write
in. The customer's forms of a phrase swap its second-person possessive ("your") for the
first person's ("my", "our"); every other word stays as written. Phrases written exactly
(`=`) are kept as they are.

Pure: phrases in, phrases out.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Final

_YOUR_RE: Final = re.compile(r"\byour\b", re.IGNORECASE)

#: The first-person possessives a customer uses for what the agent calls "your".
_FIRST_PERSON: Final = ("my", "our")


def in_customers_voice(phrases: Iterable[str]) -> tuple[str, ...]:
    """`phrases` and, for each written with "your", the same phrase with "my" and with "our"
    in its place (the customer's own words for it)."""
    out: list[str] = []
    for phrase in phrases:
        out.append(phrase)
        if phrase.startswith("=") or not _YOUR_RE.search(phrase):
            continue
        out.extend(_YOUR_RE.sub(own, phrase) for own in _FIRST_PERSON)
    return tuple(out)
