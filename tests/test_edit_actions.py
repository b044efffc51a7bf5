"""An edit action read from a payload is parsed against the model's list, not trusted."""

from typing import get_args

from hypothesis import given
from hypothesis import strategies as st

from guard.kb.workspace.edits import EditAction, edit_action


def test_every_action_reads_as_itself() -> None:
    for action in get_args(EditAction):
        assert edit_action(action) == action


@given(st.text())
def test_any_other_text_is_no_action(text: str) -> None:
    assert (edit_action(text) is None) == (text not in get_args(EditAction))
