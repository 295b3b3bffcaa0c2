# The two commands of the README: `make demo` and `make test`. Both create .venv when missing.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin

.PHONY: demo test lint bench clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(VENV)/.installed: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e .
	touch $@

$(VENV)/.installed-dev: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	touch $@ $(VENV)/.installed

demo: $(VENV)/.installed
	$(BIN)/memvault demo

lint: $(VENV)/.installed-dev
	$(BIN)/ruff check src tests examples bench/locomo.py bench/scale.py bench/plots.py bench/buffer.py bench/knowledge.py bench/pg_server.py bench/report.py
	$(BIN)/ruff format --check src tests examples bench/locomo.py bench/scale.py bench/plots.py bench/buffer.py bench/knowledge.py bench/pg_server.py bench/report.py
	$(BIN)/mypy --strict src

test: lint
	$(BIN)/pytest

# The benchmarks: they read ../shared/bench/ and print tables; plots go to bench/results/.
bench: $(VENV)/.installed-dev
	$(BIN)/python -m pip install --quiet -e '.[dev,bench]'
	$(BIN)/python bench/locomo.py
	$(BIN)/python bench/scale.py
	$(BIN)/python bench/knowledge.py
	$(BIN)/python bench/buffer.py

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache memvault-demo.db*
