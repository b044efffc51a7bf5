"""One decision path, one outcome: a check through the claims index (`answerguard check`, the
Slack app) decides every case exactly as `eval` does, which reads every source.

The index path loads only the sources with a claim on a topic the rules decide the draft on.
It used to take those topics from the extractor's output alone, so a value whose sentence
named no topic, read on its topic through the ticket (rule TOPIC), found no source there:
CAUTION UNSUPPORTED in `check`, the evidence's outcome in `eval`. The unit test below shows
that cause in wording of its own; the agreement test runs every case of every knowledge base
under tests/kb through both paths (about 5 s a knowledge base). Before the fix 7 of the 9
disagreed on at least one case.
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest

from guard.engine.attribution import decided_on
from guard.evals.workspaces import case_request
from guard.kb.catalogue import UNATTRIBUTED, catalogue_from_dict
from guard.models import DraftClaim, Ticket, Value
from guard.runtime import build_runtime
from guard.settings import Settings
from guard.store import Store
from tests.support.kbresults import kb_results, kb_workspace

KB = Path(__file__).resolve().parent / "kb"
FOLDERS = sorted(p for p in KB.iterdir() if (p / "cases.yaml").exists())
NOW = datetime(2026, 12, 1, 12, tzinfo=UTC)


def test_a_value_read_on_its_topic_through_the_ticket_is_decided_on_that_topic():
    cat = catalogue_from_dict(
        {
            "name": "Bikes",
            "topics": {
                "lock_fee": {"kind": "money", "currency": "GBP", "about": ["lock fee"]},
                "helmet_fee": {"kind": "money", "currency": "GBP", "about": ["helmet hire"]},
                "grace": {"kind": "duration", "about": ["grace period"]},
            },
        },
        "test",
        "Bikes",
    )
    amount = DraftClaim(
        claim_id="c1",
        topic=UNATTRIBUTED,
        span="It's £4 a day.",
        value=Value(amount=4, unit="GBP", kind="money"),
        value_text="£4",
    )
    asked = Ticket(id="T-1", message="How much is the helmet hire?")
    assert decided_on([amount], asked, cat) == {"helmet_fee"}
    # a ticket that names two topics of its kind settles nothing: it stays unattributed
    both = Ticket(id="T-2", message="What are the lock fee and the helmet hire?")
    assert decided_on([amount], both, cat) == {UNATTRIBUTED}
    # an ambiguous claim is decided on each of its candidates
    either = amount.model_copy(update={"topic": "lock_fee", "alternatives": ["helmet_fee"]})
    assert decided_on([either], Ticket(id="T-3"), cat) == {"lock_fee", "helmet_fee"}


@pytest.mark.parametrize("folder", FOLDERS, ids=[p.name for p in FOLDERS])
def test_the_index_path_decides_every_case_as_eval_does(folder: Path, tmp_path: Path) -> None:
    ws = kb_workspace(folder.name)
    evals = kb_results(folder.name)  # case_results at NOW, shared with the floors test
    rt = build_runtime(
        Settings(ai_mode="local", workspace=folder), Store(tmp_path / "kb.db", base=lambda: ws)
    )
    assert rt.service.index is not None  # the path `answerguard check` takes
    differ = []
    for case, want in evals:
        got = rt.service.check(case_request(case, NOW))
        if (got.decision, got.reason_code) != (want.decision, want.reason_code):
            differ.append(
                f"{case.id}: eval {want.decision} {want.reason_code}, "
                f"check {got.decision} {got.reason_code}"
            )
    assert not differ, "\n".join(differ)
