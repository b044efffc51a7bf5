"""The README's generated sections match the code (rules, standing, environment)."""

from __future__ import annotations

from guard.docs import README, render


def test_readme_generated_sections_are_current():
    text = README.read_text(encoding="utf-8")
    assert render(text) == text, "run `make readme` (python -m guard.docs) to regenerate"


def test_readme_names_the_two_commands():
    text = README.read_text(encoding="utf-8")
    assert "make demo" in text and "make test" in text


def test_readme_defines_the_impact_metrics_as_the_code_does():
    """The README shows the same definitions as the CLI and Slack (both print DEFINITIONS)."""
    from guard.metrics import DEFINITIONS

    text = " ".join(README.read_text(encoding="utf-8").split())
    assert DEFINITIONS["intercepts"] in text
