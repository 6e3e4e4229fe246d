"""The data folder: ``FIGURES_DATA_DIR`` wins, else the system's own folder from platformdirs,
the same folder as before on Linux, and the folder of earlier versions kept on the others."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import platformdirs
import pytest
from platformdirs.macos import MacOS

from figures.app import storage
from figures.app.storage import autosave_path, data_dir, legacy_data_dir, saves_dir


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A home folder of its own, no data folder set by the environment."""
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.delenv("FIGURES_DATA_DIR", raising=False)
    monkeypatch.delenv("XDG_DATA_HOME", raising=False)
    return tmp_path


def test_figures_data_dir_wins(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    chosen = home / "elsewhere"
    monkeypatch.setenv("FIGURES_DATA_DIR", str(chosen))
    monkeypatch.setenv("XDG_DATA_HOME", str(home / "xdg"))
    (home / "xdg" / "figures").mkdir(parents=True)  # an earlier version's folder does not win
    assert data_dir() == chosen
    assert autosave_path() == chosen / "autosave.json"
    assert saves_dir() == chosen / "saves"
    monkeypatch.setattr(storage, "PlatformDirs", MacOS)
    (home / "Library" / "Application Support" / "figures").mkdir(parents=True)
    assert data_dir() == chosen  # whatever the system


def test_an_empty_figures_data_dir_is_not_set(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FIGURES_DATA_DIR", "")
    assert data_dir() == Path(platformdirs.user_data_dir("figures", appauthor=False))


def test_the_folder_is_the_systems_own(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    asked: list[tuple[Any, ...]] = []

    class System:
        def __init__(self, appname: str, appauthor: str | bool | None = None) -> None:
            asked.append((appname, appauthor))
            self.user_data_path = home / "AppData" / "Local" / appname

    monkeypatch.setattr(storage, "PlatformDirs", System)
    assert data_dir() == home / "AppData" / "Local" / "figures"
    # No author folder (``%LOCALAPPDATA%\figures``, not ``figures\figures`` on Windows).
    assert asked == [("figures", False)]


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux's folders")
def test_on_linux_the_folder_is_the_one_earlier_versions_used(
    home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """No data is lost on upgrading: platformdirs' folder is the XDG folder used before."""
    assert data_dir() == home / ".local" / "share" / "figures" == legacy_data_dir()
    assert autosave_path() == home / ".local" / "share" / "figures" / "autosave.json"
    monkeypatch.setenv("XDG_DATA_HOME", str(home / "xdg"))
    assert data_dir() == home / "xdg" / "figures" == legacy_data_dir()
    (home / "xdg" / "figures" / "saves").mkdir(parents=True)
    assert saves_dir() == home / "xdg" / "figures" / "saves"


def test_on_macos_the_folder_is_application_support(
    home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(storage, "PlatformDirs", MacOS)
    assert data_dir() == home / "Library" / "Application Support" / "figures"
    assert not data_dir().exists()  # asking makes no folder


def test_the_folder_of_earlier_versions_is_kept_while_it_holds_the_data(
    home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """On macOS and Windows earlier versions kept the data in ``~/.local/share/figures``: it is
    used while the system's folder does not exist, so the games there are not lost."""
    monkeypatch.setattr(storage, "PlatformDirs", MacOS)
    system = home / "Library" / "Application Support" / "figures"
    legacy = home / ".local" / "share" / "figures"
    assert legacy_data_dir() == legacy
    (legacy / "saves").mkdir(parents=True)
    (legacy / "autosave.json").write_text("{}", "utf-8")
    assert data_dir() == legacy
    assert autosave_path() == legacy / "autosave.json"
    assert saves_dir() == legacy / "saves"
    system.mkdir(parents=True)
    assert data_dir() == system  # once the system's folder exists, it is the one


def test_a_file_where_the_old_folder_was_is_not_a_data_folder(
    home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(storage, "PlatformDirs", MacOS)
    (home / ".local" / "share").mkdir(parents=True)
    (home / ".local" / "share" / "figures").write_text("not a folder", "utf-8")
    assert data_dir() == home / "Library" / "Application Support" / "figures"
