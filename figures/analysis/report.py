"""The balance report a rule designer reads: an HTML page with its plots (PNG, drawn with
matplotlib) and the figures behind them as CSV, one column of figures per setting so that
settings are read side by side.

:func:`write_report` takes the :class:`~figures.analysis.balance.Aggregate` of each setting and
writes
``index.html``, ``summary.csv``, ``positions.csv``, ``lengths.csv``, ``surfaces.csv`` and the
plots into a folder. Every file is written through a temporary file.

:class:`ReportFolder` is where a report goes: judged before any game is played (a folder that
holds anything but a previous report is never written into; one that cannot be made is said
at once), the new report written whole into a temporary folder beside it, then put in its
place, so that an interruption leaves the old report or the new one, never a mix.
"""

from __future__ import annotations

import contextlib
import csv
import html
import io
import os
import secrets
import shutil
import signal
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import TypeVar

from figures.analysis.balance import SOURCES, Aggregate, median, wilson
from figures.core.errors import FileWriteError
from figures.core.files import atomic_writer
from figures.core.text import printable

PLOTS = ("positions.png", "lengths.png", "sources.png", "endings.png", "surfaces.png")
TABLES = ("summary.csv", "positions.csv", "lengths.csv", "surfaces.csv")
#: Every file a report may hold.
REPORT_FILES = frozenset({"index.html", *TABLES, *PLOTS})
#: What marks a report's page as ours (and the heading of the pages written before the mark).
GENERATOR = '<meta name="generator" content="figures balance">'
_HEADING = "<h1>Balance of "


def _write_text(path: Path, text: str) -> None:
    with atomic_writer(path) as handle:
        handle.write(text)


def _csv(rows: Sequence[Sequence[object]]) -> str:
    out = io.StringIO()
    csv.writer(out, lineterminator="\n").writerows(rows)
    return out.getvalue()


def summary_rows(settings: Sequence[Aggregate], players: int, colour: bool) -> list[list[object]]:
    """The summary table: a measure a row, a setting a column."""
    rows: list[list[object]] = [["measure", *(a.label for a in settings)]]

    def row(name: str, values: Sequence[object]) -> None:
        rows.append([name, *values])

    row("games", [a.games for a in settings])
    for position in range(players):
        rates = []
        for a in settings:
            low, high = wilson(a.wins_by_position[position], a.games)
            rates.append(f"{a.win_rate(position):.3f} [{low:.3f}-{high:.3f}]")
        row(f"win rate, player {position + 1} in the order of play [95% interval]", rates)
    unit = "turns" if colour else "actions"
    row(f"game length, median {unit}", [f"{median(a.lengths):g}" for a in settings])
    if colour:
        for source in SOURCES:
            row(
                f"points per game from {source}",
                [f"{a.sources[source] / max(1, a.games):.1f}" for a in settings],
            )
        row(
            "paid second placements per 100 turns",
            [f"{100 * a.seconds / max(1, a.turns):.1f}" for a in settings],
        )
        costs = {a.cost for a in settings}
        less = str(costs.pop()) if len(costs) == 1 else "its cost"
        row(
            f"net points of a paid second placement (its points less {less})",
            [f"{a.second_net / a.seconds:.2f}" if a.seconds else "-" for a in settings],
        )
        row(
            "closed surfaces per game", [f"{len(a.closed) / max(1, a.games):.1f}" for a in settings]
        )
        row("median size of a closed surface", [f"{median(a.closed):g}" for a in settings])
    else:
        row("rounds per game, median", [f"{median(a.rounds):g}" for a in settings])
        row(
            "points scored in play per game",
            [f"{a.in_play / max(1, a.games):.1f}" for a in settings],
        )
        row(
            "points scored at the end of rounds per game",
            [f"{a.at_end / max(1, a.games):.1f}" for a in settings],
        )
        kinds = sorted({k for a in settings for k in a.round_endings})
        for kind in kinds:
            row(f"rounds ended: {kind}", [a.round_endings[kind] for a in settings])
    kinds = sorted({k for a in settings for k in a.endings})
    for kind in kinds:
        row(f"games ended: {kind}", [a.endings[kind] for a in settings])
    return rows


def findings(settings: Sequence[Aggregate], players: int, *, colour: bool) -> list[str]:
    """What the figures say, in sentences: the first player's edge (with its interval, and
    whether it excludes an equal share), and, for the colour game, what a paid second
    placement earns."""
    lines = []
    share = 1 / players
    for a in settings:
        if not a.games:
            continue
        low, high = wilson(a.wins_by_position[0], a.games)
        rate = a.win_rate(0)
        verdict = (
            "an edge" if low > share else "a handicap" if high < share else "no edge that shows"
        )
        lines.append(
            f"{a.label}: the first player wins {rate:.1%} [{low:.1%}-{high:.1%}] of "
            f"{a.games} games (an equal share is {share:.0%}): {verdict} at this number of games."
        )
        if colour and a.seconds:
            lines.append(
                f"{a.label}: a paid second placement is played {100 * a.seconds / a.turns:.1f} "
                f"times per 100 turns and earns {a.second_net / a.seconds:+.2f} points net "
                f"(its points less the {a.cost} paid)."
            )
    return lines


def _plots(folder: Path, settings: Sequence[Aggregate], players: int, colour: bool) -> list[str]:
    import matplotlib

    matplotlib.use("Agg")
    from matplotlib import pyplot as plt

    made: list[str] = []
    labels = [a.label for a in settings]
    width = 0.8 / max(1, len(settings))

    def save(figure: object, name: str) -> None:
        path = folder / name
        with atomic_writer(path, "wb") as handle:
            figure.savefig(handle, format="png", dpi=110, bbox_inches="tight")  # type: ignore[attr-defined]
        plt.close(figure)  # type: ignore[arg-type]
        made.append(name)

    # Win rate by position in the order of play, with its 95% interval.
    fig, ax = plt.subplots(figsize=(7, 3.6))
    for k, a in enumerate(settings):
        xs = [p + k * width for p in range(players)]
        rates = [a.win_rate(p) for p in range(players)]
        bounds = [wilson(a.wins_by_position[p], a.games) for p in range(players)]
        errors = [
            [r - lo for r, (lo, _) in zip(rates, bounds, strict=True)],
            [hi - r for r, (_, hi) in zip(rates, bounds, strict=True)],
        ]
        ax.bar(xs, rates, width, yerr=errors, capsize=4, label=a.label)
    ax.axhline(1 / players, color="grey", linestyle="--", linewidth=1, label="an equal share")
    ax.set_xticks([p + width * (len(settings) - 1) / 2 for p in range(players)])
    ax.set_xticklabels([f"player {p + 1}" for p in range(players)])
    ax.set_ylabel("win rate")
    ax.set_title("Win rate by position in the order of play (95% interval)")
    ax.legend(fontsize=8)
    save(fig, "positions.png")

    # Game length.
    fig, ax = plt.subplots(figsize=(7, 3.6))
    ax.hist([a.lengths for a in settings], bins=20, label=labels)
    ax.set_xlabel("turns per game" if colour else "actions per game")
    ax.set_ylabel("games")
    ax.set_title("Game length")
    ax.legend(fontsize=8)
    save(fig, "lengths.png")

    # Where the points come from.
    fig, ax = plt.subplots(figsize=(7, 3.6))
    if colour:
        names = list(SOURCES)
        for k, a in enumerate(settings):
            values = [a.sources[s] / max(1, a.games) for s in names]
            ax.bar([i + k * width for i in range(len(names))], values, width, label=a.label)
        ax.set_xticks([i + width * (len(settings) - 1) / 2 for i in range(len(names))])
        ax.set_xticklabels(names)
    else:
        names = ["in play", "at the end of rounds"]
        for k, a in enumerate(settings):
            values = [a.in_play / max(1, a.games), a.at_end / max(1, a.games)]
            ax.bar([i + k * width for i in range(2)], values, width, label=a.label)
        ax.set_xticks([i + width * (len(settings) - 1) / 2 for i in range(2)])
        ax.set_xticklabels(names)
    ax.axhline(0, color="black", linewidth=0.8)
    ax.set_ylabel("points per game (all players)")
    ax.set_title("Where the points come from")
    ax.legend(fontsize=8)
    save(fig, "sources.png")

    # How games (and classic rounds) end.
    fig, ax = plt.subplots(figsize=(7, 3.6))
    ends = [a.endings if colour else a.round_endings for a in settings]
    kinds = sorted({k for counted in ends for k in counted})
    for k, (a, counted) in enumerate(zip(settings, ends, strict=True)):
        total = max(1, sum(counted.values()))
        ax.bar(
            [i + k * width for i in range(len(kinds))],
            [counted[x] / total for x in kinds],
            width,
            label=a.label,
        )
    ax.set_xticks([i + width * (len(settings) - 1) / 2 for i in range(len(kinds))])
    ax.set_xticklabels(kinds)
    ax.set_ylabel("share")
    ax.set_title("How games end" if colour else "How rounds end")
    ax.legend(fontsize=8)
    save(fig, "endings.png")

    if colour:
        fig, ax = plt.subplots(figsize=(7, 3.6))
        top = max([max(a.closed, default=1) for a in settings] + [1])
        ax.hist([a.closed for a in settings], bins=range(1, min(top, 40) + 2), label=labels)
        ax.set_xlabel("squares of a closed surface")
        ax.set_ylabel("surfaces")
        ax.set_title("Sizes of the surfaces closed")
        ax.legend(fontsize=8)
        save(fig, "surfaces.png")
    return made


def write_report(
    folder: Path,
    title: str,
    settings: Sequence[Aggregate],
    players: int,
    *,
    colour: bool,
    findings: Sequence[str] = (),
) -> list[Path]:
    """Write the report of ``settings`` (one :class:`Aggregate` each) into ``folder``; the
    files written."""
    folder.mkdir(parents=True, exist_ok=True)
    written: list[str] = []
    summary = summary_rows(settings, players, colour)
    _write_text(folder / "summary.csv", _csv(summary))
    positions: list[list[object]] = [
        ["setting", "position", "wins", "games", "win_rate", "ci_low", "ci_high"]
    ]
    for a in settings:
        for p in range(players):
            low, high = wilson(a.wins_by_position[p], a.games)
            positions.append(
                [
                    a.label,
                    p + 1,
                    a.wins_by_position[p],
                    a.games,
                    round(a.win_rate(p), 4),
                    round(low, 4),
                    round(high, 4),
                ]
            )
    _write_text(folder / "positions.csv", _csv(positions))
    _write_text(
        folder / "lengths.csv",
        _csv([["setting", "length"], *([a.label, n] for a in settings for n in a.lengths)]),
    )
    written += ["summary.csv", "positions.csv", "lengths.csv"]
    if colour:
        _write_text(
            folder / "surfaces.csv",
            _csv([["setting", "size"], *([a.label, n] for a in settings for n in a.closed)]),
        )
        written.append("surfaces.csv")
    plots = _plots(folder, settings, players, colour)
    written += plots
    page = [
        "<!doctype html>",
        '<html lang="en"><head><meta charset="utf-8">',
        GENERATOR,
        f"<title>{html.escape(title)}</title>",
        "<style>body{font-family:sans-serif;max-width:980px;margin:2em auto;color:#222}"
        "table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:4px 8px;"
        "text-align:right}td:first-child,th:first-child{text-align:left}img{max-width:100%}"
        "</style></head><body>",
        f"<h1>{html.escape(title)}</h1>",
    ]
    if findings:
        page.append("<h2>Findings</h2><ul>")
        page += [f"<li>{html.escape(f)}</li>" for f in findings]
        page.append("</ul>")
    page.append("<h2>Figures</h2><table>")
    head, *body = summary
    page.append("<tr>" + "".join(f"<th>{html.escape(str(c))}</th>" for c in head) + "</tr>")
    for line in body:
        page.append("<tr>" + "".join(f"<td>{html.escape(str(c))}</td>" for c in line) + "</tr>")
    page.append("</table>")
    page.append(
        "<p>The figures behind the plots: "
        + ", ".join(f'<a href="{n}">{n}</a>' for n in written if n.endswith(".csv"))
        + ".</p>"
    )
    for name in plots:
        page.append(f'<p><img src="{name}" alt="{html.escape(name[:-4])}"></p>')
    page.append("</body></html>")
    _write_text(folder / "index.html", "\n".join(page) + "\n")
    written.append("index.html")
    return [folder / name for name in written]


def is_report(folder: Path) -> bool:
    """Whether ``folder`` holds a balance report and nothing else: only the files a report
    has, its page among them, written by ``figures balance``."""
    try:
        names = {entry.name for entry in os.scandir(folder)}
        with open(folder / "index.html", encoding="utf-8", errors="replace") as page:
            head = page.read(4096)
    except OSError:
        return False
    return names <= REPORT_FILES and (GENERATOR in head or _HEADING in head)


T = TypeVar("T")


class ReportFolder:
    """The folder ``out`` a report goes to, judged by :meth:`prepare` before any game is
    played, and an empty temporary folder beside it that the report is written into
    (:meth:`publish`)."""

    def __init__(self, out: Path, temporary: Path, made: Sequence[Path] = ()) -> None:
        self.out = out
        self.temporary = temporary
        #: The folders above ``out`` that :meth:`prepare` made, deepest first.
        self.made = tuple(made)

    @classmethod
    def prepare(cls, out: Path) -> ReportFolder:
        """Judge ``out``: a new folder, an empty one or a previous report (to be replaced);
        anything else is refused with a FileWriteError in one line, as is a folder that cannot
        be made or written beside (a file's sub-folder, ``/proc``, a read-only disk)."""
        shown = printable(str(out))
        if out.is_symlink() and not out.exists():
            raise FileWriteError(f"{shown} is a link to nothing: name a folder")
        if out.exists():
            if not out.is_dir():
                raise FileWriteError(f"{shown} is a file, not a folder")
            if any(True for _ in _entries(out)) and not is_report(out):
                raise FileWriteError(
                    f"{shown} holds files that are not a balance report "
                    f"({_some_names(out)}): name a new or empty folder, or a previous report "
                    "to replace"
                )
        place = out.resolve()
        above = next((p for p in place.parents if p.exists()), None)
        if above is not None and not above.is_dir():
            raise FileWriteError(f"{shown}: {printable(str(above))} is a file, not a folder")
        made = [p for p in place.parents if not p.exists()]
        try:
            place.parent.mkdir(parents=True, exist_ok=True)
            temporary = _fresh_folder(place.parent, f".{place.name}.new-")
            if place.is_dir():  # (the new report as open to others as the old one)
                os.chmod(temporary, place.stat().st_mode & 0o7777)
        except OSError as exc:
            raise FileWriteError(f"cannot write the report in {shown}: {exc.strerror}") from None
        return cls(place, temporary, made)

    def publish(self, write: Callable[[Path], T]) -> T:
        """Write the report with ``write`` into the temporary folder, then put it in place of
        ``out`` (the old report removed); the temporary folder is removed whatever happens.
        The two renames of the swap are made with Ctrl+C and SIGTERM held back, so that an
        interruption leaves the old report or the new one whole, never a mix."""
        old: Path | None = None
        try:
            written = write(self.temporary)
            with _signals_held():
                if self.out.exists():
                    old = _fresh_folder(self.out.parent, f".{self.out.name}.old-")
                    os.replace(self.out, old / self.out.name)
                try:
                    os.replace(self.temporary, self.out)
                except OSError:
                    if old is not None:  # (the old report back in its place)
                        os.replace(old / self.out.name, self.out)
                    raise
        except OSError as exc:
            raise FileWriteError(
                f"cannot write the report in {printable(str(self.out))}: {exc.strerror or exc}"
            ) from None
        finally:
            if old is not None and self.out.exists():  # (never the only copy of a report)
                shutil.rmtree(old, ignore_errors=True)
            self.discard()
        return written

    def discard(self) -> None:
        """Remove the temporary folder (and what was written in it), if it is still there,
        and the folders made for it that are left empty (no report was put there)."""
        shutil.rmtree(self.temporary, ignore_errors=True)
        for folder in self.made:
            with contextlib.suppress(OSError):
                folder.rmdir()  # (only an empty one)


def _fresh_folder(parent: Path, prefix: str) -> Path:
    """A new empty folder ``parent/<prefix><random>``, made as ``mkdir`` makes folders (the
    user's umask, not ``mkdtemp``'s owner only)."""
    while True:
        folder = parent / f"{prefix}{secrets.token_hex(4)}"
        try:
            folder.mkdir()
        except FileExistsError:
            continue
        return folder


def _entries(folder: Path) -> Iterator[os.DirEntry[str]]:
    try:
        with os.scandir(folder) as entries:
            yield from entries
    except OSError as exc:
        raise FileWriteError(f"cannot read {printable(str(folder))}: {exc.strerror}") from None


def _some_names(folder: Path, count: int = 3) -> str:
    names = sorted(e.name for e in _entries(folder) if e.name not in REPORT_FILES)
    if not names:  # (only our names, but no page of ours)
        names = sorted(e.name for e in _entries(folder))
    shown = ", ".join(printable(n, 40) for n in names[:count])
    return shown + (f" and {len(names) - count} more" if len(names) > count else "")


@contextlib.contextmanager
def _signals_held() -> Iterator[None]:
    """Ctrl+C and SIGTERM held back (and delivered after) while the block runs."""
    held = {signal.SIGINT, signal.SIGTERM}
    if not hasattr(signal, "pthread_sigmask"):  # pragma: no cover - Windows
        yield
        return
    before = signal.pthread_sigmask(signal.SIG_BLOCK, held)
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, before)
