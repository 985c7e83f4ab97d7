"""Physical parameters of the dice table (mm, g, s). See docs/physics.md for where they come from.

# Numbers: the tabletop project's own design (not from any published product),
# tuned against the measured pymunk facts in the team's physics notes.
"""

from __future__ import annotations

#: Gravity, mm/s^2.
GRAVITY = 9810.0

#: Base time step (s): 240 Hz; faster frames are split into substeps (see SUBSTEP_TRAVEL).
DT = 1.0 / 240.0
#: Steps per recorded frame (60 frames per simulated second).
STEPS_PER_FRAME = 4
#: Largest distance (mm) any body may travel in one substep: no tunnelling through dice.
SUBSTEP_TRAVEL = 4.0
#: Near another die or a stand, the largest distance (mm) two bodies may close in one substep: a graze
#: 0.5 mm deep between the sharpest corners (two d4s: their Minkowski sum has 60-degree corners) spans
#: 2 * 0.5 * tan(30 deg) = 0.58 mm of travel, so every graze of 0.5 mm or more is met.
GRAZE_TRAVEL = 0.5
#: A die with nothing within this many mm beyond its step's reach is not asked again until it, or anything
#: else at the fastest speed on the table, could have closed the gap.
CLEAR_MARGIN = 12.0
#: ... or far enough for this many steps of two bodies closing at the fastest speed on the table.
CLEAR_STEPS = 16
#: Upper bound on substeps per base step (40 keeps two dice closing at 4.8 m/s within GRAZE_TRAVEL).
MAX_SUBSTEPS = 40
#: Solver iterations.
ITERATIONS = 10
#: Every shot ends within this much simulated time (s), at rest or stopped.
MAX_SIM_TIME = 12.0

#: Sliding friction of a die on the table or on a board (Coulomb, mu).
MU_DIE = 0.30
#: Sliding friction of boards and effect cards on the table.
MU_BOARD = 0.45
#: Die shape friction and elasticity (pymunk multiplies the pair: 0.25 and 0.49 die to die).
DIE_SHAPE_FRICTION = 0.5
DIE_SHAPE_ELASTICITY = 0.7
#: The stand's column: friction and elasticity of its shape.
STAND_FRICTION = 0.5
STAND_ELASTICITY = 0.6

#: Speed (mm/s) of a flick at power 1.0 (slides ~98 cm on the table alone).
FLICK_SPEED = 2400.0
#: Spin (rad/s) of a flick at spin 1.0.
FLICK_SPIN = 40.0
#: Launch speed (mm/s) of a throw at power 1.0, and its height of release (mm).
THROW_SPEED = 3200.0
THROW_RELEASE_HEIGHT = 30.0
#: Elevation of a throw (radians) at loft 0 and loft 1.
THROW_ELEVATION_MIN = 0.26  # ~15 degrees
THROW_ELEVATION_MAX = 1.31  # ~75 degrees
#: Coin toss (thumb flick): release height, elevation, speed range and landing spread.
COIN_RELEASE_HEIGHT = 40.0
COIN_ELEVATION = 1.25  # ~72 degrees
COIN_SPEED_MIN = 900.0
COIN_SPEED_MAX = 2000.0
COIN_SPREAD_ANGLE = 0.35  # radians either side
COIN_SPREAD_SPEED = 0.25  # fraction either side

#: Landing: vertical restitution, bounces end below this upward speed (mm/s).
LANDING_RESTITUTION = 0.35
LANDING_STOP_SPEED = 250.0
#: Friction during the landing impact (die on surface).
LANDING_FRICTION = 0.30
#: Random spin given at each landing, rad/s either side.
LANDING_SPIN = 25.0
#: Share of the horizontal momentum a landing die loses that it passes to the board or card under it.
LANDING_NUDGE = 0.15

#: A die that comes down onto another is moved out of it until they overlap by at most this (mm),
#: in at most this many passes.
LANDING_OVERLAP = 0.05
DEPENETRATE_PASSES = 4
#: Closing speed (mm/s) above which a new contact between dice is a crash (クラッシュ).
CRASH_SPEED = 20.0
#: A die counts as moved when it travelled this far (mm) or turned this much (rad).
MOVED_DISTANCE = 0.05
MOVED_ANGLE = 0.005

#: Bodies idle this long (s) fall asleep (pymunk sleeping; the dice not shot start asleep).
SLEEP_TIME = 0.25
#: At rest: every body slower than these, nothing in the air.
REST_SPEED = 0.5
REST_SPIN = 0.02

#: Flying targets: the stand (土台) lifts the board this high (mm); its column's radius (mm).
STAND_HEIGHT = 45.0
STAND_RADIUS = 20.0

#: Board material (greyboard, 2 mm) and card (0.3 mm) areal masses, g/mm^2.
BOARD_AREAL_MASS = 2.0 * 0.7e-3
CARD_AREAL_MASS = 0.3 * 1.0e-3
