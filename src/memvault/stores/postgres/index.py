"""When a ``PostgresStore``'s HNSW index is built, dropped or rebuilt, and the table lock each
write takes.

The index is kept only while the table holds more than ``exact_search_rows`` memories: below
that every search is exact, and maintaining an index nobody reads costs each write. The write
that takes the table past it builds the index before committing. A batch of at least
``rebuild_index_rows`` memories that is at least a quarter of the table (after the write)
drops the index and builds it again (or not at all, if the table stays that small), which is
many times faster than maintaining it row by row. Both hold an ``ACCESS EXCLUSIVE`` lock
meanwhile, so other sessions' reads of the store wait for them; one such writer decides at a
time. With ``rebuild_index_rows=None`` writes leave the index alone, as they do for a role that
does not own the table. A batch of ``ANALYZE_ROWS`` or more that is a tenth of the table also
refreshes the planner's statistics.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from memvault.core.types import Scope
from memvault.infra.postgres import fetch_all
from memvault.stores.postgres.schema import Tables, hnsw_fits
from memvault.stores.postgres.upkeep import lock, lock_id

if TYPE_CHECKING:
    from psycopg import AsyncConnection

__all__ = ["ANALYZE_ROWS", "HnswIndex"]

ANALYZE_ROWS = 1_000
"""The smallest batch after which the table's planner statistics are refreshed."""


class HnswIndex:
    """The HNSW index of one store's table, as its writers keep it (see the module
    docstring). ``indexed`` is whether the index was seen: writes then skip the check."""

    def __init__(
        self, t: Tables, prefix: str, exact_search_rows: int, rebuild_index_rows: int | None
    ) -> None:
        self.t, self.prefix = t, prefix
        self.exact_search_rows = exact_search_rows
        self.rebuild_index_rows = rebuild_index_rows
        self.indexed = False

    async def lock_rows(self, conn: AsyncConnection[Any]) -> None:
        """Lock the memories table for a write that adds no memory (see ``lock_table``)."""
        await conn.execute(self.t.sql("LOCK TABLE {memories} IN ROW EXCLUSIVE MODE"))

    async def lock_table(self, conn: AsyncConnection[Any], batch: int, dim: int) -> bool:
        """Lock the memories table for a write that adds ``batch`` memories of ``dim``
        dimensions; whether the HNSW index is to be built before commit (it was missing and
        the table grows past ``exact_search_rows``, or it was dropped for a large batch).

        Every writer locks the table before any advisory lock, so that a writer that takes
        it exclusively never waits for a writer that waits for it; the one that may take it
        exclusively first takes the advisory lock that lets one such writer decide at a
        time, holding no lock on the table until then."""
        threshold = self.rebuild_index_rows
        bulk = threshold is not None and batch >= threshold
        if threshold is None or not hnsw_fits(dim) or (self.indexed and not bulk):
            await self.lock_rows(conn)
            return False
        if not bulk:  # no index seen: does this write take the table past the bound?
            exists, owner, stored = await self._state(conn, None)
            self.indexed = exists
            if exists or not owner or stored + batch <= self.exact_search_rows:
                await self.lock_rows(conn)
                return False
        await lock(conn, [lock_id(self.prefix, "rebuild", Scope())])
        exists, owner, stored = await self._state(conn, max(3 * batch, self.exact_search_rows) + 1)
        self.indexed = exists
        large = stored + batch > self.exact_search_rows
        rebuild = exists and bulk and stored <= 3 * batch
        if not owner or not (rebuild or (large and not exists)):
            await self.lock_rows(conn)
            return False
        await conn.execute(self.t.sql("LOCK TABLE {memories} IN ACCESS EXCLUSIVE MODE"))
        if exists:
            await conn.execute(self.t.sql("DROP INDEX {hnsw}"))
        self.indexed = False  # until the build commits (the writer says so then)
        return large

    async def _state(self, conn: AsyncConnection[Any], up_to: int | None) -> tuple[bool, bool, int]:
        """Whether the HNSW index exists, whether this role owns the table (and so may build
        or drop it), and how many memories the table holds: counted in it up to ``up_to``,
        or, without, added up from ``{user_stats}`` (which takes no lock on the table)."""
        t = self.t
        if up_to is None:
            size = "(SELECT coalesce(sum(memories), 0) FROM {user_stats})"
            params: tuple[Any, ...] = (t.hnsw, t.memories)
        else:
            size = "(SELECT count(*) FROM (SELECT 1 FROM {memories} LIMIT %s) AS s)"
            params = (t.hnsw, t.memories, up_to)
        rows = await fetch_all(
            conn,
            t.sql(
                "SELECT to_regclass(quote_ident(%s)) IS NOT NULL, (SELECT pg_has_role(relowner,"
                f" 'USAGE') FROM pg_class WHERE oid = quote_ident(%s)::regclass), {size}"
            ),
            params,
        )
        exists, owner, stored = rows[0]
        return bool(exists), bool(owner), int(stored)

    async def analyze_after(self, conn: AsyncConnection[Any], batch: int) -> None:
        """Refresh the planner's statistics after a batch of at least ``ANALYZE_ROWS`` that
        is a tenth of the table or more. Left to autovacuum (which comes up to a minute
        later), a table just filled looked nearly empty to the planner, which then sorted a
        whole scope by distance instead of walking the HNSW index (5x slower at 10k)."""
        if batch < ANALYZE_ROWS:
            return
        rows = await fetch_all(
            conn,
            "SELECT reltuples, pg_has_role(relowner, 'USAGE') FROM pg_class"
            " WHERE oid = quote_ident(%s)::regclass",
            (self.t.memories,),
        )
        estimate, owner = rows[0]
        if owner and 10 * batch >= float(estimate):  # only the owner may analyze
            await conn.execute(self.t.sql("ANALYZE {memories}"))
