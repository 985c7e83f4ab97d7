"""``python -m tabletop`` runs the command line."""

from tabletop.cli import main

raise SystemExit(main())
