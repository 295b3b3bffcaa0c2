"""``policy.timeline.consistent``: when an import must relink a key timeline it restored
into (issue 12 E.19), tested without a store."""

from __future__ import annotations

from datetime import UTC, datetime

from memvault.policy.timeline import Version, consistent, relink

T = [datetime(2024, month, 1, tzinfo=UTC) for month in range(1, 5)]


def chain_of(*ids: str) -> list[Version]:
    """Versions ``ids`` linked oldest to newest, as ``relink`` links them."""
    versions = [Version(id_, T[i], i) for i, id_ in enumerate(ids)]
    linked = {v.id: v for v in relink(versions)}
    return [linked.get(v.id, v) for v in versions]


def test_a_linked_chain_is_consistent_and_relink_leaves_it() -> None:
    chain = chain_of("a", "b", "c")
    assert consistent(chain)
    assert relink(chain) == []


def test_a_chain_cut_before_its_later_versions_is_consistent() -> None:
    """An import written in batches: "b" names "c" as its successor before "c" is written."""
    first_two = chain_of("a", "b", "c")[:2]
    assert first_two[1].superseded_by == "c"
    assert consistent(first_two)
    assert relink(first_two) != []  # what a relink would wrongly undo


def test_two_current_versions_are_not() -> None:
    [mine] = chain_of("mine")
    other = Version("other", T[3], 9)
    assert not consistent([mine, other])


def test_a_link_that_is_not_returned_is_not() -> None:
    a, b, c = chain_of("a", "b", "c")
    assert not consistent([a, b, Version("c", c.valid_from, 2, supersedes="x")])
    assert not consistent([Version("a", a.valid_from, 0, T[1], None, "zz"), b, c])
