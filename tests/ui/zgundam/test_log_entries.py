"""The Z Gundam and Ultra Seven logs (``LogPanel(whole_entries=True)``) never begin with the tail of an entry: a
newcomer saw "(1))" and "11.2)" alone at the top of a short log at 150 % UI scale, the rest of the entry above
the panel's top."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui.text import TextCache
from tabletop.ui.widgets import LogPanel


class _UI:
    def __init__(self) -> None:
        self.text = TextCache()
        self.lang = "en"


@pytest.mark.parametrize("whole", [True, False])
def test_the_log_shows_whole_entries_at_its_bottom(whole):
    pygame.init()
    ui = _UI()
    panel = LogPanel(pygame.Rect(0, 0, 280, 130), title="Log", whole_entries=whole)
    entries = [f"Entry {i}: Amagi deployed to City, with a reconnaissance total of four. (rule 11.2)" for i in range(6)]
    panel.set_lines(entries)
    drawn: list[str] = []
    render = ui.text.render
    ui.text.render = lambda s, *a, **k: (drawn.append(s), render(s, *a, **k))[1]  # type: ignore[method-assign]
    panel.draw(pygame.Surface((280, 130)), ui)
    lines = [s for s in drawn if s != "Log"]
    assert lines and lines[-1].endswith("11.2)")  # the newest line at the bottom
    starts = lines[0].startswith("Entry ")
    assert starts if whole else not starts, lines  # (a panel without it shows the cut tail, as before)


def test_no_row_of_the_log_is_left_empty_at_the_top():
    """The newcomer pass (Dunbine, round two): the rows above the first whole entry were left blank and read as an
    empty first line under the title. They now show the cut entry's first lines, the last ending "…" (never its
    tail), every row of the panel drawn, each inside its body."""
    pygame.init()
    ui = _UI()
    height = ui.text.line_height(LogPanel().size)
    panel = LogPanel(pygame.Rect(0, 0, 280, 30 + 5 * height + 8), title="Log", whole_entries=True)
    entries = [f"Entry {i}: Amagi deployed to City, with a reconnaissance total of four. (rule 11.2)" for i in range(4)]
    entries.append("Entry 4: a miss (8 > 5)")
    panel.set_lines(entries)
    wrapped = [line for line, _c in panel.wrapped(ui)]
    assert len(wrapped[wrapped.index(next(w for w in wrapped if w.startswith("Entry 3"))):]) == 4   # 1 row left
    drawn: list[str] = []
    render = ui.text.render
    ui.text.render = lambda s, *a, **k: (drawn.append(s), render(s, *a, **k))[1]  # type: ignore[method-assign]
    panel.draw(pygame.Surface(panel.rect.size), ui)
    lines = [s for s in drawn if s != "Log"]
    assert len(lines) == panel.visible_count(ui) == 5, lines
    assert lines[0].startswith("Entry 2") and lines[0].endswith("…") and lines[1].startswith("Entry 3"), lines
    assert ui.text.size(lines[0], panel.size)[0] <= panel.body().w


def test_a_one_line_log_shows_the_newest_entry_from_its_start():
    """The side column at 150 % left the log one line: the newest entry ran to two lines and the panel showed its
    tail alone ("了。(インスト 6)", "(1))"). It shows the entry's first line instead (the full log has the rest),
    ending "…" (session 29, 800x560 in a real window: "P1: Hambrabi with Roberto is" read as a whole line)."""
    pygame.init()
    ui = _UI()
    height = ui.text.line_height(LogPanel().size)
    panel = LogPanel(pygame.Rect(0, 0, 200, 30 + height + 8 + 2), title="Log", whole_entries=True)
    assert panel.visible_count(ui) == 1
    entries = [f"Entry {i}: Amagi deployed to City, with a reconnaissance total of four. (rule 11.2)" for i in range(3)]
    panel.set_lines(entries)
    drawn: list[str] = []
    render = ui.text.render
    ui.text.render = lambda s, *a, **k: (drawn.append(s), render(s, *a, **k))[1]  # type: ignore[method-assign]
    panel.draw(pygame.Surface(panel.rect.size), ui)
    lines = [s for s in drawn if s != "Log"]
    first = next(s for s in panel.wrapped(ui) if s[0].startswith("Entry 2"))[0]
    assert len(lines) == 1 and lines[0].endswith("…") and first.startswith(lines[0][:-1].rstrip()), (lines, first)
    assert ui.text.size(lines[0], panel.size)[0] <= panel.body().w


def test_a_whole_newest_entry_ends_without_a_mark():
    """The "…" says only that the newest entry goes on below: an entry the panel holds whole has none."""
    pygame.init()
    ui = _UI()
    height = ui.text.line_height(LogPanel().size)
    panel = LogPanel(pygame.Rect(0, 0, 200, 30 + 3 * height + 8 + 2), title="Log", whole_entries=True)
    panel.set_lines([f"Entry {i}: Amagi deployed to City. (rule 11.2)" for i in range(4)])
    drawn: list[str] = []
    render = ui.text.render
    ui.text.render = lambda s, *a, **k: (drawn.append(s), render(s, *a, **k))[1]  # type: ignore[method-assign]
    panel.draw(pygame.Surface(panel.rect.size), ui)
    lines = [s for s in drawn if s != "Log"]
    assert lines and lines[-1].endswith("11.2)") and not any(s.endswith("…") and s.startswith("Entry 3") for s in lines)


def test_the_z_gundam_log_has_a_show_all_chip_that_opens_the_whole_log(app):
    """At 800x560 the side column leaves the log a line or two: its title row's "Show all" chip opens the seat's
    whole log in a dialog (as Dunbine's does)."""
    from tabletop.ui.views.zgundam.scene import RecapDialog

    from tests.ui.conftest import click
    from .helpers import start

    scene = start(app, seats=3, seed=4)
    app.step([], 0.016)
    chip = scene.log._open
    assert chip is not None and scene.log.rect.contains(chip)
    click(app, chip.center)
    assert isinstance(app.top, RecapDialog)
    assert len(app.top.lines) == len(scene.log_lines(scene.session.log_for(scene.viewer)))
