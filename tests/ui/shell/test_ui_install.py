"""The rules and their pictures ship inside the package.

``figures/data/rules`` holds links to ``docs/rules.md``, ``docs/rules-classic.md`` and
``docs/images``: the documents stay where the project's readers find them, and building the
package copies them in. The rules screen reads them through ``importlib.resources``. The last
test builds the wheel, installs it (not editable) in a fresh virtual environment and opens the
rules screen there, headless, in English and in French; it runs with every ``make test``, in
about 10 seconds (well under a minute).
"""

from __future__ import annotations

import importlib.metadata
import json
import os
import re
import shutil
import site
import subprocess
import sys
import textwrap
import time
from pathlib import Path
from typing import Any

import pytest

from figures.ui.rules.view import MISSING, RULES, parse, rules_source

ROOT = Path(__file__).resolve().parents[3]
DOCS = ROOT / "docs"
#: The project's documents the package ships, each with the pictures it shows.
SHIPPED = {"rules.md": "colour", "rules-classic.md": "classic"}
_PICTURE = re.compile(r"!\[[^\]]*\]\(([^)]+)\)")


def pictures(markdown: str) -> set[str]:
    return set(_PICTURE.findall(markdown))


def heading(markdown: str) -> str:
    return markdown.splitlines()[0].lstrip("#").strip()


@pytest.mark.parametrize(
    ("game", "language"), [("colour", "en"), ("colour", "fr"), ("classic", "en")]
)
def test_the_rules_and_every_picture_are_package_resources(game: str, language: str) -> None:
    markdown, folder = rules_source(language, game)
    blocks = parse(markdown)
    assert blocks[0].kind == "h1" and markdown != MISSING
    shown = [b.content for b in blocks if b.kind == "img"]
    assert shown and set(shown) == pictures(markdown)
    for name in shown:
        assert folder.joinpath(name).is_file(), name
        assert folder.joinpath(name).read_bytes().startswith(b"\x89PNG"), name


def test_a_language_without_its_own_rules_reads_the_english() -> None:
    assert rules_source("de", "classic")[0] == rules_source("en", "classic")[0]
    assert rules_source("fr", "classic")[0] != rules_source("en", "classic")[0]  # translated


def test_the_rules_screen_shows_the_classic_rules_too(window: Any, tmp_path: Path) -> None:
    import arcade

    from figures.app.options import Options
    from figures.ui.rules.view import RulesView
    from figures.ui.shell.app import App

    app = App(window, Options(), autosave=tmp_path / "autosave.json")
    view = RulesView(app, arcade.View(window), "classic")
    markdown = rules_source("en", "classic")[0]
    assert view.blocks[0].content == heading(markdown)
    view.layout()
    names = [b.content for b in view.blocks if b.kind == "img"]
    assert set(names) == pictures(markdown)
    assert all(view.texture(name) is not None for name in names)
    view.on_draw()


@pytest.mark.skipif(not DOCS.is_dir(), reason="not a checkout of the project")
def test_the_package_links_to_the_documents_one_copy_of_them() -> None:
    """No second copy to keep in step: in a checkout the package's rules are the documents."""
    package = Path(str(RULES))
    assert package.is_dir()
    for name in SHIPPED:
        assert (package / name).is_symlink(), name
        assert (package / name).resolve() == (DOCS / name).resolve()
    assert (package / "images").is_symlink()
    assert (package / "images").resolve() == (DOCS / "images").resolve()


# ------------------------------------------------------------------------- the installed wheel

#: Run by the wheel's virtual environment: the rules screen opened in each language, drawn from
#: top to bottom; what it showed, as JSON.
SCRIPT = """
import json, sys
from pathlib import Path

import arcade

import figures
from figures.ui.shell.app import App, FiguresWindow
from figures.texts.i18n import set_language
from figures.app.options import Options
from figures.ui.rules.view import RULES, RulesView, rules_source

window = FiguresWindow((1100, 720), visible=False)
app = App(window, Options(), autosave=Path(sys.argv[1]) / "autosave.json")
back = arcade.View(window)
window.show_view(back)
shown = {"package": figures.__file__, "rules": str(RULES)}
for language in ("en", "fr"):
    set_language(language)
    app.show_rules(back)
    view = window.current_view
    assert isinstance(view, RulesView), view
    view.on_draw()
    names = [b.content for b in view.blocks if b.kind == "img"]
    for _ in range(200):  # page down to the end, drawing every picture on the way
        before = view.scroll
        view.on_key_press(arcade.key.PAGEDOWN, 0)
        view.on_draw()
        if view.scroll == before:
            break
    shown[language] = {
        "heading": view.blocks[0].content,
        "text": " ".join(b.content for b in view.blocks if b.kind != "img"),
        "pictures": names,
        "loaded": [n for n in names if view.textures.get(n) is not None],
    }
    view.leave()
markdown, folder = rules_source("en", "classic")
shown["classic"] = {"markdown": markdown, "folder": str(folder)}
shown["files"] = sorted(p.relative_to(Path(str(RULES))).as_posix()
                        for p in Path(str(RULES)).rglob("*") if p.is_file())
window.close()
print(json.dumps(shown))
"""


def _run(
    command: list[str],
    timeout: float,
    cwd: Path | None = None,
    env: dict[str, str] | None = None,
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        command, capture_output=True, text=True, timeout=timeout, check=False, cwd=cwd, env=env
    )


def _setuptools_builds_here() -> bool:
    """Whether the setuptools beside the tests builds the project (77 or later reads its
    ``license``), so the wheel is built without an isolated environment (faster, offline)."""
    try:
        major = importlib.metadata.version("setuptools").split(".")[0]
    except importlib.metadata.PackageNotFoundError:
        return False
    return major.isdigit() and int(major) >= 77


def _copy_project(into: Path) -> Path:
    """What building reads, copied (links kept) so the build leaves the checkout untouched."""
    source = into / "source"
    source.mkdir()
    for path in ROOT.iterdir():
        if path.is_file() and not path.name.startswith("."):
            shutil.copy2(path, source / path.name)
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc")
    for name in ("figures", "docs", "assets"):
        shutil.copytree(ROOT / name, source / name, symlinks=True, ignore=ignore)
    return source


@pytest.mark.skipif(not (ROOT / "pyproject.toml").is_file(), reason="not a checkout")
@pytest.mark.skipif(
    sys.platform == "win32", reason="the links of figures/data need a POSIX checkout"
)
def test_an_installed_wheel_shows_the_rules_and_their_pictures(tmp_path: Path) -> None:
    started = time.monotonic()
    source = _copy_project(tmp_path)
    dist = tmp_path / "dist"
    build = [sys.executable, "-m", "pip", "wheel", "--no-deps", "--disable-pip-version-check"]
    if _setuptools_builds_here():
        build.append("--no-build-isolation")
    built = _run([*build, "--quiet", "-w", str(dist), str(source)], timeout=240)
    if built.returncode != 0 and "No matching distribution found for setuptools" in built.stderr:
        pytest.skip("building the wheel needs setuptools 77 or later from the package index")
    assert built.returncode == 0, built.stderr
    (wheel,) = dist.glob("figures-*.whl")

    # A fresh environment with the wheel alone; the dependencies are those of the tests'
    # environment, on its path through a .pth file (its own .pth files, the editable install of
    # the checkout among them, are not read), so nothing is downloaded.
    venv = tmp_path / "venv"
    made = _run([sys.executable, "-m", "venv", "--without-pip", str(venv)], timeout=60)
    assert made.returncode == 0, made.stderr
    python = venv / "bin" / "python"
    purelib = _run(
        [str(python), "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"], 30
    )
    packages = Path(purelib.stdout.strip())
    pip = [sys.executable, "-m", "pip", "--python", str(python), "--disable-pip-version-check"]
    installed = _run([*pip, "install", "--no-deps", "--no-index", "--quiet", str(wheel)], 120)
    assert installed.returncode == 0, installed.stderr
    assert (packages / "figures" / "data" / "rules" / "rules.md").is_file()
    dependencies = [p for p in site.getsitepackages() if Path(p).is_dir()]
    (packages / "figures-test-dependencies.pth").write_text("\n".join(dependencies) + "\n")

    work = tmp_path / "run"  # not the checkout, whose figures/ would be imported instead
    work.mkdir()
    (work / "show_rules.py").write_text(textwrap.dedent(SCRIPT), "utf-8")
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "VIRTUAL_ENV"))}
    env.update(ARCADE_HEADLESS="1", FIGURES_DATA_DIR=str(work), PYTHONNOUSERSITE="1")
    ran = _run([str(python), "show_rules.py", str(work)], timeout=120, cwd=work, env=env)
    assert ran.returncode == 0, ran.stderr
    shown = json.loads(ran.stdout.strip().splitlines()[-1])

    # The installed copy, not the checkout, with the real rules and every picture loaded.
    assert Path(shown["package"]).is_relative_to(packages), shown["package"]
    assert Path(shown["rules"]).is_relative_to(packages), shown["rules"]
    english = (DOCS / "rules.md").read_text("utf-8")
    french = (ROOT / "figures" / "texts" / "locales" / "fr" / "rules.md").read_text("utf-8")
    for language, markdown in (("en", english), ("fr", french)):
        seen = shown[language]
        assert seen["heading"] == heading(markdown), language
        assert "missing from this copy" not in seen["text"], language
        assert "not installed with this copy" not in seen["text"], language  # earlier words
        assert set(seen["pictures"]) == pictures(markdown), language
        assert seen["loaded"] == seen["pictures"], language
    # The classic rules too, for the shell to show, and no screenshots of the README.
    classic = (DOCS / "rules-classic.md").read_text("utf-8")
    assert shown["classic"]["markdown"] == classic
    wanted = set(SHIPPED) | pictures(english) | pictures(classic)
    assert set(shown["files"]) == wanted
    print(f"wheel built, installed and shown in {time.monotonic() - started:.1f} s")
