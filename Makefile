# Two commands do everything on a fresh machine: `make play` and `make test`.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: play test quick lint typecheck pytest bench clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[dev]'
	touch $(STAMP)

play: $(STAMP)
	$(BIN)/figures play

lint: $(STAMP)
	$(BIN)/ruff check figures tests tools
	$(BIN)/ruff format --check figures tests tools

typecheck: $(STAMP)
	$(BIN)/mypy

# Every test but the timing budgets, on every core; then the budgets (`bench`) alone, one
# after another, so that no other test loads the machine while they measure.
pytest: $(STAMP)
	$(BIN)/pytest -n auto -m "not bench"

bench: $(STAMP)
	$(BIN)/pytest -m bench -p no:xdist

test: lint typecheck pytest bench

# The fast tier, while developing: no UI, no real window, nothing slow, no timing budget, and
# a few examples in each Hypothesis test.
quick: $(STAMP)
	HYPOTHESIS_PROFILE=quick $(BIN)/pytest -n auto -m "not ui and not e2e and not slow and not bench"

clean:
	rm -rf $(VENV) .mypy_cache .pytest_cache .ruff_cache .hypothesis
