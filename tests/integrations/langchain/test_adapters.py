"""The LangChain adapters beyond LangChain's suites: scopes, filters, bad input, and the
blocking and async paths giving the same answers."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from langchain_core.documents import Document

from memvault import InvalidInput, MemoryVault
from memvault.embedders import HashEmbedder
from memvault.integrations.langchain import (
    ID_KEY,
    MemvaultByteStore,
    MemvaultEmbeddings,
    MemvaultRetriever,
    MemvaultVectorStore,
)


@pytest.fixture
async def vault(tmp_path: Path) -> AsyncIterator[MemoryVault]:
    async with MemoryVault(tmp_path / "lc.db", embedder=HashEmbedder()) as vault:
        await vault.add("Ann likes green tea", user_id="ann", metadata={"topic": "drinks"})
        await vault.add("Ann likes jasmine tea", user_id="ann", metadata={"topic": "plants"})
        await vault.add("Bob likes green tea", user_id="bob", metadata={"topic": "drinks"})
        yield vault


async def test_a_retriever_reads_only_its_scope_and_its_filter(vault: MemoryVault) -> None:
    ann = MemvaultRetriever(vault=vault, user_id="ann", k=5)
    docs = await ann.ainvoke("green tea")
    assert {d.page_content for d in docs} == {"Ann likes green tea", "Ann likes jasmine tea"}
    assert docs[0].page_content == "Ann likes green tea"
    assert docs[0].metadata["topic"] == "drinks"
    assert docs[0].metadata["memvault"]["user_id"] == "ann"
    assert docs[0].metadata["memvault"]["score"] > 0
    assert docs[0].id is not None
    assert (await vault.get(docs[0].id, user_id="ann")).content == docs[0].page_content
    drinks = MemvaultRetriever(vault=vault, user_id="ann", where={"topic": "drinks"})
    assert [d.page_content for d in await drinks.ainvoke("tea")] == ["Ann likes green tea"]


async def test_a_bad_k_names_k(vault: MemoryVault) -> None:
    retriever = MemvaultRetriever(vault=vault, user_id="ann")
    for bad in (0, -1, True):
        with pytest.raises(InvalidInput, match=r"^k: "):
            await retriever.ainvoke("tea", k=bad)


def test_the_blocking_path_gives_what_the_async_one_does(tmp_path: Path) -> None:
    embeddings = MemvaultEmbeddings("hash")
    try:
        assert embeddings.embed_documents(["tea", "coffee"])[1] == embeddings.embed_query("coffee")
        with pytest.raises(InvalidInput, match="texts"):
            embeddings.embed_documents("not a list")  # type: ignore[arg-type]
    finally:
        embeddings.close()
    vault = MemoryVault(tmp_path / "sync.db", embedder=HashEmbedder())
    retriever = MemvaultRetriever(vault=vault, user_id="ann", k=1)
    try:
        assert retriever.invoke("tea") == []
    finally:
        retriever.close()


def test_embeddings_name_their_embedder_and_refuse_unknown_ones() -> None:
    assert "hash" in repr(MemvaultEmbeddings("hash"))
    with pytest.raises(InvalidInput, match="embedder"):
        MemvaultEmbeddings("no-such-model")


async def test_a_vector_store_keeps_to_its_scope_and_honours_ids_filters_and_mmr(
    tmp_path: Path,
) -> None:
    embedding = MemvaultEmbeddings("hash")
    ann = MemvaultVectorStore.over(tmp_path / "v.db", embedding, user_id="ann")
    bob = MemvaultVectorStore(ann.vault, user_id="bob")
    ids = await ann.aadd_documents(
        [Document("green tea", metadata={"topic": "drinks"}, id="t1"),
         Document("green tea with mint", metadata={"topic": "drinks"}),
         Document("a green garden", metadata={"topic": "plants"})]
    )  # fmt: skip
    assert ids[0] == "t1"
    await bob.aadd_documents([Document("green tea", id="t1")])
    assert [d.page_content for d in await bob.aget_by_ids(["t1"])] == ["green tea"]
    assert len(await ann.asimilarity_search("green", k=10)) == 3
    plants = await ann.asimilarity_search("green", k=10, filter={"topic": "plants"})
    assert [d.page_content for d in plants] == ["a green garden"]
    assert len(await ann.amax_marginal_relevance_search("green tea", k=2, fetch_k=3)) == 2
    # One memory per text in a scope: the same text under another id is that memory, which
    # takes the new id and metadata (the vault updates instead of duplicating).
    assert await ann.aadd_documents([Document("green tea", id="other")]) == ["other"]
    assert await ann.aget_by_ids(["t1"]) == []
    assert len(await ann.asimilarity_search("green", k=10)) == 3
    await ann.adelete(["other", "never-stored"])
    assert await ann.aget_by_ids(["other"]) == []
    assert [d.id for d in await bob.aget_by_ids(["t1"])] == ["t1"]
    with pytest.raises(InvalidInput, match=r"documents\[0\]\.metadata"):
        await ann.aadd_documents([Document("x", metadata={ID_KEY: "mine"})])
    with pytest.raises(InvalidInput, match="ids"):
        await ann.aadd_documents([Document("x"), Document("y")], ids=["same", "same"])
    await ann.aclose()


async def test_a_byte_store_refuses_a_bad_pair_whole_and_lists_keys_by_prefix(
    tmp_path: Path,
) -> None:
    store = MemvaultByteStore.over(tmp_path / "bytes.db", user_id="cache")
    await store.amset([("emb:a", b"\x00\x01"), ("emb:b", b"\xff"), ("doc:c", b"")])
    with pytest.raises(InvalidInput, match=r"key_value_pairs\[1\]"):
        await store.amset([("emb:d", b"ok"), ("emb:e", "not bytes")])  # type: ignore[list-item]
    assert await store.amget(["emb:a", "emb:d", "doc:c"]) == [b"\x00\x01", None, b""]
    assert sorted(await store.all_keys("emb:")) == ["emb:a", "emb:b"]
    other = MemvaultByteStore(store.vault, user_id="someone-else")
    assert await other.amget(["emb:a"]) == [None]
    await store.aclose()
