"""Where the user's games are kept (``resources.user_dir``): each system's own place, ``TABLETOP_HOME`` first.

``platformdirs`` is faked (a module put in ``sys.modules``): the tests check which call is made per
system and that its answer is used, on any machine, without the package installed.
"""

from __future__ import annotations

import sys
import types
from pathlib import Path

import pytest

from tabletop import resources


@pytest.fixture
def fake_platformdirs(monkeypatch: pytest.MonkeyPatch) -> list[tuple[tuple, dict]]:
    """A ``platformdirs`` answering like Windows: records its calls."""
    calls: list[tuple[tuple, dict]] = []

    def user_data_dir(*args, **kwargs) -> str:
        calls.append((args, kwargs))
        return {"win32": r"C:\Users\ann\AppData\Local\tabletop",
                "darwin": "/Users/ann/Library/Application Support/tabletop"}[sys_platform[0]]

    sys_platform = ["win32"]
    module = types.ModuleType("platformdirs")
    module.user_data_dir = user_data_dir  # type: ignore[attr-defined]
    module.platform = sys_platform  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "platformdirs", module)
    return calls


@pytest.mark.parametrize("platform, expected", [
    ("win32", r"C:\Users\ann\AppData\Local\tabletop"),
    ("cygwin", r"C:\Users\ann\AppData\Local\tabletop"),
    ("darwin", "/Users/ann/Library/Application Support/tabletop"),
])
def test_windows_and_macos_use_platformdirs_user_data_dir(platform, expected, fake_platformdirs) -> None:
    sys.modules["platformdirs"].platform[0] = "darwin" if platform == "darwin" else "win32"
    assert resources.default_user_dir(platform) == Path(expected)
    assert fake_platformdirs == [(("tabletop",), {"appauthor": False, "roaming": False})]


@pytest.mark.parametrize("platform", ["linux", "freebsd14", "openbsd7"])
def test_linux_and_other_unix_keep_the_xdg_folder_exactly_as_before(platform, fake_platformdirs,
                                                                     monkeypatch, tmp_path) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    assert resources.default_user_dir(platform) == tmp_path / "xdg" / "tabletop"
    monkeypatch.delenv("XDG_DATA_HOME")
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    assert resources.default_user_dir(platform) == tmp_path / "home" / ".local" / "share" / "tabletop"
    assert fake_platformdirs == []  # platformdirs is never asked on Linux


@pytest.mark.parametrize("platform", ["linux", "win32", "darwin"])
def test_tabletop_home_wins_on_every_system(platform, fake_platformdirs, monkeypatch, tmp_path) -> None:
    monkeypatch.setattr(sys, "platform", platform)
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "mine"))
    assert resources.user_dir() == tmp_path / "mine"
    assert (tmp_path / "mine").is_dir()
    assert fake_platformdirs == []


def test_without_tabletop_home_the_systems_folder_is_used_and_created(fake_platformdirs, monkeypatch,
                                                                       tmp_path) -> None:
    monkeypatch.delenv("TABLETOP_HOME", raising=False)
    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    assert resources.user_dir() == tmp_path / "data" / "tabletop"
    assert (tmp_path / "data" / "tabletop").is_dir()
