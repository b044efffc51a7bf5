"""A list's earlier item whose head noun is said once, after the last item.

"a standard or express parcel", "economy and premium seats", "domestic or international
flights": English writes the noun the items share once, after the last one, and leaves it out
of the others. A catalogue phrase for a value is usually the whole noun phrase ("express
parcel*", "standard parcel*"), so the earlier item, said without its noun, matches none, and
only the last item is read: the claim looks limited to one value where the sentence names
two. So the words before a list word are read with the head noun of the item after the list
word put back: when the two together are one of a value's phrases, they name that value.

Pure grammar (coordination with a shared head noun); the value comes only from the
catalogue's own phrases.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Final

from guard.kb.phrases import phrase_pattern

_I: Final = re.IGNORECASE
# The last one to three words of the text before a list word.
_LAST_WORDS_RE: Final = re.compile(r"(?<![\w'’-])((?:[\w'’]+[ \t-]+){0,2}[\w'’]+)[ \t]*$")
# A word: the head noun may be the last word of a later item's phrase or the word after it.
_WORD_RE: Final = re.compile(r"[\w'’]+")
_NEXT_WORD_RE: Final = re.compile(r"[ \t]+([\w'’]+)")


@lru_cache(maxsize=1024)
def _whole(phrase: str) -> re.Pattern[str]:
    return re.compile(phrase_pattern(phrase), _I)


def _heads(text: str, start: int, end: int) -> list[str]:
    """The candidate head nouns of the item at `text[start:end]`: its own last word when it
    has more than one, and the word right after it."""
    out: list[str] = []
    words = _WORD_RE.findall(text[start:end])
    if len(words) > 1:
        out.append(words[-1])
    nxt = _NEXT_WORD_RE.match(text, end)
    if nxt:
        out.append(nxt.group(1))
    return out


def elided_item(
    options: tuple[tuple[str, tuple[str, ...]], ...],
    head_text: str,
    text: str,
    start: int,
    end: int,
) -> tuple[int, str] | None:
    """The value that the words ending `head_text` (the text before a list word) name once
    the head noun of the later item at `text[start:end]` is put back, and where those words
    start; None when no value's phrase is said that way."""
    last = _LAST_WORDS_RE.search(head_text)
    if last is None:
        return None
    words = last.group(1)
    spans = [m.start() for m in _WORD_RE.finditer(words)]
    for head in _heads(text, start, end):
        for at in spans:  # longest first
            said = f"{words[at:]} {head}"
            for value, phrases in options:
                if any(len(p.split()) > 1 and _whole(p).fullmatch(said) for p in phrases):
                    return last.start(1) + at, value
    return None


# A list word right after a clause's end, then the rest of the next clause: "applies to standard
# | and express parcels until …" (the clause was cut at "and").
_RUN_ON_RE: Final = re.compile(r"\s(?:and|or|and/or)\s[^,;.!?]*?(?=[,;.!?]|\s(?:and|but)\s|$)", _I)


def list_run_on(sentence: str, end: int) -> str:
    """The words after `end` (where a value's clause was cut) that continue a list the clause
    starts: a clause ends at "and", but in "a surcharge applies to standard and express
    parcels" the "and" joins two items of one list, and the second is as much the clause's
    as the first. The caller keeps only a list that starts inside the clause."""
    m = _RUN_ON_RE.match(sentence, end)
    return m.group() if m else ""
