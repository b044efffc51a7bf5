"""Scoring extractions against labels: field accuracy, quote validity, the extraction sets."""

from __future__ import annotations

from collections.abc import Iterable

from pydantic import ConfigDict, Field, computed_field

from guard.engine.quotes import quote_in

#: Package data (guard/evalsets/), so `answerguard eval` works from an installed wheel too.
from guard.evals.sets import (
    _NON_ALNUM,
    ALL_FIELDS,
    DRAFT_FIELDS,
    HELDOUT_SET_PATH,
    SOURCE_FIELDS,
    STATUS_CLASS,
    ExpectedDraftClaim,
    ExpectedSourceClaim,
    ExtractionSet,
    load_extraction_set,
)
from guard.extract.base import Extractor
from guard.models import (
    DraftClaim,
    DraftExtraction,
    Model,
    Source,
    SourceClaim,
    SourceExtraction,
)

# --- scoring extractions against labels ----------------------------------------------------


class ReportModel(Model):
    """Report documents: derived numbers (rates) are serialised for machines and ignored on
    the way back in, where they are recomputed, so a report round-trips through JSON."""

    model_config = ConfigDict(extra="ignore")

    def to_json(self, indent: int | None = None) -> str:
        return self.model_dump_json(by_alias=True, indent=indent)


class FieldScore(ReportModel):
    correct: int = 0
    total: int = 0

    # mypy rejects a decorator over @property; pydantic documents this ignore for computed_field.
    @computed_field  # type: ignore[prop-decorator]
    @property
    def accuracy(self) -> float | None:
        return self.correct / self.total if self.total else None


class Miss(ReportModel):
    item: str
    field: str
    expected: str
    got: str
    text: str


class ExtractionScore(ReportModel):
    """Per-field accuracy over labelled claims, plus exact-item accuracy and every miss."""

    items: int = 0
    exact_items: int = 0
    labelled_claims: int = 0
    paired_claims: int = 0
    spurious_claims: int = 0
    extraction_failures: int = 0
    fields: dict[str, FieldScore] = Field(default_factory=dict)
    misses: list[Miss] = Field(default_factory=list)

    @computed_field  # type: ignore[prop-decorator]
    @property
    def exact_accuracy(self) -> float | None:
        return self.exact_items / self.items if self.items else None

    @computed_field  # type: ignore[prop-decorator]
    @property
    def field_accuracy(self) -> dict[str, float | None]:
        return {f: s.accuracy for f, s in self.fields.items()}

    def merge(self, other: ExtractionScore) -> None:
        self.items += other.items
        self.exact_items += other.exact_items
        self.labelled_claims += other.labelled_claims
        self.paired_claims += other.paired_claims
        self.spurious_claims += other.spurious_claims
        self.extraction_failures += other.extraction_failures
        for name, s in other.fields.items():
            mine = self.fields.setdefault(name, FieldScore())
            mine.correct += s.correct
            mine.total += s.total
        self.misses.extend(other.misses)


def _num(x: float | None) -> str:
    if x is None:
        return "-"
    return str(int(x)) if float(x).is_integer() else f"{x:g}"


def _norm(text: str) -> str:
    """The engine's target normalisation: casefold, non-alphanumeric runs to one space."""
    return _NON_ALNUM.sub(" ", text.casefold()).strip()


def _value_str(amount: float | None, amount_max: float | None) -> str:
    if amount is None:
        return "none"
    return _num(amount) if amount_max in (None, amount) else f"{_num(amount)}-{_num(amount_max)}"


def _draft_fields(c: DraftClaim) -> dict[str, str]:
    v = c.value
    return {
        "topic": c.topic,
        "value": _value_str(v.amount, v.amount_max) if v else "none",
        "unit": (v.unit or "none") if v else "none",
        "definitive": str(c.definitive).lower(),
    }


def _draft_expected(e: ExpectedDraftClaim) -> dict[str, str]:
    return {
        "topic": e.topic,
        "value": _value_str(e.amount, e.amount_max),
        "unit": e.unit or "none",
        "definitive": str(e.definitive).lower(),
    }


def _source_fields(c: SourceClaim) -> dict[str, str]:
    v = c.value
    return {
        "topic": c.topic,
        "value": _value_str(v.amount, v.amount_max) if v else "none",
        "unit": (v.unit or "none") if v else "none",
        "scope": c.scope["rail"],
        "status": STATUS_CLASS[c.status_wording],
        "effectiveFrom": c.effective_from.isoformat() if c.effective_from else "none",
        "supersedes": c.supersedes.target_text if c.supersedes else "none",
    }


def _source_expected(e: ExpectedSourceClaim) -> dict[str, str]:
    return {
        "topic": e.topic,
        "value": _value_str(e.amount, e.amount_max),
        "unit": e.unit or "none",
        "scope": e.rail,
        "status": e.status,
        "effectiveFrom": e.effective_from.isoformat() if e.effective_from else "none",
        "supersedes": e.supersedes or "none",
    }


def _agrees(field: str, expected: str, got: str) -> bool:
    if field == "supersedes" and expected != "none":
        return got != "none" and _norm(expected) in _norm(got)
    return expected == got


def score_item(
    item_id: str,
    text: str,
    expected: list[dict[str, str]],
    got: list[dict[str, str]] | None,
    fields: tuple[str, ...],
) -> ExtractionScore:
    """Score one text: `expected`/`got` are claims as field→string maps; `got` None means the
    extraction failed (every labelled claim is then missed)."""
    score = ExtractionScore(items=1, fields={f: FieldScore() for f in fields})
    score.labelled_claims = len(expected)
    failed = got is None
    if got is None:
        score.extraction_failures = 1
        got = []
    # Greedy pairing by agreeing fields; a pair needs the same topic or the same value.
    g: dict[str, str] | None
    candidates = []
    for i, e in enumerate(expected):
        for j, g in enumerate(got):
            agree = sum(_agrees(f, e[f], g[f]) for f in fields)
            if e["topic"] == g["topic"] or e["value"] == g["value"]:
                candidates.append((-agree, i, j))
    pairs: dict[int, int] = {}
    used: set[int] = set()
    for _, i, j in sorted(candidates):
        if i not in pairs and j not in used:
            pairs[i] = j
            used.add(j)
    exact = not failed  # a failed read is never a correct one, even of a text with no claim
    short = " ".join(text.split())[:100]
    if failed:
        score.misses.append(
            Miss(
                item=item_id,
                field="failed",
                expected="a readable extraction",
                got="ok=False",
                text=short,
            )
        )
    for i, e in enumerate(expected):
        g = got[pairs[i]] if i in pairs else None
        for f in fields:
            score.fields[f].total += 1
            if g is not None and _agrees(f, e[f], g[f]):
                score.fields[f].correct += 1
            else:
                exact = False
                score.misses.append(
                    Miss(
                        item=item_id,
                        field=f,
                        expected=e[f],
                        got=g[f] if g is not None else "(claim not extracted)",
                        text=short,
                    )
                )
    score.paired_claims = len(pairs)
    spurious = [g for j, g in enumerate(got) if j not in used]
    score.spurious_claims = len(spurious)
    for g in spurious:
        exact = False
        score.misses.append(
            Miss(
                item=item_id,
                field="spurious",
                expected="(no claim)",
                got=f"{g['topic']} {g['value']} {g['unit']}",
                text=short,
            )
        )
    score.exact_items = int(exact)
    return score


def score_draft(
    item_id: str, ext: DraftExtraction, labels: list[ExpectedDraftClaim]
) -> ExtractionScore:
    got = [_draft_fields(c) for c in ext.claims] if ext.ok else None
    return score_item(item_id, ext.text, [_draft_expected(e) for e in labels], got, DRAFT_FIELDS)


def score_source(
    item_id: str, source: Source, ext: SourceExtraction, labels: list[ExpectedSourceClaim]
) -> ExtractionScore:
    got = [_source_fields(c) for c in ext.claims] if ext.ok else None
    expected = [_source_expected(e) for e in labels]
    return score_item(item_id, source.body, expected, got, SOURCE_FIELDS)


class QuoteValidity(ReportModel):
    valid: int = 0
    total: int = 0
    #: Snippets of claims whose quote or span is not in their text (first 20).
    invalid: list[str] = Field(default_factory=list)

    @computed_field  # type: ignore[prop-decorator]
    @property
    def rate(self) -> float | None:
        return self.valid / self.total if self.total else None

    def add(self, quote: str, text: str, where: str) -> None:
        self.total += 1
        if quote_in(quote, text):
            self.valid += 1
        elif len(self.invalid) < 20:
            self.invalid.append(f"{where}: {' '.join(quote.split())[:100]}")

    def merge(self, other: QuoteValidity) -> None:
        self.valid += other.valid
        self.total += other.total
        self.invalid.extend(other.invalid[: max(0, 20 - len(self.invalid))])


def quote_validity(
    drafts: Iterable[DraftExtraction], sources: Iterable[tuple[Source, SourceExtraction]]
) -> QuoteValidity:
    q = QuoteValidity()
    for d in drafts:
        for c in d.claims if d.ok else []:
            q.add(c.span, d.text, "draft")
    for s, ext in sources:
        for sc in ext.claims if ext.ok else []:
            q.add(sc.quote, s.body, s.id)
    return q


# --- the extraction set --------------------------------------------------------------------


class ExtractionSetReport(ReportModel):
    extractor: str
    items: int
    score: ExtractionScore
    quote_validity: QuoteValidity
    #: Exact-item accuracy per tag: how each wording category fares.
    by_tag: dict[str, FieldScore]

    @computed_field  # type: ignore[prop-decorator]
    @property
    def exact_accuracy(self) -> float | None:
        return self.score.exact_accuracy


def run_extraction_set(
    extractor: Extractor, data: ExtractionSet | None = None
) -> ExtractionSetReport:
    """Score `extractor` on the hand-labelled extraction set (drafts and sources)."""
    data = data or load_extraction_set()
    total = ExtractionScore(fields={f: FieldScore() for f in ALL_FIELDS})
    by_tag: dict[str, FieldScore] = {}
    drafts: list[DraftExtraction] = []
    sources: list[tuple[Source, SourceExtraction]] = []
    for item in data.items:
        if item.kind == "draft":
            d = extractor.extract_draft(item.text)
            drafts.append(d)
            s = score_draft(item.id, d, item.draft_labels())
        else:
            src = item.as_source()
            ext = extractor.extract_source(src)
            sources.append((src, ext))
            s = score_source(item.id, src, ext, item.source_labels())
        total.merge(s)
        for tag in item.tags:
            t = by_tag.setdefault(tag, FieldScore())
            t.total += 1
            t.correct += s.exact_items
    return ExtractionSetReport(
        extractor=f"{extractor.mode}:{extractor.model}",
        items=len(data.items),
        score=total,
        quote_validity=quote_validity(drafts, sources),
        by_tag=dict(sorted(by_tag.items())),
    )


def extraction_set_reports() -> list[tuple[str, ExtractionSetReport]]:
    """The local extractor on both labelled sets: the regression set and the held-out one."""
    from guard.extract.local import LocalExtractor

    ex = LocalExtractor()
    return [
        ("labelled set (regression)", run_extraction_set(ex)),
        ("held-out set", run_extraction_set(ex, load_extraction_set(HELDOUT_SET_PATH))),
    ]
