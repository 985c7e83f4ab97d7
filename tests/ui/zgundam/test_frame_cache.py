"""What the Z Gundam scene keeps between frames (issue 16, frame time): kept while it looks the same,
drawn again as soon as it changes.

The table's zone frames and labels are one backdrop image (``CardTableView.backdrop``) and each
seat's info column an image of its own (``ZGundamScene.seat_info``); a frame where nothing changed
draws neither again (nor does a pick, which lights cards), a change of points, of a pile's count or
of language does.
"""

from __future__ import annotations

from .helpers import at_the_table, hand, point_on


def _counting(monkeypatch, obj, name: str) -> list[int]:
    calls: list[int] = []
    original = getattr(obj, name)

    def counted(*args, **kwargs):
        calls.append(1)
        return original(*args, **kwargs)

    monkeypatch.setattr(obj, name, counted)
    return calls


def test_frames_and_seat_info_are_drawn_once_and_again_when_they_change(probe, monkeypatch):
    app, driver, scene, me = at_the_table(probe, "ja", (1280, 800), 3, seed=7)
    frames = _counting(monkeypatch, scene.table, "_draw_zone_frame")
    infos = _counting(monkeypatch, scene, "seat_info")
    driver.frames(3)
    assert not frames and not infos  # nothing changed: the kept images are blitted
    card = hand(scene, me)[0]
    driver.click_at(point_on(scene, card))  # a pick lights cards, not zones: the kept frames still serve
    assert scene.selection.picked == [card] and not frames
    with scene.session.edit() as state:  # a ship taken: the seat's points change
        state.cards(f"score{me}").append(state.cards("ship_deck").pop())
    scene.on_change([])
    driver.frames(1)
    assert infos, "the seat's info was not drawn again for its new points"
    assert frames, "the ship deck's count changed: its label is drawn again"
    assert driver.shows(f"艦船の山札 ({len(scene.session.state.cards('ship_deck'))})")
    points = scene.view_data["seats"][me]["points"]
    assert driver.shows(f"得点 {points}")
    frames.clear()
    app.set_lang("en")
    driver.frames(2)
    assert frames and driver.shows(f"{points} pts") and driver.shows("Ships (")
