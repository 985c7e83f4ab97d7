"""The .tmx/.tsx files at the XML level: structure, document order, layer data, and every
problem that would make pytmx (or the game) choke, found before pytmx sees the file.

pytmx 3.32 answers many bad maps with bare exceptions, loses the document order of
layers and renumbers gids; this module reads what it cannot, exactly as Tiled
stores it: the map's attributes, the tilesets (their files and images, which must
lie inside the map's folder), the layers in document order (groups flattened,
their names kept), each tile layer's cells as TMX gids, and each object's kind
(point, polygon, rectangle...). ``tabletop.core.tiled`` combines this with
pytmx's typed properties into a ``HexMap``.
"""

from __future__ import annotations

import base64
import errno
import math
import os
import stat
import struct
import xml.etree.ElementTree as ET
import zlib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, NoReturn
from xml.parsers import expat

from tabletop.core.errors import Problem

MAX_BYTES = 64 * 1024 * 1024
MAX_CELLS = 512 * 512
MAX_OBJECTS = 1000        # objects in the whole map (all object layers together)
MAX_POINTS = 100          # points of one polygon or polyline
FLIP_FLAGS = 0xF0000000  # horizontal, vertical, diagonal/60-degree, 120-degree rotation
LAYER_TAGS = {"layer": "tile", "objectgroup": "object", "imagelayer": "image", "group": "group"}


@dataclass
class RawTileset:
    firstgid: int
    name: str
    source: str | None        # absolute path of the external .tsx (None when embedded)
    tilecount: int
    tile_width: int
    tile_height: int
    offset: tuple[int, int]   # <tileoffset x y>
    images: list[str] = field(default_factory=list)  # absolute image paths it uses
    #: the external file's root element as parsed (shared with ``parse_xml_file``'s kept trees: read it, never
    #: change it); None when the tileset is embedded in the map
    tree: ET.Element | None = field(default=None, compare=False, repr=False)


@dataclass
class RawObject:
    id: int
    name: str
    kind: str                 # point | polygon | polyline | rectangle | ellipse | tile | text
    x: float
    y: float
    rotation: float
    points: list[tuple[float, float]]  # polygon/polyline points relative to x, y
    width: float
    height: float
    cls: str = ""             # the ``class`` attribute (Tiled 1.9+), else ``type`` (Tiled 1.8)
    properties: dict[str, Any] = field(default_factory=dict)  # typed (``read_properties``)


@dataclass
class RawLayer:
    id: int
    name: str
    kind: str                 # tile | object | image | group
    group: str                # names of the enclosing groups, "a/b" ('' at top level)
    visible: bool             # effective: False when this layer or an enclosing group is hidden
    opacity: float            # effective: multiplied by the enclosing groups'
    offset: tuple[float, float]  # effective: pixel offset including the enclosing groups'
    gids: list[list[int]] | None = None      # tile layers: [row][col] TMX gids, 0 = empty
    objects: list[RawObject] = field(default_factory=list)
    image: str | None = None  # image layers: absolute path


@dataclass
class RawMap:
    path: str
    width: int
    height: int
    tile_width: int
    tile_height: int
    hexsidelength: int
    stagger_axis: str
    stagger_index: str
    version: str
    tiled_version: str
    tilesets: list[RawTileset]
    layers: list[RawLayer]    # document order, groups flattened (the group itself listed first)
    files: list[str]          # every file the map uses (map, tilesets, images, templates), absolute
    root: ET.Element | None = None  # the map element, templates resolved in place (for pytmx)


class _Reader:
    def __init__(self, path: Path) -> None:
        self.path = path
        self.folder = path.parent.resolve()
        self.within = os.path.normcase(os.path.join(self.folder, ""))  # what a path inside it starts with
        self.problems: list[Problem] = []
        self.objects = 0  # objects seen so far in the map's object layers (``MAX_OBJECTS``)
        self.templates: dict[Path, ET.Element | None] = {}  # .tx file -> its <object> (None: unusable)
        self.real_dirs: dict[str, str] = {}  # ``real_path``'s folders resolved during this read

    def problem(self, where: str, text: str) -> None:
        self.problems.append(Problem(str(self.path), where, text))

    # -- files ------------------------------------------------------------------
    def inside(self, base: Path, ref: str, where: str, what: str) -> str | None:
        """Resolve a path written in a map file (the real path of a file); it must stay inside the map's folder.
        Worked out on strings: the folder's real path and a separator begin the file's (what
        ``Path.relative_to`` finds of these normalised paths), and ``_is_file`` is ``Path.is_file``."""
        if not ref:
            self.problem(where, f"{what} has an empty path / {what}のパスが空です")
            return None
        if os.path.isabs(ref) or ref.startswith(("/", "\\")) or ":" in ref.split("/")[0]:
            self.problem(where, f"{what} is an absolute path; use a path relative to the map "
                                f"/ {what}は絶対パスです（マップからの相対パスにしてください）")
            return None
        full = real_path(os.path.join(base, ref), self.real_dirs)
        if not os.path.normcase(os.path.join(full, "")).startswith(self.within):
            self.problem(where, f"{what} points outside the map's folder "
                                f"/ {what}がマップのフォルダーの外を指しています")
            return None
        if not _is_file(full):
            self.problem(where, f"{what} not found / {what}が見つかりません")
            return None
        return full

    # -- map --------------------------------------------------------------------
    def read(self) -> RawMap | None:
        root = parse_xml_file(self.path, self.problem, "map")
        if root is None:
            return None
        if root.tag != "map":
            self.problem("", f"not a Tiled map: the root element is <{root.tag}>, not <map> "
                             f"/ Tiled のマップではありません")
            return None
        a = root.attrib
        orientation = a.get("orientation", "")
        if orientation != "hexagonal":
            self.problem("map.orientation", f"the map is '{orientation or 'missing'}'; the game needs a "
                                            "hexagonal map / 六角形（hexagonal）マップではありません")
        if a.get("infinite", "0") not in ("0", ""):
            self.problem("map.infinite", "the map is infinite; make it finite (Map > Map Properties > "
                                         "Infinite off) / 無限マップは使えません")
        ints = {}
        for key in ("width", "height", "tilewidth", "tileheight"):
            ints[key] = self.positive_int(a.get(key), f"map.{key}")
        if ints["width"] * ints["height"] > MAX_CELLS:
            self.problem("map.width", f"the map has {ints['width']} x {ints['height']} cells; the game reads at most "
                                      f"{MAX_CELLS} / マップが大きすぎます")
            return None
        side = None
        if orientation == "hexagonal":
            side = self.positive_int(a.get("hexsidelength"), "map.hexsidelength")
            axis, index = a.get("staggeraxis", ""), a.get("staggerindex", "")
            if axis not in ("x", "y"):
                self.problem("map.staggeraxis", f"stagger axis '{axis}' must be x or y / staggeraxis が不正です")
            if index not in ("odd", "even"):
                self.problem("map.staggerindex", f"stagger index '{index}' must be odd or even "
                                                 "/ staggerindex が不正です")
            for key in ("tilewidth", "tileheight"):
                if ints[key] and ints[key] % 2:
                    self.problem(f"map.{key}", f"{key} {ints[key]} is odd; Tiled rounds hex tiles down to "
                                               "an even size, use an even number / タイルの幅と高さは偶数にしてください")
            long_side = ints["tileheight"] if axis == "y" else ints["tilewidth"]
            if side is not None and long_side and side >= long_side:
                self.problem("map.hexsidelength", f"hex side {side} must be shorter than the tile's "
                                                  f"{'height' if axis == 'y' else 'width'} {long_side} "
                                                  "/ hexsidelength が大きすぎます")
        tilesets = [ts for ts in (self.tileset(el, i) for i, el in enumerate(root.findall("tileset"))) if ts]
        self.check_gid_ranges(tilesets)
        layers: list[RawLayer] = []
        self.layers(root, "", ints, layers)
        if self.problems:
            return None
        files = [str(self.path.resolve())]
        for ts in tilesets:
            if ts.source:
                files.append(ts.source)
            files.extend(ts.images)
        files.extend(l.image for l in layers if l.image)
        files.extend(str(t) for t in self.templates)
        return RawMap(str(self.path), ints["width"], ints["height"], ints["tilewidth"], ints["tileheight"],
                      side or 0, a.get("staggeraxis", ""), a.get("staggerindex", ""), a.get("version", ""),
                      a.get("tiledversion", ""), tilesets, layers, sorted(set(files)), root)

    def positive_int(self, text: str | None, where: str) -> int:
        try:
            value = int(text or "")
        except ValueError:
            self.problem(where, f"'{text}' is not a whole number / 整数ではありません")
            return 0
        if value <= 0:
            self.problem(where, f"{value} must be greater than 0 / 0 より大きくしてください")
            return 0
        return value

    # -- tilesets ---------------------------------------------------------------
    def tileset(self, el: ET.Element, index: int) -> RawTileset | None:
        where = f"tileset {index + 1}"
        try:
            firstgid = int(el.get("firstgid", ""))
        except ValueError:
            self.problem(where, "missing or bad firstgid / firstgid がありません")
            return None
        source = None
        base = self.path.parent
        node = el
        if el.get("source") is not None:
            found = self.inside(base, el.get("source", ""), where, f"tileset file '{el.get('source')}'")
            if found is None:
                return None
            tsx = Path(found)
            where = f"tileset {tsx.name}"
            parsed = parse_xml_file(tsx, lambda w, t: self.problem(where, t), "tileset", keep=True)
            if parsed is None:
                return None
            node = parsed
            if node.tag != "tileset":
                self.problem(where, f"not a Tiled tileset: the root element is <{node.tag}> "
                                    "/ Tiled のタイルセットではありません")
                return None
            source, base = found, tsx.parent
        name = node.get("name", "") or where
        try:
            tw, th = int(node.get("tilewidth", "0")), int(node.get("tileheight", "0"))
            tilecount = int(node.get("tilecount", "0") or 0)
        except ValueError:
            self.problem(where, "bad tilewidth/tileheight/tilecount / タイルセットの数値が不正です")
            return None
        off = node.find("tileoffset")
        offset = (0, 0)
        if off is not None:
            try:
                offset = (int(off.get("x", "0")), int(off.get("y", "0")))
            except ValueError:
                self.problem(where, "bad tileoffset / tileoffset が不正です")
        images = []
        img = node.find("image")
        if img is not None:
            p = self.inside(base, img.get("source", ""), where, f"image '{img.get('source', '')}'")
            if p:
                images.append(p)
        for tile in node.findall("tile"):
            timg = tile.find("image")
            if timg is not None:
                p = self.inside(base, timg.get("source", ""), f"{where} tile {tile.get('id')}",
                                f"image '{timg.get('source', '')}'")
                if p:
                    images.append(p)
        if img is None and not node.findall("tile/image"):
            self.problem(where, "the tileset has no images / タイルセットに画像がありません")
        if tilecount <= 0:
            tilecount = max([int(t.get("id", "0")) + 1 for t in node.findall("tile")] or [0])
        return RawTileset(firstgid, name, source, tilecount, tw, th, offset, images, node if source else None)

    def check_gid_ranges(self, tilesets: list[RawTileset]) -> None:
        ordered = sorted(tilesets, key=lambda t: t.firstgid)
        for a, b in zip(ordered, ordered[1:]):
            if a.firstgid + a.tilecount > b.firstgid:
                self.problem(f"tileset {b.name}", f"firstgid {b.firstgid} overlaps tileset {a.name} "
                                                  "/ firstgid が重なっています")

    # -- layers -----------------------------------------------------------------
    def layers(self, parent: ET.Element, group: str, size: dict[str, int], out: list[RawLayer],
               inherited: tuple[bool, float, float, float] = (True, 1.0, 0.0, 0.0)) -> None:
        """Layers in document order; visibility, opacity and offsets include the enclosing groups'."""
        pvis, pop, pox, poy = inherited
        for el in parent:
            kind = LAYER_TAGS.get(el.tag)
            if kind is None:
                continue
            name = el.get("name", "")
            where = f"layer '{name}'"
            try:
                layer = RawLayer(int(el.get("id", "0") or 0), name, kind, group,
                                 pvis and el.get("visible", "1") != "0", pop * float(el.get("opacity", "1") or 1),
                                 (pox + float(el.get("offsetx", "0") or 0), poy + float(el.get("offsety", "0") or 0)))
            except ValueError:
                self.problem(where, "bad id, opacity or offset / レイヤーの属性が不正です")
                continue
            out.append(layer)
            if kind == "group":
                self.layers(el, f"{group}/{name}" if group else name, size, out,
                            (layer.visible, layer.opacity, *layer.offset))
            elif kind == "tile":
                layer.gids = self.tile_data(el, where, size)
            elif kind == "object":
                found = el.findall("object")
                self.objects += len(found)
                if self.objects > MAX_OBJECTS:
                    if self.objects - len(found) <= MAX_OBJECTS:  # said once, at the layer that goes over
                        self.problem(where, f"the map has more than {MAX_OBJECTS} objects (limit {MAX_OBJECTS}) "
                                            f"/ オブジェクトが多すぎます（上限 {MAX_OBJECTS}）")
                    continue
                resolved = [self.instance(o, f"{where} object {o.get('id', '?')}") for o in found]
                for old, new in zip(found, resolved):  # pytmx then reads the resolved objects too
                    if new is not None and new is not old:
                        el[list(el).index(old)] = new
                layer.objects = [o for o in (self.obj(r, where) for r in resolved if r is not None) if o]
            elif kind == "image":
                img = el.find("image")
                if img is not None and img.get("source"):
                    p = self.inside(self.path.parent, img.get("source", ""), where, f"image '{img.get('source')}'")
                    layer.image = p

    def tile_data(self, el: ET.Element, where: str, size: dict[str, int]) -> list[list[int]] | None:
        w, h = size["width"], size["height"]
        if el.get("width") and el.get("height") and (el.get("width") != str(w) or el.get("height") != str(h)):
            self.problem(where, f"layer size {el.get('width')}x{el.get('height')} differs from the map's {w}x{h} "
                                "/ レイヤーの大きさがマップと違います")
            return None
        data = el.find("data")
        if data is None:
            self.problem(where, "tile layer has no <data> / タイルデータがありません")
            return None
        if data.find("chunk") is not None:
            self.problem(where, "layer data in chunks (an infinite map); make the map finite "
                                "/ チャンク形式（無限マップ）は使えません")
            return None
        encoding, compression = data.get("encoding"), data.get("compression")
        try:
            if encoding == "csv":
                flat = _csv_gids(data.text or "")
            elif encoding == "base64":
                raw = base64.b64decode((data.text or "").strip(), validate=False)
                if compression in ("zlib", "gzip"):
                    inflated = self.decompress(raw, compression, 4 * w * h, where)
                    if inflated is None:
                        return None
                    raw = inflated
                elif compression:
                    self.problem(where, f"layer compression '{compression}' is not supported; use CSV, or "
                                        "Base64 with zlib or gzip / この圧縮形式には対応していません")
                    return None
                if len(raw) % 4:
                    raise ValueError("data length is not a multiple of 4 bytes")
                flat = list(struct.unpack(f"<{len(raw) // 4}I", raw))
            elif encoding is None:
                self.problem(where, "layer data as XML <tile> elements is not supported; use CSV "
                                    "(Map > Map Properties > Tile Layer Format) / XML 形式のタイルデータは使えません")
                return None
            else:
                self.problem(where, f"layer encoding '{encoding}' is not supported; use CSV / この形式には対応していません")
                return None
        except (ValueError, zlib.error, OSError, EOFError, struct.error) as exc:
            self.problem(where, f"layer data cannot be decoded ({exc}) / タイルデータを読めません")
            return None
        if len(flat) != w * h:
            self.problem(where, f"layer data has {len(flat)} cells, the map needs {w * h} "
                                "/ セルの数がマップと合いません")
            return None
        return [flat[r * w:(r + 1) * w] for r in range(h)]

    def decompress(self, raw: bytes, compression: str, limit: int, where: str) -> bytes | None:
        """Inflate layer data, never to more than ``limit`` bytes (the 4 bytes a cell the map needs):
        a small file that inflates to gigabytes is refused before it is inflated."""
        inflater = zlib.decompressobj(wbits=31 if compression == "gzip" else 15)
        out = inflater.decompress(raw, limit + 1)
        if len(out) > limit:
            self.problem(where, f"layer data inflates to more than the {limit} bytes a {limit // 4}-cell map needs "
                                f"(limit {limit} bytes) / 展開後のタイルデータが大きすぎます（上限 {limit} バイト）")
            return None
        if not inflater.eof:
            raise ValueError("the compressed data is cut short")
        return out

    def obj(self, el: ET.Element, where: str) -> RawObject | None:
        oid = el.get("id", "?")
        here = f"{where} object {oid}"
        kind, points = "rectangle", []
        for tag in ("point", "ellipse", "polygon", "polyline", "text"):
            child = el.find(tag)
            if child is not None:
                kind = tag
                if tag in ("polygon", "polyline"):
                    text = (child.get("points") or "").split()
                    if len(text) > MAX_POINTS:
                        self.problem(here, f"the {tag} has {len(text)} points (limit {MAX_POINTS}) "
                                           f"/ 多角形の頂点が多すぎます（上限 {MAX_POINTS}）")
                        return None
                    try:
                        points = [(_finite(p.split(",")[0]), _finite(p.split(",")[1])) for p in text]
                    except (ValueError, IndexError):
                        self.problem(here, "bad polygon points (each must be a finite x,y) / 多角形の座標が不正です")
                        return None
                break
        if el.get("gid"):
            kind = "tile"
        try:
            obj = RawObject(int(oid), el.get("name", ""), kind, _finite(el.get("x", "0")), _finite(el.get("y", "0")),
                            _finite(el.get("rotation", "0")), points, _finite(el.get("width", "0")),
                            _finite(el.get("height", "0")), el.get("class", el.get("type", "")))
        except ValueError:
            self.problem(here, "bad id, position, size or rotation (each must be a finite number) "
                               "/ オブジェクトの属性が不正です")
            return None
        obj.properties = read_properties(el, lambda text: self.problem(here, text))
        return obj

    # -- templates ----------------------------------------------------------------
    def instance(self, el: ET.Element, where: str) -> ET.Element | None:
        """An object as Tiled sees it: one made from a template (``template="x.tx"``, a file inside the
        map's folder) is the template's object with the instance's attributes, shape and properties over it."""
        ref = el.get("template")
        if ref is None:
            return el
        base = self.template(ref, where)
        if base is None:
            return None
        merged = ET.Element("object", {**base.attrib, **{k: v for k, v in el.attrib.items() if k != "template"}})
        props: dict[str, ET.Element] = {}
        for source in (base, el):
            for prop in source.findall("properties/property"):
                props[prop.get("name", "")] = prop
        if props:
            ET.SubElement(merged, "properties").extend(props.values())
        own = [c for c in el if c.tag != "properties"]
        merged.extend(own or [c for c in base if c.tag != "properties"])
        return merged

    def template(self, ref: str, where: str) -> ET.Element | None:
        """The <object> of a template file (read once per map)."""
        found = self.inside(self.path.parent, ref, where, f"template '{ref}'")
        if found is None:
            return None
        tx = Path(found)
        if tx not in self.templates:
            self.templates[tx] = None
            root = parse_xml_file(tx, lambda w, t: self.problem(f"template {tx.name}", t), "template")
            base = root.find("object") if root is not None and root.tag == "template" else None
            if root is not None and base is None:
                self.problem(f"template {tx.name}", "not a Tiled object template (<template> with an <object>) "
                                                    "/ Tiled のテンプレートではありません")
            elif base is not None and base.get("gid"):
                self.problem(f"template {tx.name}", "tile object templates are not supported; use a point, "
                                                    "rectangle or polygon / タイルのテンプレートは使えません")
                base = None
            self.templates[tx] = base
        return self.templates[tx]


PROPERTY_TYPES: dict[str, Callable[[str], Any]] = {
    "string": str, "file": str, "color": str, "int": int, "object": int,
    "float": lambda v: _finite(v), "bool": lambda v: {"true": True, "false": False, "1": True, "0": False}[v.lower()],
}


def read_properties(el: ET.Element, problem: Callable[[str], None]) -> dict[str, Any]:
    """The custom properties of an element, typed as Tiled writes them: string, file, color (kept as the text
    ``#AARRGGBB``), int, object (an object id), float, bool, and class (a dict of its members, from the nested
    ``<properties>``; members left at the class's defaults are not in the file). An enum value is what its
    storage type says (a string, or an int index). The ``propertytype`` attribute is not needed to read them."""
    out: dict[str, Any] = {}
    for prop in el.findall("properties/property"):
        name, kind = prop.get("name", ""), prop.get("type", "string")
        if kind == "class":
            out[name] = read_properties(prop, problem)
            continue
        text = prop.get("value", prop.text or "")
        convert = PROPERTY_TYPES.get(kind)
        if convert is None:
            problem(f"property '{name}' has an unknown type '{kind}' / プロパティの型が不明です")
            continue
        try:
            out[name] = convert(text)
        except (ValueError, KeyError):
            problem(f"property '{name}' = {text!r} is not a valid {kind} / プロパティ {name} の値が不正です")
    return out


def _finite(text: str) -> float:
    """A number written in a map file; NaN and infinities are refused like any bad number."""
    value = float(text)
    if not math.isfinite(value):
        raise ValueError(f"{text!r} is not a finite number")
    return value


#: Tileset files parsed in this process (``parse_xml_file(..., keep=True)``): by path, the bytes read and their
#: tree. The maps of a folder share their tilesets; a file whose bytes differ in any way is parsed again. The
#: trees are only read, never changed. At most ``KEPT_FILES`` files are kept.
_KEPT: dict[str, tuple[bytes, ET.Element]] = {}
KEPT_FILES = 64


def parse_xml_file(path: Path, problem: Callable[[str, str], None], what: str,
                   keep: bool = False) -> ET.Element | None:
    """Parse an XML file; report any trouble (missing, folder, binary, broken XML) through ``problem``.
    With ``keep``, the tree is kept and given again while the file holds the same bytes (``_KEPT``)."""
    st = _stat(str(path))  # one stat for what ``Path.exists`` and ``Path.is_dir`` would each ask
    if st is None:
        problem("", "file not found / ファイルが見つかりません")
        return None
    if stat.S_ISDIR(st.st_mode):
        problem("", f"is a folder, not a {what} file / フォルダーです（ファイルではありません）")
        return None
    try:
        size = st.st_size
        if size > MAX_BYTES:
            problem("", f"file too large for a {what} ({size} bytes) / ファイルが大きすぎます")
            return None
        raw = path.read_bytes()
    except OSError as exc:
        problem("", f"cannot read the file ({exc.strerror or exc}) / ファイルを読めません")
        return None
    if not raw.strip():
        problem("", "the file is empty / ファイルが空です")
        return None
    if raw.lstrip()[:1] in (b"{", b"["):
        problem("", f"this looks like a JSON file; save the {what} as XML (.tmx/.tsx) "
                    "/ JSON 形式です（XML 形式で保存してください）")
        return None
    if keep:
        kept = _KEPT.get(str(path))
        if kept is not None and kept[0] == raw:
            return kept[1]
    try:
        _check_prolog(raw)
        root: ET.Element = ET.fromstring(raw)  # the C parser: after _check_prolog, no DTD can come
        if keep:
            if len(_KEPT) >= KEPT_FILES:
                _KEPT.clear()
            _KEPT[str(path)] = (raw, root)
        return root
    except _Doctype:
        problem("", f"a DTD or XML entities are not allowed in a {what} file "
                    "/ DTD や XML エンティティは使えません")
        return None
    except expat.ExpatError as exc:
        _unreadable(problem, what, exc.lineno, exc.offset, expat.ErrorString(exc.code) or str(exc))
        return None
    except ET.ParseError as exc:
        line, col = getattr(exc, "position", (0, 0))
        _unreadable(problem, what, line, col, _reason(exc))
        return None
    except (LookupError, ValueError) as exc:  # e.g. encoding="UJF-8" in the XML declaration
        problem("", f"not a readable XML {what} ({exc}) / XML として読めません")
        return None


def _unreadable(problem: Callable[[str, str], None], what: str, line: int, col: int, reason: str) -> None:
    problem("", f"not a readable XML {what} (line {line}, column {col}: {reason}) / XML として読めません")


class _Doctype(Exception):
    """The file has a document type declaration (a DTD): refused, whatever it declares."""


class _Root(Exception):
    """The root element begins: the prolog, the only place a DTD may stand, is over."""


def _refuse(*_args: object) -> NoReturn:
    raise _Doctype


def _root(*_args: object) -> NoReturn:
    raise _Root


def _check_prolog(raw: bytes) -> None:
    """Refuse a file with a DTD before the C parser reads it (raise ``_Doctype``; ``expat.ExpatError`` for a file
    that is not XML up to its root element).

    Entities other than the five predefined ones and character references can only be declared in a DTD (its
    internal subset or an external one it names), and a DTD can only stand in the prolog, before the root element;
    Tiled never writes one. So expat, the parser ``ElementTree``'s C parser runs, is run first over the prolog
    alone: any ``<!DOCTYPE`` (with or without declarations, in whatever encoding expat reads the file: UTF-8 with
    or without a byte order mark, UTF-16, a declared single-byte encoding) is refused there, and the pass stops at
    the root element's start tag. The C parser then reads the same bytes with the same expat and the same
    options (namespace separator ``}``, encoding taken from the file), so it finds the same prolog without a DTD:
    an entity reference in the document is then an undefined entity, an error of expat's, and nothing outside
    the file is ever fetched. The handlers of what only a DTD holds (entities, notations, element and attribute
    declarations, external references) refuse too, in case any were ever reported without a ``<!DOCTYPE``.
    The file is given to expat in growing pieces (``_PROLOG_CHUNK``)."""
    parser = expat.ParserCreate(None, "}")
    parser.StartDoctypeDeclHandler = _refuse
    parser.EntityDeclHandler = _refuse
    parser.UnparsedEntityDeclHandler = _refuse
    parser.NotationDeclHandler = _refuse
    parser.ElementDeclHandler = _refuse
    parser.AttlistDeclHandler = _refuse
    parser.ExternalEntityRefHandler = _refuse
    parser.SkippedEntityHandler = _refuse
    parser.StartElementHandler = _root
    start, size = 0, _PROLOG_CHUNK
    try:
        while start < len(raw):
            parser.Parse(raw[start:start + size], False)
            start, size = start + size, size * 2
        parser.Parse(b"", True)
    except _Root:
        return
    # a document has a root element: without one, expat has raised ExpatError ("no element found")


#: The bytes ``_check_prolog`` first gives expat, then twice as many each time. Once a handler raises, expat
#: goes on to the end of what it was given (pyexpat only stops calling the handlers), so the file is given a
#: little at a time: after a DTD or the root element's start tag at byte n, at most 64 or n more bytes are
#: read (a map's prolog is a few hundred bytes: no room for entities to multiply in after a DTD, and the
#: body is not scanned twice). Expat reads a token cut between two pieces again from its start with the
#: next piece, so the pieces grow: a prolog of one long comment costs twice its length, not its square.
_PROLOG_CHUNK = 64


def _csv_gids(text: str) -> list[int]:
    """The gids of a CSV layer: line breaks dropped, the blank entries (a trailing comma) skipped. ``int`` takes
    the spaces and line breaks around a number, so a layer without blank entries is read in C loops: each
    distinct entry (a map has few: its gids, with or without a line break before them) through ``int`` once,
    then every entry looked up; anything else (a blank entry, a break inside a number) the slow way, to the
    same result."""
    entries = text.split(",")
    try:
        number = {entry: int(entry) for entry in set(entries)}
    except ValueError:
        return [int(v) for v in text.replace("\n", "").split(",") if v.strip()]
    return list(map(number.__getitem__, entries))


def real_path(path: str, real_dirs: dict[str, str]) -> str:
    """``os.path.realpath(path)`` (what ``Path.resolve()`` gives), with the folder resolved once per
    ``real_dirs`` (a memo kept for one read of a map): a tileset's images share a folder, so each
    image costs one ``lstat`` (to follow it if it is itself a symlink) instead of one per component."""
    folder, name = os.path.split(path)
    if name in ("", ".", ".."):
        return os.path.realpath(path)
    if folder not in real_dirs:
        real_dirs[folder] = os.path.realpath(folder or ".")
    full = os.path.join(real_dirs[folder], name)
    try:
        if stat.S_ISLNK(os.lstat(full).st_mode):
            return os.path.realpath(full)
    except OSError:
        pass  # missing or unreadable: like realpath, the path as it is (the caller checks the file)
    return full


#: The errors of ``stat`` for which ``Path.exists``, ``is_dir`` and ``is_file`` say False rather than raising
#: (pathlib's ``_ignore_error``).
_NOT_THERE_ERRNOS = (errno.ENOENT, errno.ENOTDIR, errno.EBADF, errno.ELOOP)
_NOT_THERE_WINERRORS = (21, 123, 1921)  # not ready, invalid name, cannot be accessed by the system


def _stat(path: str) -> os.stat_result | None:
    """``os.stat(path)`` (symlinks followed), None where pathlib's ``exists()`` says False (missing, a path
    the file system cannot take); any other error raised, as pathlib raises it (a folder that cannot be
    searched, say)."""
    try:
        return os.stat(path)
    except OSError as exc:
        if exc.errno not in _NOT_THERE_ERRNOS and getattr(exc, "winerror", None) not in _NOT_THERE_WINERRORS:
            raise
        return None
    except ValueError:
        return None


def _is_file(path: str) -> bool:
    """``Path(path).is_file()`` on a string: a regular file (symlinks followed)."""
    st = _stat(path)
    return st is not None and stat.S_ISREG(st.st_mode)


def _reason(exc: ET.ParseError) -> str:
    text = str(exc)
    return text.split(":")[0] if ":" in text else text


def read_tmx(path: str | os.PathLike[str]) -> tuple[RawMap | None, list[Problem]]:
    """Read and check a .tmx at the XML level; (None, problems) when it cannot be used."""
    reader = _Reader(Path(path))
    raw = reader.read()
    return raw, reader.problems
