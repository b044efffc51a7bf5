"""A person's certainty said without a copula ("Got a member adamant that the app says 12
months") reports their words, as "the member is adamant that …" does
(`guard/extract/local/believed.py`): no claim of the source. The writer's own "I'm
convinced" and an instruction ("make sure that …") are not reports. Made-up wording."""

from __future__ import annotations

import pytest

from guard.extract.local.believed import believed


@pytest.mark.parametrize(
    "before",
    [
        "Got a rider adamant that the leaflet says you only need to be ",
        "Had a member convinced we charge ",
        "A rider absolutely adamant the app said ",
    ],
)
def test_someone_elses_certainty_without_a_copula_is_a_report(before: str) -> None:
    assert believed(before)


@pytest.mark.parametrize(
    "before",
    [
        "I'm convinced the fee is ",
        "We are convinced that it takes ",
        "Make sure that the deposit is ",
        "Nobody was ever convinced by a fee of ",
    ],
)
def test_the_writer_or_an_instruction_is_no_report(before: str) -> None:
    assert not believed(before)
