"""Headless simulation: computer players play many games to measure balance.

``runner`` plays games (in parallel processes), ``stats`` summarises them (win
rates with Wilson intervals, lengths, the games' own metrics), ``charts`` draws
SVG charts, ``report`` writes ``summary.json`` and ``report.md``.
A game may define ``metrics(state) -> dict`` of numbers or lists of numbers;
each becomes a distribution in the report.
"""
