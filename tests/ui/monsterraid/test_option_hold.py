"""Options that appear under the pointer that just clicked wait a moment (session 26, a newcomer's pass in a real
window): clicking "Next" at the round end's steps a few times too many chose every adventurer's growth unseen, the
options having appeared under the pointer. Until the pointer moves 3 px or 1 s passes (clicks 0.65 s apart in a real
window still chose), a click there chooses nothing."""

from __future__ import annotations

import pygame

from tabletop.ui.inputs import click_events

from .helpers import open_game, to_growth


def _click_at(app, pos) -> None:
    app.step(click_events((int(pos[0] * app.scale), int(pos[1] * app.scale))), 1 / 60)


def test_clicks_meant_for_next_choose_no_growth(app):
    app.resize((800, 560))   # where "Skip" lies under a growth option in the right column
    scene = open_game(app)

    def click(app, widget):
        _click_at(app, widget.rect.center)

    to_growth(app, scene, click)
    state = scene.session.state
    assert state.prompts and state.prompts[0].kind == "growth"
    skip = scene.skip_btn.rect.center   # where the last click was: the growth's options lie there now
    assert any(item.rect.collidepoint(skip) for item in scene.choices.items if item.visible)
    for _ in range(3):   # clicks following at once, the pointer still
        _click_at(app, skip)
    assert state.prompts[0].kind == "growth" and state.prompts[0].adventurer == "sigurd"
    for _ in range(30):   # 0.5 s later, the pointer still: held yet
        app.step([], 1 / 60)
    _click_at(app, skip)
    assert state.prompts[0].adventurer == "sigurd"
    for _ in range(32):   # 1.03 s after they came, the pointer still: a click reads as meant
        app.step([], 1 / 60)
    _click_at(app, skip)
    assert state.prompts[0].adventurer == "leaf"
    _click_at(app, skip)   # Leaf's options came under it: held again
    assert state.prompts[0].adventurer == "leaf"
    moved = (skip[0] + 4, skip[1])
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=(int(moved[0] * app.scale), int(moved[1] * app.scale)),
                                 rel=(4, 0), buttons=(0, 0, 0))], 1 / 60)
    _click_at(app, moved)   # moved: taken at once
    assert state.prompts[0].adventurer == "genjimaru"


def test_a_click_after_reading_the_options_is_taken_in_the_real_loop(app):
    """Session 27: in a real window the first click on the freshly shown growth was not taken, the second was. The
    loop sleeps while nothing moves, and its first frame after the wait counted 0.5 s of the app clock however long
    the player read (``run_app``): 1 s never passed for the options held under the pointer. The wait now counts
    whole (``frame_dt``); a stalled frame while something moves still counts at most ``MAX_FRAME_DT``."""
    from tabletop.ui.app import MAX_FRAME_DT, frame_dt

    assert frame_dt(10.0, animating=True) == MAX_FRAME_DT and frame_dt(10.0, animating=False) == 10.0
    app.resize((800, 560))
    scene = open_game(app)

    def click(app, widget):
        _click_at(app, widget.rect.center)

    to_growth(app, scene, click)
    state = scene.session.state
    skip = scene.skip_btn.rect.center
    while app.step([], 1 / 60):   # the options settle; the loop then sleeps while the player reads them
        pass
    k = app.scale
    down, up = click_events((int(skip[0] * k), int(skip[1] * k)))[1:]
    app.step([down], frame_dt(10.0, animating=False))   # the press wakes the loop after 10 s, the pointer still
    app.step([up], frame_dt(0.08, animating=False))
    assert state.prompts[0].adventurer == "leaf"   # Sigurd's growth chosen by the first click


def test_options_that_come_as_the_last_step_ends_by_itself_wait_whatever_the_pointer_does(app):
    """Session 27, a real window at 150 %: the pointer went for "Next" at the round end's last step, the step ended by
    itself meanwhile, and the click landed on the growth option that had come in its place: Sigurd's growth chosen
    unseen. Options that come by themselves take no click for ``HOLD_SECONDS`` (the pointer moving or not)."""
    from tabletop.ui.views.monsterraid.columns import HOLD_SECONDS

    from .helpers import all_pass, arrange, put

    app.resize((800, 560))
    scene = open_game(app)
    session = scene.session
    arrange(session, "goblin", [])
    _click_at(app, scene.ready_btn.rect.center)
    put(session, "sigurd-n1-d6", ["goblin"], 6)
    goblin = session.state.target("goblin")
    with session.edit():
        goblin.damage = goblin.hp - 1
    scene.refresh()
    all_pass(app, scene, lambda app, widget: _click_at(app, widget.rect.center))
    assert scene.anim is not None
    k = app.scale
    where = None
    while scene.anim is not None:   # the pointer goes for "Next" while the steps play by themselves
        if scene.next_btn.visible:
            where = scene.next_btn.rect.center
            app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=(int(where[0] * k), int(where[1] * k)),
                                         rel=(1, 1), buttons=(0, 0, 0))], 1 / 30)
        else:
            app.step([], 1 / 30)
    state = session.state
    assert state.prompts[0].kind == "growth" and where is not None
    assert any(item.rect.collidepoint(where) for item in scene.choices.items if item.visible)
    _click_at(app, where)   # the click meant for "Next", a moment after the options came
    assert state.prompts[0].adventurer == "sigurd"
    moved = (where[0] + 5, where[1])
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=(int(moved[0] * k), int(moved[1] * k)), rel=(5, 0),
                                 buttons=(0, 0, 0))], 1 / 60)
    _click_at(app, moved)   # moving does not let them go before the time
    assert state.prompts[0].adventurer == "sigurd"
    app.step([], HOLD_SECONDS)
    _click_at(app, moved)   # read: taken
    assert state.prompts[0].adventurer == "leaf"
