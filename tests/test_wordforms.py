"""A word's other forms, written once (`guard/wordforms.py`): the singular, the stem and the
plural every reader of endings shares. Invented words of a bakery and an apiary."""

from __future__ import annotations

import pytest

from guard.wordforms import (
    counted_plurals,
    joined_prefixes,
    loose_singular,
    noun_forms,
    plural_of,
    singular,
    stem,
)


@pytest.mark.parametrize(
    ("word", "one"),
    [
        ("loaves", "loave"),  # no irregular plural: an ending only
        ("pastries", "pastry"),
        ("brushes", "brush"),
        ("hives", "hive"),
        ("harness", None),  # "ss" is no ending
        ("census", None),
        ("oasis", None),
        ("buns", None),  # too short to tell
        ("sizes", "size"),  # -ze + s, not -z + es
        ("prizes", "prize"),
        ("glazes", "glaze"),
        ("boxes", "box"),
        ("waltzes", "waltz"),
        ("quizzes", "quiz"),  # the z doubled before -es
        ("buses", "bus"),  # an -us noun takes -es
        ("refuses", "refuse"),  # every other -uses word is -use + s
        ("courses", "course"),
        ("churches", "church"),
        ("caches", "cache"),  # an -che noun
        ("calories", "calorie"),  # an -ie noun
        ("cookies", "cookie"),
        ("series", None),  # the same in both numbers
        ("Sizes", "Size"),  # its case kept
    ],
)
def test_singular_takes_an_ending_off(word: str, one: str | None) -> None:
    assert singular(word) == one


#: Common nouns of every ending `plural_of` and `singular` know, whose plural is long enough
#: for `singular` to read (`SINGULAR_MIN`).
_COMMON_NOUNS = (
    "size", "prize", "box", "tax", "bus", "bonus", "status", "lens", "glass", "class",
    "church", "match", "batch", "cache", "niche", "headache", "wash", "brush", "house",
    "course", "case", "purchase", "licence", "expense", "party", "city", "battery",
    "calorie", "cookie", "movie", "journey", "holiday", "night", "ticket", "refund",
    "guarantee", "quiz", "waltz", "deposit", "voucher", "address", "business",
)  # fmt: skip


@pytest.mark.parametrize("noun", _COMMON_NOUNS)
def test_singular_undoes_plural_of(noun: str) -> None:
    """The two directions agree: every noun of the list, in the plural, back to itself."""
    assert singular(plural_of(noun)) == noun


def test_stem_joins_a_verb_and_its_noun() -> None:
    assert stem("Glazed") == stem("glazing") == stem("glazes")
    assert stem("buns") == "buns"  # five letters or fewer keep their ending


def test_plural_of_a_phrase_s_last_word() -> None:
    assert plural_of("honey jar") == "honey jars"
    assert plural_of("colony") == "colonies"
    assert plural_of("batch") == "batches"
    assert plural_of("baking") == "baking"  # a mass noun alone


def test_a_counted_ing_noun_has_its_plural() -> None:
    """ "3 walks per outing": counted, an -ing noun is a count noun ("2 outings")."""
    assert counted_plurals("outing") == ("outings", "outing")
    assert counted_plurals("walk") == ("walks",)


def test_loose_singular_takes_a_short_plural_s_off() -> None:
    assert loose_singular("buns") == "bun"  # `singular` keeps it: too short to tell alone
    assert loose_singular("pastries") == "pastry"  # the shared -ies reading
    assert loose_singular("harness") == "harness"
    assert loose_singular("atlas") == "atla"  # both sides of a comparison take it alike


def test_noun_forms_find_a_noun_in_either_number() -> None:
    assert {"tray", "trays"} <= noun_forms("trays")
    assert {"glaze", "glazes"} <= noun_forms("glazes")  # -ze + s, not -z + es
    assert {"batch", "batches"} <= noun_forms("batches")
    assert {"pastry", "pastries"} <= noun_forms("pastry")
    assert {"tasting", "tastings"} <= noun_forms("tasting")  # a counted -ing noun
    assert "hive" not in noun_forms("honey")


def test_a_bound_prefix_is_joined_to_its_word() -> None:
    assert joined_prefixes("a re-bake of the loaf") == "a rebake of the loaf"
    assert joined_prefixes("Non-members pre-order") == "Nonmembers preorder"
    # a prefix that is a word of its own, and a hyphen inside a word, stay as written
    assert joined_prefixes("self-raising over-proofed") == "self-raising over-proofed"
