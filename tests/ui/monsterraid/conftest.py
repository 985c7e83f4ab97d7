"""Every Monster Raid screen test fails if a scene crashed (the app would otherwise show its crash screen)."""

import pytest


@pytest.fixture(autouse=True)
def no_crashes(request):
    app = request.getfixturevalue("app") if "app" in request.fixturenames else None
    yield
    if app is not None:
        assert app.crashes == [], f"the app crashed: {app.crashes}"
