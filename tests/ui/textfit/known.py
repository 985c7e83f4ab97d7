"""Findings of the text-fit check that other work is fixing: (screen prefix, kind, text part).

Each entry names the screen (a prefix of the check's screen name), the kind of
finding and a part of the text, or ``"@Class.method"`` for everything one
drawing function shows. Remove an entry when its screen is fixed; the check
then holds the screen to it. Per-game screens are being reworked in parallel
(the dice panels, sdgf, the curtains); card faces belong to the issue on the
look of pieces and cards. The shell, the launcher, the load list, the help and
Dunbine's screens have no entry: they are held to the check.
"""

from __future__ import annotations

KNOWN: list[tuple[str, str, str]] = [
    # SD Gundam Force ("launcher"): header line, phase strip, zone frames under the action list
    ("sdgf", "cut", "@SdgfScene.draw_content"), ("sdgf", "cut", "@panels.draw_phases"),
    ("sdgf", "overlap", "@CardTableView._draw_zone_frame"),
    ("sdgf", "cut", "@CardTableView._draw_zone_frame"),  # the counter zone under the action list at 800x560
    ("sdgf", "cut", "@Button.draw"),  # the action list's cut labels do not show on hover there
    # Ultra Seven ("tables"): header, zone frames, action buttons over each other (End actions)
    ("ultraseven", "cut", "@UltraSevenScene.draw_content"), ("ultraseven", "wider", "@UltraSevenScene.draw_content"),
    ("ultraseven", "overlap", "@UltraSevenScene.draw_content"),
    ("ultraseven", "cut", "@panels.area_badges"),  # area names in narrow columns (150 %, 800x560)
    ("ultraseven", "overlap", "@Button.draw"),  # at 800x560 the last action button sits over the one before
    ("ultraseven", "overlap", "@CardTableView._draw_zone_frame"),
]
