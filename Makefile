# `make run` and `make test` each set everything up first (a .venv from the pinned requirements).
# Python 3.11: python3.11 when present, else python3 (checked below).
PY ?= $(shell command -v python3.11 2>/dev/null || command -v python3)
VENV := .venv
BIN := $(VENV)/bin

.PHONY: run test check lint types bench browser-deps js-deps clean

$(BIN)/.installed: requirements.txt requirements-dev.txt
	@$(PY) -c "import sys; assert sys.version_info[:2] == (3, 11)" 2>/dev/null || { echo "need Python 3.11 (set PY=/path/to/python3.11)"; exit 1; }
	test -x $(BIN)/python || $(PY) -m venv $(VENV)
	$(BIN)/pip install --disable-pip-version-check -q -r requirements-dev.txt
	touch $@

run: $(BIN)/.installed
	$(BIN)/python app.py

browser-deps:
	@bash scripts/install_browser.sh

js-deps:
	@bash scripts/install_js.sh

test: $(BIN)/.installed browser-deps js-deps
	$(BIN)/python -m pytest

lint: $(BIN)/.installed js-deps
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	npx --no-install eslint --max-warnings 0 ui/static bench/js tests/ui/js

types: $(BIN)/.installed
	$(BIN)/mypy

check: lint types test

bench: $(BIN)/.installed browser-deps
	$(BIN)/python -m bench

clean:
	rm -rf $(VENV) var node_modules .pytest_cache .mypy_cache .ruff_cache
