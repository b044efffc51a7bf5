"""Meaning-preserving rewrites of a draft, and a sweep that checks each knowledge base's
cases under them (issue 17, session 17).

A knowledge base nobody here wrote scores its first run on wordings nobody tried. The
cases we already have are a cheaper source of such wordings: the same draft with a number
in words, a contraction written out, a greeting and a sign-off around it, two independent
sentences the other way round, or its sentences as a bulleted list still makes the same
promise, so a correct guard gives it the same decision and reason. A variant that does not
is a reading that depends on the surface of the words.

Each transformation is a pure function from a draft to a rewritten draft, or None where it
does not fit (no number to spell, no contraction, ...). It never rewrites what would change
the meaning: currency amounts stay in digits, a date's day, a clock time, a range and a
decimal are left alone, and sentences are swapped only when neither refers to the other.

`sweep(folder)` runs every case of one knowledge base whose current result matches its
expectation under every transformation that fits, through the code `score.py` and the
README's table use (`guard.evals.workspaces`), with one local extractor per base so each
source is read once. `python -m tools.metamorphic` runs it over every base.
"""

from __future__ import annotations

import itertools
import re
import tempfile
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from functools import lru_cache
from pathlib import Path
from typing import Any

import yaml

from guard.engine.numberwords import SMALL_NUMBER_WORDS, TENS_WORDS

Transform = Callable[[str], str | None]

_WORDS = SMALL_NUMBER_WORDS
_WORD_VALUE = {w: n for n, w in enumerate(_WORDS)}

#: Words after which a number is a date's day or a name's label, not a quantity.
_MONTHS = [
    "january",
    "february",
    "march",
    "april",
    "may",
    "june",
    "july",
    "august",
    "september",
    "october",
    "november",
    "december",
    "jan",
    "feb",
    "mar",
    "apr",
    "jun",
    "jul",
    "aug",
    "sep",
    "sept",
    "oct",
    "nov",
    "dec",
]
_LABELS = {"section", "step", "clause", "page", "option", "tier", "level", "zone", "no", "number"}
_NUMBER = re.compile(r"(?<![\w£€$¥₹.,:/#+-])(1\d|20|[1-9])(?![\w.,:/%'’-]|[.,:]\d)")
_CLOCK_AFTER = re.compile(r"\s*(?:a\.?m\b|p\.?m\b|o'clock|noon|midnight)", re.I)
_MONTH_AFTER = re.compile(r"\s*(?:st|nd|rd|th)?\s*(?:of\s+)?(\w+)", re.I)
_RANGE_AFTER = re.compile(r"\s*(?:-|–|—|to|or|and|/)\s*\d")
_RANGE_BEFORE = re.compile(r"\d\s*(?:-|–|—|to|or|and|/)\s*$")


def _fits_number(text: str, start: int, end: int) -> bool:
    """A bare quantity: not an amount, a day of a month, a clock time, a label's number or a
    part of a range (each of which reads differently in words)."""
    before = text[:start]
    after = text[end:]
    if re.search(r"[£€$¥₹]\s*$", before) or re.match(r"\s*(?:p\b|pence|cents?\b)", after):
        return False
    if re.match(r"\s*(?:[A-Z][A-Za-z]{0,3}|kg|km|g|m|cm|mm|ml|l|mph|kWh|kW|x)\b", after):
        return False  # a unit's symbol takes digits ("1 TB", "5 kg", "2 GB")
    if _CLOCK_AFTER.match(after) or _RANGE_AFTER.match(after) or _RANGE_BEFORE.search(before):
        return False
    m = _MONTH_AFTER.match(after)
    if m and m.group(1).lower() in _MONTHS:
        return False
    prev = re.search(r"(\w+)\W*$", before)
    if prev and (prev.group(1).lower() in _MONTHS or prev.group(1).lower() in _LABELS):
        return False
    return not (prev and re.search(r"[A-Z]{2,}-?\s*$", before))


def digits_to_words(draft: str) -> str | None:
    """Every bare quantity from 1 to 20 in words ("14 days" -> "fourteen days")."""
    out, last, changed = [], 0, False
    for m in _NUMBER.finditer(draft):
        if not _fits_number(draft, m.start(), m.end()):
            continue
        word = _WORDS[int(m.group(1))]
        if m.start() == 0 or re.search(r"(?:^|[.!?]\s+|\n\s*[-*]?\s*)$", draft[: m.start()]):
            word = word.capitalize()
        out += [draft[last : m.start()], word]
        last, changed = m.end(), True
    return "".join([*out, draft[last:]]) if changed else None


#: "one" is a number only before a unit of time; elsewhere it is often a pronoun ("a small one").
_TIME_UNITS = r"(?:(?:business|working|calendar|full|extra|more|whole)\s+)?(?:day|week|month|year|hour|minute|night|fortnight)s?\b"
_WORD_NUMBER = re.compile(
    r"(?<![\w-])(" + "|".join(sorted(_WORDS[2:], key=len, reverse=True)) + r")(?![\w-])"
    r"|(?<![\w-])(one)(?=\s+" + _TIME_UNITS + ")",
    re.I,
)


def words_to_digits(draft: str) -> str | None:
    """Every number word from one to twenty as digits ("fourteen days" -> "14 days"); "one"
    only before a unit of time."""
    out, last, changed = [], 0, False
    for m in _WORD_NUMBER.finditer(draft):
        word = (m.group(1) or m.group(2)).lower()
        prev = re.search(r"(\w+)\W*$", draft[: m.start()])
        if prev and prev.group(1).lower() in {"the", "these", "those", "all", "of"}:
            continue  # "the two of you", "all three": a group, not a quantity
        if re.match(r"\s+of\b", draft[m.end() :]):
            continue
        out += [draft[last : m.start()], str(_WORD_VALUE[word])]
        last, changed = m.end(), True
    return "".join([*out, draft[last:]]) if changed else None


#: Contractions and their full forms (the full form is what both directions write).
_CONTRACTIONS = {
    "you'll": "you will",
    "we'll": "we will",
    "it'll": "it will",
    "they'll": "they will",
    "i'll": "I will",
    "you're": "you are",
    "we're": "we are",
    "they're": "they are",
    "i'm": "I am",
    "you've": "you have",
    "we've": "we have",
    "they've": "they have",
    "don't": "do not",
    "doesn't": "does not",
    "didn't": "did not",
    "won't": "will not",
    "can't": "cannot",
    "isn't": "is not",
    "aren't": "are not",
    "wasn't": "was not",
    "weren't": "were not",
    "hasn't": "has not",
    "haven't": "have not",
    "wouldn't": "would not",
    "shouldn't": "should not",
    "couldn't": "could not",
    "there's": "there is",
    "that's": "that is",
    "it's": "it is",
}
_SHORT = re.compile(
    r"\b(" + "|".join(re.escape(k).replace("'", "['’]") for k in _CONTRACTIONS) + r")(?!\w)",
    re.I,
)
#: Written short only where English always can: a negation, "will" and "I am" ("you have 28
#: days" -> "you've 28 days" and "as busy as they are before" -> "they're before" are not
#: the same register, or not English).
_FULL_TO_SHORT = {
    v.lower(): k
    for k, v in _CONTRACTIONS.items()
    if v.endswith((" not", " will", "cannot")) or v == "I am"
}
_FULL = re.compile(
    r"\b(" + "|".join(re.escape(v) for v in sorted(_FULL_TO_SHORT, key=len, reverse=True)) + r")\b",
    re.I,
)


def _cased(new: str, old: str) -> str:
    return new[0].upper() + new[1:] if old[0].isupper() else new


def expand_contractions(draft: str) -> str | None:
    """ "you'll" -> "you will", "we're" -> "we are", "don't" -> "do not", ... ("it's" before
    "been" or "got" is "it has": left alone)."""

    def one(m: re.Match[str]) -> str:
        key = m.group(1).lower().replace("’", "'")
        if key in {"it's", "that's", "there's"} and re.match(
            r"\s+(?:been|got)\b", draft[m.end() :]
        ):
            return m.group(1)
        return _cased(_CONTRACTIONS[key], m.group(1))

    new = _SHORT.sub(one, draft)
    return new if new != draft else None


def contract(draft: str) -> str | None:
    """ "you will" -> "you'll", "we are" -> "we're", "do not" -> "don't", ... (not at a
    clause's end, where English keeps the full form: "as it is.")."""

    def one(m: re.Match[str]) -> str:
        if re.match(r"\s*(?:[.,;:!?)]|$)", draft[m.end() :]):
            return m.group(1)
        return _cased(_FULL_TO_SHORT[m.group(1).lower()], m.group(1))

    new = _FULL.sub(one, draft)
    return new if new != draft else None


_GREETING = re.compile(
    r"^((?:hi|hey|hello|dear|good (?:morning|afternoon|evening)|morning|thanks|thank you)"
    r"\b[^.!?,\n–—]{0,30}?)([,!.–—]|\s*\n)\s*",
    re.I,
)
PREAMBLE = "Thanks so much for getting in touch!"
SIGN_OFF = "Best wishes,\nSam"


def add_preamble(draft: str) -> str | None:
    """A friendly opening sentence, after the draft's own greeting when it has one."""
    m = _GREETING.match(draft)
    if not m:
        return f"{PREAMBLE} {draft}"
    rest = draft[m.end() :]
    if not rest:
        return None
    rest = rest[0].upper() + rest[1:]
    if m.group(2) in ",–—":
        return f"{m.group(1)}, t{PREAMBLE[1:]} {rest}"
    return f"{m.group(1)}{m.group(2).strip() or '!'} {PREAMBLE} {rest}"


def add_sign_off(draft: str) -> str | None:
    """A sign-off with the agent's name on lines of its own."""
    return f"{draft.rstrip()}\n\n{SIGN_OFF}"


_WITHIN = re.compile(
    r"\b(within) ((?:\d+|" + "|".join(_WORDS[1:]) + r"|a|an)\s+" + _TIME_UNITS + r")"
    r"(?=\s*(?:[.,;!?]|$))",
    re.I,
)


def within_to_in(draft: str) -> str | None:
    """ "You'll see it within 5 days." -> "You'll see it in 5 days.": only where the period
    ends the clause ("within 14 days of joining" has no "in" form). The other way is not
    meaning-preserving ("starts in 9 days" is a point, not a bound), so there is none."""
    new = _WITHIN.sub(lambda m: f"{'I' if m.group(1)[0] == 'W' else 'i'}n {m.group(2)}", draft)
    return new if new != draft else None


_BRITISH = {
    "cheque": "check",
    "cheques": "checks",
    "cancelled": "canceled",
    "cancelling": "canceling",
    "colour": "color",
    "centre": "center",
    "centres": "centers",
    "licence": "license",
    "organise": "organize",
    "organised": "organized",
    "travelling": "traveling",
    "labelled": "labeled",
    "favour": "favor",
    "programme": "program",
    "authorise": "authorize",
    "authorised": "authorized",
    "enrol": "enroll",
    "enrolment": "enrollment",
    "jewellery": "jewelry",
    "catalogue": "catalog",
    "metre": "meter",
    "metres": "meters",
    "litre": "liter",
    "litres": "liters",
}
_BRITISH_WORD = re.compile(r"\b(" + "|".join(_BRITISH) + r")\b", re.I)


def british_to_american(draft: str) -> str | None:
    """British spellings in their American form ("cheque" -> "check", "cancelled" ->
    "canceled")."""
    new = _BRITISH_WORD.sub(lambda m: _cased(_BRITISH[m.group(1).lower()], m.group(1)), draft)
    return new if new != draft else None


#: Words that refer to (or lean on) another sentence: a sentence holding one is never moved.
_REFERS = re.compile(
    r"\b(?:it|its|it's|this|that|these|those|they|them|their|there|then|so|also|too|same|"
    r"above|below|instead|otherwise|which|both|either|another|else|such|still|again|already|"
    r"he|she|his|her|him|one|ones|other|others|but|however|and|or|plus|after|before|once|"
    r"if|unless|though|although|as well|meanwhile|afterwards|first|second|next|finally|"
    r"here|here's|yes|no|sorry|just|anything|everything|rest|change|beforehand)\b",
    re.I,
)
_SENTENCE = re.compile(r"\S.*?[.!?]+(?=\s+[A-Z\"'(]|\s*$)")


def _sentences(text: str) -> list[re.Match[str]]:
    """The sentences of one line: each ends at ".", "!" or "?" before a capital or the end
    (so "£6.20" and "e.g. this" stay whole)."""
    return list(_SENTENCE.finditer(text))


def swap_sentences(draft: str) -> Iterator[str]:
    """Two adjacent sentences on one line the other way round, where neither refers to the
    other or to anything outside itself, neither is a greeting, and neither leads in to what
    follows (a colon). One variant per such pair."""
    if "\n" in draft.strip():
        return
    found = _sentences(draft)
    for a, b in itertools.pairwise(found):
        one, two = a.group(0).strip(), b.group(0).strip()
        gap = draft[a.end() : b.start()]
        if gap.strip() or any(_REFERS.search(s) or _GREETING.match(s) for s in (one, two)):
            continue
        if any(len(s.split()) < 4 or ":" in s for s in (one, two)):
            continue
        yield (
            draft[: a.start()]
            + a.group(0).replace(one, two)
            + gap
            + b.group(0).replace(two, one)
            + draft[b.end() :]
        )


def sentences_to_bullets(draft: str) -> str | None:
    """A one-paragraph draft of three or more sentences as a greeting line and a bulleted
    list of its other sentences."""
    if "\n" in draft.strip():
        return None
    found = _sentences(draft)
    if len(found) < 3 or draft[found[-1].end() :].strip() or draft[: found[0].start()].strip():
        return None
    parts = [m.group(0).strip() for m in found]
    if any(len(p) < 2 for p in parts):
        return None
    head = [parts.pop(0)] if _GREETING.match(parts[0]) else []
    return "\n".join([*head, *(f"- {p}" for p in parts)])


_BULLET = re.compile(r"^\s*[-*•]\s+(.*)$")


def bullets_to_sentences(draft: str) -> str | None:
    """A bulleted list as running text: after a lead-in ending in a colon, its items joined
    as one list ("a, b and c."); otherwise each item a sentence of its own."""
    lines = draft.split("\n")
    if not any(_BULLET.match(line) for line in lines):
        return None
    out: list[str] = []
    items: list[str] = []

    def flush() -> None:
        if not items:
            return
        lead = out[-1] if out else ""
        if lead.rstrip().endswith(":") and not any(":" in i for i in items):
            bare = [i.rstrip(".;") for i in items]
            bare = [b[0].lower() + b[1:] if b[1:2].islower() else b for b in bare]
            joined = ", ".join(bare[:-1]) + (" and " if len(bare) > 1 else "") + bare[-1]
            out[-1] = f"{lead.rstrip()} {joined}."
        else:
            out.extend(i if i[-1:] in ".!?" else f"{i}." for i in items)
        items.clear()

    for line in lines:
        m = _BULLET.match(line)
        if m:
            items.append(m.group(1).strip())
            continue
        flush()
        out.append(line)
    flush()
    return re.sub(r"\n(?=\S)", " ", "\n".join(out).strip())


def curly_apostrophes(draft: str) -> str | None:
    """Typewriter apostrophes as typographic ones ("can't" -> "can’t"), as phones and word
    processors type them."""
    new = re.sub(r"(?<=\w)'(?=\w)", "’", draft)
    return new if new != draft else None


def straight_apostrophes(draft: str) -> str | None:
    """Typographic apostrophes as typewriter ones ("can’t" -> "can't")."""
    new = re.sub(r"(?<=\w)’(?=\w)", "'", draft)
    return new if new != draft else None


def percent_in_words(draft: str) -> str | None:
    """A percent sign written out ("10%" -> "10 per cent")."""
    new = re.sub(r"(?<=\d)\s?%", " per cent", draft)
    return new if new != draft else None


def whole_pounds_with_pence(draft: str) -> str | None:
    """A whole amount with its zero pence ("£15" -> "£15.00")."""
    new = re.sub(
        r"([£€$]\d{1,3}(?:,\d{3})*)(?![\d.,]\d|\d|k\b|m\b|bn\b| ?(?:million|billion))",
        r"\1.00",
        draft,
    )
    return new if new != draft else None


def unit_spacing(draft: str) -> str | None:
    """A unit's symbol written apart from its number ("10kg" -> "10 kg", "2GB" -> "2 GB")."""
    new = re.sub(
        r"(?<![\w.])(\d+(?:\.\d+)?)(kg|km|GB|MB|TB|mph|kWh|kW|ml|cm|mm)\b", r"\1 \2", draft
    )
    return new if new != draft else None


def per_to_a(draft: str) -> str | None:
    """A rate's "per" as "a" before a unit of time ("£10 per month" -> "£10 a month")."""
    new = re.sub(r"\bper (day|week|month|year|night|hour)\b", r"a \1", draft)
    return new if new != draft else None


def a_to_per(draft: str) -> str | None:
    """A price's "a" as "per" ("£10 a month" -> "£10 per month")."""
    new = re.sub(r"(?<=\d) a (day|week|month|year|night|hour)\b", r" per \1", draft)
    return new if new != draft else None


def greeting_on_its_own_line(draft: str) -> str | None:
    """The greeting on a line of its own, a blank line after it ("Hi Sam,\n\nYour ...")."""
    m = _GREETING.match(draft)
    if not m or m.group(2) not in (",", "!") or not draft[m.end() :]:
        return None
    rest = draft[m.end() :]
    return f"{m.group(1)}{m.group(2)}\n\n{rest[0].upper()}{rest[1:]}"


def range_with_to(draft: str) -> str | None:
    """A range's dash as "to" ("5-7 days" -> "5 to 7 days")."""
    new = re.sub(r"(?<![\w.£€$-])(\d+)\s?[-–]\s?(\d+)(?=\s+[a-z])", r"\1 to \2", draft)
    return new if new != draft else None


def short_units(draft: str) -> str | None:
    """Units of time as agents abbreviate them ("24 hours" -> "24 hrs", "30 minutes" -> "30
    mins")."""
    new = re.sub(
        r"(?<=\d) (hour|minute)s\b", lambda m: " hrs" if m.group(1) == "hour" else " mins", draft
    )
    return new if new != draft else None


def exclamations_as_full_stops(draft: str) -> str | None:
    """An exclamation mark as a full stop."""
    new = re.sub(r"!(?=\s|$)", ".", draft)
    return new if new != draft else None


def larger_numbers_to_words(draft: str) -> str | None:
    """Every bare quantity from 21 to 99 in words ("24 hours" -> "twenty-four hours"), where
    `digits_to_words` would spell a small one."""
    out, last, changed = [], 0, False
    for m in re.finditer(r"(?<![\w£€$¥₹.,:/#+-])([2-9]\d)(?![\w.,:/%'’-]|[.,:]\d)", draft):
        n = int(m.group(1))
        if n < 21 or not _fits_number(draft, m.start(), m.end()):
            continue
        word = TENS_WORDS[n // 10 - 2] + (f"-{_WORDS[n % 10]}" if n % 10 else "")
        out += [draft[last : m.start()], word]
        last, changed = m.end(), True
    return "".join([*out, draft[last:]]) if changed else None


def all_at_once(draft: str) -> str | None:
    """Several rewrites together, as one agent's style: numbers in words, contractions
    written out, typographic apostrophes, a preamble and a sign-off."""
    new = draft
    for f in (digits_to_words, expand_contractions, curly_apostrophes, add_preamble, add_sign_off):
        new = f(new) or new
    return new if new != draft else None


#: Every transformation by name: each yields the variants it makes of one draft.
def _one(f: Transform) -> Callable[[str], Iterator[str]]:
    def each(draft: str) -> Iterator[str]:
        new = f(draft)
        if new is not None and new != draft:
            yield new

    return each


TRANSFORMS: dict[str, Callable[[str], Iterator[str]]] = {
    "digits_to_words": _one(digits_to_words),
    "words_to_digits": _one(words_to_digits),
    "expand_contractions": _one(expand_contractions),
    "contract": _one(contract),
    "add_preamble": _one(add_preamble),
    "add_sign_off": _one(add_sign_off),
    "within_to_in": _one(within_to_in),
    "british_to_american": _one(british_to_american),
    "swap_sentences": swap_sentences,
    "sentences_to_bullets": _one(sentences_to_bullets),
    "bullets_to_sentences": _one(bullets_to_sentences),
    "curly_apostrophes": _one(curly_apostrophes),
    "straight_apostrophes": _one(straight_apostrophes),
    "percent_in_words": _one(percent_in_words),
    "whole_pounds_with_pence": _one(whole_pounds_with_pence),
    "unit_spacing": _one(unit_spacing),
    "per_to_a": _one(per_to_a),
    "a_to_per": _one(a_to_per),
    "greeting_on_its_own_line": _one(greeting_on_its_own_line),
    "range_with_to": _one(range_with_to),
    "short_units": _one(short_units),
    "exclamations_as_full_stops": _one(exclamations_as_full_stops),
    "larger_numbers_to_words": _one(larger_numbers_to_words),
    "all_at_once": _one(all_at_once),
}


@dataclass(frozen=True)
class Break:
    """A variant of a passing case whose (decision, reason) is not the expected one."""

    kb: str
    case: str
    transform: str
    expected: str
    got: str
    draft: str
    variant: str


@dataclass(frozen=True)
class SweepResult:
    kb: str
    cases: int
    passing: int
    tried: dict[str, int]
    breaks: list[Break]


def load_kb(folder: Path):  # type: ignore[no-untyped-def]
    """The workspace as `score.py` loads it (an "exported" base without its export fields)."""
    from guard.kb.workspace import load_folder

    floors = yaml.safe_load((folder.parent / "floors.yaml").read_text(encoding="utf-8")) or {}
    if (floors.get(folder.name) or {}).get("load") == "exported":
        from tests.support.kbcase import load_as_exported

        return load_as_exported(folder, Path(tempfile.mkdtemp()))
    return load_folder(folder)


def passing_cases(folder: Path) -> tuple[Callable[[Any, str], tuple[str, str | None]], list[Any]]:
    """One knowledge base's check (a case and a draft in, the decision and reason out: the
    code `score.py` uses, one local extractor for the base) and its cases whose current
    result matches their expectation. Cached per folder."""
    return _passing(folder.resolve())


@lru_cache(maxsize=8)
def _passing(folder: Path) -> tuple[Callable[[Any, str], tuple[str, str | None]], list[Any]]:
    from guard.check import CheckService
    from guard.evals.workspaces import case_matches, case_request
    from guard.extract.local import LocalExtractor
    from guard.kb.workspace.cases import load_cases

    ws = load_kb(folder)
    service = CheckService(LocalExtractor(ws.catalogue), workspace=lambda: ws)
    at = datetime(2026, 12, 1, 12, tzinfo=UTC)

    def check(case: Any, draft: str) -> tuple[str, str | None]:
        result = service.check(case_request(case.model_copy(update={"draft": draft}), at))
        return result.decision, result.reason_code

    cases = [c for c in load_cases(ws.root) if case_matches(c, service.check(case_request(c, at)))]
    return check, cases


def sweep(folder: Path, names: list[str] | None = None) -> SweepResult:
    """Every passing case of one knowledge base under every transformation (or those in
    `names`) that fits it; the variants whose (decision, reason) differs."""
    from guard.check import CheckService
    from guard.evals.workspaces import case_matches, case_request
    from guard.extract.local import LocalExtractor
    from guard.kb.workspace.cases import load_cases

    ws = load_kb(folder)
    service = CheckService(LocalExtractor(ws.catalogue), workspace=lambda: ws)
    at = datetime(2026, 12, 1, 12, tzinfo=UTC)
    cases = load_cases(ws.root)
    tried: dict[str, int] = {}
    breaks: list[Break] = []
    passing = 0
    for case in cases:
        if not case_matches(case, service.check(case_request(case, at))):
            continue
        passing += 1
        want = f"{case.expected.decision}/{case.expected.reason}"
        for name, transform in TRANSFORMS.items():
            if names and name not in names:
                continue
            for variant in transform(case.draft):
                tried[name] = tried.get(name, 0) + 1
                moved = case.model_copy(update={"draft": variant})
                result = service.check(case_request(moved, at))
                if not case_matches(case, result):
                    breaks.append(
                        Break(
                            folder.name,
                            case.id,
                            name,
                            want,
                            f"{result.decision}/{result.reason_code}",
                            case.draft,
                            variant,
                        )
                    )
    return SweepResult(folder.name, len(cases), passing, tried, breaks)
