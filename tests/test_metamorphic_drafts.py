"""Same meaning, same verdict: a knowledge base's draft rewritten without changing what it
promises gets the decision and reason its case expects (tests/support/metamorphic.py).

The families here came out of the metamorphic sweep (`python -m tools.metamorphic`,
tests/kb/METAMORPHIC.md) with no break over every base after session 17's fixes: a number in
words or in digits, a contraction written out, typographic apostrophes, a preamble, a
sign-off, the greeting on a line of its own, "within N days" as "in N days", "%" as "per
cent", a whole amount with its zero pence, "mins" and "hrs", rates with "per" or "a", the
sentences as a bulleted list, and numbers up to 99 in words. A sample of drafts from three bases, where the sweep first
found breaks; each base is read once.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.support.metamorphic import TRANSFORMS, passing_cases

KB = Path(__file__).resolve().parent / "kb"
BASES = ("fooddelivery", "garage", "phonerepair")
STABLE = (
    "digits_to_words",
    "words_to_digits",
    "expand_contractions",
    "curly_apostrophes",
    "add_preamble",
    "add_sign_off",
    "greeting_on_its_own_line",
    "within_to_in",
    "percent_in_words",
    "whole_pounds_with_pence",
    "short_units",
    "per_to_a",
    "a_to_per",
    "sentences_to_bullets",
    "exclamations_as_full_stops",
    "larger_numbers_to_words",
)


@cache
def _fitting(base: str, family: str) -> list[tuple[object, str]]:
    """The base's passing cases the family rewrites, each with its variant."""
    _, cases = passing_cases(KB / base)
    return [(c, v) for c in cases for v in TRANSFORMS[family](c.draft)]  # type: ignore[attr-defined]


@settings(max_examples=40)
@given(base=st.sampled_from(BASES), family=st.sampled_from(STABLE), data=st.data())
def test_a_meaning_preserving_rewrite_keeps_the_verdict(
    base: str, family: str, data: st.DataObject
) -> None:
    fitting = _fitting(base, family)
    if not fitting:
        return
    case, variant = data.draw(st.sampled_from(fitting), label="case and variant")
    check, _ = passing_cases(KB / base)
    want = case.expected  # type: ignore[attr-defined]
    decision, reason = check(case, variant)
    assert decision == want.decision and want.reason in (None, reason), (family, variant)
