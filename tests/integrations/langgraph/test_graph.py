"""A real ``StateGraph`` (no model) whose nodes write and read memories through the store
LangGraph injects (``graph.compile(store=MemvaultStore...)``), on both stores; and what the
adapter adds: scopes that never meet, and bad filters named."""

from __future__ import annotations

from typing import TypedDict

import pytest
from langgraph.graph import END, START, StateGraph
from langgraph.store.base import BaseStore

from memvault import InvalidInput, MemoryVault
from memvault.integrations.langgraph import MemvaultStore
from tests.integrations.langgraph.conftest import MakeStore


class State(TypedDict):
    user: str
    said: str
    recalled: list[str]


def remember(state: State, *, store: BaseStore) -> dict[str, list[str]]:
    namespace = ("memories", state["user"])
    store.put(namespace, f"m{len(store.search(namespace, limit=100))}", {"text": state["said"]})
    return {}


def recall(state: State, *, store: BaseStore) -> dict[str, list[str]]:
    hits = store.search(("memories", state["user"]), query="what does the user drink?", limit=1)
    return {"recalled": [hit.value["text"] for hit in hits]}


async def arecall(state: State, *, store: BaseStore) -> dict[str, list[str]]:
    listed = await store.asearch(("memories", state["user"]), limit=100)
    return {"recalled": sorted(item.value["text"] for item in listed)}


def graph(store: MemvaultStore, last: object) -> object:
    builder = StateGraph(State)
    builder.add_node("remember", remember)
    builder.add_node("recall", last)  # type: ignore[call-overload]
    builder.add_edge(START, "remember")
    builder.add_edge("remember", "recall")
    builder.add_edge("recall", END)
    return builder.compile(store=store)


def test_a_graph_writes_and_reads_memories_through_the_store(store: MakeStore) -> None:
    s = store()
    app = graph(s, recall)
    app.invoke({"user": "ann", "said": "Ann drinks green tea every morning", "recalled": []})  # type: ignore[attr-defined]
    app.invoke({"user": "ann", "said": "Ann's sister lives in Porto", "recalled": []})  # type: ignore[attr-defined]
    out = app.invoke({"user": "bob", "said": "Bob drinks black coffee", "recalled": []})  # type: ignore[attr-defined]
    assert out["recalled"] == ["Bob drinks black coffee"]
    assert len(s.search(("memories", "ann"), limit=10)) == 2
    assert s.list_namespaces(prefix=("memories",)) == [("memories", "ann"), ("memories", "bob")]


async def test_an_async_graph_shares_the_store_with_blocking_nodes(astore: MakeStore) -> None:
    s = astore()
    app = graph(s, arecall)
    await app.ainvoke({"user": "cy", "said": "Cy cycles to work", "recalled": []})  # type: ignore[attr-defined]
    out = await app.ainvoke({"user": "cy", "said": "Cy has a cat", "recalled": []})  # type: ignore[attr-defined]
    assert out["recalled"] == ["Cy cycles to work", "Cy has a cat"]


async def test_two_scopes_of_one_vault_never_meet(tmp_path: object) -> None:
    vault = MemoryVault(tmp_path / "shared.db", embedder="hash")  # type: ignore[operator]
    one, two = MemvaultStore(vault, user_id="one"), MemvaultStore(vault, user_id="two")
    await one.aput(("ns",), "k", {"text": "one's"})
    assert await two.aget(("ns",), "k") is None
    assert await two.asearch(("ns",), query="one's") == []
    assert await two.alist_namespaces() == []
    with pytest.raises(InvalidInput, match=r"filter\.n"):
        await one.asearch(("ns",), filter={"n": {"$near": 3}})
    await one.aclose()
    await two.aclose()
    await vault.aclose()
