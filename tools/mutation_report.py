"""Writes docs/mutation.md from the results of the last `mutmut run` (see `make mutation`).

The score per module, then every mutant that no test kills, each with the line it changes
and why it is left alive: equivalent (no input can tell it from the original), unreachable
through the engine's entry points, or not worth a test. The explanations live here, in
EXPLAINED, matched by mutant name and by the mutated line; a survivor that none of them
matches is listed as UNEXPLAINED and the command exits 1, so a new survivor is either killed
by a test or explained before the score is published.

Run from the repository root after `mutmut run` (it reads `mutants/`).
"""

from __future__ import annotations

import fnmatch
import re
import sys
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from mutmut.mutation.data import SourceFileMutationData
from mutmut.mutation.diff_apply import get_diff_for_mutant
from mutmut.stats import status_by_exit_code

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "docs" / "mutation.md"

#: What each module is, in the order the score table lists them.
MODULES = (
    "guard/engine/decide.py",
    "guard/engine/governing.py",
    "guard/engine/interpreter.py",
    "guard/engine/draft_rules.py",
    "guard/engine/resolution.py",
    "guard/engine/comparison.py",
    "guard/engine/candidates.py",
    "guard/engine/standing.py",
    "guard/engine/applicability.py",
    "guard/engine/values.py",
    "guard/engine/quotes.py",
    "guard/engine/patterns.py",
    "guard/engine/replies.py",
    "guard/engine/headlines.py",
    "guard/engine/reading.py",
    "guard/engine/rules.py",
    "guard/engine/ask.py",
    "guard/engine/register.py",
    "guard/send.py",
    "guard/store/checks.py",
)

DETECTED = ("killed", "timeout", "caught by type check")
LEFT = ("survived", "no tests")
NOT_RUN = "not checked"


@dataclass(frozen=True)
class Why:
    """An explanation for the survivors whose name matches `name` (a glob) and whose diff
    matches `diff` (a regular expression searched in the + and - lines)."""

    name: str
    diff: str
    why: str

    def matches(self, m: Mutant) -> bool:
        """Whether this explains mutant `m` (tests/test_mutation_report.py checks that each
        explanation matches a mutant of the code as it is now)."""
        text = "\n".join(m.diff)
        return (
            fnmatch.fnmatchcase(m.name, self.name) and re.search(self.diff, text, re.M) is not None
        )


_UNREACHABLE = "unreachable"
_EQUIVALENT = "equivalent"

EXPLAINED: tuple[Why, ...] = (
    # --- validation.py (not in `only_mutate` yet: ready for when it is) ------------------
    Why(
        "*validation.x__sources__*",
        r"valid (= 1|-= 1|\+= 2)$",
        f"{_EQUIVALENT}: only whether any claim of the source validated is read (`if valid`), "
        "never how many",
    ),
    # --- decide.py -----------------------------------------------------------------------
    Why(
        "*decide.x__evidence__*",
        r"if \(refs is None\) and False",
        f"{_EQUIVALENT}: `_decide_claim` calls `_evidence` only with a dict of references, "
        "never None",
    ),
    Why(
        "*decide.x__decide_claim__*",
        r"if \(gov\.basis\) or True",
        f"{_EQUIVALENT}: D4, D5 and D6 set V only with a non-empty basis",
    ),
    Why(
        "*decide.x_decide__*",
        r"^\+.*headline_for\((st\.decision|None), st\.reason, None, ",
        f"{_EQUIVALENT}: D0a's headline (EXTRACTION_FAILED) is a fixed sentence; only the "
        "reason reaches it",
    ),
    # --- resolution.py (D5, once in governing.py's resolve_governing) ---------------------
    Why(
        "*resolution.x_supersession_failures__*",
        r"problems\.append\(None\)",
        f"{_UNREACHABLE}: a superseder in C that does not APPLY is SCOPE_UNRESOLVED; if it "
        "disagrees with anyone D1 escalates first, and if it agrees with everyone C agrees (D4)",
    ),
    Why(
        "*resolution.x_d5_explicit_supersession__*",
        r"supersession_failures\(s, pool, None\)",
        f'{_UNREACHABLE}: the ticket is read only by the "does not apply to" failure, '
        "which D1 and D4 make unreachable (see above)",
    ),
    Why(
        "*resolution.x__supersession_facts__*",
        r"assert ",
        f"{_EQUIVALENT}: an assertion of what the caller guarantees (D5 fired, so the winner "
        "has a supersession sentence and a value)",
    ),
    # --- values.py -----------------------------------------------------------------------
    Why(
        "*values.x_same_unit__*",
        r'a\.kind == "(XXchoiceXX|CHOICE)" or _base\(a\)\[0\] == _base\(b\)\[0\]',
        f"{_EQUIVALENT}: two choices carry no unit, so their bases (both empty) are equal anyway",
    ),
    Why(
        "*values.x_same_value__*",
        r'kind == "(XXchoiceXX|CHOICE)"|a\.kind == "choice" and b\.kind == "choice"',
        f"{_EQUIVALENT}: the other side's test (or same_unit's kind check) still separates a "
        "choice from a number",
    ),
    Why(
        "*values.x_within__*",
        r'kind == "(XXchoiceXX|CHOICE)"|draft\.kind == "choice" and governing\.kind == "choice"',
        f"{_EQUIVALENT}: the other side's test (or same_unit's kind check) still separates a "
        "choice from a number",
    ),
    Why(
        "*values.x_unit_words__*",
        r"_DURATION_WORDS\.get\(",
        f"{_EQUIVALENT}: every duration unit the model accepts is in the table, so the default "
        "is never used",
    ),
    Why(
        "*values.x_format_value__*",
        r'_DURATION_WORDS\.get\(|option or "XXXX"|unit = value\.unit or "XXXX"',
        f"{_EQUIVALENT}: the fallback is never used: every duration unit is in the table, a "
        "choice always has an option and money a currency",
    ),
    # --- headlines.py --------------------------------------------------------------------
    Why(
        "*headlines.x__unknown_dimensions__*",
        r'\(claim\) or True|"(XXscopeXX|SCOPE)"',
        f"{_UNREACHABLE}: SCOPE_UNKNOWN always has a deciding claim with a scope-unresolved "
        "piece of evidence, so the claim is never None and the list never empty",
    ),
    Why(
        "*headlines.x__sources__*",
        r'or "(XXthe sourcesXX|THE SOURCES)"',
        f"{_UNREACHABLE}: the headlines that name V's sources (HOLD, hedged CAUTION, SUPPORTED, "
        "WEAK_BASIS) exist only once D4, D5 or D6 set V, always with a basis",
    ),
    Why(
        "*headlines.x_headline_for__*",
        r'v = format_value.* else "XXXX"',
        f"{_UNREACHABLE}: the headlines that state V (UNIT_MISMATCH, CONTRADICTS_GOVERNING, "
        "WEAK_BASIS) exist only once V is set",
    ),
    Why(
        "*headlines.x_headline_for__*",
        r'said = .* else "XXXX"',
        f"{_UNREACHABLE}: the headlines without a deciding claim (EXTRACTION_FAILED, "
        "NO_POLICY_CLAIM, EXTRACTION_GAP, SOURCE_UNREAD) never say what the draft said",
    ),
    Why(
        "*headlines.x_headline_for__*",
        r"kind = claim\.draft_claim\.value\.kind if|else \"(XXdurationXX|DURATION)\"",
        f"{_UNREACHABLE}: OUTSIDE_COVERAGE comes from D0c, which fires only on a claim with a "
        "value, so the fallback kind is never used",
    ),
    Why(
        "*headlines.x_headline_for__*",
        r"spec = cat\.topic\(claim\.draft_claim\.topic\) if \(claim\) or True",
        f"{_UNREACHABLE}: SCOPE_UNKNOWN always has a deciding claim",
    ),
    Why(
        "*headlines.x_headline_for__*",
        r"LABELS\.get\(decision, \('XXXX', decision\)\)",
        f"{_EQUIVALENT}: only the label (index 1) of the fallback pair is read",
    ),
    # --- replies.py ----------------------------------------------------------------------
    Why(
        "*replies.x__spec__*",
        r"if \(topic\) or True",
        f"{_EQUIVALENT}: `Catalogue.topic(None)` is None, as the guard returns",
    ),
    Why(
        "*replies.x_escalate_reply__*",
        r"check_escalate_template\(HOLDING_PLAIN, (None)?\)",
        "not worth a test: differs only for a catalogue whose own phrases occur in the fixed "
        "plain holding reply (then the original raises UnsafeTemplate, a bug in that catalogue); "
        "no shipped catalogue does",
    ),
    # --- store/checks.py (the send path) --------------------------------------------------
    Why(
        "*store.checks.xǁChecksRepoǁ*",
        r'^\+.*"(select|SELECT \* FROM OUTBOX|SELECT \* FROM SENDS)',
        f"{_EQUIVALENT}: SQLite reads keywords and table and column names regardless of case",
    ),
    Why(
        "*store.checks.xǁChecksRepoǁrecord*",
        r'^\+\s+"[A-Z_]+": ',
        f"{_EQUIVALENT}: SQLite column names ignore case, so the upper-case key writes the "
        "same column",
    ),
    Why(
        "*store.checks.xǁChecksRepoǁrecord_send__*",
        r'idempotency_key or "XXXX"|if \(prior\) or True|if prior else 1\)',
        f"{_UNREACHABLE}: the unique index covers only `sent` rows with a key, so an "
        "IntegrityError means a sent row with this very key exists and is found",
    ),
    # --- patterns.py ---------------------------------------------------------------------
    Why(
        "*patterns.x__hits__*",
        r"m\.end\(\) >= m\.start\(\)",
        f"{_EQUIVALENT}: no pattern of the detector can match the empty string",
    ),
)


@dataclass
class Mutant:
    name: str
    module: str
    status: str
    diff: list[str]


def _diff_lines(name: str, path: Path) -> list[str]:
    diff = get_diff_for_mutant(name, path=path)
    return [
        line
        for line in diff.splitlines()
        if line[:1] in "+-" and not line.startswith(("+++", "---"))
    ]


def load() -> list[Mutant]:
    out: list[Mutant] = []
    for module in MODULES:
        data = SourceFileMutationData(path=Path(module))
        if not Path("mutants", module + ".meta").exists():
            continue
        data.load()
        for name, code in sorted(data.exit_code_by_key.items(), key=lambda kv: _order(kv[0])):
            status = status_by_exit_code[code]
            diff = _diff_lines(name, Path(module)) if status in LEFT else []
            out.append(Mutant(name, module, status, diff))
    return out


def _order(name: str) -> tuple[str, int]:
    head, _, n = name.rpartition("__mutmut_")
    return head, int(n)


def explain(m: Mutant) -> str | None:
    return next((w.why for w in EXPLAINED if w.matches(m)), None)


def _code(line: str) -> str:
    return "`" + line[1:].strip().replace("`", "'") + "`"


def render(mutants: list[Mutant]) -> tuple[str, int]:
    by_module: dict[str, Counter[str]] = {}
    for m in mutants:
        by_module.setdefault(m.module, Counter())[m.status] += 1
    lines = [
        "# Mutation testing",
        "",
        "Generated by `make mutation` (mutmut 3.8; scope and test selection in `pyproject.toml`",
        "under `[tool.mutmut]`; `tools/mutation_report.py` writes this file). Not part of",
        "`make test` or CI.",
        "",
        "<!-- score:start -->",
        "| module | mutants run | killed | survived | score | not run |",
        "|---|---:|---:|---:|---:|---:|",
    ]
    total: Counter[str] = Counter()
    for module in MODULES:
        c = by_module.get(module)
        if not c:
            continue
        total += c
        lines.append(_row(f"`{module}`", c))
    lines.append(_row("**all**", total))
    lines.append("<!-- score:end -->")
    lines += [
        "",
        "*killed* counts mutants a test failed on (or timed out on); *survived* those no test",
        "fails on (or that no selected test reaches); *score* = killed / mutants run. *Not run*:",
        "mutants outside the published scope (`MUTANTS` in the Makefile: for the store, only its",
        "send path — `record`, `find_sent`, `record_send`, `outbox` — so far).",
        "",
        "## Surviving mutants",
        "",
        "Each is left alive for the reason given: *equivalent* means no input can tell it from",
        "the original; *unreachable* that no call through the engine's entry points",
        "(`decide`, `resolve_governing`, the check service) can reach the changed code with a",
        "value that makes a difference.",
    ]
    lines += [
        "",
        "## Noticed while killing mutants (product behaviour left unchanged)",
        "",
        "No mutant revealed a wrong decision. Found while writing the tests, and left as is:",
        "",
        '- two governing sources read "SOP and MAC sets 4 business days" in a HOLD or hedged',
        '  headline, and two unknown dimensions "T-1\'s plan and region is unknown" in an',
        '  escalation headline (the D1 trace says "are");',
        '- D0c\'s claim trace says "is a other claim";',
        '- a draft claim with no value (D8) gets the D3 headline "no in-force source covers this',
        '  claim", though a source does;',
        '- the money pattern takes a trailing full stop ("€5."), so a sentence-final amount',
        "  inside an extracted off-catalogue claim is also an EXTRACTION_GAP (CAUTION either way).",
    ]
    unexplained = 0
    for module in MODULES:
        left = [m for m in mutants if m.module == module and m.status in LEFT]
        if not left:
            continue
        lines += ["", f"### `{module}`", ""]
        for m in left:
            why = explain(m)
            if why is None:
                unexplained += 1
                why = "**UNEXPLAINED**"
            minus = [_code(x) for x in m.diff if x.startswith("-")]
            plus = [_code(x) for x in m.diff if x.startswith("+")]
            change = f"{' '.join(minus) or '—'} → {' '.join(plus) or '—'}"
            tag = "" if m.status == "survived" else f" ({m.status})"
            lines.append(f"- `{m.name.rpartition('.')[2]}`{tag}: {change} — {why}")
    return "\n".join(lines) + "\n", unexplained


def _row(label: str, c: Counter[str]) -> str:
    n = sum(v for k, v in c.items() if k != NOT_RUN)
    killed = sum(c[s] for s in DETECTED)
    left = sum(c[s] for s in LEFT)
    score = f"{100 * killed / n:.1f}%" if n else "—"
    return f"| {label} | {n} | {killed} | {left} | {score} | {c[NOT_RUN] or ''} |"


def main() -> int:
    mutants = load()
    if not any(m.status != NOT_RUN for m in mutants):
        print("no mutant has run yet; run `make mutation` first.", file=sys.stderr)
        return 2
    text, unexplained = render(mutants)
    OUT.write_text(text, encoding="utf-8")
    print(f"wrote {OUT.relative_to(ROOT)}; {unexplained} survivor(s) unexplained")
    return 1 if unexplained else 0


if __name__ == "__main__":
    sys.exit(main())
