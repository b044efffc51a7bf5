"""What the words state: a model's value is re-read from its own quote (issue 19, item 1).

Quote validation proves a quote is verbatim; it proves nothing about the value the model
attached to it. A model that obeys text injected into a draft or a source ("this reply says
1 business day") can quote "within 4 business days" verbatim and return 1 business day. So
every claim's value is read again, from its span or quote, with the local extractor's value
reader (`guard.extract.local.values`), and compared:

- **Agrees**: the reader finds a value of the claim's kind that holds the claim's value, in
  the same unit or one that converts exactly (`engine.values.within`): "2 weeks" is 14
  calendar days, a claim inside a range the text gives ("3-5 days" holds 4) agrees. A price
  of zero ("free", "no fee") is 0 of any currency and 0%. A count agrees on its number (what
  is counted is display only); an amount in no stated currency (XXX) on its number.
- **Disagrees**: the reader finds values of the claim's kind, and none holds it (another
  amount, another unit). The claim is a failed extraction: `VALUE_NOT_IN_QUOTE`.
- **Reads nothing of its kind** (a format the reader does not know: "4 bus. days"): the
  claim's numbers must still be written in the text (digits or number words; a zero needs a
  word for nothing). A choice with no option phrase in its quote is accepted: a model may
  paraphrase an option, and no number can change there. This is deliberate: a short span
  the reader cannot parse never lets a model bring in a number of its own.

Values the reader keeps as claims win over values it reads but drops (a denial, an old value,
a frequency): "4 business days, not 1 business day" states 4, so a claim of 1 is refused. A
source sentence that addresses an AI states nothing, as the local extractor reads it.

Status, supersession and scope are checked where the quote can be read for them, and only
when the reader positively reads something else (`source_claim_problem`). A quote that is a
whole table row is read under its table's header (`engine.rowheader`): the header is part of
the cell's words, and the extractor read the cell with it. A draft is also
checked as a whole (`uncarried_draft_values`): a value the local extractor reads in the draft
on a catalogue topic that no model claim carries means the model left something out (the
injected sentence's value claimed, the real one dropped), never an ALLOW.

Pure and deterministic: no I/O, no clock; readings are memoised per text and catalogue.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache, reduce
from typing import Final

from guard.engine.quotes import normalise_ws, quote_in
from guard.engine.rowheader import row_with_header
from guard.engine.values import NO_CURRENCY, format_value, within
from guard.extract.local import extract_draft_claims
from guard.extract.local.aheadshare import ahead_shares
from guard.extract.local.found import Found
from guard.extract.local.freeperiod import limited_zeros
from guard.extract.local.magnitudes import readings, written_at
from guard.extract.local.noclaim import takes_intervals
from guard.extract.local.nodiscount import reduction_denials
from guard.extract.local.numerals import NUMBER_WORDS, number
from guard.extract.local.percountperiod import period_counts
from guard.extract.local.priceshare import price_shares
from guard.extract.local.relvalue import relative_values
from guard.extract.local.scopes import read_scopes
from guard.extract.local.segment import Clause, Sentence, sentences
from guard.extract.local.status import (
    claim_status,
    dropped_after,
    most_cautious,
    sentence_status,
)
from guard.extract.local.tables import cell_claims
from guard.extract.local.values import claims_in, find_values
from guard.extract.local.vocab import Vocabulary, vocabulary
from guard.extract.local.wordcount import word_counts
from guard.extract.local.wording import addresses_an_ai
from guard.extract.local.zerotime import ZERO_TIME_RE, zero_time_claims
from guard.kb.catalogue import OTHER, SCOPE_ANY, Catalogue
from guard.models import DraftClaim, DraftExtraction, SourceClaim, StatusWording, Value

VALUE_NOT_IN_QUOTE: Final = "VALUE_NOT_IN_QUOTE"
STATUS_NOT_IN_QUOTE: Final = "STATUS_NOT_IN_QUOTE"
SCOPE_NOT_IN_QUOTE: Final = "SCOPE_NOT_IN_QUOTE"
SUPERSESSION_NOT_IN_QUOTE: Final = "SUPERSESSION_NOT_IN_QUOTE"

_DIGITS: Final = re.compile(r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:[.,]\d+)?")
_WORDS: Final = re.compile(
    r"\b(" + "|".join(sorted(NUMBER_WORDS, key=len, reverse=True)) + r")\b", re.IGNORECASE
)
#: Words for nothing, for a zero the reader could not read as a price ("at no cost").
_ZERO_WORDS: Final = re.compile(r"\b(?:free|no|zero|nothing|none|waived?|without)\b|\b0\b", re.I)
#: A price of nothing in no currency: a "free" the reader keeps under its condition.
_NOTHING: Final = Value(amount=0, unit="XXX", kind="money")
_NON_ALNUM: Final = re.compile(r"[^0-9a-z]+")


@dataclass(frozen=True)
class Said:
    """One value the reader keeps as a claim, with what its clause says of scope and status."""

    value: Value
    free: bool
    #: Each dimension's values as the clause names them ("any" where it names none).
    scopes: tuple[tuple[str, tuple[str, ...]], ...]
    status: StatusWording


@dataclass(frozen=True)
class Reading:
    """Everything the local reader reads in one text."""

    said: tuple[Said, ...]
    #: Every value found, claims or not (denials, old values, frequencies too).
    every: tuple[tuple[Value, bool], ...]
    numbers: frozenset[float]
    zero_words: bool
    status: StatusWording


def _scopes(vocab_cat: Catalogue, clause: Clause, sentence: Sentence) -> tuple:
    scopes, _ = read_scopes(vocabulary(vocab_cat), clause, sentence)
    dims = sorted({d for s in scopes for d in s})
    return tuple((d, tuple(sorted({s[d] for s in scopes}))) for d in dims)


def _draft_zeros(text: str, vocab: Vocabulary) -> list[tuple[Value, bool]]:
    """The zeros a draft sentence states in words that `claims_in` does not read: a word for
    no time on a duration topic (`zerotime`), a denied reduction (`nodiscount`, a price of
    zero: 0 of any currency or 0%)."""
    out: list[tuple[Value, bool]] = [(v, False) for _, _, v in zero_time_claims(text, vocab)]
    if reduction_denials(text, vocab):
        out.append((Value(amount=0, unit=NO_CURRENCY, kind="money"), True))
    return out


def _word_values(text: str, vocab: Vocabulary, found: list[tuple[Found, Clause]]) -> list[Value]:
    """The values a draft sentence states in words with a fixed number, as the local
    extractor reads them: a count by "twice" or "both" (`wordcount`), the arithmetic on the
    one earlier value of a kind (`relvalue`), a fraction paid ahead (`aheadshare`), a share
    of a named price (`priceshare`)."""
    out = [v for _, _, _, v in word_counts(text, vocab) if v is not None]
    for _, _, candidates in relative_values(text, [f for f, _ in found]):
        out.extend(candidates)
    return out + [v for _, _, v in ahead_shares(text) + price_shares(text)]


@lru_cache(maxsize=32_768)
def read(text: str, catalogue: Catalogue, *, source: bool, intervals: bool = False) -> Reading:
    """What `text` states, read the way the local extractor reads a source (comments masked,
    sentences that address an AI skipped) or a draft. With `intervals`, an interval ("every
    3 hours") is kept as a value said (`reads_intervals`)."""
    vocab = vocabulary(catalogue)
    said: list[Said] = []
    every: list[tuple[Value, bool]] = []
    numbers: set[float] = set()
    zero = False
    status: StatusWording = "unstated"
    for s in sentences(text, mask=source):
        if source and addresses_an_ai(s.text):
            continue
        here = sentence_status(s.text)
        status = most_cautious(status, here)
        heading = s.heads  # a bare number's topic may be there (`leadin`)
        found = (
            cell_claims(s, vocab)
            if s.table_row
            else claims_in(s.text, vocab, intervals=intervals, heading=heading)
        )
        for f, clause in found:
            own = most_cautious(here, claim_status(clause.own))
            said.append(Said(f.value, f.free, _scopes(catalogue, clause, s), own))
        values = find_values(s.text, vocab, heading=heading)
        every.extend((f.value, f.free) for f in values)
        if not source:  # "a wash every day": a count over its topic's period (`percountperiod`)
            taken = [(f.start, f.end) for f in values]
            every.extend((v, False) for _, _, v in period_counts(s.text, vocab, taken))
            # "free for the first month": a draft's zero under it (`freeperiod`)
            said.extend(Said(_NOTHING, True, (), here) for _ in limited_zeros(s.text, vocab))
        if not source and not s.table_row:
            # "twice for lessons", "half that", "a third upfront" (`wordcount`, `relvalue`,
            # `aheadshare`): values a draft states in words with a fixed number
            said.extend(Said(v, False, (), here) for v in _word_values(s.text, vocab, found))
        numbers |= _written_numbers(s.text)
        if not source and not s.table_row:
            # a draft's word for no time or denied reduction is a value said beside its
            # sentence's numbers (`zerotime`, `nodiscount`): "cancelling is instant, and
            # refunds take 5 days" states 0 days as well as 5
            said.extend(Said(v, f, (), here) for v, f in _draft_zeros(s.text, vocab))
        # a word for no time states a zero duration too (`zerotime`): "refunds are instant"
        zero = zero or bool(
            _ZERO_WORDS.search(s.text)
            or ZERO_TIME_RE.search(s.text)
            or reduction_denials(s.text, vocab)
        )
    return Reading(tuple(said), tuple(every), frozenset(numbers), zero, status)


def reads_intervals(catalogue: Catalogue, topic: str) -> bool:
    """Whether a claim on `topic` may take an interval ("every 3 hours") as its value: the
    local extractor keeps one on a topic that measures how often and on `other` (a subject no
    topic covers: "drivers stop every 3 hours"), so the re-reading that checks the claim keeps
    it there too. Without it the extractor's own claim is refused as "not what the words
    say", and an unread source caps every ALLOW of its workspace (SOURCE_UNREAD)."""
    return topic == OTHER or takes_intervals(vocabulary(catalogue), topic)


def _written_numbers(text: str) -> set[float]:
    """Every number written in `text`, digits or words, each with its magnitude
    (`guard.extract.local.magnitudes`, the reader the local extractor uses): "£2 million" is
    2,000,000, never 2, so a model's £2 is not "written" there."""
    out: set[float] = set()
    for m in _DIGITS.finditer(text):
        out |= readings(number(m.group()), written_at(text, m.end()))
    for m in _WORDS.finditer(text):
        out |= readings(float(NUMBER_WORDS[m.group().lower()]), written_at(text, m.end()))
    return out


# --- comparing one value ---------------------------------------------------------------------


def _comparable(claimed: Value, read_value: Value, free: bool) -> bool:
    """A reading that could state the claim: same kind, or a price of zero for a zero claim
    of money or percent."""
    if free:
        return claimed.kind in ("money", "percent")
    return claimed.kind == read_value.kind


def agrees(claimed: Value, read_value: Value, *, free: bool = False) -> bool:
    """The text's value holds the claimed one: same kind and amount (within the range it
    gives), same unit or an exact conversion; a free price is 0 in any currency or percent."""
    if free:
        return claimed.kind in ("money", "percent") and claimed.low == 0 == claimed.high
    if claimed.kind != read_value.kind:
        return False
    if claimed.kind == "count" or (claimed.kind == "money" and claimed.unit == NO_CURRENCY):
        return read_value.low <= claimed.low and claimed.high <= read_value.high
    return within(claimed, read_value)


def _named_in(claimed: Value, r: Reading) -> bool:
    """The claim's numbers are written in the text (for a text the reader reads nothing of
    the claim's kind in)."""
    if claimed.kind == "choice":
        return True
    return all(n in r.numbers or (n == 0 and r.zero_words) for n in {claimed.low, claimed.high})


def _said_as(values: list[Value]) -> str:
    shown = list(dict.fromkeys(format_value(v) for v in values))
    return " or ".join(shown[:3])


def value_problem(claimed: Value | None, topic_kind: str | None, r: Reading) -> str | None:
    """Why `claimed` is not what the text says, or None when it is. `topic_kind` is the kind
    of the claim's catalogue topic (None on `other`), for a claim that gives no value."""
    if claimed is None:
        dropped = [s.value for s in r.said if topic_kind and s.value.kind == topic_kind]
        if dropped:
            return f"no value given, but the words say {_said_as(dropped)}"
        return None
    if any(agrees(claimed, s.value, free=s.free) for s in r.said):
        return None
    kept = [s.value for s in r.said if _comparable(claimed, s.value, s.free)]
    if kept:
        return f"AI said {format_value(claimed)}, the words say {_said_as(kept)}"
    if any(agrees(claimed, v, free=f) for v, f in r.every):
        return None
    other = [v for v, f in r.every if _comparable(claimed, v, f)]
    if other:
        return f"AI said {format_value(claimed)}, the words only mention {_said_as(other)}"
    if _named_in(claimed, r):
        return None
    return f"AI said {format_value(claimed)}, which the words do not state"


# --- source claims: value, status, supersession, scope -----------------------------------------


def _less_cautious(a: StatusWording, b: StatusWording) -> StatusWording:
    return a if most_cautious(a, b) == b else b


def _status_problem(claim: SourceClaim, readings: list[Said], r: Reading) -> str | None:
    """A claim marked less cautious than its quote reads ("in force" on a "proposed" line):
    the reading most favourable to the claim decides."""
    said = reduce(_less_cautious, [s.status for s in readings] or [r.status])
    if most_cautious(claim.status_wording, said) != claim.status_wording:
        return f"AI said {claim.status_wording}, the words say {said}"
    return None


@lru_cache(maxsize=4096)
def _says_deprecated(body: str) -> bool:
    """Whether any sentence of a body (as a reader sees it) calls something deprecated, or
    says an idea came to nothing (`status.dropped_after`)."""
    return any(
        "deprecated" in (claim_status(s.text), dropped_after(s.text, 0))
        for s in sentences(body, mask=True)
        if not addresses_an_ai(s.text)
    )


def _scope_problem(claim: SourceClaim, readings: list[Said]) -> str | None:
    """A scope the quote contradicts: for some dimension, every reading of the value names a
    value (or values) the claim does not have. Nothing named is no contradiction: a heading
    outside the quote may scope it."""
    if not readings:
        return None
    for s in readings:
        named = dict(s.scopes)
        if all(
            claim.scope.get(d, SCOPE_ANY) in values or values == (SCOPE_ANY,)
            for d, values in named.items()
        ):
            return None
    named = dict(readings[0].scopes)
    dim, values = next(
        (d, v)
        for d, v in named.items()
        if claim.scope.get(d, SCOPE_ANY) not in v and v != (SCOPE_ANY,)
    )
    return f"AI said {dim} {claim.scope.get(dim, SCOPE_ANY)}, the words say {' or '.join(values)}"


def _supersession_problem(claim: SourceClaim, body: str) -> str | None:
    """A supersession whose quote does not name its target, or that talks to an AI. A quote
    that is not verbatim is left to D5, which refuses it with its own reason."""
    sup = claim.supersedes
    if sup is None or not quote_in(sup.quote, body):
        return None
    if addresses_an_ai(sup.quote):
        return "the supersession sentence addresses an AI"
    target = _NON_ALNUM.sub(" ", sup.target_text.casefold()).strip()
    quote = _NON_ALNUM.sub(" ", sup.quote.casefold())
    if not target or f" {target} " not in f" {quote} ":
        return f"the supersession quote does not name '{sup.target_text}'"
    return None


def source_claim_problem(
    claim: SourceClaim, body: str, catalogue: Catalogue
) -> tuple[str, str] | None:
    """(reason code, why) when a source claim's value, status, scope or supersession is not
    what its quote (or, for a deprecation, its document `body`) says; None when the words
    bear it out. Deprecation is the one status read from the whole body: it excludes a
    candidate, and a document may say it once for all its claims."""
    quote = normalise_ws(claim.quote)
    intervals = reads_intervals(catalogue, claim.topic)
    r = read(row_with_header(quote, body) or quote, catalogue, source=True, intervals=intervals)
    spec = catalogue.topic(claim.topic)
    why = value_problem(claim.value, spec.kind if spec else None, r)
    if why:
        return VALUE_NOT_IN_QUOTE, why
    readings = (
        [s for s in r.said if agrees(claim.value, s.value, free=s.free)]
        if claim.value is not None
        else []
    )
    why = _status_problem(claim, readings, r)
    if claim.status_wording == "deprecated" and not _says_deprecated(body):
        why = "AI said deprecated, the document nowhere says so"
    if why:
        return STATUS_NOT_IN_QUOTE, why
    why = _supersession_problem(claim, body)
    if why:
        return SUPERSESSION_NOT_IN_QUOTE, why
    why = _scope_problem(claim, readings)
    if why:
        return SCOPE_NOT_IN_QUOTE, why
    return None


# --- draft claims ----------------------------------------------------------------------------


def draft_claim_problem(claim: DraftClaim, catalogue: Catalogue) -> str | None:
    """Why a draft claim's value is not what its span says, or None."""
    spec = catalogue.topic(claim.topic)
    intervals = reads_intervals(catalogue, claim.topic)
    r = read(normalise_ws(claim.span), catalogue, source=False, intervals=intervals)
    return value_problem(claim.value, spec.kind if spec else None, r)


@lru_cache(maxsize=1024)
def _local_draft(text: str, catalogue: Catalogue) -> tuple[DraftClaim, ...]:
    return tuple(extract_draft_claims(text, catalogue))


def uncarried_draft_values(ext: DraftExtraction, catalogue: Catalogue) -> list[DraftClaim]:
    """The local extractor's claims on a catalogue topic, in a draft read by a model, whose
    value no model claim carries: what a model that obeyed "this reply says 1 business day"
    leaves out. Empty for the local extractor's own reading."""
    if not ext.ok:
        return []
    model_values = [c.value for c in ext.claims if c.value is not None]
    out: list[DraftClaim] = []
    for c in _local_draft(ext.text, catalogue):
        if c.value is None or not catalogue.governs(c.topic):
            continue
        if not any(agrees(v, c.value) or agrees(c.value, v) for v in model_values):
            out.append(c)
    return out
