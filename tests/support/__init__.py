"""Shared test helpers, imported as a package (`from tests.support.seedcase import NOW`), so no
test module imports another and `bench/` reaches the fake model without editing `sys.path`.
pytest finds `tests.support` through `pythonpath = ["."]` in pyproject.toml; `python -m bench`
from the checkout finds it the same way (the working directory is on the path)."""
