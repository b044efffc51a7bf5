"""The house's shape (docs/architecture.md): the import graph of the product's packages has no
circle, no arrow runs from a lower layer back up, and guard/ never imports a surface.

Imports inside functions count (a lazy import is still a dependency); imports under
`if TYPE_CHECKING:` do not (they exist only for the type checker). The layer table is
declared once, here; docs/architecture.md draws the same picture.
"""

from __future__ import annotations

import ast
from fnmatch import fnmatchcase
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("answerguard", "guard", "bot", "web")

#: Top to bottom: a module may import its own layer and any layer below, never one above.
#: A module's layer is that of its most specific pattern (the longest), so one module of a
#: capability folder may sit lower than its neighbours.
LAYERS: tuple[tuple[str, str], ...] = (
    ("composition root", "answerguard answerguard.*"),
    # guard.demo tells the seed's story on a terminal (`answerguard demo`) and as the Slack tour
    ("surfaces", "bot bot.* web web.* guard.cli guard.cli.* guard.demo"),
    (
        "wiring: the runtime and whole-product runs",
        "guard.runtime guard.record guard.evals guard.evals.*",
    ),
    (
        "services",
        "guard.check guard.checkrequest guard.ai_info guard.send guard.surface guard.suggest guard.render guard.metrics guard.quota "
        "guard.quota_sqlite guard.crosscheck guard.crosscheck.* guard.trust guard.trust.* guard.kb.*",
    ),
    ("store", "guard.store guard.store.*"),
    ("core: the extractors and the pure engine", "guard.extract.* guard.engine.*"),
    ("settings", "guard.settings"),
    (
        "knowledge-base data: the catalogue and the workspace folder",
        "guard.kb guard.kb.catalogue guard.kb.keywords guard.kb.pricednouns guard.kb.specificoption "
        "guard.kb.workspace "
        "guard.kb.workspace.* "
        "guard.extract guard.engine",
    ),
    (
        "contract: the data model, units, errors, the detector and the text tools all share",
        "guard guard.models guard.units guard.errors guard.plainerrors guard.logs guard.measures "
        "guard.fold guard.skeleton guard.people guard.plaintext guard.clauses guard.textinput guard.instants "
        "guard.place_data guard.extract.identity guard.engine.patterns guard.engine.numberwords guard.engine.wholeperiod guard.kb.phrases guard.kb.spellings guard.kb.phrasematch guard.kb.arrival guard.kb.passive guard.kb.particleverb guard.kb.pronounobject "
        "guard.english guard.wordforms guard.paidzero guard.yamltext guard.inline",
    ),
)


def modules(root: Path = ROOT) -> dict[str, Path]:
    """Every module of the product's packages, by dotted name (a package by its own)."""
    found = {}
    for package in PACKAGES:
        for path in sorted((root / package).rglob("*.py")):
            name = ".".join(path.relative_to(root).with_suffix("").parts)
            found[name.removesuffix(".__init__")] = path
    return found


def _type_checking_only(tree: ast.AST) -> set[int]:
    """The nodes under `if TYPE_CHECKING:` (or `typing.TYPE_CHECKING`)."""
    skipped: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If):
            test = node.test
            name = test.id if isinstance(test, ast.Name) else getattr(test, "attr", None)
            if name == "TYPE_CHECKING":
                skipped.update(id(inner) for stmt in node.body for inner in ast.walk(stmt))
    return skipped


def imported(name: str, path: Path, known: dict[str, Path]) -> set[str]:
    """The product modules `name` imports anywhere in its file, resolved to the longest known
    module (`from guard.kb import index` is guard.kb.index; `from guard.models import X`
    is guard.models)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skipped = _type_checking_only(tree)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    targets: list[str] = []
    for node in ast.walk(tree):
        if id(node) in skipped:
            continue
        if isinstance(node, ast.Import):
            targets += [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*parts, base] if base else parts)
            targets += [base, *(f"{base}.{a.name}" for a in node.names)]
    edges = set()
    for target in targets:
        while target and target not in known:
            target = target.rpartition(".")[0]
        if target and target != name:
            edges.add(target)
    return edges


def graph(root: Path = ROOT) -> dict[str, set[str]]:
    known = modules(root)
    return {name: imported(name, path, known) for name, path in known.items()}


def circles(edges: dict[str, set[str]]) -> set[tuple[str, ...]]:
    """Strongly connected components of more than one module (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: set[tuple[str, ...]] = set()
    for start in edges:
        if start in index:
            continue
        work = [(start, iter(sorted(edges[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(edges[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.add(tuple(sorted(component)))
    return found


def layer_of(module: str) -> int | None:
    """The index of the layer whose most specific pattern matches (None: in no layer)."""
    best: tuple[int, int] | None = None
    for i, (_, patterns) in enumerate(LAYERS):
        for pattern in patterns.split():
            if fnmatchcase(module, pattern) and (best is None or len(pattern) > best[0]):
                best = (len(pattern), i)
    return None if best is None else best[1]


@pytest.fixture(scope="module")
def edges() -> dict[str, set[str]]:
    return graph()


def test_the_graph_sees_lazy_imports_and_skips_type_checking_ones(tmp_path: Path) -> None:
    """The checker itself: a lazy import is an arrow, a TYPE_CHECKING one is not, and a
    circle of two modules is found."""
    pkg = tmp_path / "guard"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "a.py").write_text("def f():\n    from guard import b\n")
    (pkg / "b.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from guard.c import C\n"
        "from guard.a import f\n"
    )
    (pkg / "c.py").write_text("from guard.b import *\n")
    edges = graph(tmp_path)
    # `from guard import b` runs guard/__init__.py too: the package is an arrow of its own
    assert edges == {
        "guard": set(),
        "guard.a": {"guard", "guard.b"},
        "guard.b": {"guard.a"},
        "guard.c": {"guard.b"},
    }
    assert circles(edges) == {("guard.a", "guard.b")}


def test_no_circles(edges: dict[str, set[str]]) -> None:
    assert circles(edges) == set()


def test_every_module_has_a_layer(edges: dict[str, set[str]]) -> None:
    assert [m for m in edges if layer_of(m) is None] == []


def test_no_arrow_runs_back_up(edges: dict[str, set[str]]) -> None:
    upward = []
    for module, targets in sorted(edges.items()):
        for target in sorted(targets):
            here, there = layer_of(module), layer_of(target)
            if here is not None and there is not None and there < here:
                upward.append(f"{module} ({LAYERS[here][0]}) -> {target} ({LAYERS[there][0]})")
    assert upward == []


def test_guard_never_imports_a_surface(edges: dict[str, set[str]]) -> None:
    """Nor the composition root: guard is the domain; bot, web and answerguard use it."""
    wrong = [
        f"{module} -> {target}"
        for module, targets in edges.items()
        if module.split(".")[0] == "guard"
        for target in targets
        if target.split(".")[0] in ("bot", "web", "answerguard")
    ]
    assert wrong == []
