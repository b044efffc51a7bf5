"""An option that is only a line's run-in label is what its body says of it
(`guard/extract/local/labeloption.py`): offered when the body only offers it, the default when
the body says so. An invented bakery-delivery catalogue: no knowledge base's words."""

from __future__ import annotations

from typing import Any

from guard.extract.local import extract_source_claims
from guard.extract.local.labeloption import label_body
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from tests.support.builders import verified_source


def bakery() -> Catalogue:
    data: dict[str, Any] = {
        "name": "Crumb",
        "topics": {
            "box_type": {
                "kind": "choice",
                "about": ["boxes we use", "packed in"],
                "choices": {"card": ["card box*"], "tin": ["tin box*"]},
            }
        },
    }
    return catalogue_from_dict(data, "test", "Crumb")


def _options(text: str) -> list[str | None]:
    src = verified_source("C-1", text, title="Boxes we use")
    return [c.value.option for c in extract_source_claims(src, bakery()) if c.value]


def test_a_label_over_an_offer_states_no_option() -> None:
    text = (
        "- **Card boxes:** every order is packed in card boxes as standard.\n"
        "- **Tin boxes:** if you'd rather have a keepsake tin, ask when you order.\n"
    )
    assert _options(text) == ["card"]


def test_a_label_whose_body_states_the_default_is_read() -> None:
    assert _options("- **Tin boxes:** we pack every order in one as standard.\n") == ["tin"]


def test_label_body_is_only_the_whole_run_in_label() -> None:
    line = "**Tin boxes:** if you'd rather, ask."
    assert label_body(line, 2, 11) == "if you'd rather, ask."
    assert label_body("We pack tin boxes: always.", 8, 17) is None
