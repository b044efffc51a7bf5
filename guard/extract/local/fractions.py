"""A reduction said as a fraction in words is a percentage: "half price" is 50% off.

Issue 17's contract holds for words as for digits: no number without a verdict. "Your second
bag is half price", "members get a quarter off" and "you save a third" each promise a
reduction as plainly as "50% off", "25% off" and "33% off" would, and a reader that sees
only digits lets them through as no claim at all (ALLOW NO_POLICY_CLAIM) while the sources
may say 10%. So each is read as the percentage it is (half = 50, a quarter = 25, three
quarters = 75), on a percent topic by the same evidence as a value written with "%".

A third is 100/3 exactly (shown as 33.3333%), never rounded: "a third off" is not "33%
off", and a source that says 33% does not support it (nor one that says a third support
"33%"). The wording a fraction of a price takes only as a reduction is read here: "<fraction>
off", "<fraction> price" ("half price", "half-price"), "save <fraction>" and "by <fraction>"
("discounted by a third", "cut by half": how much a price changed, as "by 20%" says it;
`engine.fractions.BY_FRACTION_RE`, which both readers share). A fraction of a
named amount ("half the fee", "a third of the fare") is not: whether it is what the customer
pays or what they get back depends on the topic, so it is no value here, and the engine
counts it as a number no claim reads (`engine.fractions`: CAUTION EXTRACTION_GAP).
"""

from __future__ import annotations

import re
from typing import Final

from guard.engine.fractions import BY_FRACTION_RE
from guard.english import FRACTION, fraction_percent
from guard.extract.local.found import Found
from guard.extract.local.glyphfractions import glyph_percents
from guard.models import Value

_I: Final = re.IGNORECASE

# "half price", "half-price", "a third off", "a quarter off". "off" ends its word: "a third
# off-peak ticket" is a ticket, not a reduction.
_OFF_RE: Final = re.compile(rf"(?<![\w-])(?P<f>{FRACTION})(?:[\s-]+price\b|\s+off\b(?![\w-]))", _I)

# "save a third", "you'll save half": the fraction saved, not one of something named after
# it ("save half the fee" is `engine.fractions`' to flag).
_SAVE_RE: Final = re.compile(
    rf"\b(?:save|saves|saving|saved)\s+(?P<f>{FRACTION})(?![\s-]+(?:of|the|an?|your|our)\b)",
    _I,
)


def fraction_percents(sentence: str) -> list[Found]:
    """Every reduction written as a fraction in words in `sentence`, as a percentage."""
    found: list[Found] = []
    for m in (*_OFF_RE.finditer(sentence), *_SAVE_RE.finditer(sentence)):
        share = fraction_percent(m["f"])
        if share is None:
            continue
        value = Value(amount=share, unit="percent", kind="percent")
        found.append(Found(m.start(), m.end(), m.group(), value))
    for m in BY_FRACTION_RE.finditer(sentence):  # "discounted by a third"
        share = fraction_percent(m["f"])
        if share is None or any(f.start <= m.start("f") < f.end for f in found):
            continue
        value = Value(amount=share, unit="percent", kind="percent")
        found.append(Found(m.start("f"), m.end("f"), m["f"], value))
    return found + glyph_percents(sentence)  # "33⅓%" (`glyphfractions`)
