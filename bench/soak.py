"""The long run of the fault suite (issue 12, F): prints one table, one row per probe.

    probe | tried | lost | dup | unclean errors | hangs | max latency

- **lost**: writes that were acknowledged (the call returned) but are not found afterwards;
- **dup**: rows found more than once;
- **unclean errors**: anything but a ``memvault.errors.MemvaultError`` escaping a call (and,
  for the fuzz, a call that raised but wrote, or another user's data returned);
- **hangs**: calls that took more than twice their configured timeout (the bench's own
  watchdog stops them, so the bench never hangs);
- **max latency**: the slowest call, counted until it returned, raised or, stopped by the
  watchdog, actually gave the control back (a cancelled call may take longer to stop).

The probes: (a) N processes x M mixed writes on one SQLite file and on PostgreSQL (a private
pgserver with pgvector, as ``bench/pg_server.py`` starts); (b) ``kill -9`` inside
``add_many``, K times, then every batch all there or not at all and ``PRAGMA
integrity_check`` ok; (c) chat-history appends from several processes on every backend but
the in-memory one; (d) PostgreSQL and Redis reset and black-holed mid-run through
``tests/faults/proxy.py``; (e) the fuzz of ``tests/faults/test_library_fuzz.py``.

    .venv/bin/python bench/soak.py --quick     # about a minute
    .venv/bin/python bench/soak.py             # the issue's figures, about 10 minutes

Servers: PostgreSQL at ``MEMVAULT_TEST_POSTGRES_DSN`` (default 127.0.0.1:5432/test) and Redis
at ``MEMVAULT_TEST_REDIS_URL``, as the tests use them.
"""

from __future__ import annotations

import argparse
import asyncio
import multiprocessing
import os
import random
import signal
import sqlite3
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import Any, TypeVar
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "bench")]

from memvault import MemoryVault  # noqa: E402
from memvault.core.types import Message  # noqa: E402
from memvault.embedders import HashEmbedder  # noqa: E402
from memvault.errors import MemvaultError  # noqa: E402

T = TypeVar("T")
POSTGRES_DSN = os.environ.get(
    "MEMVAULT_TEST_POSTGRES_DSN", "postgresql://postgres@127.0.0.1:5432/test"
)
REDIS_URL = os.environ.get("MEMVAULT_TEST_REDIS_URL", "redis://127.0.0.1:6379/0")
FAULT_TIMEOUT = 2.0
"""The timeout the fault probe configures (PostgreSQL connect and operation, Redis
operation), seconds."""


@dataclass
class Row:
    probe: str
    tried: int = 0
    lost: int = 0
    dup: int = 0
    unclean: int = 0
    hangs: int = 0
    max_latency: float = 0.0
    refused: int = 0
    notes: list[str] = field(default_factory=list)

    def merge(self, other: dict[str, Any]) -> None:
        self.tried += other["tried"]
        self.refused += other["refused"]
        self.unclean += other["unclean"]
        self.hangs += other["hangs"]
        self.max_latency = max(self.max_latency, other["max_latency"])
        self.notes += other["notes"][:3]


class Calls:
    """Runs calls under a watchdog of ``2 x bound`` seconds and counts what happened."""

    def __init__(self, bound: float) -> None:
        self.bound = bound
        self.tried = self.refused = self.unclean = self.hangs = 0
        self.max_latency = 0.0
        self.notes: list[str] = []

    async def __call__(
        self, call: Callable[..., Awaitable[T]], *args: Any, **kwargs: Any
    ) -> tuple[bool, T | None]:
        """``call(*args, **kwargs)``: ``(acknowledged, result)``, acknowledged False when it
        raised a memvault error or was stopped."""
        self.tried += 1
        start = time.monotonic()
        try:
            async with asyncio.timeout(2 * self.bound):
                result = await call(*args, **kwargs)
        except MemvaultError:
            self.refused += 1
            return False, None
        except TimeoutError:
            self.hangs += 1
            return False, None
        except Exception as exc:
            self.unclean += 1
            self.notes.append(f"{type(exc).__name__}: {str(exc)[:120]}")
            return False, None
        finally:
            self.max_latency = max(self.max_latency, time.monotonic() - start)
        return True, result

    def report(self) -> dict[str, Any]:
        return {
            "tried": self.tried, "refused": self.refused, "unclean": self.unclean,
            "hangs": self.hangs, "max_latency": self.max_latency, "notes": self.notes,
        }  # fmt: skip


# -- (a) many processes, mixed writes ----------------------------------------------------


def _writer(target: str, worker: int, writes: int, queue: Any) -> None:
    async def run() -> dict[str, Any]:
        calls = Calls(bound=30.0)
        expected: dict[str, str] = {}  # content -> id of what must be there at the end
        rng = random.Random(worker)
        async with MemoryVault(target, embedder=HashEmbedder()) as vault:
            for j in range(writes):
                user = f"w{worker}"
                choice = rng.random()
                if choice < 0.5 or not expected:
                    text = f"worker {worker} write {j} quokka"
                    ok, entry = await calls(vault.add, text, user_id=user)
                    if ok and entry is not None:
                        expected[text] = entry.id
                elif choice < 0.7:
                    texts = [f"worker {worker} batch {j} item {i}" for i in range(3)]
                    items = [{"content": t, "user_id": user} for t in texts]
                    ok, entries = await calls(vault.add_many, items)
                    for e in entries or []:
                        expected[e.content] = e.id
                elif choice < 0.85:
                    old = rng.choice(sorted(expected))
                    new = f"{old} (updated {j})"
                    ok, entry = await calls(vault.update, expected[old], content=new, user_id=user)
                    if ok:
                        expected[new] = expected.pop(old)
                else:
                    old = rng.choice(sorted(expected))
                    ok, _ = await calls(vault.delete, expected[old], user_id=user)
                    if ok:
                        del expected[old]
        return {**calls.report(), "expected": sorted(expected)}

    queue.put(asyncio.run(run()))


async def _contents(target: str, users: list[str]) -> list[str]:
    async with MemoryVault(target, embedder=HashEmbedder()) as vault:
        found: list[str] = []
        for user in users:
            found += [e.content for e in await vault.list_all(user_id=user)]
        return found


def probe_writers(name: str, target: str, processes: int, writes: int) -> Row:
    row = Row(name)
    asyncio.run(_contents(target, []))  # create the store (schema) once, before the race
    queue: Any = multiprocessing.get_context("fork").Queue()
    workers = [
        multiprocessing.get_context("fork").Process(target=_writer, args=(target, i, writes, queue))
        for i in range(processes)
    ]
    for w in workers:
        w.start()
    results = [queue.get(timeout=1800) for _ in workers]
    for w in workers:
        w.join(timeout=60)
    expected = [c for r in results for c in r["expected"]]
    for r in results:
        row.merge(r)
    found = Counter(asyncio.run(_contents(target, [f"w{i}" for i in range(processes)])))
    row.lost = sum(1 for c in expected if found[c] == 0)
    row.dup = sum(n - 1 for n in found.values() if n > 1)
    return row


# -- (b) kill -9 inside add_many ---------------------------------------------------------


def _batches(db: str, round_: int, acks: str) -> None:
    async def run() -> None:
        async with MemoryVault(db, embedder=HashEmbedder()) as vault:
            for b in range(10**6):
                items = [{"content": f"r{round_} b{b} i{i}", "user_id": "k"} for i in range(200)]
                await vault.add_many(items)
                _append(acks, f"r{round_} b{b}\n")

    asyncio.run(run())


def _append(path: str, line: str) -> None:
    """Record an acknowledged batch (written before the next one starts: the kill may come
    at any moment after)."""
    with open(path, "a") as ack:
        ack.write(line)


def probe_kills(kills: int) -> Row:
    row = Row("kill -9 inside add_many (SQLite)")
    folder = Path(tempfile.mkdtemp(prefix="memvault-soak-kill-"))
    db, acks = str(folder / "k.db"), str(folder / "acks")
    asyncio.run(_contents(db, []))
    rng = random.Random(9)
    for round_ in range(kills):
        child = multiprocessing.get_context("fork").Process(
            target=_batches, args=(db, round_, acks)
        )
        child.start()
        time.sleep(rng.uniform(0.3, 1.2))
        assert child.pid is not None
        os.kill(child.pid, signal.SIGKILL)
        child.join()
        row.tried += 1
    start = time.monotonic()
    found = Counter(asyncio.run(_contents(db, ["k"])))
    row.max_latency = time.monotonic() - start
    per_batch = Counter(c.rsplit(" ", 1)[0] for c in found)
    torn = sum(1 for n in per_batch.values() if n != 200)
    acked = Path(acks).read_text().split("\n") if Path(acks).exists() else []
    row.lost = sum(1 for b in acked if b and per_batch[b] == 0) + torn
    row.dup = sum(n - 1 for n in found.values() if n > 1)
    conn = sqlite3.connect(db)
    check = conn.execute("PRAGMA integrity_check").fetchone()[0]
    conn.close()
    if check != "ok":
        row.unclean += 1
    row.notes.append(f"{len(per_batch)} batches, {torn} torn, integrity_check {check}")
    return row


# -- (c) chat-history appends ------------------------------------------------------------


def _history(
    backend: str, session: str, folder: str, timeout: float | None = None, url: str | None = None
) -> Any:
    """A chat history of ``session`` on ``backend``; ``url`` replaces the server's address."""
    if backend == "sqlite":
        from memvault.history.sqlite import SQLiteChatHistory

        return SQLiteChatHistory(Path(folder) / "chat.db", session_id=session)
    if backend == "postgres":
        from memvault.history.postgres import PostgresChatHistory
        from memvault.infra.postgres import PostgresTimeouts

        bound = timeout or 10.0  # every call: connect, statement, lock and the whole operation
        return PostgresChatHistory(
            session, url or POSTGRES_DSN, connect_timeout=bound,
            timeouts=PostgresTimeouts(statement=bound * 0.9, lock=bound * 0.9, operation=bound),
        )  # fmt: skip
    from memvault.history.redis import RedisChatHistory

    return RedisChatHistory(session, url=url or REDIS_URL, key_prefix="memvault-soak:",
                            operation_timeout=timeout or 10.0)  # fmt: skip


def _appender(backend: str, session: str, folder: str, worker: int, n: int, queue: Any) -> None:
    async def run() -> dict[str, Any]:
        calls = Calls(bound=30.0)
        acked: list[str] = []
        history = _history(backend, session, folder)
        for i in range(n):
            message = Message.user(f"worker {worker} turn {i}")
            ok, _ = await calls(history.add_message, message)
            if ok:
                acked.append(message.id)
        await history.aclose()
        return {**calls.report(), "acked": acked}

    queue.put(asyncio.run(run()))


def probe_appends(backend: str, processes: int, appends: int) -> Row:
    row = Row(f"chat appends, {processes} processes ({backend})")
    folder = tempfile.mkdtemp(prefix="memvault-soak-chat-")
    session = f"soak-{os.getpid()}-{time.time_ns()}"
    ctx = multiprocessing.get_context("fork")
    queue: Any = ctx.Queue()
    share = appends // processes
    workers = [ctx.Process(target=_appender, args=(backend, session, folder, i, share, queue))
               for i in range(processes)]  # fmt: skip
    for w in workers:
        w.start()
    results = [queue.get(timeout=1800) for _ in workers]
    for w in workers:
        w.join(timeout=60)
    for r in results:
        row.merge(r)

    async def read() -> list[Message]:
        history = _history(backend, session, folder)
        messages: list[Message] = await history.get_messages()
        await history.clear()
        await history.aclose()
        return messages

    found = Counter(m.id for m in asyncio.run(read()))
    row.lost = sum(1 for r in results for i in r["acked"] if found[i] == 0)
    row.dup = sum(n - 1 for n in found.values() if n > 1)
    return row


# -- (d) server faults through the proxy -------------------------------------------------


async def _faulted(backend: str, seconds: float, outage: float) -> Row:
    from tests.faults.proxy import fault_proxy

    real = POSTGRES_DSN if backend == "postgres" else REDIS_URL
    parts = urlsplit(real)
    row = Row(f"{backend} reset + black-holed {outage:.0f} s (timeout {FAULT_TIMEOUT:.0f} s)")
    calls = Calls(bound=FAULT_TIMEOUT)
    acked: list[str] = []
    session = f"soak-fault-{os.getpid()}-{time.time_ns()}"
    with fault_proxy(parts.hostname or "127.0.0.1", parts.port or 0) as proxy:
        host, port = proxy.address()
        url = parts._replace(netloc=f"{parts.netloc.rpartition('@')[0]}@{host}:{port}"
                             if "@" in parts.netloc else f"{host}:{port}").geturl()  # fmt: skip
        history = _history(backend, session, tempfile.mkdtemp(), FAULT_TIMEOUT, url)
        start = time.monotonic()
        plan = [(seconds * 0.3, proxy.reset), (seconds * 0.5, proxy.blackhole),
                (seconds * 0.5 + outage, proxy.heal)]  # fmt: skip
        i = 0
        while (now := time.monotonic() - start) < seconds + outage:
            while plan and now >= plan[0][0]:
                plan.pop(0)[1]()
            message = Message.user(f"turn {i}")
            ok, _ = await calls(history.add_message, message)
            if ok:
                acked.append(message.id)
            if i % 5 == 0:
                await calls(history.get_messages, limit=3)
            i += 1
        proxy.heal()
        ok, messages = await calls(history.get_messages)
        found = Counter(m.id for m in messages or [])
        row.lost = sum(1 for m in acked if found[m] == 0) if ok else len(acked)
        row.dup = sum(n - 1 for n in found.values() if n > 1)
        await calls(history.clear)
        try:
            async with asyncio.timeout(4 * FAULT_TIMEOUT):
                await history.aclose()
        except TimeoutError:
            row.notes.append("aclose hung")
    row.merge(calls.report())
    return row


def _fault_probe(backend: str, seconds: float, outage: float) -> Row:
    return asyncio.run(_faulted(backend, seconds, outage))


# -- (e) the fuzz ------------------------------------------------------------------------


def probe_fuzz(examples: int, steps: int) -> Row:
    from hypothesis.stateful import run_state_machine_as_test
    from tests.faults import test_library_fuzz as fuzz

    row = Row(f"fuzz, victim canary ({examples} x {steps} steps)")
    fuzz.STRICT = False
    folder = Path(tempfile.mkdtemp(prefix="memvault-soak-fuzz-"))
    histories = fuzz.chat_histories(folder, POSTGRES_DSN, REDIS_URL)
    with fuzz.backends(folder, histories):
        run_state_machine_as_test(fuzz.VaultMachine, settings=fuzz.fuzz_settings(examples, steps))
    stats = fuzz.STATS
    row.tried, row.lost, row.hangs = stats.tried, stats.lost, stats.hangs
    row.unclean, row.max_latency = len(stats.unclean), stats.max_latency
    row.refused = stats.refused
    row.notes += sorted(set(stats.unclean))[:5]
    return row


# -- the table ---------------------------------------------------------------------------


def table(rows: list[Row]) -> str:
    head = "| probe | tried | lost | dup | unclean errors | hangs | max latency |"
    lines = [head, "|---|---:|---:|---:|---:|---:|---:|"]
    for r in rows:
        lines.append(f"| {r.probe} | {r.tried:,} | {r.lost} | {r.dup} | {r.unclean} | "
                     f"{r.hangs} | {r.max_latency:.2f} s |")  # fmt: skip
    lines.append("")
    for r in rows:
        said = [f"{r.refused:,} calls raised a memvault error"] if r.refused else []
        lines.append(f"- {r.probe}: " + "; ".join(said + r.notes or ["-"]))
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="about a minute")
    parser.add_argument("--pg-dsn", help="a PostgreSQL with pgvector (default: a pgserver)")
    args = parser.parse_args()
    q = args.quick
    processes, writes = (3, 60) if q else (6, 500)
    kills = 5 if q else 34
    appends = 900 if q else 27_000
    examples, steps = (40, 25) if q else (220, 50)
    seconds, outage = (6.0, 5.0) if q else (20.0, 8.0)
    rows: list[Row] = []

    def run(make: Callable[[], Row]) -> None:
        start = time.monotonic()
        rows.append(make())
        print(f"  {rows[-1].probe}: {time.monotonic() - start:.0f} s {rows[-1].notes[:3]}",
              file=sys.stderr)  # fmt: skip

    folder = Path(tempfile.mkdtemp(prefix="memvault-soak-"))
    run(lambda: probe_writers(f"{processes} processes x {writes} writes (SQLite)",
                              str(folder / "w.db"), processes, writes))  # fmt: skip
    from pg_server import postgres

    with postgres(args.pg_dsn) as dsn:
        run(lambda: probe_writers(f"{processes} processes x {writes} writes (PostgreSQL)",
                                  dsn, processes, writes))  # fmt: skip
    run(lambda: probe_kills(kills))
    for backend in ("sqlite", "postgres", "redis"):
        run(partial(probe_appends, backend, 3, appends))
    for backend in ("postgres", "redis"):
        run(partial(_fault_probe, backend, seconds, outage))
    run(lambda: probe_fuzz(examples, steps))
    print(table(rows))
    total_ops = sum(r.tried for r in rows)
    print(f"\n{total_ops:,} calls; lost {sum(r.lost for r in rows)}, "
          f"dup {sum(r.dup for r in rows)}, unclean {sum(r.unclean for r in rows)}, "
          f"hangs {sum(r.hangs for r in rows)}")  # fmt: skip


if __name__ == "__main__":
    main()
