"""Which version of a keyed fact is true when: the pure rule every store applies.

Facts that share a ``key`` in one scope (``user.city``, say) are versions of one thing. They
form a chain ordered by ``valid_from`` (ties: the one recorded later comes later). Each
version is true until the next one starts: its ``valid_to`` is the next one's
``valid_from``, and ``superseded_by`` / ``supersedes`` link neighbours. The last version is
current (``valid_to`` is ``None``). A fact learnt late about the past (an older
``valid_from`` than the current one's) takes its place in the past and leaves the current
fact current; a version removed from the chain (deleted) joins its neighbours.
Nothing here deletes a fact.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import datetime
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from memvault.core.types import MemoryEntry

__all__ = ["Version", "consistent", "relink"]


@dataclass(frozen=True, slots=True)
class Version:
    """One fact of a chain: what ``relink`` reads and sets."""

    id: str
    valid_from: datetime
    recorded: int  # insertion order: breaks ties of valid_from
    valid_to: datetime | None = None
    supersedes: str | None = None
    superseded_by: str | None = None

    @classmethod
    def of(cls, entry: MemoryEntry, recorded: int) -> Version:
        """A stored fact as a version of its chain; ``recorded`` is its insertion order."""
        return cls(
            entry.id, entry.valid_from, recorded, entry.valid_to, entry.supersedes,
            entry.superseded_by,
        )  # fmt: skip


def relink(versions: Sequence[Version]) -> list[Version]:
    """The versions of one chain with ``valid_to`` and the links recomputed from their order;
    only those that changed are returned."""
    ordered = sorted(versions, key=lambda v: (v.valid_from, v.recorded))
    changed = []
    for i, version in enumerate(ordered):
        before = ordered[i - 1] if i else None
        after = ordered[i + 1] if i + 1 < len(ordered) else None
        linked = replace(
            version,
            valid_to=None if after is None else after.valid_from,
            supersedes=None if before is None else before.id,
            superseded_by=None if after is None else after.id,
        )
        if linked != version:
            changed.append(linked)
    return changed


def consistent(versions: Sequence[Version]) -> bool:
    """Whether the links of a chain's versions hold together as far as they go: at most one
    version is current, and each link between two of them is returned (``a`` names ``b`` as
    ``superseded_by`` exactly when ``b`` names ``a`` as ``supersedes``). A link to a version
    not among them is no fault: an import has yet to write it. An import relinks a chain
    only when this is false (versions of another lineage met its own)."""
    by_id = {v.id: v for v in versions}
    if sum(v.valid_to is None for v in versions) > 1:
        return False
    for v in versions:
        after = by_id.get(v.superseded_by or "")
        before = by_id.get(v.supersedes or "")
        if (after is not None and after.supersedes != v.id) or (
            before is not None and before.superseded_by != v.id
        ):
            return False
    return True
