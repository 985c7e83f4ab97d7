"""Golden-image tests: each game's main screens against stored PNGs (see ``compare.py``)."""
