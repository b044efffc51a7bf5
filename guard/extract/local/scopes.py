"""Which scope a value applies to, read from the catalogue's scope phrases (see the
`topics` module docstring, "Scope" and "Several values of one dimension", for the rules).

What counts as a mention and how a group of them is reported is in `scopementions`; brackets
around a mention after the value, in `scopebrackets`; a "free" that names a plan, in
`freeplan`."""

from __future__ import annotations

import re
from dataclasses import replace
from itertools import pairwise, product
from typing import Final

from guard.engine.numberwords import NUMBER_WORD_RE
from guard.extract.local.cues import NOTHING, Because
from guard.extract.local.defined import in_a_defined_term
from guard.extract.local.elided import list_run_on
from guard.extract.local.headinglist import listed_among_others
from guard.extract.local.orbracket import in_or_bracket
from guard.extract.local.pointers import in_pointer
from guard.extract.local.scopebrackets import bracketed, in_aside, labels_bracket_value
from guard.extract.local.scopelist import (
    LIST_GAP,
    first_item_start,
    list_rest,
    names_its_item,
    unnamed_items_between,
)
from guard.extract.local.scopementions import (
    Group,
    Mention,
    because,
    from_group,
    name_before,
    proper_names,
)
from guard.extract.local.segment import Clause, Sentence
from guard.extract.local.vocab import Dimension, Vocabulary
from guard.kb.catalogue import SCOPE_ANY
from guard.kb.phrasematch import classify

_I: Final = re.IGNORECASE

# --- scope -----------------------------------------------------------------------------------

# A value mentioned to exclude it ("unlike standard transfers", "unless the member is on
# Ultimate") does not scope the claim.
_EXCLUSION_RE: Final = re.compile(
    r"(?:unlike|except(?:\s+for)?|excluding|other\s+than|not\s+(?:for|on)|but\s+not|"
    r"apart\s+from)\s+(?:the\s+|for\s+)?$"
    r"|\bunless\b[^.;,]{0,40}?\b(?:on|in|with|using|for)\s+(?:the\s+|an?\s+)?$",
    _I,
)
# Between two items of a list (`scopelist.LIST_GAP`).
_LIST_GAP: Final = LIST_GAP
_LIST_GAP_RE: Final = re.compile(_LIST_GAP, _I)
# Two values side by side: one qualifies the other ("Business broadband").
_COMPOUND_GAP_RE: Final = re.compile(r"[\s-]*")
# A label that is a list of values: "Team and Business", "UK / Ireland".
_LIST_SPLIT_RE: Final = re.compile(r"\s*(?:,|/|&|\+|\band/or\b|\band\b|\bor\b)\s*", _I)


# A value named as the baseline of a comparison is what the claim is measured against, not
# what it is limited to: "20% cheaper than paying monthly", "save 20% compared with paying
# month to month", "instead of monthly billing" (up to two words between).
_BASELINE_RE: Final = re.compile(
    r"\b(?:than|compared\s+(?:with|to)|in\s+comparison\s+(?:with|to)|versus|vs\.?|"
    r"instead\s+of|as\s+opposed\s+to|relative\s+to)\s+(?:[\w'’-]+\s+){0,2}$",
    _I,
)


def _groups(dim: Dimension, text: str, where: tuple[str, int] | None = None) -> list[Group]:
    """The dimension's mentions in `text`, joined into lists and compounds, in order; a
    group whose first item is excluded ("except Team and Business"), or in running text is
    a comparison's baseline ("cheaper than paying monthly"), is dropped. With
    `where` (the sentence `text` is in and its offset there), a value's capitalised name
    inside the sentence counts too."""
    found = [
        Mention(s, e, v, "any" if v == SCOPE_ANY else "scope")
        for s, e, v in classify(dim.options, text)
    ]
    if where is not None:
        sentence, base = where
        found = [m for m in found if not in_a_defined_term(sentence, base + m.start, base + m.end)]
        taken = [(m.start, m.end) for m in found]
        found += [
            m
            for m in proper_names(dim, text, *where)
            if not any(a < m.end and m.start < b for a, b in taken)
        ]
        found.sort(key=lambda m: m.start)
    if not found:
        return []
    # A list's earlier items may be bare names: "Team and Business plans".
    mentions_: list[Mention] = []
    for m in found:
        chain: list[Mention] = []
        before = text[: m.start]
        while (
            m.value != SCOPE_ANY
            and (named := name_before(dim, before, (text, m.start, m.end))) is not None
        ):
            if mentions_ and named.start < mentions_[-1].end:
                break
            chain.insert(0, named)
            before = text[: named.start]
        mentions_.extend([*chain, m])
    groups: list[list[Mention]] = [[mentions_[0]]]
    compound = [False]
    for prev, m in pairwise(mentions_):
        gap = text[prev.end : m.start]
        if _LIST_GAP_RE.fullmatch(gap):
            groups[-1].append(m)
        elif _COMPOUND_GAP_RE.fullmatch(gap):
            groups[-1].append(m)
            compound[-1] = compound[-1] or prev.value != m.value
        elif unnamed_items_between(gap):
            groups[-1].append(m)  # "seniors, students and children": one list (`scopelist`)
        else:
            groups.append([m])
            compound.append(False)
    out: list[Group] = []
    every = set(dim.spec.value_keys)
    for items, comp in zip(groups, compound, strict=True):
        first = items[0]
        before = text[max(0, first.start - 40) : first.start]
        whole, offset = where if where is not None else (text, 0)
        if in_pointer(whole, offset + first.start):
            continue  # "(see *Premium cover* for Premium members)" (`pointers`)
        if in_or_bracket(whole, offset + first.start):
            continue  # "(or, for a delivered order, book its return)" (`orbracket`)
        if first.value != SCOPE_ANY and (
            _EXCLUSION_RE.search(before[-30:])
            # in running text (not a heading's or label's "Team vs Business")
            or (where is not None and _BASELINE_RE.search(before))
        ):
            continue
        values = tuple(dict.fromkeys(m.value for m in items))
        if SCOPE_ANY in values or set(values) >= every:
            values = (SCOPE_ANY,)
        out.append(Group(first.start, items[-1].end, values, comp, tuple(items)))
    return out


def _labelled(dim: Dimension, label: str, where: str) -> tuple[tuple[str, ...], Because] | None:
    """The values a label or header names: one value's phrase or name, a list of them, or
    the mentions in it (one list, or one value named once; several: `any`)."""
    text = label.strip(" \t*_").rstrip(".:;,").strip()
    if not text:
        return None

    def whole(part: str) -> str | None:
        return next((v for v, rx in dim.labels if rx.fullmatch(part)), None)

    value = whole(text)
    if value is not None:
        return (value,), Because(where, text, "scope", value, _phrases(dim, value))
    parts = [p for p in _LIST_SPLIT_RE.split(text) if p]
    named = [whole(p) for p in parts]
    if len(parts) > 1 and all(named):
        values = tuple(dict.fromkeys(v for v in named if v))
        note = "a list: one claim per value"
        if set(values) >= set(dim.spec.value_keys):
            values, note = (SCOPE_ANY,), "a list naming every value"
        first = named[0] or ""
        return values, Because(where, text, "scope", first, _phrases(dim, first), note)
    return _one_reading(dim, where, text)


def _phrases(dim: Dimension, value: str) -> tuple[str, ...]:
    """A value's phrases and its own name: what a label is matched against."""
    return (*dict(dim.options).get(value, ()), *dict(dim.names).get(value, ()))


def _one_reading(dim: Dimension, where: str, text: str) -> tuple[tuple[str, ...], Because] | None:
    """A heading's or label's mentions: one group decides; several disagreeing ones, or an
    ambiguous compound, leave the claim `any`."""
    groups = _groups(dim, text)
    if not groups:
        return None
    readings = {g.values for g in groups if not g.compound}
    if len(readings) == 1 and not any(g.compound for g in groups):
        return from_group(dim, where, text, groups[0])
    g = next((g for g in groups if g.compound), groups[0])
    note = (
        "ambiguous: one value qualifies another, so no single one is read"
        if g.compound
        else "names several values: none decides"
    )
    return (SCOPE_ANY,), because(dim, where, text, g, note)


# Words that set what follows against what came before: a scope named across them is another
# case's ("Plus members get 2-hour windows, but everyone else gets 4 hours"; "…, and
# international orders take longer").
# A comparative right before "than" and a number ("with less than 24 hours' notice") bounds
# that number: the value's own bound, no other party's case.
_BOUND_THAN: Final = rf"(?!\s+than\s+(?:\d|an?\b|{NUMBER_WORD_RE.pattern}))"
_CONTRAST_RE: Final = re.compile(
    r"\b(?:but|while|whereas|although|though|however|unlike|except|unless|instead|otherwise|"
    r"other|others|else|rest|extra|higher|lower|cheaper|dearer|"
    rf"(?:longer|shorter|more|less|fewer)\b{_BOUND_THAN})\b",
    _I,
)
# A predicate coordinated with the value's: no subject of its own, or a pronoun for the same
# one ("Boarding costs €7, and is available on domestic flights only"; "…, but it's only for
# Club members"). What it restricts, it restricts for the value too.
_SAME_SUBJECT_RE: Final = re.compile(
    r"(?:^|[,;]|\s)\s*(?:and|but)\s+(?:(?:it|this|that|they)(?:['’]s|['’]re)?\s+)?"
    r"(?:is|are|was|were|applies|apply|only|will|can|must|has|have|does|do|stays?|remains?)\b",
    _I,
)
_A_VALUE_RE: Final = re.compile(r"\d|[$€£¥]")


def _one_group(dim: Dimension, text: str, base: int, sentence: str) -> Group | None:
    """The one reading `text` (at `base` in `sentence`) gives the dimension, or None when it
    names none, several, or an ambiguous compound."""
    groups = _groups(dim, text, (sentence, base))
    if not groups or len({g.values for g in groups}) > 1 or any(g.compound for g in groups):
        return None
    return groups[0]


def _in_sentence(dim: Dimension, clause: Clause) -> tuple[tuple[str, ...], Because] | None:
    """A dimension the value's own clause leaves open, from the rest of its sentence: named
    once in the sentence's lead, before its first value ("Business goes to $24 a seat on
    monthly billing ($19.20 on annual)"), or in a predicate after the value that continues
    its subject ("Boarding costs €7 per flight, and is available on domestic flights
    only"). Never across a contrast, and never from another value's own words."""
    if clause.cell is not None:
        return None
    text = clause.sentence
    own_start = clause.start - len(clause.left)
    lead = clause.lead[: max(0, own_start)]
    g = _one_group(dim, lead, 0, text) if lead else None
    if g is not None and not _CONTRAST_RE.search(text, g.end, clause.start):
        return from_group(dim, "sentence", lead, g)
    own_end = clause.end + len(clause.right)
    tail = text[own_end:]
    same = _SAME_SUBJECT_RE.search(tail)
    if same is None or _A_VALUE_RE.search(tail) or _CONTRAST_RE.search(tail, 0, same.start()):
        return None
    rest = tail[same.end() :]
    g = _one_group(dim, rest, own_end + same.end(), text)
    if g is None or _CONTRAST_RE.search(rest, 0, g.start):
        return None
    return from_group(dim, "sentence", rest, g)


def _right_groups(dim: Dimension, clause: Clause) -> list[Group]:
    """The dimension's groups after the value: in its clause, or a list that starts in the
    clause and runs on past the list word the clause was cut at (`elided.list_run_on`), or
    a list of noun phrases whose first item ends the clause ("for adults | and students",
    "for seniors |, students and children": `scopelist.list_rest`), so that the list is read
    whole whatever the order of its items."""
    where = (clause.sentence, clause.end)
    own = _groups(dim, clause.right, where)
    cut = clause.end + len(clause.right)
    more = list_run_on(clause.sentence, cut)
    if more:
        longer = _groups(dim, clause.right + more, where)
        started = [g for g in longer if g.start < len(clause.right.rstrip())]
        if started:
            return started
    first = first_item_start(clause.right)
    items = list_rest(clause.sentence, cut) if first is not None else []
    if first is None or not items:
        return own
    rest = clause.sentence[cut : items[-1][1]]
    longer = _groups(dim, clause.right + rest, where)
    later = [
        m for g in longer if g.start >= first for m in g.mentions if m.start >= len(clause.right)
    ]
    if not all(
        any(
            names_its_item(clause.sentence, i, clause.end + m.start, clause.end + m.end)
            for i in items
        )
        for m in later
    ):
        return own  # a value inside another phrase ("and free for children"): no list item
    return [g for g in longer if g.end <= first] + [g for g in longer if g.start >= first] or own


def _dimension_values(
    dim: Dimension, clause: Clause, sentence: Sentence, topic_words: str = ""
) -> tuple[tuple[str, ...], Because]:
    right = [
        g
        for g in _right_groups(dim, clause)
        if not labels_bracket_value(clause.sentence, clause.end, clause.end + g.start)
    ]
    left = _groups(dim, clause.left, (clause.sentence, clause.start - len(clause.left)))
    stated = left and not bracketed(clause.left, left[-1].start)
    if right and not (stated and in_aside(clause.right, right[0].start)):
        # the group's offsets count from the value's end; a list may run past the clause
        return from_group(dim, "clause", clause.sentence[clause.end :], right[0])
    if left:
        return from_group(dim, "clause", clause.left, left[-1])
    found = _in_sentence(dim, clause)
    if found is not None:
        return found
    cell = clause.cell
    if cell is not None:
        context = [(cell.column, "column header"), (cell.label, "row label")]
        context += [(other, "row") for other in cell.others]
    else:
        context = [(sentence.label or "", "line label")]
    for text, where in context:
        found = _labelled(dim, text, where) if text else None
        if found is not None:
            return found
    for heading in reversed(sentence.headings):
        found = _labelled(dim, heading, "heading")
        listed = found is not None and found[0] != (SCOPE_ANY,)
        if found is not None and listed and listed_among_others(heading, found[1].words):
            note = (
                "one item of a list of what the text covers: names no one case"  # (`headinglist`)
            )
            return (SCOPE_ANY,), replace(found[1], note=note)
        if found is not None:
            return found
    return _qualifying(dim, sentence.title, topic_words) or ((SCOPE_ANY,), NOTHING)


# A title that opens with a scope value and a label's separator before its subject:
# "#kennel-block – walks", "Dogs: walks". A channel's or a label's name heads its subject as
# a modifier right before it does ("Premium excess").
_TITLE_LEAD_RE: Final = re.compile(r"[\s#*_]*")
_LABEL_GAP_RE: Final = re.compile(r"[\s-]*(?:[–—:]|\s-)\s*")


def _qualifying(
    dim: Dimension, title: str, topic_words: str
) -> tuple[tuple[str, ...], Because] | None:
    """The scope a title gives a claim that only its title puts on a topic: the value written
    right before the title's topic words, qualifying them ("Premium excess" for a thread's
    "The terms still say £2,000"), or opening the title before a label's separator and the
    topic words ("#kennel-block – walks", "Dogs: walks"). A title scopes nothing else: in "Standard reversals and
    card warranty", "Standard" is the reversals', not the warranty's."""
    if not (title and topic_words):
        return None
    m = re.search(rf"(?<!\w){re.escape(topic_words)}(?!\w)", title, _I)
    at = m.start() if m else 0
    if at == 0:
        return None
    groups = [
        g
        for g in _groups(dim, title[:at])
        if _COMPOUND_GAP_RE.fullmatch(title[g.end : at])
        or (
            _TITLE_LEAD_RE.fullmatch(title[: g.start])
            and _LABEL_GAP_RE.fullmatch(title[g.end : at])
        )
    ]
    if not groups or groups[-1].compound:
        return None
    return from_group(dim, "title", title[:at], groups[-1])


def read_scopes(
    vocab: Vocabulary, clause: Clause, sentence: Sentence, topic_words: str = ""
) -> tuple[list[dict[str, str]], dict[str, Because]]:
    """Every scope the claim applies to (one per combination of the values named: most
    claims have one), and why each dimension has its values. `topic_words` are the words
    that put the claim on its topic when only a heading or the title did."""
    values: dict[str, tuple[str, ...]] = {}
    why: dict[str, Because] = {}
    for d in vocab.dimensions:
        values[d.spec.key], why[d.spec.key] = _dimension_values(d, clause, sentence, topic_words)
    keys = list(values)
    scopes = [dict(zip(keys, combo, strict=True)) for combo in product(*values.values())]
    return scopes, why


def scope_of(vocab: Vocabulary, clause: Clause, sentence: Sentence) -> dict[str, str]:
    """Every catalogue dimension: the value the claim is limited to, or "any" (the first
    scope when the claim names several values of a dimension; see `read_scopes`)."""
    return read_scopes(vocab, clause, sentence)[0][0]


def sentence_reading(dim: Dimension, text: str) -> tuple[tuple[str, ...], Because] | None:
    """The one reading a whole sentence gives the dimension (one value, or one list), or
    None when it names none, several, or an ambiguous compound (`carryscope`)."""
    g = _one_group(dim, text, 0, text)
    return None if g is None else from_group(dim, "earlier sentence", text, g)
