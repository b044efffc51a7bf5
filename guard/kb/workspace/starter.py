"""`answerguard init DIR`: a small, commented workspace to start from.

Written as files a team would really have: a catalogue with one topic of each common kind,
a plain help-centre article without frontmatter, an internal SOP with frontmatter, and a
simulated inbox. Every value is invented.
"""

from __future__ import annotations

from pathlib import Path

from guard.errors import InputError

CATALOGUE = """\
# AnswerGuard catalogue: the policy facts your knowledge base states, and how to recognise
# them. Reference: docs/workspace-format.md. Phrases, not regexes: `word*` is a prefix,
# `a|b` either word, `...` up to five words in between, and a phrase starting with `=`
# matches only as written (`=Pro` is the plan, not "pro rata").
name: Example Co support

topics:
  payout_delay:                          # the key used in claims and JSON
    label: payout delay                  # how people read it (banners, safe replies)
    kind: duration                       # duration | money | percent | count | choice
    about: [payout*, paid out, get paid]
  instant_payout_fee:
    label: instant payout fee
    kind: percent
    about: [instant payout*, instant transfer*]
  chargeback_fee:
    label: chargeback fee
    kind: money
    currency: EUR                        # for amounts written without a currency
    about: [chargeback*]
  weekend_payouts:
    label: whether payouts run at weekends
    kind: choice
    about: [weekend*]
    choices:
      weekends: [payouts run at weekends, paid out on saturdays]
      weekdays_only: [no weekend payouts, business days only, weekdays only]

scopes:
  plan:                                  # tickets carry a value; claims may be limited to one
    starter: [starter plan, starter sellers]
    pro: [pro plan, pro sellers]

kinds:
  help_article: document                 # document (can govern) or announcement (a proposal)

defaults:                                # frontmatter for files that don't state it
  kind: help_article
  verification: verified                 # published articles count as verified
  reviewEveryDays: 180                   # ...until their review is due
  owner: {name: Support content team, active: true}
"""

ARTICLE = """\
# When will I get paid?

Payouts are sent every business day. Once an order is marked as delivered, the money
reaches your bank within 3 business days.

## Pro plan

Pro sellers are paid out faster: within 1 business day.

## Fees

| Payout type | Fee |
|---|---|
| Standard payout | free |
| Instant payout | 1.5% of the amount |

We don't offer weekend payouts: business days only.
"""

SOP = """\
---
id: SOP-CHARGEBACKS
title: "Chargebacks: internal handling"
kind: sop
verification: verified
verifiedAt: "2026-11-01T00:00:00Z"
updatedAt: "2026-11-01T00:00:00Z"
owner: {name: Payments Ops, active: true}
visibility: ops
---
# Chargebacks: internal handling

Each chargeback costs the seller a chargeback fee of €15, refunded if the dispute is won.
"""

TICKETS = """\
# The simulated inbox: synthetic customers, not real data.
- id: EX-1
  customer: Ana P.
  message: "I'm on the Pro plan. When will my payout reach my bank?"
  scope: {plan: pro}
- id: EX-2
  customer: Ben K.
  message: "How much is an instant payout?"
  scope: {plan: unknown}
"""

FILES: dict[str, str] = {
    "answerguard.yaml": CATALOGUE,
    "sources/help-centre/when-will-i-get-paid.md": ARTICLE,
    "sources/internal/chargebacks.md": SOP,
    "tickets.yaml": TICKETS,
}


def write_starter(root: Path) -> list[Path]:
    """Write the example; refuses a folder that already has files, so nothing is lost."""
    root = root.expanduser()
    if root.exists() and (not root.is_dir() or any(root.iterdir())):
        raise InputError(f"{root} already exists and is not an empty folder; nothing was written.")
    written = []
    for rel, text in FILES.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        written.append(path)
    return written
