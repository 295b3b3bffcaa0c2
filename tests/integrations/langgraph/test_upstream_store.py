"""LangGraph's own tests of its in-memory store, run against ``MemvaultStore`` on a SQLite
file and on PostgreSQL with pgvector (the ``store`` and ``astore`` fixtures).

Mirrored from langchain-ai/langgraph at langgraph-checkpoint 4.3.2 (the release that
langgraph 1.2.24 pins, where ``BaseStore`` and ``InMemoryStore`` live; its sdist on PyPI,
``langgraph_checkpoint-4.3.2/tests/test_store.py``): each test keeps its steps and assertions;
only the line that built an ``InMemoryStore`` now calls the fixture, with the same ``index``.

Not mirrored:
- tests of ``InMemoryStore``'s and ``AsyncBatchedBaseStore``'s own machinery (their batching,
  deduplication of operations, cancellation, ``get_text_at_path``, ``validate_op_namespace``,
  the mock batched store): ``test_async_batch_store_resilience``,
  ``test_dedupe_ops_maps_repeated_reads_and_puts_to_one_op``, ``test_get_text_at_path``,
  ``test_get_text_at_path_with_non_dict_mapping``, ``test_async_batch_store``,
  ``test_async_batch_store_handles_cancellation``, ``test_async_batch_store_deduplication``,
  ``test_async_batched_vector_search_concurrent``, ``test_validate_op_namespace_*``,
  ``test_vector_store_initialization`` (``InMemoryStore.index_config`` internals), and the
  ``batched=True`` halves of the parametrised async tests;
- ``test_embed_with_path``: ``InMemoryStore`` embeds each indexed field as a vector of its
  own and scores an item by its best field; a vault holds one vector per memory (the indexed
  fields' texts together), so per-field scores cannot be equal where that test wants them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from langgraph.store.base import InvalidNamespaceError, PutOp

from tests.integrations.langgraph.conftest import CharacterEmbeddings, MakeStore


def test_list_namespaces_basic(store: MakeStore) -> None:
    s = store()
    namespaces = [("a", "b", "c"), ("a", "b", "d", "e"), ("a", "b", "d", "i"), ("a", "b", "f"),
                  ("a", "c", "f"), ("b", "a", "f"), ("users", "123"),
                  ("users", "456", "settings"), ("admin", "users", "789")]  # fmt: skip
    for i, ns in enumerate(namespaces):
        s.put(namespace=ns, key=f"id_{i}", value={"data": f"value_{i:02d}"})
    assert sorted(s.list_namespaces(prefix=("a", "b"))) == sorted(
        [("a", "b", "c"), ("a", "b", "d", "e"), ("a", "b", "d", "i"), ("a", "b", "f")]
    )
    assert sorted(s.list_namespaces(suffix=("f",))) == sorted(
        [("a", "b", "f"), ("a", "c", "f"), ("b", "a", "f")]
    )
    assert sorted(s.list_namespaces(prefix=("a",), suffix=("f",))) == sorted(
        [("a", "b", "f"), ("a", "c", "f")]
    )
    assert sorted(s.list_namespaces(prefix=("a", "b"), max_depth=3)) == sorted(
        [("a", "b", "c"), ("a", "b", "d"), ("a", "b", "f")]
    )
    assert s.list_namespaces(prefix=("a", "b"), limit=2) == [("a", "b", "c"), ("a", "b", "d", "e")]
    assert s.list_namespaces(prefix=("a", "b"), offset=2) == [("a", "b", "d", "i"), ("a", "b", "f")]
    assert sorted(s.list_namespaces(prefix=("a", "*", "f"))) == sorted(
        [("a", "b", "f"), ("a", "c", "f")]
    )
    assert sorted(s.list_namespaces(suffix=("*", "f"))) == sorted(
        [("a", "b", "f"), ("a", "c", "f"), ("b", "a", "f")]
    )
    assert s.list_namespaces(prefix=("nonexistent",)) == []
    assert s.list_namespaces(prefix=("users", "123")) == [("users", "123")]


def test_list_namespaces_with_wildcards(store: MakeStore) -> None:
    s = store()
    namespaces = [
        ("users", "123"), ("users", "456"), ("users", "789", "settings"),
        ("admin", "users", "789"), ("guests", "123"), ("guests", "456", "preferences"),
    ]  # fmt: skip
    for i, ns in enumerate(namespaces):
        s.put(namespace=ns, key=f"id_{i}", value={"data": f"value_{i:02d}"})
    assert sorted(s.list_namespaces(prefix=("users", "*"))) == sorted(
        [("users", "123"), ("users", "456"), ("users", "789", "settings")]
    )
    assert s.list_namespaces(suffix=("*", "preferences")) == [("guests", "456", "preferences")]
    assert s.list_namespaces(prefix=("*", "users"), suffix=("*", "settings")) == []
    s.put(namespace=("admin", "users", "settings", "789"), key="foo", value={"data": "some_val"})


def test_list_namespaces_pagination(store: MakeStore) -> None:
    s = store()
    for i in range(20):
        s.put(namespace=("namespace", f"sub_{i:02d}"), key=f"id_{i:02d}",
              value={"data": f"value_{i:02d}"})  # fmt: skip
    for offset in (0, 5, 15):
        result = s.list_namespaces(prefix=("namespace",), limit=5, offset=offset)
        assert result == [("namespace", f"sub_{i:02d}") for i in range(offset, offset + 5)]


def test_list_namespaces_max_depth(store: MakeStore) -> None:
    s = store()
    namespaces = [("a", "b", "c", "d"), ("a", "b", "c", "e"), ("a", "b", "f"), ("a", "g"),
                  ("h", "i", "j", "k")]  # fmt: skip
    for i, ns in enumerate(namespaces):
        s.put(namespace=ns, key=f"id_{i}", value={"data": f"value_{i:02d}"})
    assert sorted(s.list_namespaces(max_depth=2)) == sorted([("a", "b"), ("a", "g"), ("h", "i")])


def test_list_namespaces_no_conditions(store: MakeStore) -> None:
    s = store()
    namespaces = [("a", "b"), ("c", "d"), ("e", "f", "g")]
    for i, ns in enumerate(namespaces):
        s.put(namespace=ns, key=f"id_{i}", value={"data": f"value_{i:02d}"})
    assert sorted(s.list_namespaces()) == sorted(namespaces)


def test_search_pages_match_full_listing(store: MakeStore) -> None:
    s = store()
    for ns in [("a",), ("a", "b"), ("ab",), ("a", "c", "d")]:
        for i in range(7):
            s.put(ns, f"k{i}", {"i": i, "even": i % 2 == 0})

    def keys(items: list) -> list[tuple[tuple[str, ...], str]]:  # type: ignore[type-arg]
        return [(item.namespace, item.key) for item in items]

    full = keys(s.search(("a",), limit=100))
    assert {ns for ns, _ in full} == {("a",), ("a", "b"), ("a", "c", "d")}
    assert len(full) == 3 * 7
    paged = [k for offset in range(0, len(full), 4)
             for k in keys(s.search(("a",), limit=4, offset=offset))]  # fmt: skip
    assert paged == full
    even = keys(s.search(("a",), filter={"even": True}, limit=100))
    assert keys(s.search(("a",), filter={"even": True}, limit=3, offset=2)) == even[2:5]


def test_vector_search_scores_every_item(
    store: MakeStore, fake_embeddings: CharacterEmbeddings
) -> None:
    s = store(index={"dims": fake_embeddings.dims, "embed": fake_embeddings})
    for i in range(4):
        s.put(("test",), f"other{i}", {"text": f"zzz qqq {i}"})
    s.put(("test",), "match", {"text": "apple pie"})
    assert [r.key for r in s.search(("test",), query="apple pie", limit=1)] == ["match"]


def test_list_namespaces_empty_store(store: MakeStore) -> None:
    assert store().list_namespaces() == []


async def test_cannot_put_empty_namespace(astore: MakeStore) -> None:
    store = astore()
    doc = {"foo": "bar"}
    for bad in [(), ("the", "thing.about"), ("some", "fun", ""), ("langgraph", "foo")]:
        with pytest.raises(InvalidNamespaceError):
            store.put(bad, "foo", doc)
        with pytest.raises(InvalidNamespaceError):
            await store.aput(bad, "foo", doc)
    ns = ("foo", "langgraph", "foo")
    await store.aput(ns, "bar", doc)
    assert (await store.aget(ns, "bar")).value == doc  # type: ignore[union-attr]
    assert (await store.asearch(ns, query="bar"))[0].value == doc
    await store.adelete(ns, "bar")
    assert (await store.aget(ns, "bar")) is None
    store.put(ns, "bar", doc)
    assert store.get(ns, "bar").value == doc  # type: ignore[union-attr]
    assert store.search(ns, query="bar")[0].value == doc
    store.delete(ns, "bar")
    assert store.get(ns, "bar") is None
    # past the public put api
    await store.abatch([PutOp(("langgraph", "foo"), "bar", doc)])
    assert (await store.aget(("langgraph", "foo"), "bar")).value == doc  # type: ignore[union-attr]
    assert (await store.asearch(("langgraph", "foo")))[0].value == doc
    await store.adelete(("langgraph", "foo"), "bar")
    assert (await store.aget(("langgraph", "foo"), "bar")) is None
    store.batch([PutOp(("langgraph", "foo"), "bar", doc)])
    assert store.get(("langgraph", "foo"), "bar").value == doc  # type: ignore[union-attr]
    assert store.search(("langgraph", "foo"))[0].value == doc
    store.delete(("langgraph", "foo"), "bar")
    assert store.get(("langgraph", "foo"), "bar") is None


INVALID_NAMESPACES = [("foo.bar",), ("foo\x00",), ("foo", ""), (123,)]


@pytest.mark.parametrize("namespace", INVALID_NAMESPACES)
@pytest.mark.parametrize("method", ["get", "delete", "search", "prefix", "suffix"])
def test_rejects_invalid_namespace_labels(
    store: MakeStore,
    namespace: tuple[Any, ...],
    method: str,
) -> None:
    s = store()
    call: Callable[[], Any] = {
        "get": lambda: s.get(namespace, "key"),
        "delete": lambda: s.delete(namespace, "key"),
        "search": lambda: s.search(namespace),
        "prefix": lambda: s.list_namespaces(prefix=namespace),
        "suffix": lambda: s.list_namespaces(suffix=namespace),
    }[method]
    with pytest.raises(InvalidNamespaceError):
        call()


@pytest.mark.parametrize("namespace", INVALID_NAMESPACES)
@pytest.mark.parametrize("method", ["get", "delete", "search", "prefix", "suffix"])
async def test_async_rejects_invalid_namespace_labels(
    astore: MakeStore,
    namespace: tuple[Any, ...],
    method: str,
) -> None:
    s = astore()
    call: Callable[[], Any] = {
        "get": lambda: s.aget(namespace, "key"),
        "delete": lambda: s.adelete(namespace, "key"),
        "search": lambda: s.asearch(namespace),
        "prefix": lambda: s.alist_namespaces(prefix=namespace),
        "suffix": lambda: s.alist_namespaces(suffix=namespace),
    }[method]
    with pytest.raises(InvalidNamespaceError):
        await call()


def test_search_and_listing_keep_empty_prefixes_and_wildcards(store: MakeStore) -> None:
    s = store()
    s.put(("tenant", "a_%"), "key", {"v": 1})
    s.put(("tenant", "b", "child"), "key", {"v": 1})
    assert len(s.search(())) == 2
    assert [item.namespace for item in s.search(("tenant", "a_%"))] == [("tenant", "a_%")]
    assert sorted(s.list_namespaces(prefix=("tenant", "*"), suffix=("*",))) == [
        ("tenant", "a_%"), ("tenant", "b", "child")
    ]  # fmt: skip


async def test_async_search_and_listing_keep_empty_prefixes_and_wildcards(
    astore: MakeStore,
) -> None:
    s = astore()
    await s.aput(("tenant", "a_%"), "key", {"v": 1})
    await s.aput(("tenant", "b", "child"), "key", {"v": 1})
    assert len(await s.asearch(())) == 2
    assert [item.namespace for item in await s.asearch(("tenant", "a_%"))] == [("tenant", "a_%")]
    assert sorted(await s.alist_namespaces(prefix=("tenant", "*"), suffix=("*",))) == [
        ("tenant", "a_%"), ("tenant", "b", "child")
    ]  # fmt: skip


DOCS = [("doc1", {"text": "short text"}), ("doc2", {"text": "longer text document"}),
        ("doc3", {"text": "longest text document here"}),
        ("doc4", {"description": "text in description field"}),
        ("doc5", {"content": "text in content field"}),
        ("doc6", {"body": "text in body field"})]  # fmt: skip


def test_vector_insert_with_auto_embedding(
    store: MakeStore, fake_embeddings: CharacterEmbeddings
) -> None:
    s = store(index={"dims": fake_embeddings.dims, "embed": fake_embeddings})
    for key, value in DOCS:
        s.put(("test",), key, value)
    results = s.search(("test",), query="long text")
    assert len(results) > 0
    assert "doc2" in [r.key for r in results]
    assert "doc3" in [r.key for r in results]


async def test_async_vector_insert_with_auto_embedding(
    astore: MakeStore, fake_embeddings: CharacterEmbeddings
) -> None:
    s = astore(index={"dims": fake_embeddings.dims, "embed": fake_embeddings})
    for key, value in DOCS:
        await s.aput(("test",), key, value)
    results = await s.asearch(("test",), query="long text")
    assert len(results) > 0
    assert "doc2" in [r.key for r in results]
    assert "doc3" in [r.key for r in results]


def test_vector_update_with_embedding(
    store: MakeStore, fake_embeddings: CharacterEmbeddings
) -> None:
    s = store(index={"dims": fake_embeddings.dims, "embed": fake_embeddings})
    s.put(("test",), "doc1", {"text": "zany zebra Xerxes"})
    s.put(("test",), "doc2", {"text": "something about dogs"})
    s.put(("test",), "doc3", {"text": "text about birds"})
    initial = s.search(("test",), query="Zany Xerxes")
    assert len(initial) > 0
    assert initial[0].key == "doc1"
    initial_score = initial[0].score
    assert initial_score is not None
    s.put(("test",), "doc1", {"text": "new text about dogs"})
    after = s.search(("test",), query="Zany Xerxes")
    after_score = next((r.score for r in after if r.key == "doc1"), 0.0)
    assert after_score is not None
    assert after_score < initial_score
    for r in s.search(("test",), query="new text about dogs"):
        if r.key == "doc1":
            assert r.score is not None
            assert r.score > after_score
    s.put(("test",), "doc4", {"text": "new text about dogs"}, index=False)
    results = s.search(("test",), query="new text about dogs", limit=3)
    assert not any(r.key == "doc4" for r in results)


async def test_async_vector_update_with_embedding(
    astore: MakeStore, fake_embeddings: CharacterEmbeddings
) -> None:
    s = astore(index={"dims": fake_embeddings.dims, "embed": fake_embeddings})
    await s.aput(("test",), "doc1", {"text": "zany zebra Xerxes"})
    await s.aput(("test",), "doc2", {"text": "something about dogs"})
    await s.aput(("test",), "doc3", {"text": "text about birds"})
    initial = await s.asearch(("test",), query="Zany Xerxes")
    assert len(initial) > 0
    assert initial[0].key == "doc1"
    initial_score = initial[0].score
    assert initial_score is not None
    await s.aput(("test",), "doc1", {"text": "new text about dogs"})
    after = await s.asearch(("test",), query="Zany Xerxes")
    after_score = next((r.score for r in after if r.key == "doc1"), 0.0)
    assert after_score is not None
    assert after_score < initial_score
    for r in await s.asearch(("test",), query="new text about dogs"):
        if r.key == "doc1":
            assert r.score is not None
            assert r.score > after_score
    await s.aput(("test",), "doc4", {"text": "new text about dogs"}, index=False)
    results = await s.asearch(("test",), query="new text about dogs", limit=3)
    assert not any(r.key == "doc4" for r in results)


FILTER_DOCS = [("doc1", {"text": "red apple", "color": "red", "score": 4.5}),
               ("doc2", {"text": "red car", "color": "red", "score": 3.0}),
               ("doc3", {"text": "green apple", "color": "green", "score": 4.0}),
               ("doc4", {"text": "blue car", "color": "blue", "score": 3.5})]  # fmt: skip


def test_vector_search_with_filters(store: MakeStore, fake_embeddings: CharacterEmbeddings) -> None:
    s = store(index={"dims": fake_embeddings.dims, "embed": fake_embeddings})
    for key, value in FILTER_DOCS:
        s.put(("test",), key, value)
    results = s.search(("test",), query="apple", filter={"color": "red"})
    assert len(results) == 2
    assert results[0].key == "doc1"
    results = s.search(("test",), query="car", filter={"color": "red"})
    assert len(results) == 2
    assert results[0].key == "doc2"
    results = s.search(("test",), query="bbbbluuu", filter={"score": {"$gt": 3.2}})
    assert len(results) == 3
    assert results[0].key == "doc4"
    results = s.search(("test",), query="apple", filter={"score": {"$gte": 4.0}, "color": "green"})
    assert len(results) == 1
    assert results[0].key == "doc3"


async def test_async_vector_search_with_filters(
    astore: MakeStore, fake_embeddings: CharacterEmbeddings
) -> None:
    s = astore(index={"dims": fake_embeddings.dims, "embed": fake_embeddings})
    for key, value in FILTER_DOCS:
        await s.aput(("test",), key, value)
    results = await s.asearch(("test",), query="apple", filter={"color": "red"})
    assert len(results) == 2
    assert results[0].key == "doc1"
    results = await s.asearch(("test",), query="car", filter={"color": "red"})
    assert len(results) == 2
    assert results[0].key == "doc2"
    results = await s.asearch(("test",), query="bbbbluuu", filter={"score": {"$gt": 3.2}})
    assert len(results) == 3
    assert results[0].key == "doc4"
    results = await s.asearch(
        ("test",), query="apple", filter={"score": {"$gte": 4.0}, "color": "green"}
    )
    assert len(results) == 1
    assert results[0].key == "doc3"


def test_vector_search_pagination(store: MakeStore, fake_embeddings: CharacterEmbeddings) -> None:
    s = store(index={"dims": fake_embeddings.dims, "embed": fake_embeddings})
    for i in range(5):
        s.put(("test",), f"doc{i}", {"text": f"test document number {i}"})
    page1 = s.search(("test",), query="test", limit=2)
    page2 = s.search(("test",), query="test", limit=2, offset=2)
    assert len(page1) == 2
    assert len(page2) == 2
    assert page1[0].key != page2[0].key
    assert len(s.search(("test",), query="test", limit=10)) == 5


async def test_async_vector_search_pagination(
    astore: MakeStore, fake_embeddings: CharacterEmbeddings
) -> None:
    s = astore(index={"dims": fake_embeddings.dims, "embed": fake_embeddings})
    for i in range(5):
        await s.aput(("test",), f"doc{i}", {"text": f"test document number {i}"})
    page1 = await s.asearch(("test",), query="test", limit=2)
    page2 = await s.asearch(("test",), query="test", limit=2, offset=2)
    assert len(page1) == 2
    assert len(page2) == 2
    assert page1[0].key != page2[0].key
    assert len(await s.asearch(("test",), query="test", limit=10)) == 5


def test_non_ascii(store: MakeStore, fake_embeddings: CharacterEmbeddings) -> None:
    s = store(index={"dims": fake_embeddings.dims, "embed": fake_embeddings})
    texts = ["这是中文", "これは日本語です", "이건 한국어야", "Это русский", "यह रूसी है"]
    for i, text in enumerate(texts, start=1):
        s.put(("user_123", "memories"), str(i), {"text": text})
    for i, text in enumerate(texts, start=1):
        assert s.search(("user_123", "memories"), query=text)[0].key == str(i)
