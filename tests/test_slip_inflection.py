"""A slip of a word already inflected with -s takes no second -s (guard.kb.phrases)."""

import re

from guard.kb.phrases import phrase_pattern


def _hit(phrase: str, text: str) -> bool:
    return re.search(phrase_pattern(phrase), text, re.IGNORECASE) is not None


def test_slip_plus_s_spelling_another_word_is_no_match() -> None:
    # "expires" with its "i" dropped is "expres"; with an -s it is "express", another word.
    assert not _hit("expires", "| Express wash | 30 minutes |")


def test_the_word_and_its_slips_still_match() -> None:
    assert _hit("expires", "The card expires after a year.")
    assert _hit("expires", "The card expries after a year.")
    assert _hit("expires", "the card's expires' date")
    assert _hit("refunds", "Refnuds take a week.")
