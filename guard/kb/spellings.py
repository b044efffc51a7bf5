"""The other ways writers spell a catalogue phrase's word: one-slip misspellings (`slips`),
numbers in digits or words, negations contracted or not, shortened units of time
(`other_spellings`).

Separate from `guard.kb.phrases`, which compiles a whole phrase: these are facts about single
words that hold whatever the phrase syntax is, and `slips` is also used on its own by readers
that look for a fixed cue word ("effective", "should").
"""

from __future__ import annotations

import re

from guard.engine.numberwords import SMALL_NUMBER_WORDS

#: Real words that a one-slip variant of a cue happens to spell ("reversed" without its "s"
#: is "revered"): they keep their own meaning and are never read as the cue.
REAL_WORDS = frozenset(
    {
        "revere", "reveres", "revered", "revering", "fiance", "fiancee",
        # "failed", "failing", "replies", "replied", "returned", "landing", "posted", "through"
        "filed", "filing", "relies", "relied", "retuned", "lading", "posed", "trough",
    }
)  # fmt: skip

#: Shorter words' one-slip variants are too often other words ("cards" → "cars").
SLIP_MIN = 6


def slips(*words: str) -> str:
    """A regex alternative for `words` and their one-slip misspellings.

    Agents type fast, and a misspelt cue ("refnud", "shoudl", "istant") must not change what
    a claim means. A slip is two neighbouring letters swapped, one letter doubled, or one
    inner letter dropped: the typing errors that keep a word recognisable. The first letter
    never changes and only words of five or more letters get variants, because short words'
    variants are other words ("sould", "hold"); variants that are real words are excluded.
    The list is explicit and finite, so a cue never matches an arbitrary word the way an
    edit-distance search could."""
    forms: set[str] = set()
    for w in words:
        forms.add(w)
        if len(w) < 5 or not w.isalpha():
            continue
        for i in range(1, len(w) - 1):
            forms.add(w[:i] + w[i + 1] + w[i] + w[i + 2 :])  # swapped neighbours
            forms.add(w[:i] + w[i + 1 :])  # an inner letter dropped
        for i in range(len(w)):
            forms.add(w[: i + 1] + w[i:])  # a letter doubled
    # A case-sensitive phrase keeps its capitals in its variants ("Busniess").
    forms = {f for f in forms if f in words or f.lower() not in REAL_WORDS}
    # Longest first, so a longer spelling is never cut short by a shorter one.
    return "(?:" + "|".join(re.escape(f) for f in sorted(forms, key=lambda f: (-len(f), f))) + ")"


#: The small numbers a phrase may hold ("claims in any 12 months", "12 weeks or more"),
#: each as a word, by value: the one table every number reader shares.
_NUMBER_WORDS = SMALL_NUMBER_WORDS
#: Negative contractions whose full form is not the stem and "not".
_NOT_FORMS = {"can't": ("cannot", "can not"), "won't": ("will not",), "shan't": ("shall not",)}
#: Units of time as writers shorten them ("48 hrs", "30 mins"): plurals only, as "min" and
#: "hr" alone are other words as often ("min spend").
UNIT_SHORT_FORMS = {"minutes": "mins", "hours": "hrs"}
#: Auxiliaries that "not" contracts onto ("do not" is "don't").
_AUXILIARIES = frozenset(
    [
        "do",
        "does",
        "did",
        "is",
        "are",
        "was",
        "were",
        "has",
        "have",
        "had",
        "will",
        "would",
        "should",
        "could",
        "must",
        "need",
        "can",
        "shall",
    ]
)


def other_spellings(word: str) -> tuple[str, ...]:
    """The same word as writers also spell it: a number from 1 to 20 in digits or in words
    ("12" and "twelve"; "one" stays a word, as it is a pronoun as often), a negation
    contracted or not ("can't", "cannot", "can not"; "aren't", "are not"), and a unit of
    time shortened ("minutes" and "mins", `UNIT_SHORT_FORMS`). A team writes its
    phrase one way, and a reply says the same words the other: the meaning is one, so the
    match is too. A space in a spelling stands for any whitespace."""
    w = word.lower().replace("’", "'")
    if w.isdigit() and 1 <= int(w) <= 20:
        return (_NUMBER_WORDS[int(w)],)
    if w in _NUMBER_WORDS[2:]:
        return (str(_NUMBER_WORDS.index(w)),)
    if w in _NOT_FORMS:
        return _NOT_FORMS[w]
    if w == "cannot":
        return ("can't", "can not")
    if w in UNIT_SHORT_FORMS:
        return (UNIT_SHORT_FORMS[w],)
    if w in UNIT_SHORT_FORMS.values():
        return (next(k for k, v in UNIT_SHORT_FORMS.items() if v == w),)
    if w.endswith("n't") and w[:-3] in _AUXILIARIES:
        return (f"{w[:-3]} not",)
    return ()


def spelled(form: str) -> str:
    """A literal spelling's pattern: either apostrophe, any whitespace between words."""
    return r"\s+".join(re.escape(p).replace("'", "['’]") for p in form.split())


def contracted(tokens: list[str]) -> list[str]:
    """A phrase's auxiliary and "not" as one word ("do not" -> "don't"), which
    `other_spellings` then also reads in full: one token, so the phrase's other words keep
    their places (first, last)."""
    out: list[str] = []
    for t in tokens:
        if t.lower() == "not" and out and out[-1].lower() in _AUXILIARIES:
            aux = out.pop()
            out.append(
                {"can": "can't", "will": "won't", "shall": "shan't"}.get(aux.lower(), f"{aux}n't")
            )
            continue
        out.append(t)
    return out
