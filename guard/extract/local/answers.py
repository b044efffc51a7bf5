"""Which question a sentence in a source answers: an FAQ's question names what the value in
the answer right after it is.

An FAQ writes its subject once, in the question ("Q: How much notice do I need to give?"),
and its answer states the value bare ("A: 30 days, once your minimum term is over."). The
question is the answer's subject the way a heading is its section's, only closer: it says
what the answer's value is. So for a value whose own clause names no topic it ranks ahead
of the rest of the answer's sentence (a condition there, "once your minimum term is over",
says when the value applies, not what it is) and of any heading (`topics`).

A question is a sentence ending with "?" that states no value (one that does, "did the fee
go up to £5?", checks that value rather than asking for one) and opens its block (a line or
paragraph, with a "Q:" or bold label or none; not a heading); its answer is the one sentence
right after it, in the same block or the next. A later sentence of the answer carries the
question no further than any earlier sentence carries its subject (`continuing`).
"""

from __future__ import annotations

from dataclasses import replace

from guard.extract.local.segment import Sentence


def _asks(s: Sentence, valued: bool) -> bool:
    """Whether `s` asks for a value: a question that opens its block and states no value of
    its own ("did the fee go up to £5?" checks a value, and what follows it is the asker's
    own words, no answer), in no table row and no heading (a heading is its whole section's
    subject, read as the section's by `topics`)."""
    heading = bool(s.headings) and s.text.strip() == s.headings[-1].strip()
    asked = s.line_start and s.text.rstrip().endswith("?")
    return asked and not (valued or s.table_row or heading)


def with_questions(sents: list[Sentence], valued: list[bool]) -> list[Sentence]:
    """`sents` with each answer given the question right before it (see the module
    docstring); every other sentence unchanged. `valued[i]`: sentence i states a value."""
    return [
        replace(s, question=sents[i - 1].text)
        if i > 0
        and not s.table_row
        and _asks(sents[i - 1], valued[i - 1])
        and not s.text.rstrip().endswith("?")
        else s
        for i, s in enumerate(sents)
    ]
