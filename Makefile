# make serve: build and serve the site on http://127.0.0.1:8000/
# make test:  install what the tests need (Chromium, Lighthouse, axe-core) and run them all
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
PIP := $(BIN)/pip install --quiet --disable-pip-version-check -c requirements/constraints.txt
export NO_MKDOCS_2_WARNING := 1

# The triage page's engine, Pyodide, from npm at the version the site pins (site/engine.py).
PYODIDE := $(shell sed -n 's/^PYODIDE = "\(.*\)"/\1/p' src/llm_status/site/engine.py)
$(VENV)/pyodide/.installed: src/llm_status/site/engine.py
	command -v npm >/dev/null || ./scripts/ensure-debian-packages nodejs npm
	npm install --silent --no-audit --no-fund --prefix $(VENV)/pyodide pyodide@$(PYODIDE)
	touch $@

.PHONY: serve build test test-fast test-lighthouse format screenshots bench bundle published-urls constraints clean properdocs-check

$(VENV)/.site: pyproject.toml requirements/site.txt requirements/constraints.txt
	$(PYTHON) -m venv $(VENV)
	$(PIP) -r requirements/site.txt
	$(PIP) --no-deps -e .
	touch $@

$(VENV)/.test: $(VENV)/.site requirements/test.txt
	$(PIP) -r requirements/test.txt
	touch $@

# Lighthouse and axe-core, from npm, for the checks that run them with Debian's Chromium.
NPM_TOOLS := lighthouse@12.8.2 axe-core@4.14.1
$(VENV)/npm/.installed: Makefile
	# Debian's nodejs and npm where there is no npm yet (a machine may have node's own).
	command -v npm >/dev/null || ./scripts/ensure-debian-packages nodejs npm
	npm install --silent --no-audit --no-fund --prefix $(VENV)/npm $(NPM_TOOLS)
	touch $@

serve: $(VENV)/.site $(VENV)/pyodide/.installed
	$(BIN)/mkdocs serve --strict --dev-addr 127.0.0.1:8000

build: $(VENV)/.site $(VENV)/pyodide/.installed
	$(BIN)/mkdocs build --strict

# The first run's temporary folder, outside the tree: the second run (the test marked
# alone) reads the site the first built there rather than build it again.
TEST_TMP := /tmp/llm-status-tests-$(shell printf %s "$(CURDIR)" | cksum | cut -d" " -f1)
test: $(VENV)/.test $(VENV)/npm/.installed $(VENV)/pyodide/.installed
	./scripts/ensure-debian-packages chromium
	$(BIN)/python -m llm_status.registry
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/python -m pytest -n auto --dist load -m "not alone" --durations=30 --basetemp=$(TEST_TMP)
	LLM_STATUS_TESTS_MADE=$(TEST_TMP) $(BIN)/python -m pytest -m alone --basetemp=$(TEST_TMP)-alone

# The fast floor: every test that needs no built site, no browser and no build of its own.
test-fast: $(VENV)/.test
	$(BIN)/python -m llm_status.registry
	$(BIN)/python -m pytest -n auto --dist load -m "not slow"

# Lighthouse's whole matrix: every audited page in both schemes on desktop and phone (make
# test audits each page in one of the four, rotated).
test-lighthouse: $(VENV)/.test $(VENV)/npm/.installed $(VENV)/pyodide/.installed
	./scripts/ensure-debian-packages chromium
	LLM_STATUS_LIGHTHOUSE=all $(BIN)/python -m pytest tests/test_quality.py -k lighthouse

# Code-page screenshots, both languages, laptop and phone width (README shows one).
screenshots: $(VENV)/.test $(VENV)/pyodide/.installed
	./scripts/ensure-debian-packages chromium fonts-noto-cjk
	PYTHONPATH=tests $(BIN)/python -m support.screenshots

# Benchmarks: Markdown tables on stdout (about 20 minutes; the two 5,000-code builds are most of it).
bench: $(VENV)/.test $(VENV)/pyodide/.installed test-lighthouse
	./scripts/ensure-debian-packages chromium
	cd bench && PYTHONPATH=../tests ../$(BIN)/python run.py

# The site as one archive that works from disk (file://), next to the wheel, in dist/.
bundle: $(VENV)/.site $(VENV)/pyodide/.installed
	$(BIN)/python scripts/make_bundle.py

# Record the URLs of this build in tests/data/published-urls.txt (only ever adds).
published-urls: $(VENV)/.site $(VENV)/pyodide/.installed
	rm -rf .published-site
	$(BIN)/mkdocs build --strict --quiet --site-dir .published-site
	PYTHONPATH=tests $(BIN)/python -m support.tidy .published-site --write-urls
	rm -rf .published-site

format: $(VENV)/.test
	$(BIN)/ruff check --fix .
	$(BIN)/ruff format .

constraints: $(VENV)/.test
	{ echo "# Every package the site and the tests install, pinned (pip freeze of requirements/test.txt)."; \
	  echo "# Regenerate: make constraints"; \
	  $(BIN)/pip freeze --exclude-editable; } > requirements/constraints.txt

# The second builder, as insurance: ProperDocs builds the same site (scripts/compare_builders.py).
PROPERDOCS_VENV := .venv-properdocs
$(PROPERDOCS_VENV)/.installed: requirements/properdocs.txt requirements/constraints.txt pyproject.toml
	$(PYTHON) -m venv $(PROPERDOCS_VENV)
	$(PROPERDOCS_VENV)/bin/pip install --quiet --disable-pip-version-check -c requirements/constraints.txt -r requirements/properdocs.txt
	$(PROPERDOCS_VENV)/bin/pip install --quiet --disable-pip-version-check --no-deps -e .
	touch $@

properdocs-check: $(VENV)/.site $(PROPERDOCS_VENV)/.installed
	$(BIN)/python scripts/compare_builders.py $(BIN)/mkdocs $(PROPERDOCS_VENV)/bin/properdocs

clean:
	rm -rf $(VENV) $(PROPERDOCS_VENV) site build dist
