"""The tables of a fleet in Redis: the store every member of ``figures serve --redis`` shares,
and the leases that give each table one owner at a time.

Keys (``figures:`` before each; one Redis database per fleet):

- ``t:{code}``, a hash: how the table was opened (``spec``), ``host``, ``closed``, its seats
  (JSON: name, kind, level, token hash), and its last game (``number``, ``seed``, ``salt``,
  ``version`` at the deal);
- ``log:{code}``, a stream: one entry per accepted change, its id ``{game}-{n}`` (the game's
  number, then the change's), so that an entry can be added once only and in order: a
  second owner replaying a change already kept is refused by Redis itself;
- ``open``, a set of the codes of the tables not closed; ``waiting``, those public and not
  started (the lobby); ``tokens``, a hash from a token's hash to its table's code;
- ``lease:{code}``, the member that owns the table, with an expiry (:meth:`RedisStore.claim`,
  :meth:`RedisStore.renew`).

Every write is one Lua script that first checks that this member still holds the table's
lease, then makes the change: a member that lost its lease (paused, cut off) cannot write
over the new owner's moves. Redis is to run with append-only persistence and
``appendfsync always`` (docs/online.md), so a change is on disk when the script returns.
"""

from __future__ import annotations

import json
from typing import Any

import redis
from redis.exceptions import RedisError, ResponseError

from figures.core.errors import FiguresError
from figures.net.store import StoreError, rebuild, seat_rows, spec_of
from figures.net.table import Table, token_hash

PREFIX = "figures:"
#: The largest sequence number of a stream id (the end of a game's range of the log).
_LAST = 2**64 - 1

# KEYS[1]: the lease; ARGV[1]: this member; ARGV[2]: the commands, JSON.
_FENCED = """
if redis.call('GET', KEYS[1]) ~= ARGV[1] then
    return redis.error_reply('LEASE this member does not own the table')
end
for _, command in ipairs(cjson.decode(ARGV[2])) do
    redis.call(unpack(command))
end
return 1
"""
# KEYS: the leases; ARGV[1]: this member; ARGV[2]: milliseconds. Returns those still held.
_RENEW = """
local held = {}
for i, key in ipairs(KEYS) do
    if redis.call('GET', key) == ARGV[1] then
        redis.call('PEXPIRE', key, ARGV[2])
        held[#held + 1] = key
    end
end
return held
"""
_RELEASE = """
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
"""


class LeaseLost(StoreError):
    """This member no longer owns the table it tried to change."""


def _key(*parts: str) -> str:
    return PREFIX + ":".join(parts)


class RedisStore:
    """The store of one member of a fleet, ``member`` naming it in the leases it takes."""

    def __init__(self, url: str, member: str, lease: float = 5.0, *, timeout: float = 2.0):
        self.url = url
        self.member = member
        self.lease_ms = int(lease * 1000)
        try:
            self.redis: redis.Redis = redis.Redis.from_url(
                url,
                socket_timeout=timeout,
                socket_connect_timeout=timeout,
                decode_responses=True,
            )
        except ValueError as exc:  # (a malformed address)
            raise StoreError(f"{url}: not a Redis address: {exc}") from None
        self._fenced = self.redis.register_script(_FENCED)
        self._renew = self.redis.register_script(_RENEW)
        self._release = self.redis.register_script(_RELEASE)
        #: The number of the last change kept, per table owned here.
        self._n: dict[str, int] = {}

    def ping(self) -> None:
        """A StoreError unless Redis answers."""
        self._do(self.redis.ping)

    def close(self) -> None:
        self.redis.close()

    def _do(self, call: Any, *args: Any, **kw: Any) -> Any:
        try:
            return call(*args, **kw)
        except ResponseError as exc:
            if str(exc).startswith("LEASE"):
                raise LeaseLost(str(exc)[6:]) from None
            raise StoreError(f"Redis at {self.url} refused: {exc}") from None
        except RedisError as exc:
            raise StoreError(f"Redis at {self.url}: {exc}") from None

    # ------------------------------------------------------------------- leases

    def claim(self, code: str) -> bool:
        """Take the table's lease if nobody holds it (True: this member owns the table)."""
        done = self._do(self.redis.set, _key("lease", code), self.member, nx=True, px=self.lease_ms)
        return bool(done) or self.owner(code) == self.member

    def renew(self, codes: list[str]) -> set[str]:
        """Renew the leases of ``codes``; the codes whose lease this member still held."""
        if not codes:
            return set()
        keys = [_key("lease", code) for code in codes]
        held = self._do(self._renew, keys=keys, args=[self.member, self.lease_ms])
        start = len(_key("lease", ""))
        return {key[start:] for key in held}

    def release(self, code: str) -> None:
        self._do(self._release, keys=[_key("lease", code)], args=[self.member])

    def owner(self, code: str) -> str | None:
        owner: str | None = self._do(self.redis.get, _key("lease", code))
        return owner

    def owners(self, codes: list[str]) -> list[str | None]:
        if not codes:
            return []
        found: list[str | None] = self._do(self.redis.mget, [_key("lease", c) for c in codes])
        return found

    def codes(self) -> set[str]:
        """The codes of every table not closed."""
        found: set[str] = self._do(self.redis.smembers, _key("open"))
        return found

    # ------------------------------------------------------------------- writing

    def _write(self, code: str, commands: list[list[Any]]) -> None:
        self._do(self._fenced, keys=[_key("lease", code)], args=[self.member, json.dumps(commands)])

    def _seats(self, table: Table) -> list[list[Any]]:
        t = _key("t", table.code)
        commands: list[list[Any]] = [
            ["HSET", t, "seats", json.dumps(seat_rows(table)), "host", table.host]
        ]
        tokens = [x for s in table.seats if s.token is not None for x in (s.token, table.code)]
        if tokens:
            commands.append(["HSET", _key("tokens"), *tokens])
        if table.spec.public and not table.started:
            commands.append(["SADD", _key("waiting"), table.code])
        else:
            commands.append(["SREM", _key("waiting"), table.code])
        return commands

    def opened(self, table: Table) -> None:
        t = _key("t", table.code)
        spec = json.dumps(table.spec.to_json())
        self._write(
            table.code,
            [
                ["HSET", t, "spec", spec, "closed", 0, "number", 0],
                ["SADD", _key("open"), table.code],
                *self._seats(table),
            ],
        )

    def seated(self, table: Table) -> None:
        self._write(table.code, self._seats(table))

    def started(self, table: Table) -> None:
        t = _key("t", table.code)
        game = ["number", table.number, "seed", table.seed, "salt", table.salt]
        self._write(
            table.code,
            [*self._seats(table), ["HSET", t, *game, "version", table.version]],
        )
        self._n[table.code] = 0

    def logged(self, table: Table, seat: int, kind: str, action: str) -> None:
        n = self._n.get(table.code, 0) + 1
        entry = ["seat", seat, "kind", kind, "action", action, "version", table.version]
        self._write(table.code, [["XADD", _key("log", table.code), f"{table.number}-{n}", *entry]])
        self._n[table.code] = n

    def closed(self, code: str) -> None:
        self._write(
            code,
            [
                ["HSET", _key("t", code), "closed", 1],
                ["SREM", _key("open"), code],
                ["SREM", _key("waiting"), code],
                ["DEL", _key("lease", code)],
            ],
        )

    # ------------------------------------------------------------------- reading

    def load(self) -> list[Table]:
        return [t for code in sorted(self.codes()) if (t := self.load_table(code)) is not None]

    def load_table(self, code: str) -> Table | None:
        """The table ``code`` made again, for this member to own: the changes it keeps next
        are numbered on from its log."""
        rebuilt = self._rebuilt(code)
        if rebuilt is None:
            return None
        table, n = rebuilt
        self._n[code] = n
        return table

    def _rebuilt(self, code: str) -> tuple[Table, int] | None:
        """The table ``code`` made again and the number of its game's last change (None if
        there is no such table open)."""
        kept: dict[str, str] = self._do(self.redis.hgetall, _key("t", code))
        if not kept or kept.get("closed") == "1" or "spec" not in kept:
            return None
        spec = spec_of(kept["spec"], code)
        try:
            seats = [tuple(row) for row in json.loads(kept["seats"])]
            host = int(kept["host"])
            number = int(kept.get("number", 0))
            game = None
            entries: list[tuple[str, dict[str, str]]] = []
            if number > 0:
                game = (number, int(kept["seed"]), kept["salt"], int(kept["version"]))
                entries = self._do(
                    self.redis.xrange, _key("log", code), f"{number}-0", f"{number}-{_LAST}"
                )
            log = [(int(e["seat"]), e["kind"], e["action"], int(e["version"])) for _, e in entries]
            table = rebuild(code, spec, host, seats, game, log)
        except (FiguresError, KeyError, ValueError, TypeError) as exc:
            if isinstance(exc, StoreError):
                raise
            raise StoreError(f"table {code}: cannot be rebuilt from the store: {exc}") from exc
        return table, len(log)

    def code_of(self, token: str) -> str | None:
        code: str | None = self._do(self.redis.hget, _key("tokens"), token_hash(token))
        if code is None or not self._do(self.redis.sismember, _key("open"), code):
            return None
        return code

    def waiting(self) -> list[Table]:
        """The public tables not started (the lobby lists those with a free seat)."""
        codes: set[str] = self._do(self.redis.smembers, _key("waiting"))
        # (read, not owned: the numbering of a table owned here is left as it is)
        rebuilt = (self._rebuilt(code) for code in sorted(codes))
        return [r[0] for r in rebuilt if r is not None]
