"""The rules core, the games and the physics import and run with pygame blocked."""

import subprocess
import sys
import textwrap

BLOCKER = textwrap.dedent("""
    import importlib.abc, sys
    class Block(importlib.abc.MetaPathFinder):
        def find_spec(self, name, path, target=None):
            if name == "pygame" or name.startswith("pygame."):
                raise ImportError("pygame is blocked in this test")
    sys.meta_path.insert(0, Block())
    import pkgutil, importlib
    import tabletop.core, tabletop.physics, tabletop.games
    for pkg in (tabletop.core, tabletop.physics):
        for info in pkgutil.walk_packages(pkg.__path__, pkg.__name__ + "."):
            importlib.import_module(info.name)
    names = tabletop.games.discover()
    for info in pkgutil.walk_packages(tabletop.games.__path__, "tabletop.games."):
        importlib.import_module(info.name)
    from tabletop.core import registry
    from tabletop.core.session import new_session
    for name in names:
        new_session(name, seed=1)
    assert "pygame" not in sys.modules
    print("ok", len(names))
""")


def test_core_games_and_physics_work_without_pygame():
    out = subprocess.run([sys.executable, "-c", BLOCKER], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.startswith("ok")
