"""The LangChain adapters beyond LangChain's suites: scopes, filters, bad input, and the
blocking and async paths giving the same answers."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from memvault import InvalidInput, MemoryVault
from memvault.embedders import HashEmbedder
from memvault.integrations.langchain import MemvaultEmbeddings, MemvaultRetriever


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
