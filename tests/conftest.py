"""Test-wide set-up: headless SDL drivers and a private user folder."""

import os
import tempfile

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("TABLETOP_CHECK_EDITS", "1")  # Session: catch changes to session.state outside apply
os.environ.setdefault("TABLETOP_HOME", tempfile.mkdtemp(prefix="tabletop-test-home-"))
