# Two commands on a fresh machine: `make demo` and `make test`.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
# Exact, hashed pins for every runtime and dev dependency (and the build backend), generated
# from the ranges in pyproject.toml by `make lock`.
LOCK := requirements.lock
UV := uv==0.13.9
PIP_QUIET := --quiet --disable-pip-version-check

.PHONY: demo test lint typecheck bench clean readme lock lock-upgrade package-check mutation

# Reproducible: a new venv whenever pyproject.toml or the lock changes, every dependency from
# the lock file (hashes checked), then the checkout itself, editable, with no dependency
# resolution and no build isolation (setuptools is locked).
$(STAMP): pyproject.toml $(LOCK)
	$(PY) -m venv --clear $(VENV)
	$(BIN)/pip install $(PIP_QUIET) --require-hashes -r $(LOCK)
	$(BIN)/pip install $(PIP_QUIET) --no-deps --no-build-isolation -e .
	touch $(STAMP)

demo: $(STAMP)
	$(BIN)/answerguard demo

test: $(STAMP)
	$(BIN)/ruff check answerguard guard bot web tests bench tools
	$(BIN)/mypy
	$(BIN)/pytest

lint: $(STAMP)
	$(BIN)/ruff check answerguard guard bot web tests bench tools
	$(BIN)/ruff format --check answerguard guard bot web tests
	$(BIN)/mypy

# The type checker alone: mypy over guard/, bot/ and web/ as [tool.mypy] in pyproject.toml
# sets it up. Its cache is .mypy_cache/ (a warm run re-reads only what changed).
typecheck: $(STAMP)
	$(BIN)/mypy

clean:
	rm -rf $(VENV) .pytest_cache .hypothesis .mypy_cache build dist *.egg-info

# The README's generated sections and pictures. `python -m tools.screens docs` draws the CLI's
# views and the Slack app's Block Kit (docs/check*.svg, verdict, reasoning, tour-slack);
# tests/test_docs_images.py fails when one of those no longer matches the code; the Intercom
# sidebar (docs/intercom-sidebar.svg) is drawn by tools.screens.intercom, checked in tests/intercom.
readme: $(STAMP)
	$(BIN)/python -m tools.docs --evals
	$(BIN)/answerguard demo --now 2026-11-30T12:00:00Z --svg docs/demo.svg > /dev/null
	$(BIN)/answerguard demo --tour --yes --now 2026-11-30T12:00:00Z --svg docs/tour.svg > /dev/null
	$(BIN)/python -m tools.screens docs > /dev/null
	$(BIN)/python -m tools.screens.intercom docs > /dev/null

bench: $(STAMP)
	$(BIN)/python -m bench
	$(BIN)/python -m tools.docs

# Regenerate the lock after changing a range in pyproject.toml: pins that still fit are kept.
# `make lock-upgrade` moves every pin to the newest version the ranges allow.
LOCK_CMD = $(BIN)/uv pip compile pyproject.toml --extra dev --universal --python-version 3.11 \
	--generate-hashes --custom-compile-command "make lock" --quiet -o $(LOCK)

lock: $(STAMP)
	$(BIN)/pip install $(PIP_QUIET) $(UV)
	$(LOCK_CMD)

lock-upgrade: $(STAMP)
	$(BIN)/pip install $(PIP_QUIET) $(UV)
	$(LOCK_CMD) --upgrade

# The wheel as a user gets it: build it, install it with its dependency ranges resolved from
# the package index into a brand-new venv, and run it from outside the checkout.
package-check: $(STAMP)
	$(BIN)/python tests/support/wheelcheck.py --resolve

# Mutation testing (docs/mutation.md): mutmut over the engine's rules, the send gate and the
# store's send path, each mutant against the fast tests that reach its function (the test
# list is under [tool.mutmut] in pyproject.toml). Not part of `make test` or CI: about 40
# minutes on 2 cores. MUTANTS narrows or widens it, e.g. MUTANTS='guard.store.*' for all of
# guard/store/checks.py (the store module in only_mutate); mutants left out are counted as
# "not run".
MUTATION_JOBS ?= 2
CHECKS_REPO := guard.store.checks.xǁChecksRepoǁ
MUTANTS ?= guard.engine.* guard.send.* $(CHECKS_REPO)record__* \
	$(CHECKS_REPO)find_sent__* $(CHECKS_REPO)record_send__* $(CHECKS_REPO)outbox__*
mutation: $(STAMP)
	rm -rf mutants
	$(BIN)/mutmut run --max-children $(MUTATION_JOBS) $(foreach m,$(MUTANTS),'$(m)')
	$(BIN)/python tools/mutation_report.py
	$(BIN)/python -m tools.docs
