"""`answerguard catalogue check [FOLDER]`: the catalogue author's report (guard.kb.catalogue_check),
printed as tables or as JSON. A thin shell: read the folder, call, print. Always exit 0 when
the folder reads: findings are advice, not errors."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Group, RenderableType
from rich.markup import escape
from rich.table import Table
from rich.text import Text

from guard import LABEL
from guard.cli.common import err, fail, out
from guard.errors import GuardError
from guard.kb.catalogue_check import EXAMPLES, Report, check_catalogue
from guard.kb.workspace import load_folder
from guard.settings import PACKAGE_DIR, Settings

catalogue_app = typer.Typer(
    help="Tune answerguard.yaml: what the catalogue shares, misses and leaves ambiguous in "
    "your sources.",
    no_args_is_help=True,
)


def _folder(folder: Path | None) -> Path:
    if folder is not None:
        return folder
    return Settings.from_env().workspace or PACKAGE_DIR / "workspaces" / "seed"


def _table(title: str, *columns: str) -> Table:
    t = Table(title=title, title_justify="left", title_style="bold")
    for col in columns:
        t.add_column(col, overflow="fold")
    return t


def _short(text: str, n: int = 90) -> str:
    flat = " ".join(text.split())
    return escape(flat if len(flat) <= n else flat[: n - 1] + "…")


def report_view(r: Report) -> Group:
    """The catalogue author's report: values per topic, then each kind of finding."""
    parts: list[RenderableType] = [Text(f"Catalogue check · {r.workspace}", style="bold")]
    t = _table("Values per topic", "topic", "kind", "values", "sources")
    for row in r.topics:
        style = "yellow" if not row["values"] else ""
        t.add_row(
            escape(row["topic"]), row["kind"], str(row["values"]), str(row["sources"]), style=style
        )
    parts.append(t)
    parts += _shared_part(r) + _without_values_part(r) + _off_catalogue_part(r)
    parts += _ambiguous_part(r) + _unread_part(r)
    parts.append(
        Text(
            "Edit answerguard.yaml (about / not_about), then run this again; "
            f"`--json` lists every finding (up to {EXAMPLES} examples each).",
            style="dim",
        )
    )
    parts.append(Text(LABEL, style="dim italic"))
    return Group(*parts)


def _shared_part(r: Report) -> list[RenderableType]:
    """Phrases two topics share (yellow when one value kind could go to either)."""
    parts: list[RenderableType] = []
    if r.shared:
        t = _table(
            "Shared phrases (yellow: one kind, so a value could go to either topic)",
            "phrase",
            "topics",
            "kinds",
        )
        for s in r.shared:
            names = ", ".join(f"{tk} ({p})" for tk, _, p in s.topics)
            kinds = ", ".join(sorted({k for _, k, _ in s.topics}))
            t.add_row(
                escape(s.phrase),
                escape(names),
                kinds,
                style="yellow" if len({k for _, k, _ in s.topics}) == 1 else "",
            )
        parts.append(t)
    else:
        parts.append(Text("✅ No phrase is shared between topics.", style="green"))
    return parts


def _unread_part(r: Report) -> list[RenderableType]:
    """Sources a check counts unread (the SOURCE_UNREAD cap's own list), why, and what each
    caps."""
    if not r.unread:
        return [Text("✅ A check reads every source: none caps a reply as unread.", style="green")]
    head = Text(
        "⚠️  Sources a check counts unread: each caps EVERY ALLOW whose draft states a value "
        "of the kinds it caps, in every check, at CAUTION SOURCE_UNREAD.",
        style="yellow",
    )
    t = _table("Unread sources", "source", "why", "caps", "suggestion")
    for u in r.unread:
        if u.reason == "misread":
            why = f"'{_short(u.quote, 70)}': {escape(u.says)}"
        elif u.reason == "silent" and u.silent is not None and u.silent.sentence:
            why = f"'{escape(u.quote)}' in '{_short(u.silent.sentence, 70)}': {escape(u.says)}"
        else:
            why = f"{escape(u.says)} ({_short(u.quote, 70)})" if u.quote else escape(u.says)
        caps = "every kind" if u.caps is None else ", ".join(u.caps)
        t.add_row(escape(f"{u.source_id} · {u.title}"), why, caps, escape(u.suggestion))
    hint = Text(
        "A value no claim gives: its sentence names no topic, so add its words to the `about` "
        "of the topic it is about (a likely topic shares a word with it). A refused claim: the "
        "sentence reads as one value but says another; reword it or narrow the topic.",
        style="dim",
    )
    return [head, t, hint]


def _without_values_part(r: Report) -> list[RenderableType]:
    """Topics no source gives a value to."""
    parts: list[RenderableType] = []
    if r.without_values:
        names = ", ".join(f"{t.key} ({t.kind})" for t in r.without_values)
        parts.append(
            Text(
                f"⚠️  No source gives a value to: {names}. Drafts on them are UNSUPPORTED; "
                "check their `about` phrases against how the sources say it.",
                style="yellow",
            )
        )
    return parts


def _off_catalogue_part(r: Report) -> list[RenderableType]:
    """Values no topic took, with the `about` words that would take them."""
    parts: list[RenderableType] = []
    if r.off_catalogue:
        t = _table(
            "Values on `other` (no topic took them)", "near", "kind", "values", "suggest", "example"
        )
        for g in r.off_catalogue:
            c = g.claims[0]
            likely = g.likely(r.catalogue)
            on = " or ".join(likely) if likely else f"a {g.kind} topic"
            suggest = (f"about: [{g.words}]" if g.words else "—") + f" on {on}"
            t.add_row(
                escape(g.words or "(no words)"),
                g.kind,
                str(len(g.claims)),
                escape(suggest),
                f"{escape(c.source_id)}: {_short(c.quote)}",
            )
        parts.append(t)
    else:
        parts.append(Text("✅ Every value in the sources lands on a topic.", style="green"))
    return parts


def _ambiguous_part(r: Report) -> list[RenderableType]:
    """Sentences that name two topics of their value's kind."""
    parts: list[RenderableType] = []
    if r.ambiguous:
        t = _table(
            "Ambiguous sentences (two topics of the value's kind)",
            "source",
            "value",
            "topics",
            "read as",
            "sentence",
        )
        for a in r.ambiguous:
            t.add_row(
                escape(a.claim.source_id),
                escape(a.claim.value_text),
                escape(", ".join(a.topics)),
                escape(a.claim.topic),
                _short(a.claim.quote),
            )
        parts.append(t)
    else:
        parts.append(Text("✅ No sentence names two topics of its value's kind.", style="green"))
    return parts


@catalogue_app.command("check")
def check(
    folder: Annotated[
        Path | None,
        typer.Argument(
            help="The workspace folder (answerguard.yaml, sources/). Default: the configured "
            "workspace, else the embedded seed."
        ),
    ] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print the report as JSON.")] = False,
) -> None:
    """Read the sources with the catalogue (local extractor, offline) and list: phrases that
    topics share, with their kinds; topics no source gives a value; values that land on
    `other`, grouped by their nearest words, each with a suggested `about` phrase;
    ambiguous sentences (a value whose sentence names two topics of its kind); and unread
    sources (a value no claim gives, or a claim its own words contradict), each with why, the
    kinds of draft claims it caps at CAUTION in every check, and what to change. Exit 0."""
    try:
        path = _folder(folder)
        with err.status("Reading the sources with the catalogue…"):
            report = check_catalogue(load_folder(path))
    except GuardError as e:
        fail(e.message)
        return
    if as_json:
        sys.stdout.write(json.dumps(report.to_json(), indent=2, ensure_ascii=False) + "\n")
        return
    out.print(report_view(report))


def register(app: typer.Typer) -> None:
    app.add_typer(catalogue_app, name="catalogue")
