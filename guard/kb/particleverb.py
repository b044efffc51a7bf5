"""A phrase of a verb and its particle names its topic in the verb's other forms, with its
object between: "sent out" in "How long before you send it out?".

English puts a phrasal verb's object between the verb and its particle ("send it out",
"pick the bike up") and says it in any tense, while a catalogue lists it once, often as a
participle ("sent out", "picked up"). The loose forms of a phrase (`phrases.loose_pattern`)
need two content words, and a particle is a function word, so "sent out" had none: a
customer's "send it out" named nothing. This reads such a phrase, in a customer's message
only (where a weaker cue is asked only when no phrase matches as written,
`guard.engine.attribution.ticket_topics`), as the verb in its base, -s, -ing and past forms,
then up to two words (its object), then the particle. Irregular pasts come from a short list
of English verbs; no catalogue's words.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Final

#: Particles of phrasal verbs.
_PARTICLES: Final = frozenset({"out", "up", "back", "over", "off", "in", "on", "away", "down"})
#: Irregular past forms (past tense or participle) → base, of verbs common with particles.
_IRREGULAR: Final = {
    "sent": "send", "sold": "sell", "brought": "bring", "bought": "buy", "given": "give",
    "gave": "give", "taken": "take", "took": "take", "paid": "pay", "made": "make",
    "kept": "keep", "held": "hold", "told": "tell", "left": "leave", "put": "put",
    "set": "set", "picked": "pick", "handed": "hand", "got": "get", "gotten": "get",
    "went": "go", "gone": "go", "came": "come", "come": "come", "shipped": "ship",
}  # fmt: skip


def _base(verb: str) -> str:
    """The verb's base form from a participle or past tense ("dispatched" → "dispatch")."""
    v = verb.casefold()
    if v in _IRREGULAR:
        return _IRREGULAR[v]
    if v.endswith("ied"):
        return v[:-3] + "y"
    if v.endswith("ed"):
        stem = v[:-2]
        if len(stem) > 2 and stem[-1] == stem[-2] and stem[-1] not in "ls":
            return stem[:-1]  # "shipped" → "ship"
        if stem.endswith(("at", "ov", "iv", "us", "ur", "ag", "uc", "ir", "ar")):
            return stem + "e"  # "located" → "locate", "moved" → "move"
        return stem
    return v


def verb_forms(verb: str) -> list[str]:
    """The verb's base, -s, -ing and past forms, and the form given, longest first."""
    return _forms(verb)


def _forms(verb: str) -> list[str]:
    base = _base(verb)
    stem = base[:-1] if base.endswith("e") and not base.endswith("ee") else base
    es = base + ("es" if base.endswith(("s", "sh", "ch", "x", "z", "o")) else "s")
    return sorted({verb.casefold(), base, es, stem + "ing", base + "ed"}, key=len, reverse=True)


@lru_cache(maxsize=512)
def particle_pattern(phrase: str) -> str | None:
    """The regex source for a two-word phrase of a verb and a particle in the verb's forms
    with up to two words between, or None for any other phrase."""
    words = phrase.split()
    if len(words) != 2 or words[1].casefold() not in _PARTICLES or not words[0].isalpha():
        return None
    forms = "|".join(re.escape(f) for f in _forms(words[0]))
    return rf"(?<![\w])(?:{forms})(?:\s+[\w'’-]+){{0,2}}?\s+{re.escape(words[1])}(?![\w])"
