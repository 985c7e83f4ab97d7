"""Issue 16: the board's rows keep their heights through the TDF's deployment, reconnaissance and redeployment.

At 150 % the top row of areas was 159 px high while the TDF deployed, 123 px in its reconnaissance and 176 px in its
redeployment (the row of areas below it 70, 123, 70): whatever the player looked at jumped between the steps. A row
holding one member keeps its drop height through the turn's steps; the rows move only where the base closes up at the
deployment's end (its held cards gone: the top row 159 -> 176 px).
"""

from __future__ import annotations

import pytest

from tabletop.core.dice import ScriptedSource
from tests.ui.ultraseven.helpers import SMALL_SIZES, full_base, open_small


def rows(app, scene) -> dict[str, tuple[int, int]]:
    """Each area's and the base's frame as (y, height)."""
    scene.refresh()
    app.step([], 0.3)
    return {z.name: ((z.frame or z.rect).y, (z.frame or z.rect).h) for z in scene.table.zones
            if z.name.startswith(("inv:", "grp:")) or z.name == "base"}


@pytest.mark.parametrize("size, lang", [("150%", "ja"), ("800x560", "en")])
def test_rows_keep_still_through_the_tdf_turn(home, size, lang):
    from tabletop.games.ultraseven.actions import Deploy, EndDeployment, EndRecon, Recon

    assert size in SMALL_SIZES
    session = full_base()
    app, scene = open_small(size, lang, session)
    for member, area in (("m_kiriyama", "city"), ("m_dan", "space"), ("m_anne", "sea")):
        session.apply(Deploy(member, area), 1)
    deploying = rows(app, scene)
    assert deploying["grp:sea"][1] < deploying["grp:space"][1], "the row with one member keeps its drop height"
    session.apply(EndDeployment(), 1)
    assert session.pending().kind == "recon"
    reconnoitring = rows(app, scene)
    session.dice = ScriptedSource([6, 6])
    session.apply(Recon("city"), 1)
    reconned = rows(app, scene)
    session.apply(EndRecon(), 1)
    assert session.pending().kind == "redeploy"
    redeploying = rows(app, scene)
    for step, now in (("recon result", reconned), ("redeployment", redeploying)):
        moved = {z: (reconnoitring[z], r) for z, r in now.items() if reconnoitring[z] != r}
        assert not moved, f"{size} {lang}: rows moved from the reconnaissance to the {step}: {moved}"
    for now in (reconnoitring, redeploying):  # (the row holding one member keeps its height from the deployment on)
        assert now["grp:sea"][1] == deploying["grp:sea"][1], (size, lang, deploying["grp:sea"], now["grp:sea"])
        assert now["grp:space"][1] >= deploying["grp:space"][1]
