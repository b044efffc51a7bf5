"""YAML text to Python data, with libyaml's parser when PyYAML was built with it.

Every workspace load reads a catalogue, a tickets file and a cases file; the pure-Python
parser spent most of a load on them (about 0.8 s for a 40-case knowledge base). libyaml reads
the same YAML 1.1 into the same values (safe tags only) several times faster, and reports
errors with the same `problem` and `problem_mark` the callers quote to the user.
"""

from __future__ import annotations

from typing import Any

import yaml

#: libyaml's safe loader when PyYAML has it (the wheels do), else the pure-Python one.
SafeLoader: type[yaml.SafeLoader] = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def load(text: str) -> Any:
    """`yaml.safe_load`, faster: raises `yaml.YAMLError` on bad YAML as it does."""
    return yaml.load(text, Loader=SafeLoader)
