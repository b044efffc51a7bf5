"""The guided tour in Slack: one step per message, one button to go on, one to leave.

Pure: the step's title and text (the terminal tour's own rendering, as plain text) come in;
the blocks go out. The step number travels in the button, so any instance can serve the next
click and nothing is held in memory.
"""

from __future__ import annotations

from bot import ids
from bot.blocks.kit import actions, button, context, header, label_block, md, message, section

TOUR_STEPS = 5
SIMULATED_NOTE = (
    "Simulated: this tour runs on a sandbox copy of the seed workspace; your team's "
    "sources, checks and metrics are never touched."
)
_TEXT = 2900  # a section's 3,000 characters, less the code fence


def tour_message(step: int, title: str, text: str, *, personas: bool = False) -> dict:
    """Step `step` (0-based) of the tour: its title, its text in a code block, Next or Done."""
    body = text if len(text) <= _TEXT else text[: _TEXT - 1] + "…"
    buttons = []
    if step + 1 < TOUR_STEPS:
        buttons.append(button("Next step", ids.ACTION_TOUR_NEXT, str(step + 1), style="primary"))
    last = step + 1 >= TOUR_STEPS
    buttons.append(button("Done" if last else "Leave the tour", ids.ACTION_TOUR_LEAVE, str(step)))
    return message(
        f"AnswerGuard tour · {title}",
        [
            header(f"Tour · {title}"),
            section(f"```{md(body, _TEXT)}```"),
            actions(*buttons, block_id="ag_tour"),
            context(SIMULATED_NOTE),
            label_block(personas),
        ],
    )


def tour_left_message(step: int, *, personas: bool = False) -> dict:
    done = step + 1 >= TOUR_STEPS
    text = "Tour finished." if done else f"Tour left after step {step + 1} of {TOUR_STEPS}."
    return message(
        text, [section(text + " `/answerguard tour` starts it again."), label_block(personas)]
    )
