"""TTL (LangGraph's ``ttl`` in minutes, ``TTLConfig``): an expired item is gone from every
read, a read renews it unless told not to, ``sweep_ttl`` deletes what expired, and putting
an expired key again stores one item, not two. Lifetimes are fractions of a second; each
wait is several times the lifetime it outlasts."""

from __future__ import annotations

import asyncio

from tests.integrations.langgraph.conftest import CharacterEmbeddings, MakeStore

BRIEF = 0.4 / 60  # minutes: 400 ms
FAST = {"dims": 64, "embed": CharacterEmbeddings(dims=64)}  # no model to load inside a lifetime


async def test_an_expired_item_is_gone_from_every_read_and_swept(astore: MakeStore) -> None:
    s = astore(index=FAST)
    await s.aput(("ns",), "brief", {"text": "soon gone"}, ttl=BRIEF)
    await s.aput(("ns",), "lasting", {"text": "stays"})
    assert (await s.aget(("ns",), "brief", refresh_ttl=False)) is not None
    await asyncio.sleep(1.2)
    assert await s.aget(("ns",), "brief", refresh_ttl=False) is None
    assert [i.key for i in await s.asearch(("ns",))] == ["lasting"]
    assert [i.key for i in await s.asearch(("ns",), query="soon gone")] == ["lasting"]
    await s.aput(("other",), "brief", {"text": "x"}, ttl=BRIEF)
    await asyncio.sleep(1.2)
    assert await s.alist_namespaces() == [("ns",)]
    assert await s.sweep_ttl() == 2
    assert await s.sweep_ttl() == 0


async def test_a_read_renews_an_item_unless_told_not_to(astore: MakeStore) -> None:
    s = astore(index=FAST, ttl={"refresh_on_read": True})
    await s.aput(("ns",), "k", {"text": "kept alive"}, ttl=BRIEF * 3)  # 1.2 s
    for _ in range(4):  # 4 x 400 ms: past the lifetime, renewed by each read
        await asyncio.sleep(0.4)
        assert await s.aget(("ns",), "k") is not None
    assert [i.key for i in await s.asearch(("ns",))] == ["k"]  # a search renews too
    await asyncio.sleep(2.4)
    assert await s.aget(("ns",), "k", refresh_ttl=False) is None


async def test_the_default_ttl_applies_and_an_expired_key_is_put_again_once(
    astore: MakeStore,
) -> None:
    s = astore(index=FAST, ttl={"default_ttl": BRIEF, "refresh_on_read": False})
    await s.aput(("ns",), "k", {"text": "first"})
    await asyncio.sleep(1.2)
    assert await s.aget(("ns",), "k") is None
    await s.aput(("ns",), "k", {"text": "second"}, ttl=None)
    await asyncio.sleep(1.2)
    item = await s.aget(("ns",), "k")
    assert item is not None
    assert item.value == {"text": "second"}
    assert await s.vault.count(user_id="graph") == 1  # the expired memory was reused
