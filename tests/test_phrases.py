"""Catalogue phrases: the `=` prefix for a phrase that matches only as written.

Plan names are often common words ("Team", "Business", "Free", "Pro"): as case-insensitive
scope phrases they catch "our support team", "3 business days", "a free trial". A phrase
written `=Team` matches "Team" (and "Teams", "Team's") but not "team"; every other phrase
stays case-insensitive.
"""

from __future__ import annotations

import pytest

from guard.errors import InputError
from guard.extract.local import extract_source_claims
from guard.extract.prompts import catalogue_text
from guard.kb.catalogue import catalogue_from_dict
from guard.kb.phrasematch import compile_phrases, find_all, mentions
from guard.models import Owner, Signals, Source


def spans(phrases: tuple[str, ...], text: str) -> list[str]:
    return [text[s:e] for s, e in find_all(phrases, text)]


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("Team workspaces get 10 guests.", ["Team"]),
        ("Teams get 10 guests, and the Team's owner can add more.", ["Teams", "Team's"]),
        ("Our support team replies fast.", []),
        ("TEAM plans", []),
    ],
)
def test_an_equals_phrase_matches_only_as_written(text: str, found: list[str]) -> None:
    assert spans(("=Team",), text) == found


def test_without_the_prefix_a_phrase_is_case_insensitive_as_before() -> None:
    assert spans(("team",), "Team, team and TEAM.") == ["Team", "team", "TEAM"]


def test_several_words_keep_the_phrase_syntax_and_the_case() -> None:
    phrases = ("=Business plan",)
    assert spans(phrases, "On the Business plan, or the Business-plan.") == [
        "Business plan",
        "Business-plan",
    ]
    assert spans(phrases, "The business plan for next year.") == []
    # One typing slip still matches, in the written case only.
    assert mentions(phrases, "On the Busniess plan.")
    assert not mentions(phrases, "On the busniess plan.")
    # `word*` and `...` work as in any phrase.
    assert spans(("=Pro*",), "Pro, Professional and pro.") == ["Pro", "Professional"]
    assert mentions(("=Free ... plan",), "Free and unlimited plan")
    assert not mentions(("=Free ... plan",), "free and unlimited plan")


def test_exact_and_plain_phrases_mix_in_one_pattern() -> None:
    rx = compile_phrases(("=Free", "enterprise"))
    assert rx is not None
    text = "ENTERPRISE and Free, not a free trial."
    assert [m.group() for m in rx.finditer(text)] == ["ENTERPRISE", "Free"]


def test_an_equals_sign_with_no_words_is_refused_at_load() -> None:
    with pytest.raises(
        InputError,
        match=r"scopes.tier.team: phrase .=. cannot be read \(`=` needs words after it, e.g. `=Team`\)",
    ):
        catalogue_from_dict(
            {
                "topics": {"t": {"kind": "duration", "about": ["refund*"]}},
                "scopes": {"tier": {"team": ["="]}},
            },
            "test",
            "t",
        )


CAT = catalogue_from_dict(
    {
        "topics": {"refund_window": {"kind": "duration", "about": ["refund*"]}},
        "scopes": {"tier": {"team": ["=Team", "team plan"], "business": ["=Business"]}},
        "kinds": {"help_article": "document"},
    },
    "test",
    "t",
)


def _claims(body: str) -> list[tuple[str, str]]:
    src = Source(
        id="HC-1",
        title="Refunds",
        kind="help_article",
        body=body,
        signals=Signals(
            verification="verified",
            verified_at=None,
            updated_at="2026-10-01T00:00:00Z",  # type: ignore[arg-type]
            owner=Owner(name="O", active=True),
        ),
    )
    return [(c.value_text, c.scope["tier"]) for c in extract_source_claims(src, CAT)]


def test_a_plan_named_by_a_common_word_scopes_only_where_it_is_written_as_the_name() -> None:
    assert _claims("Refunds take 5 business days, and our support team confirms them.\n") == [
        ("5 business days", "any")
    ]
    assert _claims("On Business, refunds take 2 business days.\n") == [
        ("2 business days", "business")
    ]
    assert _claims("Team refunds take 3 business days.\n") == [("3 business days", "team")]


def test_the_model_reads_the_phrase_without_its_marker() -> None:
    text = catalogue_text(CAT)
    assert '"Team"' in text and "=Team" not in text


@pytest.mark.parametrize(
    ("phrase", "text", "found"),
    [
        ("includes towel hire", "Both plans include towel hire.", ["include towel hire"]),
        ("switches it on", "We switch it on.", ["switch it on"]),
        ("policies say", "Our policy says so.", ["policy says"]),
        # the last word keeps its number: a team may write a plural on purpose
        ("late charges", "a late charge", []),
        # an s that is no ending stays ("status", "bonus", "basis"); short words stay exact
        ("status update", "a statu update", []),
        ("bonus points", "bonu points", []),
        ("fees apply", "a fee apply", []),
    ],
)
def test_a_word_with_its_s_ending_and_more_words_after_it_also_matches_without_it(
    phrase: str, text: str, found: list[str]
) -> None:
    assert spans((phrase,), text) == found
