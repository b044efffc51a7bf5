"""The metamorphic sweep: every knowledge base's passing cases under meaning-preserving
rewrites of their drafts (tests/support/metamorphic.py); a variant whose decision or reason
differs from the case's expectation is a reading that hangs on the surface of the words.

    .venv/bin/python -m tools.metamorphic [KB ...] [--only TRANSFORM ...] [--json PATH]

Prints, per knowledge base, the variants tried and broken, then the breaks by transformation
and each break (case, transformation, expected -> got, the variant). tests/kb/METAMORPHIC.md
is the last sweep's report. Two processes, one local extractor per base.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tests.support.metamorphic import TRANSFORMS, SweepResult, sweep  # noqa: E402

KB_ROOT = ROOT / "tests" / "kb"


def _run(job: tuple[str, list[str] | None]) -> SweepResult:
    name, only = job
    return sweep(KB_ROOT / name, only)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("kbs", nargs="*", help="knowledge bases (default: all)")
    parser.add_argument("--only", nargs="*", choices=sorted(TRANSFORMS), default=None)
    parser.add_argument("--json", type=Path, help="write every break here")
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args(argv)
    names = args.kbs or sorted(p.name for p in KB_ROOT.iterdir() if (p / "cases.yaml").exists())
    tried: Counter[str] = Counter()
    broken: Counter[str] = Counter()
    breaks = []
    with ProcessPoolExecutor(args.jobs) as ex:
        for res in ex.map(_run, [(n, args.only) for n in names]):
            tried.update(res.tried)
            broken.update(b.transform for b in res.breaks)
            breaks += res.breaks
            print(
                f"{res.kb:14s} passing {res.passing}/{res.cases}  variants {sum(res.tried.values())}"
                f"  breaks {len(res.breaks)}",
                flush=True,
            )
    print(f"\nTOTAL variants {sum(tried.values())}  breaks {len(breaks)}")
    for name in TRANSFORMS:
        if tried[name]:
            print(f"  {name:22s} {broken[name]:4d} / {tried[name]}")
    print()
    for b in breaks:
        print(f"{b.kb}/{b.case} [{b.transform}] {b.expected} -> {b.got}")
        print("    " + b.variant.replace("\n", "\\n"))
    if args.json:
        args.json.write_text(json.dumps([asdict(b) for b in breaks], indent=1), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
