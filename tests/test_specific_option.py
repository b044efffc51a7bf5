"""A specific option phrase names its topic alone (`guard.kb.specificoption`).

An option's words alone are common English ("by email"), and a draft that says only them is
the ticket's to place (`tests/test_draft_option_alone.py`). A phrase of two content words or
more that no other topic's phrase shares is not: said in full and definitively, it names its
topic as its `about` words do, so a wrong one is caught even when neither its sentence nor
the ticket says the topic's words (issue 17, item 1). A made-up allotment society's
catalogue: no knowledge base's words."""

from __future__ import annotations

from datetime import UTC, datetime

from guard.engine.attribution import attribute
from guard.extract.local import extract_draft_claims
from guard.kb.catalogue import UNATTRIBUTED, Catalogue, catalogue_from_dict
from guard.kb.specificoption import content_words, specific
from guard.models import DraftClaim, Source, Ticket, Value
from tests.support.builders import verified_source
from tests.support.localcase import local_verdict

NOW = datetime(2026, 12, 1, 12, tzinfo=UTC)


def allotments(shared: bool = False) -> Catalogue:
    topics: dict[str, object] = {
        "plot_tenancy": {
            "label": "how a plot tenancy continues",
            "kind": "choice",
            "about": ["plot tenancy", "tenanc*"],
            "choices": {
                "rolling": ["carries on each season", "rolls on each season"],
                "ballot": ["enter the ballot again", "by ballot"],
            },
        },
        "water_charge": {
            "label": "water charge",
            "kind": "money",
            "currency": "GBP",
            "about": ["water charge", "water rate*"],
        },
    }
    if shared:  # another topic says the same words: they name neither topic alone
        topics["shed_permit"] = {
            "label": "how a shed permit is given",
            "kind": "choice",
            "about": ["shed permit*"],
            "choices": {"ballot": ["enter the ballot again"], "raffle": ["raffle draw"]},
        }
    return catalogue_from_dict({"name": "Allotments", "topics": topics}, "test", "Allotments")


def _source() -> Source:
    return verified_source(
        "ALL-1", "Your plot tenancy rolls on each season until you give it up.\n", title="Plots"
    )


def test_content_words_leave_out_closed_class_words() -> None:
    assert content_words("enter the ballot again") == ["enter", "ballot", "again"]
    assert content_words("by post") == ["post"]
    assert content_words("re-enrol every spring") == ["re-enrol", "spring"]
    assert content_words("you'll need your own*") == ["need"]
    assert content_words("it isn't 9am") == []


def test_a_long_phrase_of_one_topic_is_specific_a_short_or_shared_one_is_not() -> None:
    cat = allotments()
    spec = cat.topic("plot_tenancy")
    assert spec is not None
    assert specific(cat.topics, spec, "enter the ballot again")
    assert not specific(cat.topics, spec, "by ballot")  # one content word
    shared = allotments(shared=True)
    spec = shared.topic("plot_tenancy")
    assert spec is not None
    assert not specific(shared.topics, spec, "enter the ballot again")


def test_a_specific_option_said_alone_names_its_topic() -> None:
    (claim,) = extract_draft_claims("Hi Jo, you'll need to enter the ballot again.", allotments())
    assert claim.topic == "plot_tenancy"
    assert claim.value is not None and claim.value.option == "ballot"


def test_a_short_option_said_alone_stays_unattributed() -> None:
    (claim,) = extract_draft_claims("Hi Jo, it's decided by ballot.", allotments())
    assert claim.topic == UNATTRIBUTED


def test_a_shared_option_said_alone_stays_unattributed() -> None:
    cat = allotments(shared=True)
    claims = extract_draft_claims("Hi Jo, you'll need to enter the ballot again.", cat)
    assert claims and all(c.topic == UNATTRIBUTED for c in claims)


def test_a_wrong_specific_option_is_held_on_a_ticket_that_names_no_topic() -> None:
    ticket = Ticket(id="T", message="Do I keep my plot next year or do I start over?")
    draft = "Hi Jo, you'll need to enter the ballot again, sorry!"
    v = local_verdict(draft, [_source()], allotments(), ticket, now=NOW)
    assert (v.decision, v.reason_code) == ("HOLD", "CONTRADICTS_GOVERNING")


def test_the_engine_places_an_unattributed_specific_option_from_the_model() -> None:
    """A live model that leaves the option unattributed: the rules read it on its topic."""
    claim = DraftClaim(
        claim_id="draft#c1",
        topic=UNATTRIBUTED,
        value=Value(kind="choice", option="ballot"),
        value_text="enter the ballot again",
        span="You'll need to enter the ballot again.",
    )
    ticket = Ticket(id="T", message="Do I keep my plot next year?")
    (read,), _ = attribute([claim], ticket, allotments())
    assert read.topic == "plot_tenancy"
    hedged = claim.model_copy(update={"definitive": False})
    assert attribute([hedged], ticket, allotments())[0] == []  # hedged: an option alone
    short = claim.model_copy(update={"value_text": "by ballot"})
    assert attribute([short], ticket, allotments())[0] == []


def test_a_specific_option_said_as_where_another_act_is_done_names_nothing() -> None:
    """ "sign up online or in the Plotwise app": where the signing up is done, not how the
    tenancy continues, however specific the phrase."""
    cat = catalogue_from_dict(
        {
            "name": "Allotments",
            "topics": {
                "rota_notice": {
                    "label": "how the watering rota is sent",
                    "kind": "choice",
                    "about": ["watering rota", "rota"],
                    "choices": {"app": ["Plotwise app"], "letter": ["posted letter"]},
                },
            },
        },
        "test",
        "Allotments",
    )
    (claim,) = extract_draft_claims("You can sign up online or in the Plotwise app.", cat)
    assert claim.topic == UNATTRIBUTED
    (claim,) = extract_draft_claims("It all comes through the Plotwise app now.", cat)
    assert claim.topic == UNATTRIBUTED
    (claim,) = extract_draft_claims("Good news: the Plotwise app has it all now.", cat)
    assert claim.topic == "rota_notice"
