"""What a card shows, as data: ``CardFace`` and its frame styles and icons.

Card art is drawn by the app from data (frames, names, numbers, icons); no
image is copied from anywhere. A game view builds a ``CardFace`` per card id.
"""

from __future__ import annotations

from dataclasses import dataclass, fields

from tabletop.core.i18n import Text

RGB = tuple[int, int, int]


@dataclass(frozen=True)
class Marker:
    """A counter drawn on a card: chits, damage, tapped turns... with its count."""

    label: str
    count: int
    colour: RGB = (200, 60, 60)
    shape: str = "circle"  # "circle", "square", "diamond": never colour alone


@dataclass(frozen=True)
class CardFace:
    """A card's face: ``kind`` picks the frame; numbers go in clear boxes."""

    id: str
    kind: str
    title: Text
    subtitle: Text | None = None
    stats: tuple[tuple[Text | str, Text | str], ...] = ()  # (short label, value): (Text("攻撃", "ATK"), "3")
    icons: tuple[str, ...] = ()              # keys of ICONS (areas, attributes)
    body: Text | None = None                 # effect / rules text
    corner: Text | str = ""                  # rarity, cost or points in the top corner (with its unit)
    accent: RGB | None = None                # overrides the frame colour (owner colour)
    icon_rows: tuple[tuple[Text, tuple[str, ...]], ...] = ()  # captioned icon rows: (Text("適応", "Adapt"), ("陸", "空"))
    foil: bool = False                       # a special rarity (e.g. soul rare): gold inner frame and stars
    stats_per_row: int = 0                   # stat boxes per row (0 = up to 4 in a row)
    marker_room: bool = False                # keeps a column on the right free for live counters (chits, damage)
    stat_names: tuple[Text, ...] = ()        # the book's full name of each stat, shown where it fits (large cards)
    #: the hover view (``full``) sets the numbers fewer boxes a row where that prints more of their full names
    #: (``stat_names``, down to ``render.FULL_NAME_LEAST`` px) (opt-in: Ultra Seven's invasion cards, whose hover view
    #: printed "H/D" and "Cap" in four boxes a row, issue 16)
    full_names: bool = False
    #: per number, the icon (``assets/art/cards/stat-<key>.svg``, "" for none) a name strip prints for its label where
    #: the worded chips would lose a number (opt-in: Z Gundam's crowded tables)
    stat_icons: tuple[str, ...] = ()
    #: a name strip keeps every number (with its icons) and prints its name smaller, on two lines, and only then in a
    #: short form ("Bolinoak…"), rather than leave a number out (opt-in: Z Gundam's thin seat rows at 150 %, issue 16)
    numbers_first: bool = False
    #: the order (indices into ``stats``) in which a name strip short of room leaves its numbers out (empty: from the
    #: right; opt-in: Ultra Seven's invasion cards keep 暗/発 and 限界, the card's key facts, to the last, issue 16)
    drop_order: tuple[int, ...] = ()
    #: a name strip prints its numbers with their icons (``stat_icons``) whether or not the words would fit (opt-in: Z
    #: Gundam gives every strip of a seat's area one style where one of them needs the icons, issue 16)
    icons_always: bool = False
    #: a name strip leaves its type icon out (opt-in: Ultra Seven gives every strip of a TDF group one look where one of
    #: them drops the icon for its name or numbers, issue 16)
    strip_plain: bool = False
    turned: bool = False                     # turned sideways (tapped): a tile shows it muted, its edge hatched
    subtitle_line: bool = False              # the subtitle on a line of its own under the kind row, as large as the
                                             # number labels (a card with room over its numbers: Z Gundam's)
    kind_short: Text | None = None           # the subtitle's short word for a card at table size: the kind row then
                                             # prints at ``render.KIND_GOOD`` px where it has room, shortly if it must
    #: the name at table size (faces, tiles and strips) where the whole one is far longer than any other (SDGF's
    #: "騎士ゼロ（スーパー・マジカル・バイオレット・トルネード）" printed at 7 px beside two names at 10); the hover view
    #: (``full``) prints ``title`` whole
    title_short: Text | None = None
    #: px: a tile of this face prints its name up to this size where it has the room (0: ``render.TILE_NAME_MAX``;
    #: opt-in: SDGF's field tiles at 1280x800, 177-265 px wide, printed their names at 13-14 px, issue 16)
    tile_name_max: int = 0
    #: a Latin name on a face breaks before its opening bracket where that takes no more lines at the same size, as a
    #: Japanese one does (opt-in: SDGF's "Knight" / "Zero (SMV" / "Tornado)" beside 「騎士ゼロ」 / 「（SMVトルネード）」, issue 16)
    bracket_lines: bool = False
    #: px: the icon rows' captions and badge glyphs print at this size or larger, and what gives way to keep the rows
    #: (the name, the number boxes) stays at it too; rows that would print smaller, or lose a caption, are left out
    #: (0: the badges from the card's height, down to ``render.ROW_LEAST``; opt-in: SDGF's deck-builder grid, whose
    #: rows printed at 7 px, issue 16)
    row_print: int = 0
    #: the body's summary, printed on a face that keeps its print (``row_print``) where the whole body would not fit
    #: at that size (opt-in: SDGF's held counter cards, whose effect printed at 7 px, issue 16); the hover view
    #: (``full``) prints ``body`` whole
    body_short: Text | None = None
    #: a face that keeps its print (``row_print``) sets it tighter: its body's lines ``render.TIGHT_STEP`` apart (not
    #: the font's line height, 14 px at 9 px), its numbers' labels at ``row_print`` px beside their values in boxes
    #: ``render.TIGHT_BOX`` px taller than that (not ``render.BOX_LABEL`` of the box: 17 px), their ink still apart
    #: (opt-in: SDGF's compact held faces, 80-94 px, where a counter card's effect took a line more than its room and
    #: "パワー" printed at 7 px, issue 16); the hover view (``full``) sets them as usual
    tight: bool = False
    #: its tiles (``render._draw_tile``) are drawn as cards lying on the table: a rounded frame in the frame colour
    #: (``accent``), the name on a band in the kind's colour, a light body with the type icon and kind line ("SD ·
    #: Leader") where the tile has the room, the numbers in outlined boxes, larger where the body has the room (opt-in:
    #: SDGF's table tiles were flat yellow bars beside the hand's faces, issue 16)
    card_tile: bool = False

    def __hash__(self) -> int:
        """The hash of every field, worked out once: faces are cache keys looked up many times a frame (a
        table's faces and strips), and a dataclass's own hash would hash every title and number each time."""
        found = self.__dict__.get("_hash")
        if found is None:
            found = hash(tuple(getattr(self, f.name) for f in fields(self)))
            object.__setattr__(self, "_hash", found)
        return found

    def __getstate__(self) -> dict:
        """A copy or a pickle works its own hash out again (another process hashes strings differently)."""
        return {k: v for k, v in self.__dict__.items() if k != "_hash"}


@dataclass(frozen=True)
class FrameStyle:
    """Colours of one card kind's frame."""

    frame: RGB
    band: RGB
    ink: RGB = (25, 25, 30)
    paper: RGB = (246, 242, 232)
    label: Text = Text("", "")


FRAMES: dict[str, FrameStyle] = {
    # Ultra Seven
    "invasion": FrameStyle((150, 40, 40), (200, 70, 60), label=Text("侵略", "Invasion")),
    "event": FrameStyle((190, 120, 30), (230, 170, 60), label=Text("イベント", "Event")),
    "information": FrameStyle((60, 110, 160), (100, 150, 200), label=Text("情報", "Information")),
    "special": FrameStyle((110, 50, 140), (160, 90, 190), label=Text("特殊", "Special")),
    "member": FrameStyle((30, 110, 150), (70, 160, 200), label=Text("隊員", "Member")),
    "weapon": FrameStyle((90, 100, 110), (140, 150, 160), label=Text("兵器", "Weapon")),
    "capsule": FrameStyle((40, 130, 80), (80, 180, 120), label=Text("カプセル怪獣", "Capsule monster")),
    "seven": FrameStyle((170, 30, 30), (210, 190, 60), label=Text("セブン", "Seven")),
    # Z Gundam
    "ship": FrameStyle((60, 70, 110), (100, 115, 170), label=Text("艦船", "Ship")),
    "ms": FrameStyle((40, 90, 140), (80, 140, 200), label=Text("MS", "Mobile suit")),
    "pilot": FrameStyle((150, 110, 40), (210, 170, 80), label=Text("パイロット", "Pilot")),
    "zspecial": FrameStyle((120, 40, 100), (180, 80, 150), label=Text("特殊", "Special")),
    # SD Gundam Force
    "sd": FrameStyle((30, 120, 160), (230, 200, 60), label=Text("SD", "SD")),
    "counter": FrameStyle((160, 50, 50), (220, 110, 80), label=Text("カウンター", "Counter")),
    "terrain": FrameStyle((70, 110, 60), (120, 170, 100), label=Text("地形", "Terrain")),
    # Monster Raid
    "target": FrameStyle((100, 60, 40), (160, 110, 70), label=Text("ターゲット", "Target")),
    "effect": FrameStyle((60, 60, 120), (110, 110, 190), label=Text("エフェクト", "Effect")),
    "skill": FrameStyle((40, 110, 110), (90, 170, 170), label=Text("スキル", "Skill")),
}
DEFAULT_FRAME = FrameStyle((80, 80, 90), (140, 140, 150))


@dataclass(frozen=True)
class Icon:
    """A small badge: a glyph on a shape, so meaning never rests on colour alone."""

    glyph: str
    colour: RGB
    shape: str = "circle"
    name: Text = Text("", "")


ICONS: dict[str, Icon] = {
    # terrain attributes (SD Gundam Force)
    "陸": Icon("陸", (150, 100, 50), "square", Text("陸", "Land")),
    "海": Icon("海", (40, 100, 190), "circle", Text("海", "Sea")),
    "空": Icon("空", (90, 170, 220), "diamond", Text("空", "Sky")),
    "異": Icon("異", (130, 60, 160), "hexagon", Text("異", "Other")),
    # reconnaissance areas (Ultra Seven)
    "CITY": Icon("街", (120, 120, 130), "square", Text("都市", "City")),
    "MTN": Icon("山", (80, 130, 60), "diamond", Text("山岳", "Mountains")),
    "SEA": Icon("海", (40, 100, 190), "circle", Text("海", "Sea")),
    "SPACE": Icon("宇", (40, 30, 90), "hexagon", Text("宇宙", "Space")),
    "UNDER": Icon("地", (110, 80, 50), "square", Text("地底", "Underground")),
    "LAKE": Icon("湖", (60, 150, 170), "circle", Text("湖", "Lake")),
    "INSIDE": Icon("関", (150, 90, 120), "diamond", Text("関係者", "People involved")),
    "BASE": Icon("基", (30, 110, 150), "hexagon", Text("基地", "Base")),
    # Monster Raid
    "flying": Icon("飛", (90, 170, 220), "diamond", Text("飛行", "Flying")),
}


def frame_for(kind: str) -> FrameStyle:
    return FRAMES.get(kind, DEFAULT_FRAME)


def icon_for(key: str) -> Icon:
    return ICONS.get(key, Icon(key[:1] or "?", (100, 100, 100), "circle", Text(key, key)))
