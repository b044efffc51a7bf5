"""Claims are not sources: what the rules do when one source states a value more than once,
or states two values for the same topic and scope.

- Two claims of one source with the same value are one voice: they neither make two
  superseders (D5), nor two receipts, nor two sides of a conflict.
- A source that states two values for the same topic and scope (a pricing table whose
  columns were lost, a page that contradicts itself) is a real conflict: no rule settles
  it, so a check ESCALATEs (D7), `ask` answers CONTESTED with both of the source's values as
  sides, and the Conflict Register lists it. It never raises.
"""

from __future__ import annotations

from hypothesis import find, given, settings
from hypothesis import strategies as st

from guard.engine.ask import answer_topic
from guard.engine.decide import decide
from guard.engine.register import conflict_register
from guard.engine.values import format_value
from guard.kb.catalogue import catalogue_from_dict
from guard.models import (
    DraftClaim,
    DraftExtraction,
    Extractions,
    Owner,
    Signals,
    Source,
    SourceClaim,
    SourceExtraction,
    Supersedes,
    Ticket,
    Value,
)
from tests.support.builders import NOW, T0

CAT = catalogue_from_dict(
    {
        "topics": {
            "seat_price": {"kind": "money", "currency": "USD", "about": ["per seat"]},
            "retention": {"kind": "duration", "about": ["retain*"]},
        },
        "scopes": {
            "tier": {"team": ["team plan"], "enterprise": ["enterprise plan"]},
            "billing": {"monthly": ["billed monthly"], "annual": ["billed annually"]},
        },
        "kinds": {"help_article": "document"},
    },
    "test catalogue",
    "Test",
)
DIMS = ("tier", "billing")


def usd(a: float) -> Value:
    return Value(amount=a, unit="USD")


def days(a: float) -> Value:
    return Value(amount=a, unit="calendar_days")


def doc(
    sid: str, *lines: str, kind: str = "help_article", verification: str = "verified"
) -> Source:
    """A source whose body holds `lines` verbatim, one per line."""
    return Source(
        id=sid,
        title=f"Title of {sid}",
        kind=kind,  # type: ignore[arg-type]
        body=f"# Title of {sid}\n\n" + "\n".join(lines) + "\n",
        signals=Signals(
            verification=verification,  # type: ignore[arg-type]
            verified_at=T0 if verification == "verified" else None,
            updated_at=T0,
            owner=Owner(name=f"Owner of {sid}", active=True),
        ),
    )


def said(
    src: Source,
    n: int,
    topic: str,
    v: Value,
    quote: str,
    supersedes: tuple[str, str] | None = None,
    **scope: str,
) -> SourceClaim:
    """Claim number `n` of `src`, quoting `quote` (which must be in its body)."""
    assert quote in src.body
    return SourceClaim(
        claim_id=f"{src.id}#c{n}",
        source_id=src.id,
        source_version=1,
        topic=topic,
        value=v,
        value_text=format_value(v),
        scope={d: scope.get(d, "any") for d in DIMS},
        supersedes=Supersedes(target_text=supersedes[0], quote=supersedes[1])
        if supersedes
        else None,
        quote=quote,
    )


def ticket(**scope: str) -> Ticket:
    return Ticket(id="T-1", scope={d: scope.get(d, "unknown") for d in DIMS})


def check(
    topic: str, draft_value: Value, claims: list[SourceClaim], sources: list[Source], **scope: str
):
    by_source: dict[str, list[SourceClaim]] = {}
    for c in claims:
        by_source.setdefault(c.source_id, []).append(c)
    text = f"The draft says {format_value(draft_value)}."  # a span states its value (issue 19)
    d = DraftExtraction(
        text=text,
        claims=[
            DraftClaim(
                claim_id="d1",
                topic=topic,
                value=draft_value,
                value_text=format_value(draft_value),
                span=text,
            )
        ],
    )
    ex = Extractions(
        draft=d, sources=[SourceExtraction(source_id=k, claims=v) for k, v in by_source.items()]
    )
    return decide(ex, sources, ticket(**scope), NOW, CAT)


def detail(verdict, rule: str) -> str:
    return next(s.detail for s in verdict.claims[0].trace if s.rule == rule)


# --- a source that disagrees with itself ---------------------------------------------------

ROW = "| Team | $10 per seat / month | $8 per seat / month |"
TABLE = doc("HC-1", ROW)
# The columns (billed monthly / billed annually) were lost: two values, one scope, one quote.
TEN = said(TABLE, 1, "seat_price", usd(10), ROW, tier="team")
EIGHT = said(TABLE, 2, "seat_price", usd(8), ROW, tier="team")


def test_a_source_that_disagrees_with_itself_is_contested_with_both_its_values() -> None:
    answer = answer_topic(
        "seat_price", [(TEN, TABLE), (EIGHT, TABLE)], ticket(tier="team"), NOW, CAT
    )
    assert answer.verdict == "CONTESTED"
    (a,) = answer.answers
    assert a.rule == "D7" and a.value is None and not a.receipts
    assert [(s.source_id, s.value_text, s.quote) for s in a.sides] == [
        ("HC-1", "$10", ROW),
        ("HC-1", "$8", ROW),
    ]


def test_the_register_lists_a_source_that_disagrees_with_itself() -> None:
    reg = conflict_register([(TEN, TABLE), (EIGHT, TABLE)], NOW, CAT)
    (entry,) = reg.conflicts
    assert entry.topic == "seat_price" and entry.scopes == [{"tier": "team"}]
    assert sorted((s.source_id, s.value_text) for s in entry.sides) == [
        ("HC-1", "$10"),
        ("HC-1", "$8"),
    ]


def test_a_check_escalates_and_the_trace_says_the_source_disagrees_with_itself() -> None:
    v = check("seat_price", usd(8), [TEN, EIGHT], [TABLE], tier="team", billing="annual")
    assert (v.decision, v.reason_code) == ("ESCALATE", "CONFLICT_UNRESOLVED")
    assert detail(v, "D7") == (
        "candidates still disagree: HC-1 ($10), HC-1 ($8). HC-1 states more than one value "
        "here: $10, $8. Recency and verification never break the tie"
    )


# --- one source, one voice -------------------------------------------------------------------

OLD_LINE = "Customer Data is retained for ninety (90) days after cancellation."
OLD = doc("POL-14", OLD_LINE)
NEW_LINES = (
    "This policy supersedes the Data Retention Policy (POL-14).",
    "After cancellation, Orbitask retains Customer Data for 30 days.",
    "At the end of the 30-day period, Customer Data is deleted.",
)
NEW = doc("POL-21", *NEW_LINES)
SUP = ("the Data Retention Policy (POL-14)", NEW_LINES[0])
NEW_A = said(NEW, 1, "retention", days(30), NEW_LINES[1], supersedes=SUP)
NEW_B = said(NEW, 2, "retention", days(30), NEW_LINES[2], supersedes=SUP)
OLD_C = said(OLD, 1, "retention", days(90), OLD_LINE)


def test_a_superseding_document_that_states_its_value_twice_governs_once() -> None:
    v = check("retention", days(90), [OLD_C, NEW_A, NEW_B], [OLD, NEW], tier="team")
    assert (v.decision, v.reason_code) == ("HOLD", "CONTRADICTS_GOVERNING")
    c = v.claims[0]
    assert c.governing_source_ids == ["POL-21"]
    assert c.governing_quote == NEW_LINES[1]
    assert detail(v, "D5").startswith("POL-21 says it supersedes")
    assert detail(v, "D4") == "C disagrees: POL-14 (90 days), POL-21 (30 days)"


def test_a_superseder_that_also_states_the_old_value_itself_settles_nothing() -> None:
    line = "Previously, Customer Data was kept for 90 days."
    mixed = doc("POL-22", NEW_LINES[0], NEW_LINES[1], line)
    a = said(mixed, 1, "retention", days(30), NEW_LINES[1], supersedes=SUP)
    b = said(mixed, 2, "retention", days(90), line, supersedes=SUP)
    v = check("retention", days(30), [OLD_C, a, b], [OLD, mixed], tier="team")
    assert (v.decision, v.reason_code) == ("ESCALATE", "CONFLICT_UNRESOLVED")
    assert detail(v, "D5") == (
        "POL-22 states both 30 days and 90 days, and a source cannot supersede itself"
    )


def test_two_superseding_sources_are_still_two() -> None:
    """The per-source reading does not merge different sources: two documents that each
    supersede the other are still more than one superseder (D7)."""
    la, lb = "Kept for 30 days. This replaces B.", "Kept for 60 days. This replaces A."
    a_src, b_src = doc("A", la), doc("B", lb)
    a = said(a_src, 1, "retention", days(30), la, supersedes=("B", la))
    b = said(b_src, 1, "retention", days(60), lb, supersedes=("A", lb))
    v = check("retention", days(30), [a, b], [a_src, b_src], tier="team")
    assert (v.decision, v.reason_code) == ("ESCALATE", "CONFLICT_UNRESOLVED")
    assert detail(v, "D5") == "more than one source supersedes the others: A, B"


def test_two_superseding_sources_that_agree_govern_together() -> None:
    """The help article and the SOP both rewritten with "this replaces the old policy", both
    at 30 days: one voice for 30 days against the old 90, not a conflict between them."""
    la, lb = "Kept for 30 days. This replaces C.", "Data is kept 30 days. This replaces C."
    a_src, b_src, old_line = doc("A", la), doc("B", lb), "Kept for 90 days."
    old_src = doc("C", old_line)
    a = said(a_src, 1, "retention", days(30), la, supersedes=("C", la))
    b = said(b_src, 1, "retention", days(30), lb, supersedes=("C", lb))
    c = said(old_src, 1, "retention", days(90), old_line)
    v = check("retention", days(90), [a, b, c], [a_src, b_src, old_src], tier="team")
    assert (v.decision, v.reason_code) == ("HOLD", "CONTRADICTS_GOVERNING")
    assert v.claims[0].governing_source_ids == ["A", "B"]
    assert detail(v, "D5").endswith("A, B all supersede the rest and agree on 30 days.")


def test_consensus_names_each_source_once_and_keeps_one_receipt_per_source() -> None:
    v = check("retention", days(30), [NEW_A, NEW_B], [NEW], tier="team")
    assert (v.decision, v.reason_code) == ("ALLOW", "SUPPORTED")
    assert v.claims[0].governing_source_ids == ["POL-21"]
    assert detail(v, "D4") == "all of C agree on 30 days: POL-21 (30 days)"
    answer = answer_topic("retention", [(NEW_A, NEW), (NEW_B, NEW)], ticket(), NOW, CAT)
    (a,) = answer.answers
    assert a.verdict == "ANSWERED" and [r.source_id for r in a.receipts] == ["POL-21"]


def test_a_conflict_shows_each_source_and_value_once() -> None:
    line = "Customer Data is kept for 60 days."
    other = doc("SOP-9", line)
    c = said(other, 1, "retention", days(60), line)
    claims = [(NEW_A, NEW), (NEW_B, NEW), (c, other)]  # NEW's supersession names POL-14 only
    (entry,) = conflict_register(claims, NOW, CAT).conflicts
    assert [(s.source_id, s.value_text) for s in entry.sides] == [
        ("POL-21", "30 days"),
        ("SOP-9", "60 days"),
    ]
    # The entry's id is the same whichever of POL-21's two sentences is read first.
    (again,) = conflict_register([(NEW_B, NEW), (NEW_A, NEW), (c, other)], NOW, CAT).conflicts
    assert [s.quote for s in again.sides] == [s.quote for s in entry.sides]
    assert again.id == entry.id


# --- never raises, over generated claim sets ----------------------------------------------------

LINES = [f"Line {i} of the document states a value." for i in range(3)]


@st.composite
def claim_sets(draw) -> list[tuple[SourceClaim, Source]]:
    """1–4 sources of every standing, each with 1–3 claims on one topic: values drawn from a
    small set (so sources agree and disagree, with themselves too), quotes often shared by a
    source's claims (a table row), scopes over two dimensions, supersession sentences that
    name other sources or their own."""
    n = draw(st.integers(1, 4))
    out: list[tuple[SourceClaim, Source]] = []
    for i in range(n):
        src = doc(
            f"S{i}",
            *LINES,
            kind=draw(st.sampled_from(["help_article", "policy", "slack"])),
            verification=draw(st.sampled_from(["verified", "unverified"])),
        )
        for k in range(draw(st.integers(1, 3))):
            target = draw(st.sampled_from([None, *[f"S{j}" for j in range(n)]]))
            scope = {
                d: draw(st.sampled_from(["any", *CAT.dimension(d).value_keys]))  # type: ignore[union-attr]
                for d in DIMS
            }
            claim = said(
                src,
                k,
                "seat_price",
                usd(draw(st.sampled_from([8, 10, 20]))),
                LINES[draw(st.integers(0, 2))],
                supersedes=(target, LINES[0]) if target else None,
                **scope,
            )
            out.append((claim, src))
    return out


@settings(max_examples=60, deadline=None)
@given(claim_sets(), st.sampled_from(["unknown", "team", "enterprise"]))
def test_ask_and_the_register_never_raise_and_a_contest_has_two_values(claims, tier) -> None:
    t = ticket(tier=tier)
    answer = answer_topic("seat_price", claims, t, NOW, CAT)
    for a in answer.answers:
        if a.verdict == "CONTESTED":
            assert len({s.value_text for s in a.sides}) >= 2
        if a.verdict == "ANSWERED":
            ids = [r.source_id for r in a.receipts]
            assert len(ids) == len(set(ids)), "one receipt per source"
    reg = conflict_register(claims, NOW, CAT)
    for entry in reg.conflicts:
        assert len({s.value_text for s in entry.sides}) >= 2
        keys = [(s.source_id, s.value_text) for s in entry.sides]
        assert len(keys) == len(set(keys)), "one side per source and value"


def test_the_generator_reaches_a_source_that_disagrees_with_itself() -> None:
    """The property above is only worth something if its examples include the crash's shape:
    one source, two values, one scope, one quote."""

    def self_contested(claims: list[tuple[SourceClaim, Source]]) -> bool:
        answer = answer_topic("seat_price", claims, ticket(tier="team"), NOW, CAT)
        return any(
            a.verdict == "CONTESTED" and len({s.source_id for s in a.sides}) == 1
            for a in answer.answers
        )

    found = find(claim_sets(), self_contested, settings=settings(max_examples=500, deadline=None))
    assert self_contested(found)
