"""Issue 21, points 15 and 23: the statistics page driven on files the game never wrote. A
score past a float's range (S crashed the app, and finished games were then not recorded), a
name of 2 MB (the page froze 44 s) or 10,000 names (13 s): the page opens in well under a
second, what cannot be used is set aside with a word, and games are still recorded.
Headless (ARCADE_HEADLESS=1)."""

from __future__ import annotations

import json
import os
import random
import time
from pathlib import Path

os.environ["ARCADE_HEADLESS"] = "1"

import pytest
from timing import best_of

arcade = pytest.importorskip("arcade")

from conftest import choose  # noqa: E402

from figures.analysis import stats  # noqa: E402
from figures.app.autosave import flush_autosaves  # noqa: E402
from figures.colour.game import Settings  # noqa: E402
from figures.core.seats import PlayerSpec  # noqa: E402
from figures.ui.colour.match import Match  # noqa: E402
from figures.ui.shell.app import App  # noqa: E402
from figures.ui.stats.view import StatsView  # noqa: E402

K = arcade.key


def a_game(number: int, names: tuple[str, str], score: str = "60") -> str:
    """One game of the statistics file as JSON text, its first score written ``score``."""
    players = [
        {"name": names[0], "kind": "human", "score": "@score@", "won": True, "side": 0},
        {"name": names[1], "kind": "easy", "score": 50, "won": False, "side": 1},
    ]
    game = {
        "id": f"{number:032x}",
        "family": "colour",
        "game": "colour",
        "date": "2026-12-01T10:00:00Z",
        "rounds": 1,
        "players": players,
    }
    return json.dumps(game).replace('"@score@"', score)


def write_stats(folder: Path, games: list[str]) -> Path:
    path = folder / "stats.json"
    head = '{"format": "figures-stats", "version": 1, "games": ['
    path.write_text(head + ", ".join(games) + "]}", "utf-8")
    return path


def open_page(app: App) -> tuple[StatsView, float]:
    """S pressed on the set-up, as a player opens the page, and the first frame drawn: the
    page and the seconds it took."""
    app.show_setup()
    setup = app.window.current_view
    setup.on_draw()
    start = time.perf_counter()
    setup.on_key_press(K.S, 0)
    view = app.window.current_view
    assert isinstance(view, StatsView)
    view.on_draw()
    return view, time.perf_counter() - start


def colour_match(folder: Path, seed: int = 3) -> Match:
    seats = (PlayerSpec("Ann"), PlayerSpec("Computer", "easy"))
    match = Match.new(Settings(seats, 60, seed, 0), autosave=folder / "autosave.json")
    rng = random.Random(seed)
    while not match.is_over:
        match.apply(choose(match.game, rng))
    flush_autosaves(timeout=None)
    return match


@pytest.mark.parametrize("score", [str(10**309), "1" * 4300])
def test_s_opens_the_page_on_a_file_with_a_huge_score_and_games_are_recorded(
    app: App, score: str
) -> None:
    folder = Path(app.autosave).parent
    write_stats(folder, [a_game(1, ("Ann", "Computer"), score)])
    view, _ = open_page(app)
    assert view.name is None and "stats.bad-" in view.note  # said on the page, and why
    assert "digits (at most 30)" in view.note
    assert len(list(folder.glob("stats.bad-*.json"))) == 1
    match = colour_match(folder)  # the next game finished is recorded
    assert match.stats_error is None
    assert [g.id for g in stats.load(folder).games] == [match.stats_id]


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.bench
def test_a_name_of_2_mb_is_left_out_alone_and_the_page_opens_at_once(
    app: App, language: str
) -> None:
    folder = Path(app.autosave).parent
    games = [a_game(n, (f"P{n}", "Computer")) for n in range(20)]
    games.insert(5, a_game(99, ("N" * 2_000_000, "Computer")))
    games.insert(9, a_game(98, ("Ann", "Computer"), "1" * 4300))
    path = write_stats(folder, games)
    damaged = path.read_bytes()
    app.set_language(language)
    view, seconds = open_page(app)
    assert seconds < 1.0, seconds
    # The twenty games the file could use are counted; the two it could not are said, why,
    # and where the file is kept as it was.
    assert len(view.names) == 21 and view.figures is not None and view.figures.count == 1
    aside = list(folder.glob("stats.bad-*.json"))
    assert len(aside) == 1 and aside[0].read_bytes() == damaged
    assert aside[0].name in view.note and "2 " in view.note and len(view.note) < 400
    assert "longer than 40 characters" in view.note  # (the first one's reason)
    assert ("could not be used" if language == "en" else "inutilisables") in view.note
    assert len(stats.load(folder).games) == 20 and len(list(folder.glob("stats.bad-*"))) == 1
    # The words, on as many rows as they need, stay above the names, at 900x600 too.
    from figures.ui.theme import SIZES
    from figures.ui.widgets.text import text

    for size in ((1280, 800), (900, 600)):
        app.window.set_size(*size)
        view.on_resize(*size)
        view.on_draw()
        _, room = view.note_box()
        rows = text(view.note, 0, 0, size=SIZES.small, width=int(room), anchor_y="top")
        assert view.title_y + 18 - rows.content_height >= view.name_box.top, size


@pytest.mark.bench
def test_ten_thousand_names_open_the_page_at_once(app: App) -> None:
    folder = Path(app.autosave).parent
    write_stats(folder, [a_game(n, (f"Ann {n}", f"Bob {n}")) for n in range(5000)])
    view, seconds = open_page(app)
    # (it took 25 to 35 s before; reading and checking 5,000 games takes about 0.5 s here,
    # 1.3 s once in a whole run: the bound leaves room for a busy machine)
    assert seconds < 3.0, seconds
    assert len(view.names) == 10_000 and view.note == ""
    # every name can still be reached, one after another, and each is shown at once
    tries: list[float] = []

    def five_back() -> float:  # (the best of a few tries: :mod:`timing`)
        start = time.perf_counter()
        for _ in range(5):
            view.on_key_press(K.LEFT, 0)
            view.on_draw()
        tries.append(time.perf_counter() - start)
        return tries[-1]

    assert best_of(five_back, lambda seconds: seconds < 1.0) < 1.0
    assert view.name == view.names[-5 * len(tries)] and view.figures is not None
    assert view.figures.count == 1
