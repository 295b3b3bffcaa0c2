"""The hash embedder baseline and the offline tokenizer."""

from __future__ import annotations

import hashlib

import numpy as np
import pytest

from memvault import InvalidInput, Message
from memvault.core.protocols import Embedder, Tokenizer
from memvault.embedders import HashEmbedder
from memvault.policy.tokens import MESSAGE_OVERHEAD
from memvault.tokenizers import TiktokenTokenizer


async def test_hash_embedder_matches_its_definition() -> None:
    embedder = HashEmbedder()
    assert isinstance(embedder, Embedder)
    [vector] = await embedder.embed(["Abcd"])
    expected = np.zeros(32)
    for shingle in ("abc", "bcd"):
        expected[int(hashlib.md5(shingle.encode()).hexdigest(), 16) % 32] += 1
    assert vector == pytest.approx(expected / np.linalg.norm(expected))
    assert vector.dtype == np.float32
    assert embedder.dim == 32


async def test_hash_embedder_edges() -> None:
    embedder = HashEmbedder()
    vectors = await embedder.embed(["", "ab", "same", "SAME"])
    assert vectors.shape == (4, 32)
    assert not vectors[0].any()
    assert np.linalg.norm(vectors[1]) == pytest.approx(1.0)
    assert vectors[2] == pytest.approx(vectors[3])
    assert (await embedder.embed([])).shape == (0, 32)
    with pytest.raises(InvalidInput, match="texts"):
        await embedder.embed("not a list")  # a str is a Sequence[str] to a type checker
    with pytest.raises(InvalidInput, match="dim"):
        HashEmbedder(dim=0)


def test_tokenizer_counts_like_tiktoken() -> None:
    o200k, cl100k = TiktokenTokenizer(), TiktokenTokenizer("cl100k_base")
    assert isinstance(o200k, Tokenizer)
    assert cl100k.count("hello world") == 2  # [15339, 1917] in cl100k_base
    assert o200k.count("") == 0
    assert o200k.count("<|endoftext|>") > 1  # special tokens count as plain text
    with pytest.raises(InvalidInput, match="encoding"):
        TiktokenTokenizer("gpt2")


def test_count_messages_is_additive_with_overhead() -> None:
    tokenizer = TiktokenTokenizer()
    a, b = Message.user("hello world"), Message.assistant("hi", name="bot")
    assert tokenizer.count_messages([a]) == MESSAGE_OVERHEAD + tokenizer.count("hello world")
    assert tokenizer.count_messages([a, b]) == tokenizer.count_messages(
        [a]
    ) + tokenizer.count_messages([b])
    assert tokenizer.count_messages([]) == 0
