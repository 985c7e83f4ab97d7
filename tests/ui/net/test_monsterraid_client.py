"""Monster Raid on a client's screen (``tabletop.ui.netplay``): the screen sends nothing while it awaits
the host (fast drags and clicks right after a shot are swallowed, never refused), and a refusal from the
host leaves the table offering a die again on the latest view; a whole game played through the client's
screen (slow). A host on 127.0.0.1, the app as its client, posted drags and clicks."""

from __future__ import annotations

import math

import pytest

from tabletop.core.errors import NotYourDecision
from tabletop.net.client import RemoteSession
from tabletop.net.host import Host
from tests.net.conftest import TIMEOUT
from tests.ui.driver import Driver
from tests.ui.first_game.test_monsterraid import dice_on_table, hud_line, raid_step, shot_drag, targets

from .conftest import client_screen, hosted, net_step


def hud(driver: Driver) -> str | None:
    return next((d.shown for d in driver.texts() if hud_line(driver, d.shown)), None)


def drag_a_shot(driver: Driver) -> bool:
    """One shot's drag on the table, posted at once (no frames to settle); False if no die is offered."""
    aim, dice = hud(driver), dice_on_table(driver)
    if aim is None or not dice:
        return False
    goals = [n.rect.center for n in targets(driver)] or [(640, 300)]
    die = max(dice, key=lambda p: min(math.dist(p, g) for g in goals))
    shot_drag(driver, aim, die, min(goals, key=lambda g: math.dist(die, g)), frames=0)
    return True


def settle(driver: Driver, remote: RemoteSession) -> None:
    """Frames until the host answered, the screen took its update and the shot's animation ended (bounded)."""
    scene = driver.app.top
    for _ in range(80):
        remote.wait(lambda c: not c.busy(), TIMEOUT)
        driver.frames(1, 0.5)
        if not remote.busy() and not scene.play.held() and not scene.ctl.busy and scene.ctl.awaiting is None:
            break
    driver.frames(2, 0.5)


def ready(driver: Driver, remote: RemoteSession) -> None:
    driver.click("Ready", frames=2)
    remote.wait(lambda c: c.action_count == 1 and not c.busy(), TIMEOUT)
    driver.frames(2)


def refusals(remote: RemoteSession) -> list[dict]:
    return [m for m in remote.received or [] if m["type"] == "error"]


def test_fast_drags_and_clicks_right_after_a_shot_are_never_sent_and_never_stick(driver, home):
    with hosted("monsterraid", ["human"]) as host:
        remote = client_screen(driver, host, record=True)
        ready(driver, remote)
        scene = driver.app.top
        for _ in range(4):
            before = host.call(lambda s: len(s.actions))
            assert drag_a_shot(driver), driver.shown()
            # sent: the screen awaits the host (its answer pending, or come and not yet taken: on a busy machine the
            # client's thread may have its answer before this line, so ``remote.busy()`` alone would be a race)
            assert scene.play.held() and (remote.busy() or remote.revision != scene.play.seen_revision)
            for _ in range(3):  # at once, while the host's update is on its way: swallowed
                drag_a_shot(driver) if dice_on_table(driver) else None
                driver.click_at((640, 300), frames=0)
                driver.click_at(scene.pass_btn.rect.center, frames=0)
            settle(driver, remote)
            assert host.call(lambda s: len(s.actions)) > before
            assert not refusals(remote), refusals(remote)  # nothing was sent on a view the host had moved past
            assert remote.legal_actions() and dice_on_table(driver) and hud(driver), driver.shown()  # a die again
        shots = host.call(lambda s: [a for a in s.actions if a["action"]["type"] == "Shoot"])
        assert len(shots) >= 4  # each sent on the view the host's last update gave


def refuse_next_shot(host: Host) -> list[str]:
    """The host's session refuses the next Shoot as a stale one (as a shot sent while the host's previous
    update was on its way is refused): 'not this seat's decision'."""
    session, refused = host.session, []
    apply = session.apply

    def once(action, seat=None):
        if type(action).__name__ == "Shoot" and not refused:
            refused.append(type(action).__name__)
            raise NotYourDecision("core turn", "今はこの席が決める番ではありません。", "It is not this seat's decision now.")
        return apply(action, seat)

    session.apply = once
    return refused


def test_a_refusal_from_the_host_leaves_the_table_offering_a_die_on_the_latest_view(driver, home):
    with hosted("monsterraid", ["human"]) as host:
        remote = client_screen(driver, host)
        ready(driver, remote)
        scene = driver.app.top
        refused = refuse_next_shot(host)
        count = host.call(lambda s: len(s.actions))
        assert drag_a_shot(driver)
        settle(driver, remote)
        assert refused and host.call(lambda s: len(s.actions)) == count  # refused at the host: nothing applied
        assert "It is not this seat's decision now." in scene.ctl.message_text("en")  # said on the table's line
        assert scene._banner is None  # not in the bar, which would lie over the launcher's die
        assert scene.ctl.awaiting is None and not scene.ctl.busy
        assert dice_on_table(driver) and hud(driver), driver.shown()  # the die is offered again
        assert drag_a_shot(driver)  # and the shot goes through now
        settle(driver, remote)

        assert host.call(lambda s: len(s.actions)) > count


@pytest.mark.slow
def test_a_whole_monsterraid_game_played_on_the_client_screen(driver, home):
    with hosted("monsterraid", ["human"]) as host:
        remote = client_screen(driver, host, record=True)
        played = [net_step(driver, remote, lambda: raid_step(driver))
                  for _ in range(3000) if not driver.game_over("Ending", "To the launcher")]
        assert driver.game_over("Ending", "To the launcher"), played[-20:]
        assert host.call(lambda s: s.is_over()) and remote.is_over()
        assert sum(hud_line(driver, label) for label in played) > 10
