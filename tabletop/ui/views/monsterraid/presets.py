"""Ready-made practice tables and the set-up edits of the practice table (no drawing).

Presets (``PRESETS``): "stage1" (a boss with three minions touching it, as the
rule book's ステージ開始 lays them out, effect cards on free edges, every
adventurer's dice in hand), "flying" (a boss and minions plus a flying target
on its stand away from them), "crowded" (``tabletop.physics.scenes.raid_table``:
21 dice, 8 boards, 6 cards, a stand) and "empty".

``TableEditor`` changes a table in place: add / move / turn / remove boards,
effect cards (on free edges only, エフェクトの設置) and dice, flip a board onto
its stand, send a die back to the hand. Ids are made unique per table.

``table_names`` names every board and effect card as the game does: a board
takes the name of a Monster Raid target of its size (a raised one a flying
target), a card the name of an effect card, never its id ("minion1", "E2").
"""

from __future__ import annotations

import math

from tabletop.core.i18n import Text
from tabletop.games.monsterraid.content import content
from tabletop.physics import Board, Card, Die, Table, attach_card, free_edges
from tabletop.physics.dice import die_shape
from tabletop.physics.geometry import point_in_polygon
from tabletop.physics.layout import board_circumradius, board_polygon, card_polygon
from tabletop.physics.model import DIE_KINDS
from tabletop.physics.scenes import board_against, raid_table

TABLE_W, TABLE_H = 1200.0, 900.0
SIZES = {"S": 5, "M": 6, "L": 8, "LL": 12}
SIZE_OF = {v: k for k, v in SIZES.items()}
#: Each adventurer's dice (normal attack dice then the ultimate ones), as the Monster Raid data gives them.
HANDS = {
    "sigurd": ("d6", "d6", "d8", "d8", "d12", "d20"),
    "leaf": ("d4", "d4", "d6", "d6", "d8", "d12", "d20"),
    "genjimaru": ("d6", "d8", "d8", "d12", "d20", "d20"),
    "paola": ("d4", "d6", "d12", "d20", "d20"),
}
PRESETS = ("stage1", "flying", "crowded", "empty")
TURN = math.radians(15.0)


def table_names(table: Table) -> dict[str, Text]:
    """The name shown on each board and effect card of ``table`` (see the module doc)."""
    c = content()
    names: dict[str, Text] = {}
    used: set[str] = set()
    for board in table.boards:
        fits = [t for t in c.targets.values() if t.sides == board.sides and t.id not in used]
        flying = [t for t in fits if t.flying == board.raised]
        pick = (flying or fits or [None])[0]
        if pick is None:
            size = SIZE_OF.get(board.sides, str(board.sides))
            names[board.id] = Text(f"{size}ボード", f"{size} board")
            continue
        used.add(pick.id)
        names[board.id] = pick.name
    effects = sorted(c.effects.values(), key=lambda e: e.id)
    for index, card in enumerate(table.cards):
        names[card.id] = effects[index % len(effects)].name
    return names


def _hand_dice(owners=("sigurd", "leaf", "genjimaru", "paola")) -> list[Die]:
    dice = []
    for owner in owners:
        counts: dict[str, int] = {}
        for kind in HANDS[owner]:
            counts[kind] = counts.get(kind, 0) + 1
            dice.append(Die(f"{owner}-{kind}-{counts[kind]}", kind, owner, 0.0, 0.0, 0.0, 1, in_play=False))
    return dice


def preset(name: str) -> Table:
    """A fresh table for one of ``PRESETS``."""
    if name == "crowded":
        table, _shot = raid_table(1)
        # off the middle: a card reaches within two card lengths of the middle of the near side (rule シュート, R3)
        table.launcher = (TABLE_W / 4, 60.0)
        return table
    table = Table(TABLE_W, TABLE_H, [], [], [], launcher=(TABLE_W / 2, 60.0))
    if name == "empty":
        table.dice = _hand_dice()
        return table
    if name == "stage1":
        boss = Board("boss", 8, TABLE_W / 2, TABLE_H * 0.58, 0.0)
        table.boards = [boss, board_against(boss, 1, "minion1", 5), board_against(boss, 3, "minion2", 6),
                        board_against(boss, 6, "minion3", 5)]
        cards = (("boss", "effect1"), ("minion1", "effect2"), ("minion2", "effect3"))
    elif name == "flying":
        boss = Board("boss", 12, TABLE_W * 0.58, TABLE_H * 0.58, 0.0)
        table.boards = [boss, board_against(boss, 3, "minion1", 6), board_against(boss, 7, "minion2", 5),
                        Board("flyer", 8, TABLE_W * 0.2, TABLE_H * 0.72, 0.3, raised=True)]
        cards = (("boss", "effect1"), ("minion1", "effect2"), ("flyer", "effect3"))
    else:
        raise ValueError(f"unknown preset {name!r} (expected one of {PRESETS})")
    for board_id, card_id in cards:
        board = next(b for b in table.boards if b.id == board_id)
        edges = free_edges(table, board_id)
        if edges:
            table.cards.append(attach_card(board, edges[len(edges) // 2], card_id))
    table.dice = _hand_dice()
    return table


class TableEditor:
    """Set-up edits on a table (see the module doc); ``selected`` is ("board" | "card" | "die", id) or None."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.selected: tuple[str, str] | None = None

    # -- ids and lookup ------------------------------------------------------------------
    def new_id(self, prefix: str) -> str:
        taken = {b.id for b in self.table.boards} | {c.id for c in self.table.cards} | {d.id for d in self.table.dice}
        n = 1
        while f"{prefix}{n}" in taken:
            n += 1
        return f"{prefix}{n}"

    def find(self, kind: str, ident: str):
        items = {"board": self.table.boards, "card": self.table.cards, "die": self.table.dice}[kind]
        return next((item for item in items if item.id == ident), None)

    def selected_obj(self):
        if self.selected is None:
            return None
        return self.find(*self.selected)

    def pick(self, x: float, y: float, grab_mm: float = 4.0) -> tuple[str, str] | None:
        """What lies at (x, y) mm: dice first, then cards (top first), then boards (raised first)."""
        best = None
        for d in self.table.dice:
            if d.in_play:
                dist = math.hypot(d.x - x, d.y - y)
                if dist <= die_shape(d.kind).radius + grab_mm and (best is None or dist < best[0]):
                    best = (dist, d.id)
        if best is not None:
            return ("die", best[1])
        for c in sorted(self.table.cards, key=lambda c: -c.layer):
            if point_in_polygon(x, y, card_polygon(c)):
                return ("card", c.id)
        for b in sorted(self.table.boards, key=lambda b: not b.raised):
            if point_in_polygon(x, y, board_polygon(b)):
                return ("board", b.id)
        return None

    # -- moving and turning ----------------------------------------------------------------
    def move(self, kind: str, ident: str, dx: float, dy: float) -> None:
        obj = self.find(kind, ident)
        if obj is None:
            return
        nx = min(self.table.width, max(0.0, obj.x + dx))
        ny = min(self.table.height, max(0.0, obj.y + dy))
        dx, dy = nx - obj.x, ny - obj.y
        obj.x, obj.y = nx, ny
        if kind == "board":  # its effect cards go with it
            for c in self.table.cards:
                if c.board == ident:
                    c.x += dx
                    c.y += dy

    def turn(self, kind: str, ident: str, radians: float) -> None:
        obj = self.find(kind, ident)
        if obj is None:
            return
        obj.angle = math.remainder(obj.angle + radians, 2.0 * math.pi)
        if kind == "board":
            cos, sin = math.cos(radians), math.sin(radians)
            for c in self.table.cards:
                if c.board == ident:
                    rx, ry = c.x - obj.x, c.y - obj.y
                    c.x, c.y = obj.x + rx * cos - ry * sin, obj.y + rx * sin + ry * cos
                    c.angle = math.remainder(c.angle + radians, 2.0 * math.pi)

    def remove(self, kind: str, ident: str) -> None:
        if kind == "board":
            self.table.boards = [b for b in self.table.boards if b.id != ident]
            self.table.cards = [c for c in self.table.cards if c.board != ident]
        elif kind == "card":
            self.table.cards = [c for c in self.table.cards if c.id != ident]
        else:
            self.table.dice = [d for d in self.table.dice if d.id != ident]
        if self.selected == (kind, ident):
            self.selected = None

    # -- adding --------------------------------------------------------------------------------
    def free_spot(self, radius: float, near: tuple[float, float]) -> tuple[float, float]:
        """A point near ``near`` where a circle of ``radius`` mm overlaps no board, card or die."""
        obstacles = [(b.x, b.y, board_circumradius(b.sides)) for b in self.table.boards]
        obstacles += [(c.x, c.y, math.hypot(c.length, c.width) / 2) for c in self.table.cards]
        obstacles += [(d.x, d.y, die_shape(d.kind).radius) for d in self.table.dice if d.in_play]
        w, h = self.table.width, self.table.height
        for ring in range(0, 60):
            steps = max(1, ring * 6)
            for k in range(steps):
                a = 2 * math.pi * k / steps
                x, y = near[0] + ring * 20.0 * math.cos(a), near[1] + ring * 20.0 * math.sin(a)
                if not (radius <= x <= w - radius and radius <= y <= h - radius):
                    continue
                if all(math.hypot(x - ox, y - oy) >= radius + r + 2 for ox, oy, r in obstacles):
                    return (x, y)
        return near

    def add_board(self, size: str, near: tuple[float, float] | None = None) -> Board:
        sides = SIZES[size]
        x, y = self.free_spot(board_circumradius(sides), near or (self.table.width / 2, self.table.height / 2))
        board = Board(self.new_id(size), sides, x, y, 0.0)
        self.table.boards.append(board)
        self.selected = ("board", board.id)
        return board

    def add_card(self, board_id: str) -> Card | None:
        """An effect card on the first free edge of the board; None when no edge is free."""
        board = self.find("board", board_id)
        if board is None:
            return None
        edges = free_edges(self.table, board_id)
        if not edges:
            return None
        layer = max((c.layer for c in self.table.cards), default=-1) + 1
        card = attach_card(board, edges[0], self.new_id("E"), layer)
        self.table.cards.append(card)
        return card  # the board stays selected: more cards can follow

    def add_die(self, kind: str, owner: str, near: tuple[float, float] | None = None) -> Die:
        if kind not in DIE_KINDS:
            raise ValueError(f"unknown die kind {kind!r}")
        x, y = self.free_spot(die_shape(kind).radius, near or (self.table.width / 2, self.table.height * 0.25))
        n = 1
        ids = {d.id for d in self.table.dice}
        while f"{owner}-{kind}-{n}" in ids:
            n += 1
        die = Die(f"{owner}-{kind}-{n}", kind, owner, x, y, 0.0, 1)
        self.table.dice.append(die)
        self.selected = ("die", die.id)
        return die

    def set_flying(self, board_id: str, raised: bool | None = None) -> None:
        board = self.find("board", board_id)
        if board is not None:
            board.raised = (not board.raised) if raised is None else raised

    def to_hand(self, die_id: str) -> None:
        die = self.find("die", die_id)
        if die is not None:
            die.in_play, die.z = False, 0.0
            if self.selected == ("die", die_id):
                self.selected = None
