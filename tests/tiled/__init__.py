"""Tests that drive the real Tiled editor's GUI (under Xvfb, with xdotool)."""
