"""A run-in heading: the bold lead sentence of a list item or paragraph.

"- **Price adjustments for a month.** Plus members can request a price adjustment up to 30
days after purchase." The bold sentence is the item's heading, run into its text: it names
what the item is about in a few loose words ("a month", "an extra year"), and the text after
it states the rule precisely. Like a Markdown heading (`_named_values_win`), it does not
contradict its own body: where the body states a value on the same topic and scope, the
heading's different value is a summary, not a second rule, and is read as `other`. A run-in
heading whose body states nothing on its topic keeps its value ("**Returns within 30 days.**
Bring your receipt.").
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from guard.engine.values import same_value
from guard.extract.local.segment import Sentence
from guard.kb.catalogue import OTHER
from guard.models import SourceClaim

if TYPE_CHECKING:
    from guard.extract.local.reading import Reading

#: Where a claim was read: its block, and whether its sentence is the block's run-in heading.
Place = tuple[int, bool]


def run_in(sentence: Sentence, has_more: bool) -> bool:
    """Whether the sentence is its block's bold run-in heading: the block's first sentence,
    all of it the line's bold label, with more text after it in the block."""
    label = sentence.label
    if not (has_more and sentence.line_start and label and not sentence.table_row):
        return False
    return sentence.text.strip(" \t.:;!?*_") == label.strip(" \t.:;!?*_")


def body_wins(
    claims: list[tuple[SourceClaim, Reading]], places: list[Place]
) -> list[tuple[SourceClaim, Reading]]:
    """Each run-in heading's value that differs from a value its own block's body states on
    the same topic and scope, read as `other` (see the module docstring)."""
    body = [
        (block, c) for (c, _), (block, heading) in zip(claims, places, strict=True) if not heading
    ]
    out: list[tuple[SourceClaim, Reading]] = []
    for (c, r), (block, heading) in zip(claims, places, strict=True):
        if heading and c.topic != OTHER and c.value is not None:
            said = [
                b for k, b in body
                if k == block and (b.topic, b.scope) == (c.topic, c.scope) and b.value is not None
            ]  # fmt: skip
            if said and not any(same_value(b.value, c.value) for b in said):  # type: ignore[arg-type]
                note = f"a run-in heading; its text states {c.topic} itself"
                c = c.model_copy(update={"topic": OTHER})
                r = replace(r, topic=replace(r.topic, note=note))
        out.append((c, r))
    return out
