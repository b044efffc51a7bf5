"""The store is the only place with SQL (issue 20, item 4).

Every table is read and written through a repository of `Store` (guard/store/), so a shared
database can replace SQLite there alone, and a reader finds the store code for sends, trust
or channels in one folder. This walks the syntax of every product module outside
guard/store and fails on:

- a string literal (or f-string part) that reads as a SQL statement;
- a call of `.query`, `.execute`, `.executemany` or `.executescript` (a raw statement);
- `with store.transaction() as db`: the transaction is a unit of work around repository
  calls, never a handle on the database;
- a table reached by name (`db["table"]`, sqlite-utils' way in).
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PRODUCT = ("guard", "bot", "web")
STORE = ROOT / "guard" / "store"

#: A statement's opening words, as SQL text starts here: "SELECT … FROM", "INSERT INTO", …
#: in capitals (the code's convention), so a sentence that starts "Select a ticket from"
#: is no statement.
SQL = re.compile(
    r"^\s*(SELECT\s.+\sFROM\s|SELECT\s+\d|INSERT\s+(OR\s+\w+\s+)?INTO\s|UPDATE\s+\w+\s+SET\s|"
    r"DELETE\s+FROM\s|CREATE\s+(TABLE|INDEX|UNIQUE)|DROP\s+(TABLE|INDEX)|ALTER\s+TABLE|"
    r"PRAGMA\s|BEGIN(\s+(IMMEDIATE|EXCLUSIVE|DEFERRED))?\s*$|COMMIT\s*$|ROLLBACK\s*$)",
    re.DOTALL,
)
RAW_CALLS = {"query", "execute", "executemany", "executescript"}
#: Names a database handle goes by (sqlite-utils' `Database`, a `sqlite3` connection).
HANDLES = {"db", "conn", "database", "connection"}


def _strings(node: ast.AST) -> list[str]:
    """The literal text of a string constant or of an f-string's fixed parts."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.JoinedStr):
        return ["".join(v.value for v in node.values if isinstance(v, ast.Constant))]
    return []


def _statement(arg: ast.expr) -> bool:
    """Whether a call's first argument is a statement: text, text built up, or a name for
    one (`sql`, `stmt`)."""
    if _strings(arg) or isinstance(arg, ast.BinOp):
        return True
    return isinstance(arg, ast.Name) and re.search(r"sql|stmt|statement", arg.id, re.I) is not None


def sql_uses(source: str) -> list[str]:
    """What in this module's source reaches the database without a repository."""
    found: list[str] = []
    for node in ast.walk(ast.parse(source)):
        texts = _strings(node)
        found += [f"line {node.lineno}: SQL text {t.strip()[:40]!r}" for t in texts if SQL.match(t)]
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr in RAW_CALLS
            and node.args
            and _statement(node.args[0])
        ):
            found.append(f"line {node.lineno}: .{node.func.attr}(<statement>)")
        if isinstance(node, ast.withitem) and node.optional_vars is not None:
            call = node.context_expr
            if (
                isinstance(call, ast.Call)
                and isinstance(call.func, ast.Attribute)
                and call.func.attr == "transaction"
            ):
                found.append(f"line {call.lineno}: transaction() handing out the database")
        if (
            isinstance(node, ast.Subscript)
            and isinstance(node.value, ast.Name)
            and node.value.id in HANDLES
            and _strings(node.slice)
        ):
            found.append(f"line {node.lineno}: table {_strings(node.slice)[0]!r} by name")
    return found


def product_modules() -> list[Path]:
    return sorted(
        p
        for top in PRODUCT
        for p in (ROOT / top).rglob("*.py")
        if STORE not in p.parents and ".venv" not in p.parts
    )


@pytest.mark.parametrize("path", product_modules(), ids=lambda p: str(p.relative_to(ROOT)))
def test_no_sql_outside_the_store(path: Path) -> None:
    uses = sql_uses(path.read_text(encoding="utf-8"))
    assert not uses, (
        f"{path.relative_to(ROOT)} reaches the database itself: "
        + "; ".join(uses)
        + ". Add a method to a repository in guard/store/ instead."
    )


# --- the detector finds what it must, and only that ------------------------------------------

FOUND = {
    "plain read": 'rows = store.query("SELECT * FROM outbox WHERE id = ?", [1])',
    "f-string read": "store.query(f\"SELECT value FROM meta WHERE key = '{KEY}'\")",
    "joined read": 'x = ("SELECT id " "FROM checks")',
    "write": 'conn.execute("UPDATE api_keys SET revoked_at = ? WHERE id = ?", [a, b])',
    "insert": 'SQL = "INSERT OR IGNORE INTO roles (user_id) VALUES (?)"',
    "delete": 'db.execute("DELETE FROM channel_threads WHERE channel = ?", [c])',
    "pragma": 'conn.execute("PRAGMA journal_mode=WAL")',
    "lock": 'conn.execute("BEGIN IMMEDIATE")',
    "schema": 'S = "CREATE TABLE IF NOT EXISTS t (k TEXT)"',
    "built statement": "db.execute(head + where, params)",
    "named statement": "self._conn.execute(sql)",
    "handle": "with store.transaction() as db:\n    pass",
    "table by name": 'db["trust_events"].insert({"kind": "asked"})',
}
NOT_FOUND = {
    "prose": 'msg = "Select a ticket from the list, then update the draft."',
    "a word": 'ACTION = "delete"',
    "a unit of work": "with store.transaction():\n    store.trust.add_event(k)",
    "a repository call": 'store.checks.record(result, draft, "ana", "send")',
    "a dict": 'row = values["db"]',
    "a search": "hits = index.query(words)",
}


@pytest.mark.parametrize("snippet", list(FOUND.values()), ids=list(FOUND))
def test_the_detector_finds_sql(snippet: str) -> None:
    assert sql_uses(snippet)


@pytest.mark.parametrize("snippet", list(NOT_FOUND.values()), ids=list(NOT_FOUND))
def test_the_detector_leaves_other_code_alone(snippet: str) -> None:
    assert sql_uses(snippet) == []


def test_the_store_itself_is_where_the_sql_is() -> None:
    """The walk is not blind: the store's own modules are full of what it looks for."""
    assert sum(len(sql_uses(p.read_text(encoding="utf-8"))) for p in STORE.glob("*.py")) > 50
