"""A long score sheet on its screen (issue 21, 16), headless: a sheet of 10,000 rounds draws
about as fast as one of ten (the chart's shapes are built once per change and drawn in one
batch, each line thinned to about a point a pixel, its every rise and fall kept), its rounds
along the bottom never overlap, and resuming it from the autosave shows its screen drawn
promptly, the file read once."""

from __future__ import annotations

import os
import random
import statistics
import time
from itertools import pairwise
from pathlib import Path
from typing import Any

os.environ["ARCADE_HEADLESS"] = "1"

import pytest
from timing import best_of

arcade = pytest.importorskip("arcade")


from figures.classic.rules import Rules  # noqa: E402
from figures.sheet import ClassicRound, Remaining, Sheet, files  # noqa: E402
from figures.ui.setup.view import SetupView  # noqa: E402
from figures.ui.sheet.view import SheetView  # noqa: E402
from figures.ui.shell.app import App  # noqa: E402
from figures.ui.widgets.chart import SLICE, thinned  # noqa: E402

K = arcade.key


def long_sheet(rounds: int) -> Sheet:
    """A block-points sheet to a target no round reaches, of ``rounds`` rounds: mostly a
    player going out with the other holding 1 to 29 pips, every third round blocked."""
    rules = Rules.preset("block-points", players=2, target={"points": 10**6})
    sheet = Sheet.classic(rules, ("Ann", "Bob"))
    rng = random.Random(21)
    entries = []
    for index in range(rounds):
        if index % 3 == 2:
            entries.append(ClassicRound("blocked", None, (Remaining(10), Remaining(10))))
        else:
            seat = rng.randrange(2)
            left = tuple(Remaining(0 if s == seat else rng.randrange(1, 30)) for s in range(2))
            entries.append(ClassicRound("out", seat, left))
    sheet.add_all(entries)
    assert not sheet.over and len(sheet.lines) == rounds
    return sheet


def frame_times(app: App, sheet: Sheet, frames: int = 7) -> float:
    """The median time of a frame of the sheet's screen, after a first one."""
    app.show_sheet(sheet)
    view = app.window.current_view
    assert isinstance(view, SheetView)
    view.on_draw()
    times = []
    for _ in range(frames):
        start = time.perf_counter()
        view.on_draw()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


@pytest.mark.bench
def test_a_sheet_of_10000_rounds_draws_about_as_fast_as_one_of_10(app: App) -> None:
    few, many = long_sheet(10), long_sheet(10_000)
    short, long = best_of(  # (the best of a few tries: :mod:`timing`)
        lambda: (frame_times(app, few), frame_times(app, many)),
        lambda got: got[1] < 0.05 + 2 * got[0],
    )
    # (one dot and a line per round took about 600 ms a frame, 1 to 2 frames a second)
    assert long < 0.05 + 2 * short, (long, short)


def test_the_chart_is_built_again_when_the_sheet_changes(app: App) -> None:
    sheet = long_sheet(30)
    app.show_sheet(sheet)
    view = app.window.current_view
    assert isinstance(view, SheetView)
    view.on_draw()
    from figures.ui.widgets import chart

    before = chart._LAST[0]
    view.on_draw()
    assert chart._LAST[0] is before  # nothing changed: the same shapes
    sheet.add(ClassicRound("out", 0, (Remaining(0), Remaining(29))))
    view.on_draw()
    after = chart._LAST[0]
    assert after is not before and after.key[1] == 31  # the round added is drawn


def test_a_line_keeps_about_a_point_a_pixel_and_its_every_rise_and_fall() -> None:
    rng = random.Random(16)
    width = 700.0
    points = [(100 + width * i / 10_000, rng.uniform(0, 500)) for i in range(10_001)]
    kept = thinned(points)
    assert len(kept) <= width / SLICE * 2 + 2  # about one a pixel
    assert kept[0] == points[0] and kept[-1] == points[-1]
    assert [x for x, _ in kept] == sorted(x for x, _ in kept)  # still left to right
    slices: dict[float, list[float]] = {}
    for x, y in points[1:-1]:
        slices.setdefault(x // SLICE, []).append(y)
    shown = {(x, y) for x, y in kept}
    for here, ys in slices.items():  # the lowest and the highest of every slice are drawn
        xs = [p for p in points[1:-1] if p[0] // SLICE == here]
        assert min(xs, key=lambda p: p[1]) in shown and max(xs, key=lambda p: p[1]) in shown
        assert len([p for p in kept[1:-1] if p[0] // SLICE == here]) <= 2, (here, ys)
    few = points[::500]  # far apart: every point is kept
    assert thinned(few) == few


@pytest.mark.bench
def test_a_sheet_of_10000_rounds_is_resumed_from_the_autosave_promptly(
    app: App, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    files.save(long_sheet(10_000), tmp_path / "sheet.json")
    reads: list[Path] = []
    real = files.load

    def load(path: Path) -> Sheet:
        reads.append(Path(path))
        return real(path)

    monkeypatch.setattr(files, "load", load)
    start = time.perf_counter()
    app.show_setup(offer_resume=True)
    setup = app.window.current_view
    assert isinstance(setup, SetupView) and setup.sheet_resume is not None
    setup.on_draw()
    setup.on_key_press(K.K, 0)
    setup.on_key_release(K.K, 0)
    view = app.window.current_view
    assert isinstance(view, SheetView) and len(view.sheet.entries) == 10_000
    view.on_draw()
    took = time.perf_counter() - start
    assert reads == [tmp_path / "sheet.json"]  # read once, by the set-up's offer
    assert took < 2.5, took  # (it took about 3.5 s: read twice, each entry added alone)
    assert files.load(tmp_path / "sheet.json").scores == view.sheet.scores  # saved as it was


def test_the_rounds_along_the_bottom_never_overlap(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    from figures.ui.theme import SIZES
    from figures.ui.widgets import chart
    from figures.ui.widgets import text as widgets

    seen: list[tuple[str, float]] = []
    real = chart.draw_text

    def spy(content: str, x: float, y: float, **kwargs: object) -> object:
        if kwargs.get("anchor_x") == "center" and content.isdigit():
            seen.append((content, x))
        return real(content, x, y, **kwargs)

    monkeypatch.setattr(chart, "draw_text", spy)
    for rounds in (10, 300, 10_000):
        app.show_sheet(long_sheet(rounds))
        view = app.window.current_view
        assert isinstance(view, SheetView)
        seen.clear()
        view.on_draw()
        assert seen[0][0] == "0" and len(seen) >= 3, seen
        numbers = [int(content) for content, _ in seen]
        assert numbers == sorted(numbers) and numbers[-1] <= rounds
        for (a, xa), (b, xb) in pairwise(seen):
            wa = widgets.text(a, 0, 0, size=SIZES.small).content_width
            wb = widgets.text(b, 0, 0, size=SIZES.small).content_width
            assert xb - xa >= (wa + wb) / 2 + 4, (rounds, a, b, xb - xa)


def test_the_rows_shown_are_said_clear_of_the_columns_names(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    from figures.ui.sheet import table as screen

    app.show_sheet(long_sheet(10_000))
    view = app.window.current_view
    assert isinstance(view, SheetView)
    drawn: dict[str, Any] = {}
    real = screen.draw_text

    def spy(content: str, *args: Any, **kwargs: Any) -> Any:
        drawn[content] = label = real(content, *args, **kwargs)
        return label

    monkeypatch.setattr(screen, "draw_text", spy)
    view.on_draw()
    rows = drawn["9986–10000 / 10000"]  # (as many rows as the table shows at 1280×800)
    boxes = [drawn[name] for name in ("How it ended", "Ann", "Bob")]
    for other in boxes:  # each [left, right] on the same header line
        assert abs(other.y - rows.y) < 20
        assert rows.left >= other.right + 4 or other.left >= rows.right + 4, other.text
