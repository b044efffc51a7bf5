"""An entry's title summarises its body (`guard/extract/local/entries.py`): where the body
states a value of the same kind, the body's governs. Bike-hire catalogue of
test_local_wording."""

from __future__ import annotations

from guard.extract.local.noclaim import ENTRY_TITLE
from guard.extract.local.setaside import set_aside
from tests.support.wording import BIKES, sourced

BENEFITS = (
    "# Club benefits\n\n"
    "- **Refunds in a week.** Club members get their money back within 5 days.\n"
    "- **Half-price hire.** Club members pay £6 a bike.\n"
)


def test_a_titles_value_restated_by_its_body_is_set_aside_and_the_body_governs() -> None:
    claims = [(c.topic, c.value_text, c.scope["plan"]) for c in sourced(BENEFITS)]
    # "£6 a bike": the value covers its basis, read as the catalogue's "per bike" (`namedbasis`)
    assert claims == [("refund_time", "5 days", "club"), ("hire_price", "£6 a bike", "club")]
    items = [s.item for s in set_aside(BENEFITS, "Club benefits", BIKES)]
    # "Half-price" is a reduction (percent) whose body states the price it comes to: a price
    # and a reduction of it are one kind for a title (`entries._AMOUNT_KINDS`)
    assert [(i.value_text, i.reason) for i in items] == [
        ("a week", ENTRY_TITLE),
        ("Half-price", ENTRY_TITLE),
    ]


def test_a_title_whose_body_states_no_value_of_its_kind_keeps_its_claim() -> None:
    body = "- **Refunds in 5 days.** Ask at the counter for a £6 voucher instead.\n"
    assert ("refund_time", "5 days") in [(c.topic, c.value_text) for c in sourced(body)]


def test_a_sentence_that_is_not_its_blocks_whole_label_is_no_title() -> None:
    body = "- **Refunds:** in 5 days. Club members get their money back within 3 days.\n"
    assert [c.value_text for c in sourced(body) if c.topic == "refund_time"] == ["5 days", "3 days"]
