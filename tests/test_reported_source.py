"""A proposal that only says what another document on its topic states signals no change
(`guard.engine.reportedsource`): a colleague quoting the outdated macro puts nothing forward.
Catalogue and wording invented here."""

from __future__ import annotations

from datetime import UTC, datetime

from guard.kb.catalogue import Catalogue
from guard.models import Source, Ticket
from tests.support.builders import verified_source
from tests.support.localcase import local_verdict
from tests.support.reading import named_catalogue

NOW = datetime(2026, 12, 1, 12, tzinfo=UTC)


def grooming() -> Catalogue:
    topics = {
        "matting_fee": {"kind": "money", "currency": "GBP", "about": ["matting fee", "dematting*"]}
    }
    return named_catalogue("Groomers", topics)


def check(draft: str, message: str) -> tuple[str, str, list[str]]:
    """The verdict on `draft` with a price list at £15, a macro flagged outdated at £9, and a
    chat `message` about the matting fee."""
    prices = verified_source("PL-1", "The matting fee is £15 per dog.\n", title="Price list")
    macro = verified_source(
        "MC-4",
        "Your dog's coat was matted, so there's a matting fee of £9.\n",
        title="Matted coats reply",
        kind="macro",
    )
    macro = macro.model_copy(
        update={"signals": macro.signals.model_copy(update={"flagged_outdated": True})}
    )
    chat = verified_source("CH-7", f"{message}\n", title="#salon – matting fee", kind="slack")
    srcs: list[Source] = [prices, macro, chat]
    v = local_verdict(draft, srcs, grooming(), Ticket(id="T", message="Hi"), now=NOW)
    details = [s.detail for c in v.claims for s in c.trace if s.rule == "D11b"]
    return v.decision, v.reason_code, details


DRAFT = "There's a £15 matting fee for Bella's coat."


def test_a_message_saying_what_the_outdated_macro_says_signals_nothing() -> None:
    decision, reason, details = check(
        DRAFT, "Is the matting fee still £9? The macro says £9 but the owner wants a discount."
    )
    assert (decision, reason) == ("ALLOW", "SUPPORTED")
    assert "CH-7 (only says what MC-4 states)" in details[0]


def test_the_document_named_by_its_id_is_reported_too() -> None:
    decision, reason, _ = check(
        DRAFT,
        "Quick one: is the matting fee still £9? MC-4 says £9 but the owner wants a discount.",
    )
    assert (decision, reason) == ("ALLOW", "SUPPORTED")


def test_the_value_may_follow_the_topic_said_again() -> None:
    decision, reason, _ = check(DRAFT, "Careful: the old macro says the matting fee is £9.")
    assert (decision, reason) == ("ALLOW", "SUPPORTED")


def test_a_value_no_document_states_is_still_a_proposal() -> None:
    decision, reason, _ = check(
        DRAFT, "Is the matting fee still £12? The macro says £12 but the owner wants a discount."
    )
    assert (decision, reason) == ("CAUTION", "CHANGE_SIGNALLED")


def test_a_person_putting_the_old_value_forward_still_signals() -> None:
    decision, reason, _ = check(DRAFT, "Proposal: let's set the matting fee back to £9.")
    assert (decision, reason) == ("CAUTION", "CHANGE_SIGNALLED")
