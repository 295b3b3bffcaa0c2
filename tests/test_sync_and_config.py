"""The blocking facade mirrors the async vault; the config loader turns names into objects."""

from __future__ import annotations

import inspect
from pathlib import Path

import pytest

from memvault import InvalidInput, SyncMemoryVault
from memvault import MemoryVault as AsyncVault
from memvault.config import EMBEDDERS, Settings, make_embedder, preset
from memvault.defaults import EMBEDDER_NAMES
from memvault.embedders import HashEmbedder, LocalEmbedder, OpenAICompatibleEmbedder


def test_every_public_async_method_has_a_blocking_twin() -> None:
    public = {
        name
        for name, member in inspect.getmembers(AsyncVault, inspect.iscoroutinefunction)
        if not name.startswith("_") and name != "aclose"
    }
    assert public <= set(dir(SyncMemoryVault))
    assert inspect.signature(SyncMemoryVault.search).parameters.keys() == (
        inspect.signature(AsyncVault.search).parameters.keys()
    )


def test_the_old_name_of_the_blocking_vault_warns_and_still_works() -> None:
    import memvault.sync

    old_name = "MemoryVault"
    with pytest.warns(DeprecationWarning, match=r"memvault\.SyncMemoryVault"):
        old = getattr(memvault.sync, old_name)
    assert old is SyncMemoryVault


def test_the_blocking_vault_works(tmp_path: Path) -> None:
    with SyncMemoryVault(tmp_path / "sync.db", embedder=HashEmbedder()) as vault:
        entry = vault.add("green tea in the morning", user_id="u")
        [hit] = vault.search("green tea", user_id="u")
        assert hit.id == entry.id
        assert vault.count(user_id="u") == 1
        assert [e.event for e in vault.events(entry.id, all_scopes=True)] == ["ADD"]
        assert vault.forget(user_id="u") == 1
    with SyncMemoryVault(tmp_path / "sync.db", embedder=HashEmbedder()) as vault:
        assert vault.count(all_scopes=True) == 0


def test_settings_come_from_the_environment() -> None:
    assert Settings.from_env({}) == Settings()
    settings = Settings.from_env({"MEMVAULT_URL": "postgresql://h/db", "MEMVAULT_EMBEDDER": "hash"})
    assert (settings.url, settings.embedder) == ("postgresql://h/db", "hash")


def test_embedders_by_name() -> None:
    assert isinstance(make_embedder(Settings(embedder="hash")), HashEmbedder)
    assert isinstance(make_embedder(Settings(embedder="local")), LocalEmbedder)
    openai = make_embedder(
        Settings(
            embedder="openai",
            openai_base_url="http://127.0.0.1:9/v1",
            openai_model="m",
            openai_dim="8",
        )
    )
    assert isinstance(openai, OpenAICompatibleEmbedder)
    assert openai.dim == 8
    with pytest.raises(InvalidInput, match="MEMVAULT_OPENAI_DIM"):
        make_embedder(Settings(embedder="openai", openai_base_url="http://x", openai_model="m"))
    with pytest.raises(InvalidInput, match="unknown embedder"):
        make_embedder(Settings(embedder="word2vec"))
    with pytest.raises(InvalidInput, match="unknown preset"):
        preset("fuzzy")
    assert tuple(EMBEDDERS) == EMBEDDER_NAMES  # the CLI and the library take the same names


async def test_the_vault_takes_an_embedder_by_the_name_the_cli_uses(tmp_path: Path) -> None:
    """``MemoryVault(..., embedder="hash")`` failed with ``AttributeError: 'str' object has no
    attribute 'name'``: a name the CLI accepts now gives that embedder (the store plays no
    part in it: a SQLite file here)."""
    async with AsyncVault(tmp_path / "named.db", embedder="hash") as vault:
        assert isinstance(vault.embedder, HashEmbedder)
        await vault.add("green tea in the morning", user_id="u")
        [hit] = await vault.search("green tea", user_id="u")
        assert hit.content == "green tea in the morning"
    async with AsyncVault(tmp_path / "named.db", embedder=HashEmbedder()) as again:
        assert await again.count(user_id="u") == 1  # the same embedder as by name
    assert isinstance(AsyncVault(":memory:", embedder="local").embedder, LocalEmbedder)


def test_the_blocking_vault_takes_an_embedder_by_name(tmp_path: Path) -> None:
    with SyncMemoryVault(tmp_path / "sync.db", embedder="hash") as vault:
        assert isinstance(vault.vault.embedder, HashEmbedder)
        vault.add("green tea in the morning", user_id="u")
        assert [h.content for h in vault.search("green tea", user_id="u")] == [
            "green tea in the morning"
        ]


@pytest.mark.parametrize(
    ("embedder", "says"),
    [
        ("word2vec", r"unknown embedder 'word2vec'; use one of 'local', 'hash', 'openai'"),
        ("openai", r"OpenAICompatibleEmbedder\(base_url, model, api_key, dim=\.\.\.\)"),
        (42, r"must be an Embedder \(name, dim, embed\) or one of 'local', 'hash', 'openai'"),
        (HashEmbedder, r"not type"),  # the class, not an instance
    ],
)
def test_a_bad_embedder_is_invalid_input_and_creates_nothing(
    embedder: object, says: str, tmp_path: Path
) -> None:
    path = tmp_path / "bad.db"
    with pytest.raises(InvalidInput, match=says) as caught:
        AsyncVault(path, embedder=embedder)  # type: ignore[arg-type]
    assert caught.value.field == "embedder"
    with pytest.raises(InvalidInput, match=says):
        SyncMemoryVault(path, embedder=embedder)  # type: ignore[arg-type]
    assert not path.exists()


def test_the_blocking_vault_shows_the_real_signature() -> None:
    """Issue 13 C: ``SyncMemoryVault.__init__`` showed ``(*args, **kwargs)`` to IDEs."""
    import inspect

    mine = inspect.signature(SyncMemoryVault.__init__).parameters
    theirs = inspect.signature(AsyncVault.__init__).parameters
    assert [(p.name, p.kind, p.default) for p in mine.values()] == [
        (p.name, p.kind, p.default) for p in theirs.values()
    ]
    assert SyncMemoryVault.__init__.__doc__


async def test_the_default_history_lives_in_this_process() -> None:
    from memvault import InMemoryChatHistory, Message, SlidingWindowChatHistory
    from memvault.defaults import default_history, is_default_history

    history = default_history("alice")
    assert isinstance(history, InMemoryChatHistory)
    assert (history.session_id, await history.get_messages()) == ("alice", [])
    assert default_history() is not default_history()
    await history.add_message(Message(role="user", content="hi"))
    assert is_default_history(history)
    assert not is_default_history(SlidingWindowChatHistory(history, 2))


async def test_the_audit_read_is_events_and_history_is_its_deprecated_name() -> None:
    async with AsyncVault(":memory:", embedder=HashEmbedder()) as vault:
        entry = await vault.add("a fact", user_id="u")
        assert [e.event for e in await vault.events(entry.id, all_scopes=True)] == ["ADD"]
        with pytest.warns(DeprecationWarning, match=r"use MemoryVault\.events\(\)"):
            assert await vault.history(entry.id, all_scopes=True) == await vault.events(
                entry.id, all_scopes=True
            )
