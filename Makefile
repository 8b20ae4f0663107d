# Chapó — the two commands a fresh machine needs are `make run` and `make test`.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
TEST_STAMP := $(VENV)/.installed-test
HEADLESS := SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy
# an editable install copies assets/ into chapo_game/assets (setup.py): redo it when they change
INSTALL_INPUTS := pyproject.toml setup.py $(shell find assets -type f 2>/dev/null)
# the standalone application's own build environment (the game installed as a wheel)
APP_VENV := build/app-venv
APP_PY := $(APP_VENV)/bin/python

.PHONY: run test bench monkey lint format dist app install-desktop uninstall-desktop clean

$(PY):
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip

$(STAMP): $(INSTALL_INPUTS) | $(PY)
	$(PY) -m pip install --quiet -e .
	touch $@

$(TEST_STAMP): $(INSTALL_INPUTS) | $(PY)
	$(PY) -m pip install --quiet -e ".[test,dev]"
	touch $@ $(STAMP)

run: $(STAMP)
	$(VENV)/bin/chapo

test: $(TEST_STAMP)
	$(HEADLESS) $(PY) -m pytest -n 2 -p no:cacheprovider

bench: $(STAMP)
	$(HEADLESS) $(VENV)/bin/chapo bench

# random clicks, drags, touches and keys on every screen for five minutes (SEED=n for another,
# MONKEY_LANG=en in English)
monkey: $(STAMP)
	$(HEADLESS) $(PY) -m chapo_game.ui.monkey --seconds 300 --seed $(or $(SEED),1) --lang $(or $(MONKEY_LANG),es)

lint: $(TEST_STAMP)
	$(VENV)/bin/ruff check chapo_game tests setup.py packaging/chapo_app.py packaging/readme_links.py
	$(VENV)/bin/ruff format --check chapo_game tests setup.py packaging/chapo_app.py packaging/readme_links.py

format: $(TEST_STAMP)
	$(VENV)/bin/ruff format chapo_game tests setup.py packaging/chapo_app.py packaging/readme_links.py
	$(VENV)/bin/ruff check --fix chapo_game tests setup.py packaging/chapo_app.py packaging/readme_links.py

# the sdist and the wheel in dist/ (the wheel is built from the sdist, as PyPI users get it)
dist: $(TEST_STAMP)
	rm -rf dist/chapo_game-*
	$(PY) -m build --quiet --outdir dist .
	$(PY) -m zipfile -l dist/chapo_game-*.whl | grep -v '\.py '

# the standalone one-folder application in dist/app/chapo/ (PyInstaller, packaging/chapo.spec),
# made from the wheel of `make dist` in an environment of its own
app: dist
	test -x $(APP_PY) || $(PYTHON) -m venv $(APP_VENV)
	$(APP_PY) -m pip install --quiet --upgrade pip
	$(APP_PY) -m pip install --quiet "$$(ls dist/chapo_game-*.whl)[app]"
	$(APP_PY) -m pip install --quiet --force-reinstall --no-deps dist/chapo_game-*.whl
	$(APP_PY) -P -m PyInstaller --noconfirm --log-level WARN \
		--distpath dist/app --workpath build/pyinstaller packaging/chapo.spec
	du -sh dist/app/chapo

# the applications-menu entry and icon for this user (Linux; removed by uninstall-desktop)
install-desktop: $(STAMP)
	$(VENV)/bin/chapo desktop install

uninstall-desktop: $(STAMP)
	$(VENV)/bin/chapo desktop uninstall

clean:
	rm -rf $(VENV) build dist *.egg-info .pytest_cache chapo_game/assets
