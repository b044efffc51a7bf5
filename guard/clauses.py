"""Where a clause starts and ends around a value, and the word classes clause readers share.

Many readers ask the same question of a sentence: which words are in the same clause as the
value at position i (the words that may deny it, name its subject or narrate an act)? Each
answers it by cutting the text at a set of boundaries and keeping the stretch around i. The
cutting is the same everywhere, so it is here once (`clause_start`, `clause_end`,
`clause_before`, `clause_after`, `clause_around`, `clause_bounds`); the boundaries are not, and each set is
named here with the reason it is the set it is. Two readers that cut differently keep two
sets: choosing one for both would change what they read, which is a reading rule's decision,
not a refactor's.

Both the local extractor and the engine read through these (the engine's draft readers
narrate the customer's own act, `engine.acts`), so the module sits below both, with the other
small text tools. Pure functions and compiled patterns, no I/O; English punctuation and
function words only, never a catalogue's words.
"""

from __future__ import annotations

import re
from typing import Final

# --- cut sets ---------------------------------------------------------------------------------

# Every punctuation mark, bracket and dash (an unspaced hyphen joins a compound: no break).
_MARKS: Final = r"[,;:.!?()\[\]\u2013\u2014]|\s-\s"

#: Every punctuation mark, round or square bracket, en or em dash, and a spaced hyphen. For
#: the readers of the few words right before a value that say what it is ("no longer …" in
#: `dropped`, "most couples pick …" in `typical`, "the front desk can't …" in
#: `deniedsubject`): any mark at all ends the clause, so no word of another clause, aside or
#: list item is read as the value's own, and a cue that is cut off leaves a plain claim.
PUNCTUATION: Final = re.compile(_MARKS)

#: `PUNCTUATION` and the coordinators "and", "but", "so" in lower case before a space. For
#: the reader of the customer's own act (`owntime`, "you can sign up online in about five
#: minutes"): the act must be the duration's own verb phrase, and "and …" starts another
#: act. Lower case as written; widening it to any case is a reading rule's change.
PUNCTUATION_AND_COORDINATORS: Final = re.compile(_MARKS + r"|\b(?:and|but|so)\s")

#: `PUNCTUATION` without square brackets: the set the draft's own-act reader (`engine.acts`)
#: was written with. Whether a square bracket should end its clause is a reading rule's
#: question, so the set is kept apart rather than merged into `PUNCTUATION`.
PUNCTUATION_BUT_SQUARE_BRACKETS: Final = re.compile(r"[.;:!?,()\u2013\u2014]|\s-\s")

#: Where a sub-clause or a phrase set apart starts inside a value's clause: a comma, colon,
#: semicolon, round bracket, a spaced dash of any kind, or an em dash. No full stop (the
#: text is one sentence's clause already, and "1.5" is one number) and no unspaced en dash
#: ("3–5 days" is a range). For the readers of the noun phrases next to a value
#: (`headnoun`, `timednoun`, `unnamed`): a phrase after a comma or a dash is another
#: sub-clause's subject or object ("… – we always send a reminder").
SUB_CLAUSE: Final = re.compile(r"[,:;()]|\s[-–—]\s|—")

#: `SUB_CLAUSE` without the semicolon: the set the clause-topic reader (`topics`) was written
#: with, where a source value's clause comes already cut at semicolons (`values.claims_in`).
#: A side given whole may still hold one (a draft's comparative is read with the sentence on
#: either side of it, `drafts`), so adding it would change that reading: kept apart.
SUB_CLAUSE_BUT_SEMICOLON: Final = re.compile(r"[,:()]|\s[-–—]\s|—")

#: A comma, colon, semicolon or spaced dash, but no bracket and no unspaced em dash. For the
#: reader of what a unit of measure measures (`measured`), which takes the noun a measure is
#: bracketed after as the one it is said of ("a suitcase (up to 23 kg)"): its sub-clause
#: runs on through a bracket. Whether an unspaced em dash should cut there is a reading
#: rule's question, so the set is kept apart from `SUB_CLAUSE`.
SUB_CLAUSE_THROUGH_BRACKETS: Final = re.compile(r"[,:;]|\s[-–—]\s")

#: Sentence punctuation, round and square brackets, Markdown bold, and a coordinating or
#: concessive conjunction between spaces ("and", "but", "or", "so", "while", "whereas",
#: "although", "though"), in any case; no dash. For the reader of a number followed by its
#: own noun (`ownnoun`), whose clause "cut at punctuation, brackets and coordinating
#: conjunctions" must name the number's topic itself.
COORDINATED_CLAUSE: Final = re.compile(
    r"[,;:.!?()\[\]]|\*\*|\s(?:and|but|or|so|while|whereas|although|though)\s", re.IGNORECASE
)

#: Sentence punctuation (no bracket, no dash) and the coordinators "but", "and", "or", "so",
#: "while", "whereas" as whole words, in any case; the cut ends after the word. For the
#: predicate-zero reader (`verbzero`): a negation denies a "free" ("bikes don't travel
#: free") only from the coordinated clause the "free" closes.
COORDINATED_PREDICATE: Final = re.compile(
    r"[,;:!?.]|\b(?:but|and|or|so|while|whereas)\b", re.IGNORECASE
)

#: A sentence end, a semicolon or a line break, and nothing else. For the engine's readers of
#: a limit or a day said without a number (`endless`, `relday`): the topic phrase that names
#: what the window is for may stand a comma or a conjunction away ("any time in advance, for
#: a valet"), but never in another sentence.
SENTENCE_OR_SEMICOLON: Final = re.compile(r"[.!?;\n]")

# --- word classes -----------------------------------------------------------------------------

#: A third-person pronoun that refers back to a thing named earlier in the sentence. A main
#: clause with one refers back to its fronted time phrase's thing ("After the repair, it is
#: tested"; "Once your claim is approved, it is paid within 5 days"), so that thing is the
#: main clause's subject or object and the phrase is not set apart (`fronted`,
#: `carriedanchor`).
BACK_REFERENCE: Final = re.compile(r"\b(?:it|its|they|them|their)\b", re.IGNORECASE)

# --- cutting ----------------------------------------------------------------------------------


def clause_start(text: str, end: int, cuts: re.Pattern[str]) -> int:
    """Where the clause holding `text[end]` starts: right after the last cut of `cuts`
    that ends at or before `end` (matched as if the text stopped at `end`), 0 when none."""
    return max((m.end() for m in cuts.finditer(text, 0, end)), default=0)


def clause_end(text: str, start: int, cuts: re.Pattern[str]) -> int:
    """Where the clause holding `text[start]` ends: at the first cut from `start` on, or
    the text's end when none."""
    m = cuts.search(text, start)
    return m.start() if m else len(text)


def clause_bounds(text: str, start: int, end: int, cuts: re.Pattern[str]) -> tuple[int, int]:
    """Where the clause holding `text[start:end]` starts and ends (`clause_around`'s span)."""
    return clause_start(text, start, cuts), clause_end(text, end, cuts)


def clause_before(text: str, end: int, cuts: re.Pattern[str]) -> str:
    """The words of `end`'s clause before it: `text` from `clause_start` up to `end`."""
    return text[clause_start(text, end, cuts) : end]


def clause_after(text: str, start: int, cuts: re.Pattern[str]) -> str:
    """The words of `start`'s clause from it on: `text` from `start` up to `clause_end`."""
    return text[start : clause_end(text, start, cuts)]


def clause_around(text: str, start: int, end: int, cuts: re.Pattern[str]) -> str:
    """The clause holding `text[start:end]`: from the last cut before `start` to the first
    cut after `end` (the span itself is not searched: a full stop inside "1.5" is no cut)."""
    return text[clause_start(text, start, cuts) : clause_end(text, end, cuts)]
