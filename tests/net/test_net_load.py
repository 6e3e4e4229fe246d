"""The load benchmark's command runs (its figures are quoted from real runs, not asserted)."""

from __future__ import annotations

import pytest
from redis_server import RedisServer, free_port, needs_redis

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


def test_bad_fleet_values_are_one_line(capsys) -> None:
    assert main(["loadtest", "--members", "0"]) == 2
    assert main(["loadtest", "--members", "9"]) == 2
    assert main(["loadtest", "--redis", "localhost:6379"]) == 2
    assert main(["loadtest", "--members", "2", "--address", "ws://127.0.0.1:9"]) == 2
    assert main(["loadtest", "--redis", "--address", "ws://127.0.0.1:9"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 5 and all(line.startswith("figures: error:") for line in err)
    assert "--members is 1 to 8, not 0" in err[0] and "redis://HOST:PORT/DB" in err[2]


def test_without_redis_server_a_fleet_is_one_line(capsys, monkeypatch, tmp_path) -> None:
    monkeypatch.setenv("PATH", str(tmp_path))  # (no redis-server to be found)
    assert main(["loadtest", "--members", "2", "--tables", "1", "--seconds", "1"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert err == ["figures: error: redis-server is not installed: install it, or give --redis URL"]


def test_an_unreachable_redis_is_one_line(capsys) -> None:
    url = f"redis://127.0.0.1:{free_port()}/0"  # (nothing listens there)
    assert main(["loadtest", "--redis", url, "--tables", "1", "--seconds", "1"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("figures: error: figures serve did not start: ")
    assert err[0].count("figures: error:") == 1 and f"Redis at {url}" in err[0]


@needs_redis
def test_a_fleet_of_two_is_measured_member_by_member() -> None:
    report = run_load(tables=3, seconds=2.0, members=2)
    assert report.clients == 6 and report.moves > 10
    assert 0 < report.round_trip_median_ms <= report.round_trip_p99_ms
    assert len(report.members) == 2
    assert all(m.cpu_per_move_ms > 0 and m.memory_per_table_kib > 0 for m in report.members)
    assert report.server_cpu_per_move_ms == pytest.approx(
        sum(m.cpu_per_move_ms for m in report.members)
    )
    assert report.redis_cpu_per_move_ms > 0 and report.redis_commands_per_move > 1
    assert report.clients_cpu_per_move_ms > 0 and 0 < report.machine_busy <= 1
    assert 0 < report.crossing_moves < report.moves  # (the guests' moves: each table's half)
    assert 0 < report.crossing_median_ms <= report.crossing_p99_ms
    lines = report.lines()
    assert "a fleet of 2 members on Redis" in lines[0]
    assert lines[-2].startswith("redis: processor time per move")
    assert lines[-1].startswith("clients: processor time per move")


@needs_redis
def test_a_fleet_of_one_uses_the_redis_given(tmp_path, capsys) -> None:
    redis = RedisServer(tmp_path / "redis").start()
    try:
        assert main(["loadtest", "--redis", redis.url, "--tables", "2", "--seconds", "1.5"]) == 0
        out = capsys.readouterr().out
        assert "a fleet of 1 member on Redis" in out and "member 1: memory per table" in out
        assert "member 2" not in out
        import redis as client

        keys = client.Redis.from_url(redis.url).keys("figures:t:*")
        assert len(keys) == 2  # (its two tables were kept in that Redis)
    finally:
        redis.kill()


def test_one_member_without_redis_is_one_server_on_sqlite() -> None:
    report = run_load(tables=2, seconds=1.0)
    assert report.members == () and report.redis_cpu_per_move_ms == 0
    assert report.crossing_moves == 0
    assert not any("member" in line or "redis" in line for line in report.lines())
