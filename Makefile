# Two commands do everything on a fresh machine: `make play` and `make test`.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: play test lint typecheck pytest bench clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[dev]'
	touch $(STAMP)

play: $(STAMP)
	$(BIN)/figures play

lint: $(STAMP)
	$(BIN)/ruff check figures tests
	$(BIN)/ruff format --check figures tests

typecheck: $(STAMP)
	$(BIN)/mypy

# Every test but the timing budgets, then the budgets (`bench`) alone, one after another, so
# that no other test loads the machine while they measure.
pytest: $(STAMP)
	$(BIN)/pytest -m "not bench"

bench: $(STAMP)
	$(BIN)/pytest -m bench -p no:xdist

test: lint typecheck pytest bench

clean:
	rm -rf $(VENV) .mypy_cache .pytest_cache .ruff_cache .hypothesis
