"""The guide's band never lets a text run under a button: every lesson text of both guides
(the colour game's and the classic family's), in both languages, laid out by the screens'
own band at 900x600 and 1280x800, its parts measured as they are drawn, none overlapping
and all inside the band; and the band leaves the table room."""

from __future__ import annotations

import itertools
from typing import Any

import pytest

arcade = pytest.importorskip("arcade")

from figures.texts.i18n import message_id, set_language, sources, texts, tr  # noqa: E402
from figures.ui import theme  # noqa: E402
from figures.ui.shell.app import App  # noqa: E402
from figures.ui.tutorial import start  # noqa: E402
from figures.ui.tutorial.band import Words  # noqa: E402

SIZES = ((900, 600), (1280, 800))
#: Long values for the texts' fields, the longest a guide says.
FIELDS: dict[str, object] = {
    "cost": 4,
    "points": 15,
    "paid": 4,
    "net": 11,
    "edges": 4,
    "squares": 12,
    "tile": "6-5",
    "touch": 6,
    "drawn": "6-5",
    "left": 6,
    "right": 5,
    "n": 3,
    "sum": "6 + 4 + 4 + 1",
    "total": 15,
    "numbers": "2, 4 or 6",
    "count": 4,
}


def said(key: str, **extra: object) -> str:
    values = {**FIELDS, **extra}
    wanted = texts("en")[message_id(key)]
    return tr(key, **{k: v for k, v in values.items() if k in wanted})


def pages(family: str) -> list[tuple[str, str]]:
    """Each page of the guide: its title's and its text's keys."""
    prefix = "tutorial.classic." if family == "classic" else "tutorial."
    lessons = ("match", "draw", "five") if family == "classic" else ("touch", "match", "close")
    names = (
        ("intro", *lessons, "ready")
        if family == "classic"
        else (
            "intro",
            *lessons,
            "second",
            "ready",
        )
    )
    return [(f"{prefix}{name}.title", f"{prefix}{name}.text") for name in names]


def dos(family: str) -> list[tuple[str, tuple[int, int, int]]]:
    """Every "what to do now" line a guide may say, with its colour."""
    long_end = tr("classic.end.up", tile="6-6")
    which = tr("tutorial.hand.nth", n=2)
    reason = tr("tutorial.refused", reason="le bord vert toucherait du rouge " * 2)
    out = [
        (said("tutorial.intro.do"), theme.FOCUS),
        (tr("tutorial.wait"), theme.FOCUS),
        (reason, theme.ILLEGAL),
    ]
    press = " " + tr("tutorial.press_next")
    for key in sources("en", "tutorial"):
        classic = key.startswith("tutorial-classic-")
        if classic != (family == "classic"):
            continue
        if key.endswith(("-do", "-again", "-play", "-elsewhere", "end_turn")):
            out.append((said(key, end=long_end, which=which), theme.FOCUS))
        if key.endswith("-done"):
            out.append((said(key) + press, theme.LEGAL))
    if family == "colour":
        out.append((tr("tutorial.elsewhere"), theme.FOCUS))
    return out


@pytest.mark.parametrize("family", ["colour", "classic"])
def test_no_text_of_either_guide_runs_under_a_button(app: App, family: str) -> None:
    checked = 0
    for language, (width, height) in itertools.product(("en", "fr"), SIZES):
        set_language(language)
        app.window.set_size(width, height)
        view: Any = start(app, game=family)
        view.on_resize(width, height)
        view.on_draw()
        band = view.lesson_band
        area = view.area
        left, bottom, w, h = (
            (area.left, area.bottom, area.width, area.height) if family == "classic" else area
        )
        biggest = 0.0
        for (title, text), (do, colour) in itertools.product(pages(family), dos(family)):
            badge = tr("tutorial.badge", n=3, count=4)
            words = Words(said(title), said(text), do, colour, badge)
            band.arrange(left, bottom + h, w, words, h * 0.5)
            problems = band.overlaps()
            assert problems == [], (family, language, width, title, do, problems)
            assert {"title", "body", "next", "skip"} <= set(band.boxes)
            biggest = max(biggest, band.rect.height)
            checked += 1
        assert biggest <= h * 0.6, (family, language, width, biggest)  # the table keeps room
        view.stop()
    assert checked > 100


def test_the_band_at_900x600_in_french_grows_with_a_longer_text(app: App) -> None:
    """The case seen in the play test: one more line of lesson text at 900x600 in French
    grows the band, and the buttons stay clear of it."""
    set_language("fr")
    app.window.set_size(900, 600)
    view: Any = start(app, game="colour")
    view.on_resize(900, 600)
    view.on_draw()
    band = view.lesson_band
    left, bottom, w, h = view.area
    short = Words("Titre", tr("tutorial.match.text"), "Appuyez sur Suivant (N).")
    band.arrange(left, bottom + h, w, short, h * 0.5)
    low = band.rect.height
    longer = Words(short.title, short.body + " " + short.body, short.do)
    band.arrange(left, bottom + h, w, longer, h * 0.5)
    assert band.rect.height > low and band.overlaps() == []
    body = band.boxes["body"]
    assert band.skip_button.rect.top <= body.bottom and band.next_button.rect.top <= body.bottom
    # (the check finds an overlap when there is one: the button over the text, as before)
    skip = band.boxes["skip"]
    band.boxes["skip"] = type(skip)(skip.left, body.bottom + 2, skip.width, skip.height)
    assert ("body", "skip") in band.overlaps()
    view.stop()
