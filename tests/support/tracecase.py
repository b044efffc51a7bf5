"""The engine scenarios whose trace and headline tests pin word for word: each builds its
sources, claims and draft and runs `decide`. The expected words live in tests/snapshots/."""

from __future__ import annotations

from datetime import date

from guard.engine.decide import decide
from guard.models import (
    SourceExtraction,
    Value,
)
from tests.support.builders import NOW, claim, draft, extractions, source, ticket, value
from tests.support.opentopics import days, sclaim
from tests.support.opentopics import run as ot_run
from tests.support.rulecase import D1, D4, EXC, SOP, run, sup

MAC = source("MAC", "Reversals: within 4 business days.", kind="macro")


OLD = source("OLD", "Reversals take 5 business days.")


NEW = source(
    "NEW",
    "Reversals take 2 business days. This replaces the Outgoing Transfers – Reversal SOP and OLD.",
)


NEW_SUP = (
    "Outgoing Transfers – Reversal SOP and OLD",
    "This replaces the Outgoing Transfers – Reversal SOP and OLD.",
)


SLACK = source("SL", "From next month reversals take 2 business days.", kind="slack")


WEAK_SOP = source(
    "SOP", SOP.body.splitlines()[2], kind="sop", verification="unverified", title=SOP.title
)


A = source("A", "Reversals take 4 business days. This replaces B.")


B = source("B", "Reversals take 5 business days. This replaces A.")


FIVE = [source(f"O{i}", f"Reversals take {i} business days.") for i in range(5, 10)]


FAQ = source("X", "Reversals take 2 business days. This replaces the old FAQ.")


I1 = source("I1", "Instant reversals take 1 business day.")


I2 = source("I2", "Instant reversals take 2 business days.")


IW = source(
    "IW", "Instant reversals take 1 business day.", verification="unverified", owner_active=False
)


SEVEN = [source(f"S{i}", "Reversals take 4 business days.") for i in range(7)]


LATER = source("NYE", "From 2027 reversals take 2 business days.")


PRO_EU = source("P", "Pro plan payouts in the EU take 1 business day.", kind="help_article")


GENERAL = source("G", "Payouts take 3 business days.", kind="help_article")


#: An instant-only exception that agrees with the SOP: its words state the claim's 4 (issue 19).
EXC4 = source("EXC", "For instant transfers only, reversals take 4 business days.")


def _hedged(text: str, v: Value, span: str):
    return draft(text, (v, span), definitive=False)


SCENARIOS = {
    "D4 consensus": lambda: run(
        D4, [SOP, MAC], claim(SOP, value(4)), claim(MAC, value(4)), rail="standard"
    ),
    "D4 over six sources": lambda: run(
        D4, SEVEN, *[claim(s, value(4)) for s in SEVEN], rail="standard"
    ),
    "D1 one dimension": lambda: run(
        D4, [SOP, EXC], claim(SOP, value(4)), claim(EXC, value(1), rail="instant"), rail="unknown"
    ),
    "D1 two dimensions": lambda: ot_run(
        "payout_delay",
        days(3),
        sclaim(GENERAL, "payout_delay", days(3)),
        sclaim(PRO_EU, "payout_delay", days(1), plan="pro", region="eu"),
    ),
    "D1 unresolved but agreeing": lambda: run(
        D4, [SOP, EXC4], claim(SOP, value(4)), claim(EXC4, value(4), rail="instant"), rail="unknown"
    ),
    "D2 proposal only": lambda: run(D4, [SLACK], claim(SLACK, value(2), rail="instant")),
    "D3 nothing applies": lambda: run(D4, [SOP], claim(SOP, value(4), rail="standard")),
    "D5 one superseder": lambda: run(
        D4,
        [SOP, EXC],
        claim(SOP, value(4)),
        claim(EXC, value(1), rail="instant", supersedes=sup(EXC)),
    ),
    "D5 undated others": lambda: run(
        D4,
        [SOP, OLD, NEW],
        claim(SOP, value(4)),
        claim(OLD, value(5)),
        claim(NEW, value(2), supersedes=NEW_SUP),
    ),
    "D5 dated, later": lambda: run(
        D4,
        [SOP, OLD, NEW],
        claim(SOP, value(4), effective=date(2026, 1, 1)),
        claim(OLD, value(5), effective=date(2026, 2, 1)),
        claim(NEW, value(2), supersedes=NEW_SUP, effective=date(2026, 3, 1)),
    ),
    "D5 undated superseder": lambda: run(
        D4,
        [SOP, NEW],
        claim(SOP, value(4), effective=date(2026, 1, 1)),
        claim(NEW, value(2), supersedes=NEW_SUP),
    ),
    "D5 two superseders": lambda: run(
        D4,
        [A, B],
        claim(A, value(4), supersedes=("B", "This replaces B.")),
        claim(B, value(5), supersedes=("A", "This replaces A.")),
    ),
    "D5 many failures": lambda: run(
        D4,
        [FAQ, *FIVE],
        claim(FAQ, value(2), supersedes=("the old FAQ", "This replaces everything.")),
        *[claim(o, value(int(o.id[1:]))) for o in FIVE],
    ),
    "D6 specific exception": lambda: run(
        D1, [SOP, EXC], claim(SOP, value(4)), claim(EXC, value(1), rail="instant")
    ),
    "D6 specific ones disagree": lambda: run(
        D4,
        [SOP, I1, I2],
        claim(SOP, value(4)),
        claim(I1, value(1), rail="instant"),
        claim(I2, value(2), rail="instant"),
    ),
    "D6 weakened exception": lambda: run(
        D4, [SOP, IW], claim(SOP, value(4)), claim(IW, value(1), rail="instant")
    ),
    "D7 conflict": lambda: run(D4, [SOP, OLD], claim(SOP, value(4)), claim(OLD, value(5))),
    "D8 no draft value": lambda: run(
        draft("Reversed within the usual window.", (None, "within the usual window")),
        [SOP],
        claim(SOP, value(4)),
        rail="standard",
    ),
    "D8 units differ": lambda: run(
        draft("Reversed within 24 hours.", (value(24, "hours"), "within 24 hours")),
        [SOP],
        claim(SOP, value(4)),
        rail="standard",
    ),
    "D9 hedged": lambda: run(
        _hedged("Usually within 4 business days.", value(4), "within 4 business days"),
        [EXC],
        claim(EXC, value(1), rail="instant"),
    ),
    "D11a weak basis": lambda: run(D4, [WEAK_SOP], claim(WEAK_SOP, value(4)), rail="standard"),
    "D11b proposal": lambda: run(
        D4, [SOP, SLACK], claim(SOP, value(4)), claim(SLACK, value(2)), rail="standard"
    ),
    "D11b not yet effective": lambda: run(
        D4,
        [SOP, LATER],
        claim(SOP, value(4)),
        claim(LATER, value(2), effective=date(2027, 1, 1)),
        rail="standard",
    ),
    "two claims": lambda: run(
        draft(
            "Reversed within 4 business days, or 9 days at most.",
            (value(4), "within 4 business days"),
            (value(9, "calendar_days"), "9 days"),
        ),
        [SOP],
        claim(SOP, value(4)),
        rail="standard",
    ),
}


UNREAD = source("OTH", "Reversals take 4 business days.")


def _with(d, *sources_, failed=(), empty=()):
    """`d` against SOP (4 business days, any rail) on a standard-rail ticket; `failed`
    sources' extraction errored, `empty` ones' came back with no claim."""
    ex = extractions(d, claim(SOP, value(4)))
    ex.sources += [SourceExtraction(source_id=s.id, ok=False, error="boom") for s in failed]
    ex.sources += [SourceExtraction(source_id=s.id) for s in empty]
    return decide(ex, [SOP, *sources_], ticket("standard"), NOW)


VERDICTS = {
    "draft extraction failed": lambda: run(
        draft("Reversed within 4 business days.").model_copy(update={"ok": False, "error": "boom"}),
        [SOP],
        claim(SOP, value(4)),
    ),
    "every draft claim rejected": lambda: run(
        draft("Reversed soon.", (value(4), "within 4 business days")), [SOP], claim(SOP, value(4))
    ),
    "extraction gap": lambda: run(
        draft("Your money is back in 4 business days or €5 back."), [SOP], claim(SOP, value(4))
    ),
    "outside coverage": lambda: run(
        draft(
            "Pending transfers clear within 24 hours.",
            (value(24, "hours"), "within 24 hours"),
            topic="other",
        ),
        [SOP],
        claim(SOP, value(4)),
    ),
    "no policy claim": lambda: run(
        draft("Thanks, I'm looking into this for you."), [SOP], claim(SOP, value(4))
    ),
    "unread caps ALLOW": lambda: _with(D4, UNREAD, failed=[UNREAD]),
    "unread, no policy claim": lambda: _with(draft("Thanks!"), UNREAD, failed=[UNREAD]),
    "silenced, already HOLD": lambda: _with(D1, UNREAD, empty=[UNREAD]),
    "two claims": SCENARIOS["two claims"],
}
