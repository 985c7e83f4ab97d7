"""The installed wheel works, not only the editable install: assets and maps are found."""

import os
import shutil
import subprocess
import sys
import textwrap
import venv
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

SMOKE = textwrap.dedent("""
    import os, sys
    os.environ["SDL_VIDEODRIVER"] = "dummy"; os.environ["SDL_AUDIODRIVER"] = "dummy"
    import tabletop, tabletop.resources as res
    assert "site-packages" in tabletop.__file__, tabletop.__file__
    assert res.font_path().is_file(), res.font_path()
    assert (res.assets_dir() / "fonts" / "NotoSansJP-OFL.txt").is_file()
    assert (res.assets_dir() / "first_frame.ja.bin").is_file()  # a first start's text (ui.startstore)
    assert res.maps_dir().is_dir()
    assert "site-packages" in str(res.docs_dir()) and (res.docs_dir() / "rulings").is_dir(), res.docs_dir()
    assert (res.docs_dir() / "help" / "dunbine.ja.md").is_file(), sorted((res.docs_dir() / "help").iterdir())
    from tabletop.ui.scenes.help import maps_guide
    assert maps_guide() is not None and "site-packages" in str(maps_guide()), maps_guide()
    assert maps_guide("ja").name == "maps.ja.md", maps_guide("ja")
    assert (res.docs_dir() / "maps" / "tiled-drop-down.png").is_file()
    from tabletop.games import discover
    from tabletop.core.session import new_session
    for name in discover():
        new_session(name, seed=1)
    try:
        from tabletop.ui.app import App
    except ImportError:
        App = None
    if App is not None and hasattr(App, "step"):
        app = App(lang="en")
        app.step([], 0.016)
    print("smoke ok")
""")


@pytest.mark.wheel
@pytest.mark.slow  # a pip install into a fresh venv (15-25 s): make soak
def test_wheel_installs_into_a_fresh_venv_and_runs(tmp_path):
    if shutil.which("git") is None:
        pytest.skip("git not available")
    dist = tmp_path / "dist"
    src = tmp_path / "src"
    # Build from a copy of the tracked + working files, so the test sees what a clone would.
    shutil.copytree(ROOT, src, ignore=shutil.ignore_patterns(".venv", ".git", "dist", "build", "__pycache__",
                                                             ".pytest_cache", ".hypothesis", "test-failures"))
    build = subprocess.run([sys.executable, "-m", "build", "--wheel", "--outdir", str(dist), str(src)],
                           capture_output=True, text=True, timeout=600)
    assert build.returncode == 0, build.stdout[-2000:] + build.stderr[-2000:]
    wheels = list(dist.glob("*.whl"))
    assert len(wheels) == 1
    env_dir = tmp_path / "venv"
    venv.create(env_dir, with_pip=True)
    py = env_dir / "bin" / "python"
    install = subprocess.run([str(py), "-m", "pip", "install", "-q", str(wheels[0])],
                             capture_output=True, text=True, timeout=600)
    assert install.returncode == 0, install.stderr[-2000:]
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    env.pop("PYTHONPATH", None)
    games = subprocess.run([str(env_dir / "bin" / "tabletop"), "games"], capture_output=True, text=True,
                           timeout=120, env=env, cwd=tmp_path)
    assert games.returncode == 0, games.stderr
    smoke = subprocess.run([str(py), "-c", SMOKE], capture_output=True, text=True, timeout=300, env=env,
                           cwd=tmp_path)
    assert smoke.returncode == 0, smoke.stderr[-3000:]
    assert "smoke ok" in smoke.stdout
