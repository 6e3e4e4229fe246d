"""The language picker offers what the catalogues hold: a fourth language is a folder of
catalogue files (and its rules pages), with no Python change. The test adds a tiny Esperanto
catalogue beside copies of the shipped ones and sees it offered, picked, used (an untranslated
text falls back to English) and its rules page shown (headless, ARCADE_HEADLESS=1 set by
conftest.py)."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

arcade = pytest.importorskip("arcade")

from figures.texts import i18n  # noqa: E402
from figures.ui.rules.view import RulesView  # noqa: E402
from figures.ui.setup.view import SetupView  # noqa: E402
from figures.ui.shell.app import App  # noqa: E402

ESPERANTO = """\
language-name = Esperanto
setup-start = Komenci la ludon
setup-language = Lingvo
top-turn =
    { $role ->
        [you] Via vico
       *[other] Vico de { $name }
    }
points =
    { $n ->
        [one] { $n } poento
       *[other] { $n } poentoj
    }
"""
PAGE = "# Figures: la reguloj\n\n## Kiel ludi\n\nMetu domenon apud la aliaj.\n"


@pytest.fixture
def esperanto(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """The shipped catalogues copied to a folder with one more language, ``eo``."""
    folder = tmp_path / "locales"
    shutil.copytree(Path(str(i18n.LOCALES)), folder)
    (folder / "eo").mkdir()
    (folder / "eo" / "main.ftl").write_text(ESPERANTO, "utf-8")
    (folder / "eo" / "rules.md").write_text(PAGE, "utf-8")
    monkeypatch.setattr(i18n, "LOCALES", folder)
    i18n.reload()
    yield folder
    monkeypatch.undo()
    i18n.reload()
    i18n.set_language("en")


def setup_of(app: App) -> SetupView:
    app.show_setup()
    setup = app.window.current_view
    assert isinstance(setup, SetupView)
    setup.on_draw()
    return setup


def test_the_shipped_languages_are_offered_in_their_own_words(app: App) -> None:
    setup = setup_of(app)
    setup.language_button.action()
    assert setup.popup is not None
    offered = [setup.popup.words(code) for code in setup.popup.values]
    assert offered[0] == "English" and {"English", "Français"} <= set(offered)
    assert list(setup.popup.values) == list(i18n.languages())
    setup.popup.key(arcade.key.ESCAPE)


def test_a_new_catalogue_folder_is_offered_picked_and_used(app: App, esperanto: Path) -> None:
    assert "eo" in i18n.languages()
    setup = setup_of(app)
    setup.language_button.action()
    popup = setup.popup
    assert popup is not None and "Esperanto" in [popup.words(c) for c in popup.values]
    popup.layout()
    row = popup.rows[list(popup.values).index("eo")]
    setup.on_mouse_press(row.cx, row.cy, arcade.MOUSE_BUTTON_LEFT, 0)
    setup.on_mouse_release(row.cx, row.cy, arcade.MOUSE_BUTTON_LEFT, 0)
    setup.on_draw()
    assert app.options.language == "eo" == i18n.language()
    assert setup.start_button.label() == "Komenci la ludon"
    assert setup.language_button.label() == "Esperanto"
    # What the catalogue has, with its own plural rule and variants; the rest in English.
    assert i18n.tr("points", n=1) == "1 poento" and i18n.tr("points", n=3) == "3 poentoj"
    assert i18n.trn("top.turn", "Ada") == "Vico de Ada"
    assert i18n.tr("setup.rules") == "Rules"
    # Its rules page, from the same folder.
    app.show_rules(setup)
    rules = app.window.current_view
    assert isinstance(rules, RulesView)
    assert rules.blocks[0].content == "Figures: la reguloj"


def test_a_language_without_a_rules_page_reads_the_english_one(esperanto: Path) -> None:
    from figures.ui.rules.view import rules_source

    (esperanto / "eo" / "rules.md").unlink()
    markdown, _ = rules_source("eo")
    english, _ = rules_source("en")
    assert markdown == english
