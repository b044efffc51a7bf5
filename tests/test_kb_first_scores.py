"""Every knowledge base in tests/kb publishes its first score (issue 17, "Measure it
honestly"): the README's table shows it next to today's, so a folder cannot join the measure
without one, and a first score is a well-formed fraction of the folder's own cases."""

from __future__ import annotations

import yaml

from guard.evals.workspaces import HELDOUT_KBS, first_scores, heldout_markdown


def test_every_knowledge_base_has_a_first_score_of_its_own_cases() -> None:
    first = first_scores()
    folders = sorted(p for p in HELDOUT_KBS.iterdir() if (p / "cases.yaml").exists())
    assert folders
    for folder in folders:
        assert folder.name in first, f"{folder.name}: add its first score to first_scores.yaml"
        passed, _, total = first[folder.name].partition("/")
        cases = yaml.safe_load((folder / "cases.yaml").read_text(encoding="utf-8"))
        assert int(total) == len(cases) and 0 <= int(passed) <= int(total), folder.name


def test_the_readme_table_shows_first_run_and_now() -> None:
    """`make readme` writes the table (it scores every folder, so it is not rerun here)."""
    from tools.docs import EVAL_RESULTS

    assert "| first run | cases as expected now |" in EVAL_RESULTS.read_text(encoding="utf-8")
    assert heldout_markdown(HELDOUT_KBS / "no-such-folder") == ""
