"""Drawing a Tiled hex map: pre-rendered per zoom level, a camera, and hex overlays.

* ``render.MapRenderer``: draws every visible tile layer of a ``HexMap`` exactly
  where Tiled puts each tile (bottom-left anchored, tileset offset, Tiled's draw
  order), once, and keeps a scaled copy per zoom level, so a frame is one blit.
* ``camera.Camera``: pan and zoom; the map point under the cursor stays put
  when zooming.
* ``overlay``: hex outlines, filled highlights, arrows and labels in map space.
"""
