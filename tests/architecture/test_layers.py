"""The import rule: the engine never imports arcade, the UI, the AI or the CLI, and imports only
the standard library and its own few libraries. The layers of the whole package (the computer
players below the desktop and the command line, arcade and pyglet imported by the desktop alone)
are the contracts of ``pyproject.toml``, checked by tests/architecture/test_imports.py."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "figures"


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text("utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
    return names


def modules_under(folder: str) -> list[Path]:
    return sorted((PACKAGE / folder).rglob("*.py"))


def test_core_imports_only_itself_and_the_standard_library() -> None:
    files = modules_under("core")
    assert files, "no core modules found"
    for path in files:
        for name in imported_modules(path):
            if name.startswith("figures"):
                assert name.startswith("figures.core"), f"core/{path.name} imports {name}"
            else:
                assert _is_stdlib(name.split(".")[0]), f"core/{path.name} imports {name}"


def test_engine_imports_only_the_engine_the_core_and_its_libraries() -> None:
    allowed_prefixes = ("figures.colour", "figures.core", "shapely", "networkx")
    files = modules_under("colour")
    assert files, "no engine modules found"
    for path in files:
        for name in imported_modules(path):
            if name.startswith("figures"):
                assert name.startswith(("figures.colour", "figures.core")), (
                    f"{path.name} imports {name}"
                )
            assert not name.startswith(("arcade", "pyglet", "PIL")), f"{path.name} imports {name}"
            top = name.split(".")[0]
            assert top in {"figures", "shapely", "networkx"} or _is_stdlib(top), (
                f"{path.name} imports {name}, outside {allowed_prefixes} and the standard library"
            )


def test_classic_imports_only_itself_the_core_and_the_standard_library() -> None:
    files = modules_under("classic")
    assert files, "no classic modules found"
    for path in files:
        for name in imported_modules(path):
            if name.startswith("figures"):
                assert name.startswith(("figures.classic", "figures.core")), (
                    f"classic/{path.name} imports {name}"
                )
            else:
                assert _is_stdlib(name.split(".")[0]), (
                    f"classic/{path.name} imports {name}, outside the standard library"
                )


def test_the_classic_scene_is_pure() -> None:
    """figures/scene/classic.py is the one description of a classic table both painters
    (Pillow's pictures, Arcade's table) draw: it reads the classic family and the core only."""
    path = PACKAGE / "scene" / "classic.py"
    for name in imported_modules(path):
        if name.startswith("figures"):
            assert name.startswith(("figures.classic.", "figures.core")), f"imports {name}"
        else:
            assert _is_stdlib(name.split(".")[0]), f"classic_scene.py imports {name}"


def _is_stdlib(name: str) -> bool:
    import sys

    return name in sys.stdlib_module_names or name == "__future__"
