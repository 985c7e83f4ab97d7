"""The table view at rest, kept: drawn once per what it shows, then copied back on the frames after.

While nothing moves (no shot playing, no drag, not the practice table's set-up), a frame of the table view drew
again the felt and boards, the tags beside them, the shooting position, the dice's counting lines, the dice,
the tags over them, the links after a shot, the aim, the 'more' arrows, the aim panel and the hand: the same
pixels frame after frame (session 28: Monster Raid's frame at rest cost more than one animating).
``ShootingWidget.draw`` now paints the whole widget through ``tabletop.ui.kept.Kept`` under ``key`` and
``hud_key``: what it is drawn from (the table with its dice, the view, the labels, the language, the shooting
position, the die, method and aim, the summary of the last shot, the message, the zoom, the dice that may be
shot), and what an embedding screen adds (``ShootingWidget.rest_key``: the game's table adds its phase, the dice
that count and where its panels lie). What the game's table draws over the widget (the round end's marks, the
placement's badges) is drawn over the copy each frame.
"""

from __future__ import annotations

from typing import Any

from .render import Labels, TableTransform, table_surfaces_key


def dice_key(table) -> tuple:
    """Every die as drawn: kind, owner, place, turn, face, whether on the table, height."""
    return tuple((d.id, d.kind, d.owner, d.x, d.y, d.angle, d.face, d.in_play, d.z) for d in table.dice)


def labels_key(labels: Labels) -> tuple:
    """Every text and mark the labels put on the table (the static ones, the dice's highlights, faded, bottoms)."""
    return (labels.static_key(), tuple(sorted(labels.die_highlight.items())), tuple(sorted(labels.show_bottom)),
            tuple(sorted(labels.faded)))


def key(widget, tf: TableTransform, table, labels: Labels, ui: Any) -> tuple | None:
    """What the resting layers of ``widget`` show, or None while they are drawn anew every frame (a shot playing,
    a drag, the set-up)."""
    ctl = widget.ctl
    if ctl.busy or widget.editing or widget.drag:
        return None
    aim = ctl.aim
    summary = widget.summary
    return (table_surfaces_key(table), dice_key(table), tf.key(), labels_key(labels), ui.lang,
            ctl.position, ctl.die, ctl.method, (aim.angle, aim.power, aim.spin, aim.loft), widget.enabled,
            widget.hud_visible, tuple(widget.rect), widget.pull_px(),
            (tuple(summary.moved), tuple((k, tuple(v)) for k, v in sorted(summary.on.items())))
            if summary is not None else None,
            widget.rest_key())


def hud_key(widget, ui: Any) -> tuple:
    """What the aim panel, the hand and the message over the table show besides ``key``'s: the message, the zoom,
    where the panels stand, the dice that may be shot."""
    ctl = widget.ctl
    return (ctl.message_text(ui.lang) if ctl.message is not None else None, ctl.message_kind, widget.zoom,
            widget.hud_in_corners, widget.hud_beside, tuple(ctl.eligible()))
