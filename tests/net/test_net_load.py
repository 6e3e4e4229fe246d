"""The load benchmark's command runs (its figures are quoted from real runs, not asserted)."""

from __future__ import annotations

import pytest

from figures.cli import main
from figures.net.load import run_load

pytestmark = pytest.mark.slow


def test_a_small_load_is_measured() -> None:
    report = run_load(tables=2, seconds=1.5)
    assert report.clients == 4 and report.moves > 10
    assert 0 < report.round_trip_median_ms <= report.round_trip_p99_ms
    assert report.moves_per_second > 0


def test_bad_values_are_one_line(capsys) -> None:
    assert main(["loadtest", "--players", "9"]) == 2
    assert main(["loadtest", "--tables", "0"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 2 and all(line.startswith("figures: error:") for line in err)


def test_a_paced_load_is_measured_with_the_servers_time() -> None:
    report = run_load(tables=2, seconds=1.5, think=0.02)
    assert report.think == 0.02 and report.moves > 10
    assert report.server_cpu_per_move_ms > 0 and report.slowed == 0
    assert "0.02 s to think a move" in report.lines()[0]
