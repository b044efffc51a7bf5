"""A zero word in a table cell is the nothing of what its column names (`zerocells`): under
a column of another kind's topic it is no price for the topic its row label names. Bike-hire
catalogue of test_local_wording."""

from __future__ import annotations

from tests.support.wording import sourced

TABLE = (
    "| Hire | Price | Ride photos | Refund time |\n"
    "|---|---|---|---|\n"
    "| {row} | {price} | {photos} | {refund} |\n"
)


def claims(**cells: str) -> list[tuple[str, str]]:
    return [(c.topic, c.value_text) for c in sourced(TABLE.format(**cells))]


def test_a_none_under_another_kinds_column_is_no_price_for_the_row() -> None:
    got = claims(row="Per bike", price="£12", photos="none", refund="none")
    assert got == [("hire_price", "£12")]


def test_a_zero_under_a_column_that_names_no_topic_is_still_the_rows_price() -> None:
    """The price column names no topic, so the row label ("Per bike") decides: a free hire."""
    got = claims(row="Per bike", price="free", photos="5 GB", refund="3 days")
    assert ("hire_price", "free") in got
