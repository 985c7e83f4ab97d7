"""The Z Gundam tactical card game on screen (``make_scene``): see ``scene`` for the table."""

from __future__ import annotations


def make_scene(app, session):
    from .scene import ZGundamScene

    return ZGundamScene(app, session)
