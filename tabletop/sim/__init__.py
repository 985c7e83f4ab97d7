"""Headless simulation: computer players play many games to measure balance.

``runner`` plays games (in parallel processes), ``stats`` summarises them (win
rates with Wilson intervals, lengths, the games' own metrics), ``charts`` draws
SVG charts, ``report`` writes ``summary.json`` and ``report.md``.
Each game's ``Game.metrics(state) -> dict`` of numbers or lists of numbers
(tabletop/core/game.py) becomes a distribution per key in the report.
"""
