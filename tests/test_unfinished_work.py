""" "Work in progress" after a preposition or a possessive names unfinished things, not the
text's own status (`guard.extract.local.unfinishedwork`). A made-up woodwork shed: no
knowledge base's words."""

from __future__ import annotations

from guard.extract.local import extract_source_claims
from guard.extract.local.status import sentence_status
from guard.extract.local.unfinishedwork import names_unfinished_things
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from tests.support.builders import verified_source


def shed() -> Catalogue:
    return catalogue_from_dict(
        {
            "name": "Woodwork shed",
            "topics": {
                "bench_notice": {
                    "label": "notice to give up a bench",
                    "kind": "duration",
                    "about": ["give up your bench", "bench notice"],
                },
            },
        },
        "test",
        "Woodwork shed",
    )


def _statuses(body: str) -> list[str]:
    src = verified_source("WS-1", body, title="Bench hire", kind="help_article")
    return [c.status_wording for c in extract_source_claims(src, shed())]


def test_a_rack_for_work_in_progress_leaves_the_page_in_force() -> None:
    body = "Bench hire includes a rack for work in progress.\n\nYou can give up your bench with 3 weeks' notice.\n"
    assert _statuses(body) == ["unstated"]


def test_a_page_that_is_a_work_in_progress_is_still_proposed() -> None:
    body = "This page is a work in progress.\n\nYou can give up your bench with 3 weeks' notice.\n"
    assert _statuses(body) == ["proposed"]


def test_names_unfinished_things() -> None:
    text = "Keep your work in progress on the top rack."
    at = text.index("work")
    assert names_unfinished_things(text, at, at + len("work in progress"))
    assert sentence_status(text) == "unstated"
    assert sentence_status("Status: work in progress.") == "proposed"


def test_an_article_after_the_preposition_still_names_things() -> None:
    # "for the work in progress": the same object of "for", the page still in force
    body = "If you give up your bench mid-project, we keep a shelf for the work in progress.\n\nYou can give up your bench with 3 weeks' notice.\n"
    assert _statuses(body) == ["unstated"]
    text = "We bill for any work in progress when you leave."
    at = text.index("work")
    assert names_unfinished_things(text, at, at + len("work in progress"))
    assert sentence_status("This page is a work in progress.") == "proposed"
