"""The dice table: pymunk rigid-body physics only (no rules, no drawing)."""
