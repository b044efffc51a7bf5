"""The referee between a quick check and its grace timer (bot/handover.py): every order of
events shows the answer exactly once, on one surface. Pure: no threads, no Slack."""

from __future__ import annotations

from bot.handover import Handover, Where


def test_a_check_done_within_the_grace_is_the_message_and_no_modal_opens() -> None:
    h: Handover[str] = Handover()
    assert h.finish("verdict") is Where.MESSAGE
    assert h.grace_over() is False and h.settled


def test_a_check_done_after_the_modal_opened_updates_the_modal() -> None:
    h: Handover[str] = Handover()
    assert h.grace_over() is True
    assert h.opened(True) is None and h.in_modal
    assert h.finish("verdict") is Where.MODAL
    assert h.settled and not h.in_modal


def test_a_check_done_while_the_modal_opens_is_shown_by_the_opener_once() -> None:
    h: Handover[str] = Handover()
    assert h.grace_over() is True
    assert h.finish("verdict") is None  # the opener has it
    assert h.opened(True) == (Where.MODAL, "verdict")
    assert h.settled


def test_a_modal_that_could_not_open_leaves_the_answer_to_the_message() -> None:
    h: Handover[str] = Handover()
    h.grace_over()
    assert h.finish("verdict") is None
    assert h.opened(False) == (Where.MESSAGE, "verdict")

    later: Handover[str] = Handover()
    later.grace_over()
    assert later.opened(False) is None and not later.in_modal
    assert later.finish("verdict") is Where.MESSAGE


def test_nothing_is_shown_twice() -> None:
    h: Handover[str] = Handover()
    assert h.finish("verdict") is Where.MESSAGE
    assert h.finish("verdict") is None
    assert h.opened(True) is None
