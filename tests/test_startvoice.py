"""A starting value confirms no document's voice (`guard.engine.onevoice`,
`guard.engine.boundwords.said_as_start`): "from 2 business days" in one source says where a
table of cases starts, so it matches the table's quickest row without saying its other rows
are misread. Invented wording: a gutter-cleaning firm's quote times, per property type that
the catalogue does not name."""

from __future__ import annotations

from guard.engine.boundwords import said_as_start
from guard.engine.decide import assess
from guard.engine.governing import resolve_governing
from tests.support.builders import NOW, claim, source, ticket, value

TOPIC = "reversal_window"
TABLE = source(
    "HC-3",
    "| Flat | 2 business days |\n| Detached house | 5 business days |",
    title="Quote times by property",
)


def _row(text: str, v, n: int):
    c = claim(TABLE, v, quote=text)
    return c.model_copy(update={"claim_id": f"HC-3#c{n}", "value_text": text.split(" | ")[1]})


def _other(sentence: str, value_text: str):
    src = source("FAQ-1", sentence, kind="macro")
    return src, claim(src, value(2)).model_copy(update={"value_text": value_text})


def governing(sentence: str, value_text: str):
    t = ticket("any")
    faq, said = _other(sentence, value_text)
    pairs = [
        (_row("| Flat | 2 business days |", value(2), 1), TABLE),
        (_row("| Detached house | 5 business days |", value(5), 2), TABLE),
        (said, faq),
    ]
    return resolve_governing(TOPIC, assess(pairs, t, NOW), t)


def test_a_starting_value_elsewhere_leaves_every_row_of_the_table_heard():
    gov = governing(
        "Gutter quotes take from 2 business days, depending on the property.", "2 business days"
    )
    assert (gov.rule, gov.decision) == ("D7", "ESCALATE")


def test_the_same_value_said_outright_still_confirms_the_documents_voice():
    gov = governing("Gutter quotes take 2 business days.", "2 business days")
    assert (gov.rule, gov.value) == ("D4", value(2))


def test_said_as_start_reads_the_words_right_before_the_value():
    assert said_as_start("Cleans start at £18 for a terrace.", "£18")
    assert said_as_start("Yes, from £60 depending on the height.", "£60")
    assert said_as_start("Prices range from £60.", "£60")
    assert not said_as_start("A clean costs £60 from Monday.", "£60")
    assert not said_as_start("from £60 to £90 depending on the height", "£60")
    assert not said_as_start("We charge £60, or from £90 for three floors.", "£60")


def test_a_value_whose_own_words_hold_the_bound_is_a_start_too():
    assert said_as_start("Yes, from £60 depending on the height.", "from £60")
    assert said_as_start("Cleans start at £18.", "start at £18")
    assert not said_as_start("Cleans go from £18 to £22 in May.", "from £18 to £22")
    assert not said_as_start("Quotes take 5-7 days.", "5-7 days")
