"""bot/ keeps its layers: handlers (one `register(app, deps)` per surface, wiring only) import
flows and blocks, not each other; flows never import handlers; blocks are pure builders and import neither;
and no import circle anywhere in bot/ (imports inside functions count: they are circles that
only show up at run time). Read from the source with `ast`. Also: a handler bound to `deps`
shows Bolt the parameters it wants, and nothing else."""

from __future__ import annotations

import ast
import graphlib
from pathlib import Path
from typing import Any

import pytest
from slack_bolt.util.utils import get_arg_names_of_callable

from bot.flows.listen import bind, guarded

BOT = Path(__file__).resolve().parents[2] / "bot"
REGISTER_LINES = 40
FUNCTION_LINES = 80
MODULE_LINES = 500


def module_name(path: Path) -> str:
    parts = path.relative_to(BOT.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {module_name(p): p for p in sorted(BOT.rglob("*.py"))}


def imported(name: str, path: Path) -> set[str]:
    """The bot modules `name` imports, anywhere in its body (`from p import m` counts as
    both the package `p` and, when it is one, the module `p.m`)."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            targets = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                up = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*up, base] if base else up)
            targets = [base, *(f"{base}.{a.name}" for a in node.names)]
        else:
            continue
        for target in targets:
            while target and target not in MODULES:
                target = target.rpartition(".")[0]
            if target and target != name:
                found.add(target)
    return found


GRAPH = {name: imported(name, path) for name, path in MODULES.items()}


def test_the_graph_is_read() -> None:
    """A guard against a vacuous pass: the handlers' package is seen importing its modules."""
    assert "bot.handlers.actions" in GRAPH["bot.handlers"]
    assert "bot.flows.deps" in GRAPH["bot.handlers.actions"]


def test_bot_has_no_import_circle() -> None:
    try:
        graphlib.TopologicalSorter(GRAPH).prepare()
    except graphlib.CycleError as e:
        pytest.fail(f"import circle in bot/: {' -> '.join(e.args[1])}")


@pytest.mark.parametrize(
    ("layer", "forbidden"),
    [("bot.blocks", ("bot.handlers", "bot.flows")), ("bot.flows", ("bot.handlers",))],
)
def test_lower_layers_do_not_import_upper_ones(layer: str, forbidden: tuple[str, ...]) -> None:
    upward = {
        (name, target)
        for name, targets in GRAPH.items()
        if name == layer or name.startswith(layer + ".")
        for target in targets
        if any(target == f or target.startswith(f + ".") for f in forbidden)
    }
    assert not upward, f"{layer} imports {sorted(upward)}"


def test_handlers_import_no_other_handler_but_the_command_router() -> None:
    """What two handlers share lives in bot/flows; only `/answerguard`'s router (`commands`)
    reaches the subcommands that live with their surface."""
    crossing = {
        (name, target)
        for name, targets in GRAPH.items()
        if name.startswith("bot.handlers.") and name != "bot.handlers.commands"
        for target in targets
        if target.startswith("bot.handlers.")
    }
    assert not crossing, sorted(crossing)


def register_of(path: Path) -> ast.FunctionDef | None:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return next(
        (n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name == "register"), None
    )


HANDLERS = sorted(p for p in (BOT / "handlers").glob("*.py") if register_of(p) is not None)


def test_every_surface_has_a_register() -> None:
    assert len(HANDLERS) >= 10


@pytest.mark.parametrize("path", HANDLERS, ids=lambda p: p.stem)
def test_register_only_wires_named_listeners(path: Path) -> None:
    """`register` is short and defines no listener of its own: each is a named module-level
    function (as in the Bolt samples), readable and testable on its own."""
    register = register_of(path)
    assert register is not None and register.end_lineno is not None
    assert register.end_lineno - register.lineno + 1 <= REGISTER_LINES
    nested = [
        n.name if isinstance(n, ast.FunctionDef) else "lambda"
        for n in ast.walk(register)
        if n is not register and isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda)
    ]
    assert not nested, f"{path.name}: register defines {nested}"


def test_no_long_function_or_module_in_bot() -> None:
    long = []
    for name, path in MODULES.items():
        text = path.read_text(encoding="utf-8")
        if text.count("\n") > MODULE_LINES:
            long.append(f"{name} ({text.count(chr(10))} lines)")
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and node.end_lineno:
                lines = node.end_lineno - node.lineno + 1
                if lines > FUNCTION_LINES:
                    long.append(f"{name}.{node.name} ({lines} lines)")
    assert not long, long


def test_a_bound_listener_shows_bolt_its_parameters_without_deps() -> None:
    """Bolt passes a listener what its parameter names ask for (after unwrapping it): a
    handler's `deps` must not be among them, and its name stays for the logs."""
    seen: list[tuple[object, ...]] = []

    def on_thing(deps: object, ack: object, body: object) -> None:
        """Doc."""
        seen.append((deps, ack, body))

    deps: Any = object()
    for listener in (bind(deps, on_thing), guarded(deps, on_thing)):
        assert get_arg_names_of_callable(listener) == ["ack", "body"]
        assert (listener.__name__, listener.__doc__) == ("on_thing", "Doc.")
        listener(ack="A", body="B")
    assert seen == [(deps, "A", "B")] * 2
