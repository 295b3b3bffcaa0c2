# The two commands of the README: `make demo` and `make test`. Both create .venv when missing.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin

.PHONY: demo test lint docs bench clean screenshots

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

LINTED := src tests tools examples bench/locomo.py bench/scale.py bench/open_time.py bench/foreign_writes.py bench/plots.py bench/buffer.py bench/knowledge.py bench/pg_server.py bench/report.py bench/soak.py bench/serve.py bench/inspector.py bench/hnsw.py bench/peers.py bench/million.py bench/keys.py bench/turns.py bench/export.py bench/long_text.py bench/train_meaning.py

# The gates: style, types (src and tests), the layer contracts (.importlinter) and the
# structure rules (tools/check_structure.py: sizes, no reach-in to others' private names).
lint: $(VENV)/.installed-dev
	$(BIN)/ruff check $(LINTED)
	$(BIN)/ruff format --check $(LINTED)
	$(BIN)/mypy --strict src tests
	$(BIN)/lint-imports
	$(BIN)/python tools/check_structure.py src

# The site under docs/ (mkdocs.yml): every warning is an error, docstring warnings included.
docs: $(VENV)/.installed-dev
	NO_MKDOCS_2_WARNING=1 $(BIN)/mkdocs build --strict --quiet

# The MCP conformance suite and the Node.js (>= 22) it needs, pinned by the lock file, for
# tests/server/test_mcp_conformance.py. Without npm the test skips (fails with CI=true).
CONFORMANCE := tests/mcp_conformance/node_modules/.installed
$(CONFORMANCE): tests/mcp_conformance/package-lock.json
	@if command -v npm >/dev/null; then \
		npm ci --prefix tests/mcp_conformance --no-audit --no-fund --loglevel=error && touch $@; \
	else echo "npm not found: the MCP conformance suite is not installed"; fi

# axe-core, the accessibility checker the inspector's browser tests run (tests/inspector).
AXE := tests/inspector/node_modules/.installed
$(AXE): tests/inspector/package-lock.json
	@if command -v npm >/dev/null; then \
		npm ci --prefix tests/inspector --no-audit --no-fund --loglevel=error && touch $@; \
	else echo "npm not found: axe-core is not installed"; fi

# Two processes (pytest-xdist), each test file whole in one of them: the fixtures a file
# shares (a server, a vault) start once per file. The OpenAPI conformance file runs apart, in
# one process: schemathesis gives its thirty operation tests one node id, and xdist, which
# schedules by node id, would run one of them.
OPENAPI := tests/server/test_openapi_conformance.py
test: lint docs $(CONFORMANCE) $(AXE)
	$(BIN)/pytest --numprocesses 2 --dist loadfile --ignore $(OPENAPI)
	$(BIN)/pytest $(OPENAPI)

# The README's screenshots of the web inspector, taken by its browser test.
screenshots: $(VENV)/.installed-dev $(AXE)
	MEMVAULT_SCREENSHOTS=docs/img/inspector $(BIN)/pytest -q tests/inspector -k "photographed and sqlite"

# The benchmarks: they read ../shared/bench/ and print tables; plots go to bench/results/.
bench: $(VENV)/.installed-dev
	$(BIN)/python -m pip install --quiet -e '.[dev,bench]'
	$(BIN)/python bench/locomo.py
	$(BIN)/python bench/scale.py
	$(BIN)/python bench/peers.py
	$(BIN)/python bench/knowledge.py
	$(BIN)/python bench/buffer.py

clean:
	rm -rf $(VENV) tests/mcp_conformance/node_modules tests/inspector/node_modules .pytest_cache .mypy_cache .ruff_cache site memvault-demo.db*
