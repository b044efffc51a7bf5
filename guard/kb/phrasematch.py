"""Finding catalogue phrases in text: one compiled pattern per tuple of phrases
(`compile_phrases`), and the questions asked of it (`find_all`, `mentions`, `classify`).

Separate from `guard.kb.phrases`, which says what one phrase matches (its syntax and word
forms): this module only combines compiled phrases and searches with them, so a reader that
needs a match never depends on how a pattern is built.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache

from guard.kb.arrival import CAUSATIVE_FIRSTS, takes_arrival_forms
from guard.kb.phrases import FUNCTION_WORDS, PERSON_POSSESSIVES, phrase_pattern, split_exact
from guard.kb.spellings import other_spellings


def compile_phrases(phrases: tuple[str, ...]) -> re.Pattern[str] | None:
    """One pattern matching any of `phrases` (None for no phrases). Cached: catalogues are
    small and immutable, and the same set of phrases is compiled once per process, in
    whatever order a catalogue lists them (the pattern orders them itself)."""
    return _compiled(tuple(sorted(set(phrases))))


@lru_cache(maxsize=4096)
def _compiled(phrases: tuple[str, ...]) -> re.Pattern[str] | None:
    if not phrases:
        return None
    # Longer phrases first, so "instant payout fee" wins over "instant" at the same place.
    ordered = sorted(set(phrases), key=lambda p: (-len(p), p))
    body = "|".join(phrase_pattern(p) for p in ordered)
    # Slips never change a word's first letter, so a match can only start at one of the
    # phrases' first characters: testing that first skips most places at once (a speed-up
    # only; the matches are the same).
    firsts = {c for p in ordered for c in _first_chars(p)}
    if firsts and all(firsts):
        lead = "".join(sorted(re.escape(c) for c in firsts | {c.upper() for c in firsts}))
        body = f"(?=[{lead}])(?:{body})"
    return re.compile(body, re.IGNORECASE)


def _first_chars(phrase: str) -> set[str]:
    """The characters a phrase's match can start with (an empty string: unknown)."""
    text, exact = split_exact(phrase)
    tokens = [t for t in re.split(r"[\s\-]+", text) if t and t not in ("...", "…")]
    if not tokens:
        return {""}
    firsts = {alt[0].lower() if alt else "" for alt in tokens[0].split("|")}
    if not exact:  # "12 weeks" is also "twelve weeks", "cannot" also "can't"
        firsts |= {o[0] for alt in tokens[0].split("|") for o in other_spellings(alt)}
    if tokens[0].lower() in PERSON_POSSESSIVES and not exact:
        firsts |= {p[0] for p in PERSON_POSSESSIVES}  # "your dog" is "their dog" too
    if takes_arrival_forms(tokens) and tokens[0].lower() not in FUNCTION_WORDS:
        firsts |= CAUSATIVE_FIRSTS  # "have a courier with you" (`arrival`)
    if tokens[0].lower() == "after" and len(tokens) > 1 and not exact:
        firsts.add("f")  # "from when …" for "after …" (`phrases._SAME_AS_AFTER`)
    return firsts


def find_all(phrases: Iterable[str], text: str) -> list[tuple[int, int]]:
    """Spans of every non-overlapping match of any phrase in `text`."""
    rx = compile_phrases(tuple(phrases))
    if rx is None:
        return []
    return [m.span() for m in rx.finditer(text)]


def mentions(phrases: Iterable[str], text: str) -> bool:
    rx = compile_phrases(tuple(phrases))
    return bool(rx and rx.search(text))


def classify(
    options: tuple[tuple[str, tuple[str, ...]], ...], text: str
) -> list[tuple[int, int, str]]:
    """Which option each phrase match names, leftmost first, never overlapping.

    Options are scanned together, so "non-instant transfers" is one match for the option
    that lists "non-instant", not also one for "instant transfers" inside it. At the same
    start the longer match wins; at equal length, the earlier option."""
    patterns = [(key, rx) for key, ph in options if (rx := compile_phrases(tuple(ph)))]
    # Each option's next match at or after `pos`, searched again only once `pos` passes its
    # start: the result is the same as searching every option afresh at every step.
    nxt: list[re.Match[str] | None] = [rx.search(text) for _, rx in patterns]
    out: list[tuple[int, int, str]] = []
    pos = 0
    while pos <= len(text):
        best: tuple[int, int, str] | None = None
        for i, (key, rx) in enumerate(patterns):
            m = nxt[i]
            if m is not None and m.start() < pos:
                m = nxt[i] = rx.search(text, pos)
            if m and (best is None or (m.start(), -m.end()) < (best[0], -best[1])):
                best = (m.start(), m.end(), key)
        if best is None:
            break
        out.append(best)
        pos = max(best[1], best[0] + 1)
    return out
