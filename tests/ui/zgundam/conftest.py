from tests.ui.conftest import app, home  # noqa: F401  (the headless app fixture)
