"""The ``tabletop`` command: subcommands found in this package's modules.

Each module ``tabletop/cli/<name>.py`` defines ``register(subparsers)`` that adds
its subcommand and sets ``func``; a later feature adds a module, not an edit
here. Bad arguments give one clear line on stderr and exit code 2.
"""

from __future__ import annotations

import argparse
import gc
import importlib
import pkgutil
import sys
from typing import Sequence

from tabletop import __version__
from tabletop.core.errors import TabletopError


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # one clear line, exit 2
        sys.stderr.write(f"{self.prog}: {message} (see '{self.prog} --help')\n")
        raise SystemExit(2)


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="tabletop",
                     description="Play Japanese doujin board and card games at one computer, "
                                 "with the rules enforced and explained. Without a subcommand, "
                                 "opens the launcher.")
    parser.add_argument("--version", action="version", version=f"tabletop {__version__}")
    parser.add_argument("--lang", choices=("ja", "en"), default=None, help="language of the app (default: the remembered setting, else ja)")
    subs = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    for info in sorted(pkgutil.iter_modules(__path__), key=lambda i: i.name):
        module = importlib.import_module(f"{__name__}.{info.name}")
        register = getattr(module, "register", None)
        if register is not None:
            register(subs)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    func = getattr(args, "func", None)
    try:
        if func is None:
            gc.disable()  # start-up's objects live as long as the app: ``open_app`` freezes them, then collects again
            from tabletop.ui.app import run_app

            return run_app(lang=args.lang)  # None: the remembered setting (default ja)
        return int(func(args) or 0)
    except TabletopError as exc:
        sys.stderr.write(f"tabletop: {exc}\n")
        return 2
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
