"""tools/mutation_report.py: every explanation of a surviving mutant (EXPLAINED) matches a
mutant of the code as it is now, so that moving or renaming a function cannot leave an
explanation behind that names nothing (the rule table's split once did).

`make mutation` takes about 40 minutes; this generates the mutants mutmut would run (its own
mutation operators, names and diffs, without running a test against any) for the few modules
EXPLAINED names, in a few seconds."""

from __future__ import annotations

import fnmatch
from collections.abc import Iterator
from difflib import unified_diff
from functools import cache
from pathlib import Path

import libcst as cst
import pytest
from mutmut.mutation.file_mutation import create_mutations, deep_replace, group_by_top_level_node
from mutmut.mutation.trampoline_templates import mangle_function_name

from tools.mutation_report import EXPLAINED, MODULES, Mutant, Why, explain

ROOT = Path(__file__).resolve().parent.parent


def _dotted(path: Path) -> str:
    return ".".join(path.relative_to(ROOT).with_suffix("").parts)


def module_of(why: Why) -> list[Path]:
    """The product modules whose dotted name ends with the one `why.name` spells before the
    mangled function name (`*decide.x__evidence__*` -> guard/engine/decide.py; the leading
    `*` lets `*values.` stand for more than one)."""
    spelt = why.name.lstrip("*").split(".x", 1)[0]
    return [
        p
        for p in sorted((ROOT / "guard").rglob("*.py"))
        if _dotted(p) == spelt or _dotted(p).endswith("." + spelt)
    ]


def _functions(module: cst.Module) -> Iterator[tuple[cst.FunctionDef, str | None]]:
    """Every function mutmut mutates: top-level functions and methods of top-level classes."""
    for node in module.body:
        if isinstance(node, cst.FunctionDef):
            yield node, None
        elif isinstance(node, cst.ClassDef) and isinstance(node.body, cst.IndentedBlock):
            for method in node.body.body:
                if isinstance(method, cst.FunctionDef):
                    yield method, node.name.value


def _lines(function: cst.CSTNode) -> list[str]:
    return cst.Module([function]).code.strip().split("\n")  # type: ignore[list-item]


@cache
def mutants(path: Path) -> tuple[Mutant, ...]:
    """The module's mutants as `mutmut run` names them, each with its diff's changed lines."""
    module, mutations, _, _ = create_mutations(str(path), path.read_text(encoding="utf-8"))
    by_function = group_by_top_level_node(mutations)
    out: list[Mutant] = []
    for function, cls in _functions(module):
        name = f"{_dotted(path)}.{mangle_function_name(name=function.name.value, class_name=cls)}"
        for n, mutation in enumerate(by_function.get(function, ()), 1):
            mutated = deep_replace(function, mutation.original_node, mutation.mutated_node)
            diff = unified_diff(_lines(function), _lines(mutated), lineterm="")
            changed = [x for x in diff if x[:1] in "+-" and not x.startswith(("+++", "---"))]
            out.append(Mutant(f"{name}__mutmut_{n}", _dotted(path), "survived", changed))
    return tuple(out)


@pytest.mark.parametrize("why", EXPLAINED, ids=lambda w: w.name.strip("*"))
def test_each_explanation_matches_a_mutant_of_the_current_code(why: Why) -> None:
    paths = module_of(why)
    assert paths, f"{why.name}: no module of guard/ has that name now"
    named = [m for p in paths for m in mutants(p) if fnmatch.fnmatchcase(m.name, why.name)]
    assert named, f"{why.name}: no function of {[_dotted(p) for p in paths]} has that name now"
    assert any(why.matches(m) for m in named), f"{why.name}: no mutant's diff matches {why.diff!r}"


def test_every_module_the_report_lists_exists() -> None:
    assert [m for m in MODULES if not (ROOT / m).is_file()] == []


def test_a_mutant_no_explanation_matches_is_left_unexplained() -> None:
    """A name an explanation covers is not enough: its diff must match too."""
    odd = Mutant("guard.engine.decide.x_decide__mutmut_1", "guard/engine/decide.py", "survived", [])
    assert explain(odd) is None
