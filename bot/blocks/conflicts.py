"""`/answerguard ask`, the "What do the sources say?" answer and the Conflict Register.

Pure functions of an `AskResult` / `RegisterResult`. Every quote, title and owner is text
we did not write, so it goes through `md` / `quote` (escaped, clipped).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot import ids
from bot.blocks.kit import (
    MESSAGE_BLOCKS,
    MESSAGE_CHARS,
    VIEW_BLOCKS,
    Block,
    actions,
    button,
    context,
    fit_blocks,
    header,
    label_block,
    md,
    message,
    modal,
    quote,
    section,
)
from bot.blocks.settle import safe_link
from guard.crosscheck.conflicts import AskResult, RegisterResult
from guard.engine.ask import Answer, SourceQuote, TopicAnswer, scope_words
from guard.engine.askanswers import GOVERNS_NOTHING, OwnerAnswer
from guard.engine.register import ChangeEntry, ConflictEntry

VERDICT_ICONS: dict[str, str] = {
    "ANSWERED": "✅",
    "DEPENDS": "🔀",
    "CONTESTED": "⚠️",
    "UNANSWERED": "❓",
}
ASK_USAGE = (
    "Usage: `/answerguard ask [TICKET] <question>` (e.g. `/answerguard ask TCK-9002 How long "
    "until my refund?`): what the sources say, with receipts."
)
#: source id → where it can be opened (guard/kb/source_links.py); a source without one shows
#: its title as text.
Links = Mapping[str, str]
NO_LINKS: Links = {}


def source_text(q: SourceQuote, what: str = "", link: str | None = None) -> str:
    """One receipt: id, title (a link to the source when it has one), value, the verbatim
    quote, owner and date, and what weakens it."""
    extra = f" · _{md(what, 80)}_" if what else ""
    doubts = (
        " · " + md(", ".join(w.lower().replace("_", " ") for w in q.weakeners), 120)
        if q.weakeners
        else ""
    )
    return (
        f"*{md(q.source_id, 60)}* · {safe_link(link, md(q.title, 150))} · "
        f"*{md(q.value_text, 60)}*{extra}\n"
        f"{quote(q.quote, 900)}\n"
        f"_owner {md(q.owner, 80)} · updated {q.updated_at.date().isoformat()}{doubts}_"
    )


def answer_blocks(a: Answer, links: Links = NO_LINKS) -> list[Block]:
    icon = VERDICT_ICONS[a.verdict]
    where = md(scope_words(a.scope), 200)
    if a.verdict == "ANSWERED":
        head = f"{icon} *{where}: {md(a.value_text or '', 80)}* · _{md(a.rule_words, 100)}_"
    elif a.verdict == "CONTESTED":
        head = f"{icon} *{where}: the sources disagree* · _{md(a.rule_words, 100)}_"
    else:
        head = f"{icon} *{where}: no source answers this* · _{md(a.rule_words, 100)}_"
    blocks = [section(head)]
    blocks += [section(source_text(r, "receipt", links.get(r.source_id))) for r in a.receipts]
    blocks += [section(source_text(s, "one side", links.get(s.source_id))) for s in a.sides]
    for n in a.announced:
        kind = "proposal" if n.standing == "PROPOSAL" else "not yet in force"
        what = f"announced ({kind}), not the answer"
        blocks.append(section(source_text(n, what, links.get(n.source_id))))
    return blocks


def topic_blocks(
    t: TopicAnswer, answered_by_owner: bool = False, links: Links = NO_LINKS
) -> list[list[Block]]:
    icon = VERDICT_ICONS[t.verdict]
    label = md(t.label or "no topic", 100)
    head = [section(f"{icon} *{t.verdict}* · {label}")]
    if t.topic is None:
        head.append(
            context(
                "Nobody wrote this down: the question is on no topic the knowledge base covers. "
                + (
                    "An owner answered it (below)."
                    if answered_by_owner
                    else "Ask the policy owner."
                )
            )
        )
    return [head, *(answer_blocks(a, links) for a in t.answers)]


def owner_answer_blocks(a: OwnerAnswer) -> list[Block]:
    """An owner's answer to this question: their words, who and when, never a topic's value."""
    return [
        section(
            f"💬 *Owner's answer* · *{md(a.source_id, 60)}* · to "
            f"“{md(' '.join(a.question.split()), 200)}”\n{quote(a.text, 900)}"
        ),
        context(f"{md(a.byline, 300)} · _{GOVERNS_NOTHING}_"),
    ]


def ask_parts(
    result: AskResult, links: Links = NO_LINKS
) -> tuple[list[Block], list[list[Block]], list[Block]]:
    """The answer as (head, one item per topic answer and owner's answer, tail): every
    surface fits the items to its own limits."""
    head = [
        section(f"*What the sources say* about “{md(result.question, 500)}”"),
        context(
            f"{md(result.ticket_id, 40)} · {md(scope_words(result.scope), 200)} · "
            f"AI {md(result.ai.mode, 20)}"
        ),
    ]
    owned = bool(result.owner_answers)
    items = [part for t in result.topics for part in topic_blocks(t, owned, links)]
    items += [owner_answer_blocks(a) for a in result.owner_answers]
    tail: list[Block] = []
    if result.unread_sources:
        tail.append(
            context(
                f"⚠️ Could not read {md(', '.join(result.unread_sources), 500)}: "
                "it might say otherwise."
            )
        )
    if result.ai.notice:
        tail.append(context(f"ℹ️ {md(result.ai.notice, 500)}"))
    return head, items, tail


def ask_message(result: AskResult, *, personas: bool = False) -> dict[str, Any]:
    head, items, tail = ask_parts(result)
    blocks = fit_blocks(
        head, items, [*tail, label_block(personas)], MESSAGE_BLOCKS, "answers", MESSAGE_CHARS
    )
    icon = VERDICT_ICONS[result.verdict]
    return message(f"{icon} {result.verdict}: {result.topic_label or 'no topic'}", blocks)


def ask_modal(result: AskResult, *, personas: bool = False) -> dict[str, Any]:
    head, items, tail = ask_parts(result)
    blocks = fit_blocks([label_block(personas), *head], items, tail, VIEW_BLOCKS, "answers")
    return modal("What sources say", blocks, callback_id=ids.VIEW_NOTICE)


# --- the Conflict Register ------------------------------------------------------------------------


def conflict_blocks(c: ConflictEntry, can_settle: bool = False) -> list[Block]:
    """One entry; ops leads also get "Ask the owners to settle this"."""
    where = md(", ".join(scope_words(s) for s in c.scopes), 300)
    blocks = [
        section(f"⚠️ *{md(c.label, 100)}* · {where} · open since {c.open_since.date().isoformat()}"),
        *(section(source_text(s)) for s in c.sides),
        context(f"{c.rule}: no rule settles it; agents get ESCALATE. Entry {c.id}"),
    ]
    if can_settle:
        blocks.append(actions(button("Ask the owners to settle this", ids.ACTION_SETTLE, c.id)))
    return blocks


def change_blocks(ch: ChangeEntry) -> list[Block]:
    where = md(", ".join(scope_words(s) for s in ch.scopes), 300)
    return [
        section(
            f"📣 *{md(ch.label, 100)}* · {where} · governs today: "
            f"*{md(ch.governing_value_text, 60)}*"
        ),
        *(section(source_text(n, "announced")) for n in ch.announced),
    ]


def register_parts(result: RegisterResult) -> tuple[list[Block], list[list[Block]]]:
    n = len(result.conflicts)
    head = [
        header("Conflict Register"),
        context(
            "Where the sources disagree and no rule settles it (the same rules as a check). "
            + (f"*{n} open*" if n else "*None open* ✅")
        ),
    ]
    items = [conflict_blocks(c, result.role == "ops_lead") for c in result.conflicts]
    if result.changes_announced:
        items.append([section("*Changes announced* (proposals or future changes, not conflicts)")])
        items += [change_blocks(ch) for ch in result.changes_announced]
    if result.unread_sources:
        items.append([context(f"⚠️ Could not read {md(', '.join(result.unread_sources), 500)}")])
    return head, items


def register_message(result: RegisterResult, *, personas: bool = False) -> dict[str, Any]:
    head, items = register_parts(result)
    blocks = fit_blocks(
        head, items, [label_block(personas)], MESSAGE_BLOCKS, "entries", MESSAGE_CHARS
    )
    n = len(result.conflicts)
    return message(f"Conflict Register: {n} open" if n else "Conflict Register: none open", blocks)


def register_home_blocks(result: RegisterResult, room: int) -> list[Block]:
    """The register as a Home section, at most `room` blocks."""
    head, items = register_parts(result)
    return fit_blocks(head, items, [], room, "entries: /answerguard conflicts")
