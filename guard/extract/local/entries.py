"""An entry's title summarises its body: where the body states a value of the same kind, the
body's governs.

Benefit lists and changelogs open each entry with a title of its own ("- **2-hour delivery
windows.** In the US, Plus members can book a 2-hour window…", "- **Price adjustments for
a month.** Members can ask up to 30 days after purchase."). The title is a heading set
inside the entry's block: it names what the entry is about in a few words and leaves out
what the body then says, the case it applies to and the exact figure. Read as a claim of
its own, it states the value for everyone ("2-hour windows", where the body says "in the
US") or a rounded one ("a month", where the body says 30 days), and the document seems to
contradict itself or a narrower policy. So a title's value of a kind the body states is set
aside as read: the entry speaks through its body. A title whose body states no value of that
kind keeps its claim (it is then the entry's only statement of it). A price and a reduction
of it are one kind here ("**Half-price hire.** Club members pay £6 a bike": the body's £6 is
what the title's half price comes to), as they are where an unread source caps a draft.
"""

from __future__ import annotations

from collections.abc import Sequence

from guard.extract.local.segment import Sentence

_DECORATION = " \t*_.:;!-–—"
#: A price and a reduction of it: a body stating one restates a title stating the other.
_AMOUNT_KINDS = frozenset({"money", "percent"})


def is_entry_title(sentence: Sentence) -> bool:
    """The sentence is its block's label written as a whole sentence ("**Longer returns.**")."""
    label = sentence.label
    if not (sentence.line_start and label) or sentence.table_row:
        return False
    return sentence.text.strip(_DECORATION) == label.strip(_DECORATION)


def restated_kinds(
    sentences: Sequence[Sentence], kinds: Sequence[frozenset[str]], i: int
) -> frozenset[str]:
    """The value kinds that the body of the entry titled by `sentences[i]` states (`kinds[j]`:
    the kinds of the values of `sentences[j]`); empty when `sentences[i]` is no title."""
    if not is_entry_title(sentences[i]):
        return frozenset()
    out: set[str] = set()
    for s, k in zip(sentences[i + 1 :], kinds[i + 1 :], strict=True):
        if s.line != sentences[i].line:
            break
        out |= k
    if out & _AMOUNT_KINDS:
        out |= _AMOUNT_KINDS
    return frozenset(out)
