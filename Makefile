# Two commands on a fresh machine: `make demo` and `make test`.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: demo test lint bench clean readme

$(STAMP): pyproject.toml
	$(PY) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[dev]'
	touch $(STAMP)

demo: $(STAMP)
	$(BIN)/answerguard demo

test: $(STAMP)
	$(BIN)/ruff check guard bot tests bench
	$(BIN)/pytest

lint: $(STAMP)
	$(BIN)/ruff check guard bot tests bench
	$(BIN)/ruff format --check guard bot tests

clean:
	rm -rf $(VENV) .pytest_cache .hypothesis

readme: $(STAMP)
	$(BIN)/python -m guard.docs --evals
	$(BIN)/answerguard demo --now 2026-11-30T12:00:00Z --svg docs/demo.svg > /dev/null

bench: $(STAMP)
	$(BIN)/python -m bench
	$(BIN)/python -m guard.docs
