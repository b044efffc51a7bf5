"""The trust loop in Slack: "Ask an owner" on a verdict nobody's sources govern, the question
as a DM, the owner's answer modal, the approval request, and the ops Home sections.

Pure functions of their arguments, like every builder. Buttons carry only an id (a check
hash, a question id, a source id); whoever receives the click re-reads it from the store and
looks the clicking user's role up again.
"""

from __future__ import annotations

from typing import Any

from bot import ids
from bot.blocks.kit import (
    PLACEHOLDER,
    Block,
    actions,
    button,
    context,
    header,
    label_block,
    md,
    message,
    metadata,
    modal,
    option,
    plain,
    quote,
    section,
)
from guard.kb.catalogue import OTHER, UNKNOWN, Catalogue
from guard.models import CheckResult, ClaimResult, Source
from guard.render import scope_text
from guard.trust.answers import OFF_CATALOGUE

#: Verdicts that show missing knowledge: no source governs, so an owner is worth asking.
ASK_CODES = frozenset(
    {"UNSUPPORTED", "PROPOSAL_ONLY", "OUTSIDE_COVERAGE", "CONFLICT_UNRESOLVED", "UNANSWERED"}
)
#: Slack's plain_text_input max_length ceiling.
ANSWER_CHARS = 3000
CERTAINTY_OPTIONS = (
    ("certain", "Certain"),
    ("fairly_sure", "Fairly sure"),
    ("needs_someone_else", "Needs someone else (forward it)"),
)
SHAREABLE_OPTIONS = (
    ("yes", "Yes: agents may tell customers"),
    ("no", "No: for ops leads only"),
)
PENDING = 5


def gap_claim(result: CheckResult) -> ClaimResult | None:
    """The claim no source governs, if any (the first one)."""
    return next((c for c in result.claims if c.reason_code in ASK_CODES), None)


def needs_owner(result: CheckResult) -> bool:
    return result.reason_code in ASK_CODES or gap_claim(result) is not None


def ask_owner_blocks(result: CheckResult) -> list[Block]:
    """The "Ask an owner" button under a verdict with no governing source."""
    if not needs_owner(result):
        return []
    return [
        actions(
            button("Ask an owner", ids.ACTION_ASK_OWNER, result.check_hash),
            block_id="ag_trust_ask",
        ),
        context("No source settles this. Ask the person who knows; their answer is kept."),
    ]


def question_scope(result: CheckResult) -> dict[str, str]:
    """The ticket's scope as far as it is known (an unknown dimension says nothing)."""
    return {d: v for d, v in result.scope.items() if v != UNKNOWN}


def _select(
    action_id: str,
    block_id: str,
    label: str,
    options: list[dict[str, Any]],
    *,
    initial: dict[str, Any] | None = None,
    optional: bool = False,
    hint: str | None = None,
    kind: str = "static_select",
) -> Block:
    element: dict[str, Any] = {"type": kind, "action_id": action_id, "options": options[:100]}
    if kind == "static_select":
        element["placeholder"] = plain(label, PLACEHOLDER)
    if initial is not None:
        element["initial_option"] = initial
    block: Block = {
        "type": "input",
        "block_id": block_id,
        "label": plain(label, 2000),
        "optional": optional,
        "element": element,
    }
    if hint:
        block["hint"] = plain(hint, 2000)
    return block


def _users_select(action_id: str, block_id: str, label: str, hint: str) -> Block:
    return {
        "type": "input",
        "block_id": block_id,
        "optional": True,
        "label": plain(label, 2000),
        "hint": plain(hint, 2000),
        "element": {
            "type": "users_select",
            "action_id": action_id,
            "placeholder": plain("Pick a person", PLACEHOLDER),
        },
    }


def _text_input(
    action_id: str,
    block_id: str,
    label: str,
    *,
    initial: str = "",
    max_length: int = ANSWER_CHARS,
    optional: bool = False,
    hint: str | None = None,
) -> Block:
    element: dict[str, Any] = {
        "type": "plain_text_input",
        "action_id": action_id,
        "multiline": True,
        "max_length": max_length,
    }
    if initial:
        element["initial_value"] = initial[:max_length]
    block: Block = {
        "type": "input",
        "block_id": block_id,
        "label": plain(label, 2000),
        "optional": optional,
        "element": element,
    }
    if hint:
        block["hint"] = plain(hint, 2000)
    return block


def topic_options(catalogue: Catalogue) -> list[dict[str, Any]]:
    """Every catalogue topic, each with its label and kind, then "Not on the catalogue"."""
    opts = [option(f"{t.label.capitalize()} · {t.kind}", t.key) for t in catalogue.topics]
    return [*opts[:99], option(OFF_CATALOGUE.capitalize() + " · governs nothing", OTHER)]


def topic_select(catalogue: Catalogue, topic: str | None, hint: str) -> Block:
    """The topic an answer counts for: `topic` first (the gap's), any other one pickable."""
    topics = topic_options(catalogue)
    initial = next((o for o in topics if o["value"] == topic), topics[-1])
    return _select(ids.INPUT_TOPIC, ids.BLOCK_TOPIC, "Topic", topics, initial=initial, hint=hint)


def topic_line(catalogue: Catalogue, topic: str, words: str | None = None) -> str:
    """The topic as the owner reads it: label and kind, or the off-catalogue question."""
    spec = catalogue.topic(topic)
    if spec is not None:
        return f"Topic: {md(spec.label, 100)} ({spec.kind})"
    said = f": “{md(words, 300)}”" if words else ""
    return f"Topic: {OFF_CATALOGUE}{said} (the answer governs no catalogue topic)"


def ask_owner_view(
    result: CheckResult,
    draft: str,
    catalogue: Catalogue,
    owners: list[tuple[str, str]],
    question: str,
    *,
    personas: bool = False,
) -> dict[str, Any]:
    """Ask an owner about a verdict: the check's ticket, scope and draft above the form."""
    claim = gap_claim(result)
    about = section(
        f"*{md(result.ticket_id, 40)}* · {md(scope_text(result.scope, result.rail), 200)} · "
        f"{md(result.reason_code, 60)}\n{quote(draft, 1500)}"
    )
    topic = claim.draft_claim.topic if claim is not None else None
    meta = {"h": result.check_hash}
    return ask_owner_form(about, topic, catalogue, owners, question, meta, personas=personas)


def ask_owner_form(
    about: Block,
    topic: str | None,
    catalogue: Catalogue,
    owners: list[tuple[str, str]],
    question: str,
    meta: dict[str, Any],
    *,
    personas: bool = False,
    hint: str = "Sent as a DM with the ticket's scope and your draft.",
) -> dict[str, Any]:
    """Pick a person (the topic's known owners first) and word the question. `about` says
    what is asked about (a verdict, or a question no source answered); `meta` names it for
    the submission, which reads it again from the store.

    `owners` is (Slack id, how to name them); the list holds only people found on sources
    this user may see, or asked about this topic before."""
    blocks: list[Block] = [
        label_block(personas),
        about,
        topic_select(
            catalogue,
            topic,
            "What the question is about; the answer will count for this topic only. "
            f"{OFF_CATALOGUE.capitalize()}: it answers this question and governs nothing.",
        ),
    ]
    if owners:
        blocks.append(
            _select(
                ids.INPUT_OWNER,
                ids.BLOCK_OWNER,
                "Known owners",
                [option(name, uid) for uid, name in owners],
                initial=option(owners[0][1], owners[0][0]),
                optional=True,
                hint="People who own sources on this topic, or were asked about it before.",
            )
        )
    blocks += [
        _users_select(
            ids.INPUT_PERSON,
            ids.BLOCK_PERSON,
            "Or someone else",
            "Overrides the known owner above.",
        ),
        _text_input(
            ids.INPUT_QUESTION,
            ids.BLOCK_QUESTION,
            "Your question",
            initial=question,
            max_length=1000,
            hint=hint,
        ),
    ]
    return modal(
        "Ask an owner",
        blocks,
        callback_id=ids.VIEW_ASK_OWNER,
        submit="Ask",
        close="Cancel",
        private_metadata=metadata(meta),
    )


def _scope_words(catalogue: Catalogue, scope: dict[str, str]) -> str:
    if not scope:
        return "no scope given"
    return ", ".join(
        f"{catalogue.dimension_label(d)}: {v.replace('_', ' ')}" for d, v in sorted(scope.items())
    )


def question_dm(
    req: dict[str, Any], catalogue: Catalogue, *, forwarded_note: str | None = None
) -> dict[str, Any]:
    """The question as the owner receives it: question, ticket scope, the agent's draft."""
    asked_by = md(str(req["asked_by"]), 40)
    intro = (
        f"<@{asked_by}> forwarded a question to you."
        if req.get("parent_id")
        else f"<@{asked_by}> asks you a question no source answers."
    )
    blocks: list[Block] = [
        header("A question for you"),
        section(f"{intro}\n*{md(str(req['question']), 1000)}*"),
        context(
            f"{topic_line(catalogue, str(req['topic']), req.get('words'))} · "
            f"{md(_scope_words(catalogue, req['scope']), 300)}"
            + (f" · ticket {md(str(req['ticket_id']), 40)}" if req.get("ticket_id") else "")
        ),
    ]
    if req.get("draft"):
        blocks.append(section(f"*The agent's draft*\n{quote(str(req['draft']), 1500)}"))
    if forwarded_note:
        blocks.append(section(f"*Note*\n{quote(forwarded_note, 1000)}"))
    blocks += [
        actions(
            button("Answer", ids.ACTION_ANSWER_QUESTION, str(req["id"]), style="primary"),
            block_id="ag_trust_answer",
        ),
        context(
            "Your words are stored verbatim as a new source. It counts as unverified until a "
            "second person approves it."
        ),
        label_block(),
    ]
    return message(f"A question for you: {req['question']}", blocks)


def capture_view(
    req: dict[str, Any], catalogue: Catalogue, *, personas: bool = False
) -> dict[str, Any]:
    """The owner's answer: their words, certainty, whether customers may hear it, and who else
    should confirm (with "needs someone else": who to ask instead)."""
    blocks: list[Block] = [
        label_block(personas),
        section(
            f"*{md(str(req['question']), 1000)}*\n"
            f"{topic_line(catalogue, str(req['topic']), req.get('words'))} · "
            f"{md(_scope_words(catalogue, req['scope']), 300)}"
        ),
        topic_select(
            catalogue,
            str(req["topic"]),
            "The asker's topic; pick another if your answer is about something else. "
            f"{OFF_CATALOGUE.capitalize()}: it answers only this question.",
        ),
        _text_input(
            ids.INPUT_ANSWER,
            ids.BLOCK_ANSWER,
            "Your answer, in your own words",
            optional=True,
            hint="Stored exactly as you write it. Leave it empty to forward the question.",
        ),
        _select(
            ids.INPUT_CERTAINTY,
            ids.BLOCK_CERTAINTY,
            "How sure are you?",
            [option(label, v) for v, label in CERTAINTY_OPTIONS],
            kind="radio_buttons",
        ),
        _select(
            ids.INPUT_SHAREABLE,
            ids.BLOCK_SHAREABLE,
            "May agents tell customers?",
            [option(label, v) for v, label in SHAREABLE_OPTIONS],
            kind="radio_buttons",
        ),
        _users_select(
            ids.INPUT_CONFIRMER,
            ids.BLOCK_CONFIRMER,
            "Who else should confirm? (optional)",
            "With 'Needs someone else', the person the question is forwarded to.",
        ),
    ]
    return modal(
        "Answer a question",
        blocks,
        callback_id=ids.VIEW_CAPTURE_ANSWER,
        submit="Send answer",
        close="Cancel",
        private_metadata=metadata({"r": int(req["id"])}),
    )


def answered_dm(source: Source, owner: str, *, show_text: bool) -> dict[str, Any]:
    """To the agent who asked: the answer is in, and counts as a weakened source for now.
    An answer the agent may not see (not shareable) is named by nothing: no id, no text."""
    if show_text:
        lines = [
            f"<@{md(owner, 40)}> answered your question: *{md(source.id, 40)}*.",
            quote(source.body, 1500),
        ]
    else:
        lines = [
            f"<@{md(owner, 40)}> answered your question. The answer may not be shared with "
            "customers, so it is kept for ops leads."
        ]
    blocks = [
        section("\n".join(lines)),
        context(
            "Checks use it at once as an unverified source (Caution), and fully once a second "
            "person approves it."
        ),
        label_block(),
    ]
    return message("Your question was answered", blocks)


def forwarded_dm(to: str) -> dict[str, Any]:
    return message(
        "Your question was forwarded",
        [section(f"Your question was forwarded to <@{md(to, 40)}>."), label_block()],
    )


def approval_dm(source: Source, author: str, *, show_text: bool) -> dict[str, Any]:
    """To the confirmer the owner named: approve (ops leads) or pass it on."""
    lines = [f"<@{md(author, 40)}> answered a question and named you to confirm it: "]
    lines[0] += f"*{md(source.title, 200)}* ({md(source.id, 40)})."
    if show_text:
        lines.append(quote(source.body, 1500))
    blocks = [
        section("\n".join(lines)),
        actions(
            button("Approve", ids.ACTION_APPROVE_ANSWER, source.id, style="primary"),
            block_id="ag_trust_approve",
        ),
        context("Only ops leads approve, and never their own answer."),
        label_block(),
    ]
    return message(f"Please confirm {source.id}", blocks)


def approved_dm(source: Source, approver: str) -> dict[str, Any]:
    return message(
        f"{source.id} approved",
        [
            section(
                f"<@{md(approver, 40)}> approved your answer *{md(source.id, 40)}*: it now "
                "governs with full standing."
            ),
            label_block(),
        ],
    )


def pending_blocks(rows: list[dict[str, Any]], catalogue: Catalogue) -> list[Block]:
    """Ops Home: captured answers waiting for a second person."""
    blocks: list[Block] = [header("Answers waiting for approval")]
    if not rows:
        return [*blocks, context("None. Answers captured from owners appear here.")]
    for row in rows[:PENDING]:
        source: Source = row["source"]
        share = "shareable" if row["shareable"] else "ops only"
        blocks.append(
            section(
                f"*{md(source.id, 40)}* · {md(source.title, 200)}\n"
                f"by <@{md(str(row['author']), 40)}> · {md(str(row['certainty']), 40)} · "
                f"{share}\n{quote(source.body, 1200)}",
                accessory=button("Approve", ids.ACTION_APPROVE_ANSWER, source.id),
            )
        )
    if len(rows) > PENDING:
        blocks.append(context(f"_…and {len(rows) - PENDING:,} more: answerguard answers list_"))
    return blocks


GAPS = 5


def gap_blocks(gaps: list[Any]) -> list[Block]:
    """Ops Home: the gap register's top rows (guard.trust.gaps.Gap)."""
    blocks: list[Block] = [header("Knowledge gaps")]
    if not gaps:
        return [*blocks, context("None yet: every check so far found a governing source.")]
    for g in gaps[:GAPS]:
        waiting = ", ".join(a["sourceId"] for a in g.pending_answers)
        done = ", ".join(a["sourceId"] for a in g.answers)
        status = (
            f"Answer waiting for approval: {md(waiting, 200)}"
            if waiting
            else f"Answered: {md(done, 200)}"
            if done
            else "Asked: " + ", ".join(f"<@{md(u, 40)}>" for u in g.owners_asked[:5])
            if g.owners_asked
            else "Nobody asked yet"
        )
        example = g.examples[0] if g.examples else None
        lines = [
            f"*{md(g.label, 200)}* · {g.count:,} ticket{'s' if g.count != 1 else ''} · "
            f"last {md(g.last_seen[:16].replace('T', ' '), 20)} · "
            f"{md(', '.join(sorted(g.reason_codes)), 120)}",
        ]
        if example is not None:
            lines.append(f"{md(example['ticketId'], 40)}: {quote(example['draft'], 600)}")
        lines.append(f"_{status}_")
        blocks.append(section("\n".join(lines)))
    if len(gaps) > GAPS:
        blocks.append(context(f"_…and {len(gaps) - GAPS:,} more: answerguard gaps_"))
    return blocks
