"""The one interpreter of the rule table (`guard.engine.rules.RULES`).

Theory of operation. A rule is a small pure function `check(ctx) -> Fired | Pass | Notes`
over a context of facts the engine prepared (the draft's claims, the candidates C, the
governing value V). `walk` runs a slice of the table in order and records one trace step per
rule, so the trace is the table read top to bottom:

- **fired**: the condition held. A `Fired` may set the result (`decision`, `reason`), set the
  governing value V (`value`, `basis`: the resolution rules D4–D6), or end the walk (`ends`):
  every later rule is then *skipped*, with the reason the `Fired` gives (its `skip`, else
  "<rule> settled the outcome").
- **pass** / **fail**: the condition did not hold and nothing changed; a resolution rule
  (`Rule.kind == "resolution"`: D4, D5, D6) that is tried and not met records "fail".
- **skipped**: not reached. Either an earlier rule ended the walk, or the rule's own `reached`
  guard says why it does not apply now (D5–D7 once V is set, D10 after D9 fired, D11a unless
  the result is ALLOW or HOLD, D11b unless it is ALLOW).
- **Notes**: a rule that records readings made elsewhere (TOPIC: the attribution module's
  steps), as they are.

A walk that does not record skips (the draft's overall walk, and `resolve_governing`, whose
trace stops where V is set) simply stops listing rules once the walk has ended. Steps hold
facts; `guard.engine.tracewords` words them. Pure: no I/O, no clock.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal

from guard.engine.tracewords import Facts, facts, words
from guard.models import Decision, TraceStep, Value

if TYPE_CHECKING:
    from guard.engine.rules import Rule

#: The order of outcomes, least to most severe: the overall result is the most severe claim's.
SEVERITY: dict[str, int] = {"ALLOW": 0, "CAUTION": 1, "HOLD": 2, "ESCALATE": 3, "AI_UNAVAILABLE": 4}


@dataclass(frozen=True)
class Fired:
    """The rule's condition held: what it found, and what it changes."""

    facts: Facts
    decision: Decision | None = None
    reason: str = ""
    #: With `decision`: the claim (by index) that set the overall result, if one did.
    deciding: int | None = None
    value: Value | None = None
    basis: tuple[Any, ...] = ()
    ends: bool = False
    skip: Facts | None = None


@dataclass(frozen=True)
class Pass:
    """The rule was checked and its condition did not hold: nothing changes."""

    facts: Facts


@dataclass(frozen=True)
class Notes:
    """Steps worded elsewhere, recorded as they are (zero or more)."""

    steps: tuple[TraceStep, ...]


Outcome = Fired | Pass | Notes
Check = Callable[[Any], Outcome]
Reached = Callable[[Any], Facts | None]


@dataclass
class State:
    """Where a walk stands: the result so far, V and who set it, and whether it has ended."""

    decision: Decision | None = None
    reason: str = ""
    deciding: int | None = None
    value: Value | None = None
    basis: tuple[Any, ...] = ()
    value_rule: str | None = None
    ended_by: str | None = None
    skip: Facts | None = None
    fired: list[str] = field(default_factory=list)


def recorded(rule: str, kind: str, outcome: Fired | Pass) -> TraceStep:
    """The trace step for one rule's outcome."""
    if isinstance(outcome, Fired):
        verdict: Literal["fired", "pass", "fail"] = "fired"
    else:
        verdict = "fail" if kind == "resolution" else "pass"
    return TraceStep(rule=rule, outcome=verdict, detail=words(outcome.facts))


def _apply(state: State, rule: str, fired: Fired) -> None:
    state.fired.append(rule)
    if fired.decision is not None:
        state.decision, state.deciding = fired.decision, fired.deciding
    if fired.reason:
        state.reason = fired.reason
    if fired.value is not None:
        state.value, state.basis, state.value_rule = fired.value, fired.basis, rule
    if fired.ends:
        state.ended_by = rule
        state.skip = fired.skip or facts("skip.settled", rule=rule)


def walk(
    rules: Sequence[Rule],
    ctx: Any,
    *,
    record_skips: bool,
    done: Sequence[TraceStep] = (),
) -> list[TraceStep]:
    """Run `rules` in order over `ctx`, updating `ctx.state`; the trace, after the steps
    `done` (rules an earlier walk already ran, whose effects `ctx.state` holds)."""
    state: State = ctx.state
    trace = list(done)
    ran = {s.rule for s in done}
    for rule in rules:
        if rule.id in ran:
            continue
        if state.ended_by is not None:
            if record_skips:
                trace.append(_skipped(rule.id, state.skip))
            continue
        why = rule.reached(ctx) if rule.reached is not None else None
        if why is not None:
            if record_skips:
                trace.append(_skipped(rule.id, why))
            continue
        outcome = rule.check(ctx)  # type: ignore[misc]
        if isinstance(outcome, Notes):
            trace.extend(outcome.steps)
            continue
        trace.append(recorded(rule.id, rule.kind, outcome))
        if isinstance(outcome, Fired):
            _apply(state, rule.id, outcome)
    return trace


def _skipped(rule: str, why: Facts | None) -> TraceStep:
    assert why is not None
    return TraceStep(rule=rule, outcome="skipped", detail=words(why))
