# Chapó — the two commands a fresh machine needs are `make run` and `make test`.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
TEST_STAMP := $(VENV)/.installed-test
HEADLESS := SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy

.PHONY: run test bench lint format clean

$(PY):
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip

$(STAMP): pyproject.toml | $(PY)
	$(PY) -m pip install --quiet -e .
	touch $@

$(TEST_STAMP): pyproject.toml | $(PY)
	$(PY) -m pip install --quiet -e ".[test,dev]"
	touch $@ $(STAMP)

run: $(STAMP)
	$(VENV)/bin/chapo

test: $(TEST_STAMP)
	$(HEADLESS) $(PY) -m pytest -n 2 -p no:cacheprovider

bench: $(STAMP)
	$(HEADLESS) $(VENV)/bin/chapo bench

lint: $(TEST_STAMP)
	$(VENV)/bin/ruff check chapo_game tests
	$(VENV)/bin/ruff format --check chapo_game tests

format: $(TEST_STAMP)
	$(VENV)/bin/ruff format chapo_game tests
	$(VENV)/bin/ruff check --fix chapo_game tests

clean:
	rm -rf $(VENV) build *.egg-info .pytest_cache
