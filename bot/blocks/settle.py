"""Settling a Conflict Register entry: the person pickers, the pre-read posted in the owners'
group DM, and the "Settled" post in its thread.

Pure. Quotes, titles and owner names are text we did not write, so they go through `md` /
`quote`; a mention is only ever built from an id that matched the Slack id pattern.
"""

from __future__ import annotations

from typing import Any

from bot import ids
from bot.blocks.kit import (
    INPUT_LABEL,
    PLACEHOLDER,
    Block,
    context,
    header,
    label_block,
    md,
    message,
    metadata,
    modal,
    plain,
    quote,
    section,
)
from guard.crosscheck.conflicts import ClosedBy
from guard.crosscheck.settle import RESTRICTED_SIDE, Owner, settled_lines
from guard.engine.ask import scope_words
from guard.engine.register import ConflictEntry

#: A section field holds 2000 characters; one side's quote gets most of it.
FIELD_QUOTE = 1400


def mention(uid: str) -> str:
    return f"<@{uid}>"


def restricted_field() -> dict[str, Any]:
    """A side some recipient may not see: that it disagrees, and nothing of what it says."""
    return {
        "type": "mrkdwn",
        "text": f"*{RESTRICTED_SIDE}*\n_Only ops leads may see this source; an ops lead can "
        "show it in AnswerGuard to whoever may._",
    }


def side_field(entry: ConflictEntry, source_id: str) -> dict[str, Any]:
    s = next(x for x in entry.sides if x.source_id == source_id)
    text = (
        f"*{md(s.source_id, 60)}* · {md(s.title, 120)}\n*{md(s.value_text, 60)}*\n"
        f"{quote(s.quote, FIELD_QUOTE)}\n"
        f"_owner {md(s.owner, 80)} · updated {s.updated_at.date().isoformat()}_"
    )
    return {"type": "mrkdwn", "text": text[:2000]}


def where(entry: ConflictEntry) -> str:
    return ", ".join(scope_words(s) for s in entry.scopes)


def pick_owners_view(entry: ConflictEntry, owners: list[Owner]) -> dict[str, Any]:
    """Where a side's owner has no Slack id in its frontmatter: the ops lead picks people."""
    blocks: list[Block] = [
        section(
            f"*{md(entry.label, 100)}* · {md(where(entry), 300)}\n"
            "AnswerGuard will open a group DM with the people you pick and post a pre-read: "
            "both quotes, what agents are told meanwhile and what would settle it."
        )
    ]
    for o in owners:
        element: dict[str, Any] = {
            "type": "users_select",
            "action_id": f"{ids.INPUT_SETTLE_OWNER}:{o.source_id}"[:255],
            "placeholder": plain("Pick a person", PLACEHOLDER),
        }
        if o.slack:
            element["initial_user"] = o.slack
        hint = f"The owner in its frontmatter: {o.name}" + (
            "" if o.slack else " (no Slack id: owner.slack is not set)"
        )
        blocks.append(
            {
                "type": "input",
                "block_id": f"{ids.BLOCK_SETTLE_OWNER}:{o.source_id}"[:255],
                "label": plain(f"Who speaks for {o.source_id}?", INPUT_LABEL),
                "hint": plain(hint, INPUT_LABEL),
                "element": element,
            }
        )
    blocks.append(label_block())
    return modal(
        "Settle this",
        blocks,
        callback_id=ids.VIEW_SETTLE,
        submit="Open group DM",
        close="Cancel",
        private_metadata=metadata({"e": entry.id}),
    )


def pre_read_message(
    entry: ConflictEntry,
    *,
    question: str,
    holding_reply: str,
    people: list[str],
    asked_by: str,
    hidden: frozenset[str] = frozenset(),
) -> dict[str, Any]:
    """The pre-read posted in the owners' group DM, written for every recipient at once: a
    side in `hidden` (one that some recipient may not see, guard/crosscheck/settle.py `audience`) shows
    as "a restricted source disagrees" — no id, title, quote, value or owner."""
    sides = list(dict.fromkeys(s.source_id for s in entry.sides))
    shown = [sid for sid in sides if sid not in hidden]
    titles = {s.source_id: s.title for s in entry.sides}
    newer = max(entry.sides, key=lambda s: s.updated_at)
    older = [titles[sid] for sid in shown if sid != newer.source_id]
    if not older and newer.source_id in shown and len(sides) == 1:
        older = [newer.title]
    target = f"“This supersedes {md(older[0], 150)}.”" if older else "naming what it replaces."
    fields = [restricted_field() if sid in hidden else side_field(entry, sid) for sid in sides][:10]
    blocks: list[Block] = [
        header(f"Please settle: {entry.label}"),
        section(
            f"{' '.join(mention(p) for p in people)}: {mention(asked_by)} asked you to settle a "
            "place where the knowledge base disagrees with itself. No rule decides between "
            f"your sources.\n*The question:* {md(question, 500)}"
        ),
        {"type": "section", "fields": fields},
        section(
            "*What AnswerGuard tells agents meanwhile:* every draft on this "
            f"({md(where(entry), 300)}) is *ESCALATE*: it is not sent, and the agent sends "
            f"the holding reply instead:\n{quote(holding_reply, 900)}"
        ),
        section(
            "*What would settle it* (either is enough):\n"
            "• *Edit one source* so the two say the same thing, or\n"
            "• *Add an explicit supersedes sentence* to the source that should win, e.g. "
            f"{target}\n"
            "AnswerGuard notices the change and posts here when it is settled."
        ),
        context(
            f"Conflict Register entry {md(entry.id, 20)} · {md(entry.rule, 10)} · open since "
            f"{entry.open_since.date().isoformat()}"
        ),
        label_block(),
    ]
    named = [*shown, *(["a restricted source"] if len(shown) < len(sides) else [])]
    text = f"Please settle: {entry.label} ({' vs '.join(named)})"
    return message(text, blocks)


def settled_message(
    entry: ConflictEntry, closed: ClosedBy, hidden: frozenset[str] = frozenset()
) -> dict[str, Any]:
    """The post in the pre-read's thread once the register closed the entry, for the same
    readers: a source in `hidden` is never named or quoted."""
    lines = settled_lines(closed, hidden)
    blocks: list[Block] = [section("✅ " + "\n".join(md(line, 900) for line in lines))]
    if closed.changes and closed.changes[-1].source_id in hidden:
        blocks.append(context("Closed by a change to a restricted source"))
    elif closed.changes:
        c = closed.changes[-1]
        blocks.append(
            context(
                f"Closed by {md(c.who, 80)}: {md(c.action, 40)} of {md(c.source_id, 60)} "
                f"(version {c.version}, {c.at.date().isoformat()})"
            )
        )
    elif closed.note:
        blocks.append(context(f"Closed: {md(closed.note, 300)}"))
    blocks.append(label_block())
    return message(lines[0], blocks)


def safe_link(url: str | None, text: str) -> str:
    """A link Slack gave us (chat.getPermalink), only if it cannot break out of `<…|…>`."""
    if not url or not url.startswith("https://") or any(c in url for c in "<>| \n"):
        return text
    return f"<{url}|{text}>"


def asked_text(people: list[str], label: str, permalink: str | None, *, earlier: str = "") -> str:
    """The ops lead's confirmation (mrkdwn): who was asked, and a link to the pre-read."""
    who = " and ".join(mention(p) for p in people) or "the owners"
    if earlier:
        return (
            f"The owners were already asked to settle *{md(label, 100)}* "
            f"({md(earlier, 60)}): {safe_link(permalink, 'the pre-read')}. AnswerGuard posts "
            "there when it is settled."
        )
    return (
        f"Asked {who} to settle *{md(label, 100)}* in a group DM: "
        f"{safe_link(permalink, 'the pre-read')}. AnswerGuard posts there when it is settled."
    )


def asked_message(text: str) -> dict[str, Any]:
    return message("Asked the owners to settle this", [section(text), label_block()])


def asked_view(text: str) -> dict[str, Any]:
    return modal("Settle this", [section(text), label_block()], callback_id=ids.VIEW_NOTICE)
