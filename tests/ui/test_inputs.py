"""The one event translator: clicks, drags, wheel, keys, text, resize, quit."""

import pygame

from tabletop.ui.inputs import InputTranslator, click_events, display_shortcut, key_event, shortcut_name


def ev(kind, **kw):
    return pygame.event.Event(kind, **kw)


def test_click_is_press_then_click_at_the_event_position():
    tr = InputTranslator()
    kinds = [(i.kind, i.pos) for i in tr.translate(click_events((100, 50)))]
    assert kinds == [("motion", (100, 50)), ("press", (100, 50)), ("click", (100, 50))]


def test_drag_starts_after_threshold_moves_and_ends():
    tr = InputTranslator()
    out = tr.translate([
        ev(pygame.MOUSEBUTTONDOWN, pos=(10, 10), button=1),
        ev(pygame.MOUSEMOTION, pos=(12, 11), rel=(2, 1), buttons=(1, 0, 0)),
        ev(pygame.MOUSEMOTION, pos=(30, 10), rel=(18, -1), buttons=(1, 0, 0)),
        ev(pygame.MOUSEMOTION, pos=(40, 20), rel=(10, 10), buttons=(1, 0, 0)),
        ev(pygame.MOUSEBUTTONUP, pos=(40, 20), button=1),
    ])
    kinds = [i.kind for i in out]
    assert kinds == ["press", "motion", "motion", "drag_start", "drag_move", "motion", "drag_move", "drag_end"]
    end = out[-1]
    assert end.start == (10, 10) and end.pos == (40, 20)
    assert out[-2].rel == (30, 10)
    assert "click" not in kinds


def test_wheel_uses_the_last_pointer_position():
    tr = InputTranslator()
    out = tr.translate([ev(pygame.MOUSEMOTION, pos=(5, 6), rel=(0, 0), buttons=(0, 0, 0)),
                        ev(pygame.MOUSEWHEEL, x=0, y=-2, flipped=False)])
    assert out[-1].kind == "wheel" and out[-1].dy == -2 and out[-1].pos == (5, 6)


def test_keys_become_named_shortcuts():
    tr = InputTranslator()
    [inp] = tr.translate([key_event(pygame.K_z, pygame.KMOD_LCTRL)])
    assert inp.kind == "key" and inp.shortcut == "ctrl+z"
    assert shortcut_name(pygame.K_ESCAPE) == "escape"
    assert display_shortcut("ctrl+z") == "Ctrl+Z"


def test_text_resize_and_quit():
    tr = InputTranslator()
    out = tr.translate([ev(pygame.TEXTINPUT, text="5"), ev(pygame.VIDEORESIZE, w=900, h=600, size=(900, 600)),
                        ev(pygame.QUIT)])
    assert [(i.kind, i.text, i.size) for i in out] == [("text", "5", (0, 0)), ("resize", "", (900, 600)),
                                                       ("quit", "signal", (0, 0))]   # (from outside the window)


def test_the_windows_close_is_told_from_a_quit_from_outside():
    out = InputTranslator().translate([ev(pygame.WINDOWCLOSE), ev(pygame.QUIT)])
    assert [(i.kind, i.text) for i in out] == [("quit", "window"), ("quit", "signal")]
