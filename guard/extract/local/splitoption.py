"""An option phrase with a name or a bracketed aside between its words still names its option.

"We fit nylon Savarez strings", "we fit steel (round-wound) strings": a catalogue writes an
option as its adjective and its noun ("nylon string*", "steel string*"), and a text puts
between them a proper name (the brand or model the noun is of) or a bracketed aside that
restates or qualifies it. Neither changes which option the words name: a nylon string is
nylon whoever made it, and "(round-wound)" only glosses "steel". So an option phrase of two
words or more also matches with, between two of its words, one or two capitalised words (a
name: never a lower-case word, which may be another noun the adjective qualifies, as "steel
tuning pegs" are no steel strings) or one short bracket. The phrase as written still
wins wherever it matches (`values`).
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Final

from guard.extract.local.splitverb import pronoun_split
from guard.kb.phrases import _token, split_exact

#: Between two words of an option phrase: one or two capitalised names, or a short bracket.
_BETWEEN: Final = r"(?:(?:\s+(?-i:[A-Z][\w'’.&-]*)){1,2}\s+|\s*\([^()\n]{1,40}\)\s*)"


@lru_cache(maxsize=1024)
def _pattern(phrase: str) -> re.Pattern[str] | None:
    """The split form of one option phrase, or None for a one-word or exact phrase."""
    text, exact = split_exact(phrase)
    tokens = [t for t in re.split(r"\s+", text) if t]
    if exact or len(tokens) < 2 or any(t in ("...", "…") or "-" in t for t in tokens):
        return None
    words = [_token(t, verb=i < len(tokens) - 1) for i, t in enumerate(tokens)]
    # "brush it out": a pronoun object after the phrase's verb (`splitverb`)
    body = f"{_BETWEEN.join(words)}|{pronoun_split(words)}"
    return re.compile(rf"(?<![\w])(?:{body})(?![\w])", re.IGNORECASE)


def split_options(
    sentence: str, choices: tuple[tuple[str, tuple[str, ...]], ...]
) -> list[tuple[int, int, str]]:
    """Each (start, end, option key) where an option phrase matches only in its split form
    (see the module docstring), leftmost first."""
    out: list[tuple[int, int, str]] = []
    for key, phrases in choices:
        for phrase in phrases:
            rx = _pattern(phrase)
            if rx is None:
                continue
            out.extend((m.start(), m.end(), key) for m in rx.finditer(sentence))
    return sorted(out)
