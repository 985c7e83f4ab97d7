# Two commands do all the set-up on a fresh machine: `make run` and `make test`.
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed-stamp
TEST_JOBS ?= 2
HEADLESS := SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy

.PHONY: install run test bench soak golden-images clean

$(STAMP): pyproject.toml
	@test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[test]'
	@touch $(STAMP)

install: $(STAMP)

run: $(STAMP)
	$(VENV)/bin/tabletop

test: $(STAMP)
	$(HEADLESS) $(PY) -m pytest -m "not slow" -n $(TEST_JOBS) --dist worksteal $(PYTEST_ARGS)

bench: $(STAMP)
	$(HEADLESS) $(PY) -m tabletop.bench $(BENCH_ARGS)

soak: $(STAMP)
	$(HEADLESS) $(PY) -m pytest -m slow -n $(TEST_JOBS) --dist worksteal --durations=20 $(PYTEST_ARGS)

# Re-record the golden images of tests/golden_images on purpose (look at them before committing).
golden-images: $(STAMP)
	$(HEADLESS) $(PY) tools/record_golden_images.py $(GAMES)

clean:
	rm -rf $(VENV) build dist .pytest_cache
