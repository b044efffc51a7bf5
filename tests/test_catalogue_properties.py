"""Properties over generated catalogues and workspaces: the decision does not depend on the
order sources arrive in, and an EXCLUDED source (flagged outdated) never changes it."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from guard.engine.decide import decide
from guard.kb.catalogue import Catalogue, ScopeDimension, TopicSpec
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

KINDS = ("duration", "money", "percent", "count", "choice")
OPTIONS = ("yes", "no", "maybe")


@st.composite
def catalogues(draw) -> Catalogue:
    kinds = draw(st.lists(st.sampled_from(KINDS), min_size=1, max_size=3))
    topics = tuple(
        TopicSpec(
            key=f"t{i}",
            label=f"topic {i}",
            kind=k,  # type: ignore[arg-type]
            about=(f"word{i}",),
            choices=tuple((o, (f"{o} {i}",)) for o in OPTIONS) if k == "choice" else (),
        )
        for i, k in enumerate(kinds)
    )
    n_dims = draw(st.integers(0, 2))
    dims = tuple(
        ScopeDimension(key=f"d{j}", label=f"dim {j}", values=(("a", ("a",)), ("b", ("b",))))
        for j in range(n_dims)
    )
    return Catalogue(name="generated", topics=topics, scopes=dims)


def value_of(draw, kind: str) -> Value:
    if kind == "choice":
        return Value(option=draw(st.sampled_from(OPTIONS)))
    amount = draw(st.integers(0, 4))
    unit = {
        "duration": draw(st.sampled_from(["business_days", "calendar_days", "hours"])),
        "money": draw(st.sampled_from(["EUR", "USD"])),
        "percent": "percent",
        "count": "count",
    }[kind]
    return Value(amount=amount, unit=unit)


@st.composite
def workspaces(draw):
    cat = draw(catalogues())
    n = draw(st.integers(1, 5))
    sources: list[Source] = []
    claims: list[SourceClaim] = []
    for i in range(n):
        sid = f"S{i}"
        sentence = f"Sentence {i}."
        src = Source(
            id=sid,
            title=f"Doc {sid}",
            kind=draw(st.sampled_from(["policy", "article", "faq", "slack", "macro"])),
            body=f"# Doc {sid}\n\n{sentence}\n",
            signals=Signals(
                verification=draw(st.sampled_from(["verified", "unverified", "expired"])),
                verified_at=T0,
                updated_at=T0,
                owner=Owner(name="o", active=draw(st.booleans())),
                flagged_outdated=draw(st.booleans()),
            ),
        )
        topic = draw(st.sampled_from(cat.topics))
        target = draw(st.sampled_from([None, *[f"Doc S{j}" for j in range(n) if j != i]]))
        claims.append(
            SourceClaim(
                claim_id=f"{sid}#c1",
                source_id=sid,
                source_version=1,
                topic=topic.key,
                value=value_of(draw, topic.kind),
                value_text="v",
                scope={d.key: draw(st.sampled_from(["a", "b", "any"])) for d in cat.scopes},
                status_wording=draw(st.sampled_from(["in_force", "unstated", "proposed"])),
                supersedes=Supersedes(target_text=target, quote=sentence) if target else None,
                quote=sentence,
            )
        )
        sources.append(src)
    topic = draw(st.sampled_from(cat.topics))
    draft = DraftExtraction(
        text="The draft says so.",
        claims=[
            DraftClaim(
                claim_id="d1",
                topic=topic.key,
                value=value_of(draw, topic.kind),
                value_text="v",
                span="The draft says so.",
                definitive=draw(st.booleans()),
            )
        ],
    )
    ticket = Ticket(
        id="T", scope={d.key: draw(st.sampled_from(["a", "b", "unknown"])) for d in cat.scopes}
    )
    return cat, sources, claims, draft, ticket


def _ex(draft: DraftExtraction, claims: list[SourceClaim]) -> Extractions:
    return Extractions(
        draft=draft, sources=[SourceExtraction(source_id=c.source_id, claims=[c]) for c in claims]
    )


def _outcome(v) -> tuple:
    return (
        v.decision,
        v.reason_code,
        [(c.decision, c.reason_code, c.governing_value) for c in v.claims],
        sorted(v.unread_sources),
    )


@settings(max_examples=150, deadline=None)
@given(workspaces(), st.randoms(use_true_random=False))
def test_the_decision_does_not_depend_on_source_order(ws, rnd) -> None:
    cat, sources, claims, draft, ticket = ws
    before = decide(_ex(draft, claims), sources, ticket, NOW, cat)
    order = list(range(len(sources)))
    rnd.shuffle(order)
    after = decide(
        _ex(draft, [claims[i] for i in order]), [sources[i] for i in order], ticket, NOW, cat
    )
    assert _outcome(after) == _outcome(before)
    assert [sorted(c.governing_source_ids) for c in after.claims] == [
        sorted(c.governing_source_ids) for c in before.claims
    ]


@settings(max_examples=150, deadline=None)
@given(workspaces(), st.data())
def test_adding_an_excluded_source_never_changes_the_decision(ws, data) -> None:
    cat, sources, claims, draft, ticket = ws
    before = decide(_ex(draft, claims), sources, ticket, NOW, cat)
    topic = data.draw(st.sampled_from(cat.topics))
    sentence = "An old rule."
    flagged = Source(
        id="OLD",
        title="Old doc",
        kind="policy",
        body=f"# Old\n\n{sentence}\n",
        signals=Signals(updated_at=T0, owner=Owner(name="o"), flagged_outdated=True),
    )
    old = SourceClaim(
        claim_id="OLD#c1",
        source_id="OLD",
        source_version=1,
        topic=topic.key,
        value=value_of(data.draw, topic.kind),
        value_text="v",
        scope={d.key: data.draw(st.sampled_from(["a", "b", "any"])) for d in cat.scopes},
        supersedes=Supersedes(target_text="Doc S0", quote=sentence),
        quote=sentence,
    )
    after = decide(_ex(draft, [*claims, old]), [*sources, flagged], ticket, NOW, cat)
    assert _outcome(after) == _outcome(before)
    assert [c.governing_source_ids for c in after.claims] == [
        c.governing_source_ids for c in before.claims
    ]
