"""The main job of ``make demo``: a conversation over several sessions, stored in one store
(a SQLite file, or PostgreSQL), then recalled from a fresh start through the chat histories,
the first memories and the vault (hybrid keyword + embedding search, no LLM), and finally
facts learnt with ``remember``: a move that supersedes a city, ``as_of`` and a context."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path

from memvault.cli.target import sqlite_path
from memvault.core.protocols import ChatHistory, Embedder
from memvault.core.types import Message
from memvault.infra.redact import redact
from memvault.memories import ConversationMemory, VectorMemory
from memvault.sessions.factories import (
    create_postgres_history_manager,
    create_sqlite_history_manager,
)
from memvault.sessions.manager import SessionHistoryManager
from memvault.vault.vault import MemoryVault

SESSIONS: dict[str, list[tuple[str, str]]] = {
    "2024-03-04-monday": [
        ("user", "Hi! I'm Dana. I just moved to Lisbon for a new job at a bike-sharing startup."),
        ("assistant", "Welcome to Lisbon, Dana! What will you be working on?"),
        ("user", "Route planning. Also, I'm vegetarian, so lunch spots are a priority."),
        ("assistant", "Noted: vegetarian. Time Out Market has several good options."),
    ],
    "2024-03-06-wednesday": [
        ("user", "My sister Maya is visiting next month; she loves jazz."),
        ("assistant", "Hot Clube de Portugal is the classic jazz club in Lisbon."),
        ("user", "Great. Remind me that her flight lands on April 12."),
        ("assistant", "I'll remember: Maya lands on April 12."),
    ],
    "2024-03-11-monday": [
        ("user", "I started learning Portuguese with a tutor on Tuesdays."),
        ("assistant", "Boa sorte! Tuesdays with your tutor, got it."),
    ],
}

MOVED_IN = "I live in Lisbon and I am vegetarian."
MOVED_ON = "I moved to Porto last week!"

KEYWORDS = ["lisbon", "April", "jazz"]
QUESTIONS = ["When does my sister arrive?", "What food do I eat?", "Where do I work?"]
VAULT_QUESTIONS = [
    "When does Dana's sister land?",
    "What diet does Dana follow?",
    "What is Dana's job about?",
    "Which language is Dana studying?",
]


async def run_demo(
    target: str | Path, out: Callable[[str], None] = print, *, embedder: Embedder | None = None
) -> None:
    """Write the sessions to the store ``target`` names (a SQLite path, ``sqlite:///path`` or
    a ``postgresql://`` URL), then recall them as a new process would; then put every turn
    into a vault in the same store and answer questions from it."""
    target = str(target)
    start = datetime(2024, 3, 4, 9, 0, tzinfo=UTC)
    async with _sessions(target) as manager:
        for day, (session_id, turns) in enumerate(SESSIONS.items()):
            await manager.delete_session(session_id)  # the demo can run again and again
            await manager.get_history(session_id).add_messages(
                [
                    Message(role, text, created_at=start + timedelta(days=day, minutes=i))  # type: ignore[arg-type]
                    for i, (role, text) in enumerate(turns)
                ]
            )
        out(f"Stored {sum(map(len, SESSIONS.values()))} messages in {len(SESSIONS)} sessions")
        out(f"  in {redact(target)}\n")

    # A fresh start: nothing in memory, everything comes back from the store.
    async with _sessions(target, window_size=2) as manager:
        sessions = await manager.list_sessions()
        out(f"Sessions found in the store: {', '.join(sessions)}")
        for session_id in sessions:
            last = await manager.get_history(session_id).get_messages()
            out(f"  {session_id}, last {len(last)} turns:")
            for message in last:
                out(f"    {message.role:>9}: {message.content}")
    async with _sessions(target) as manager:
        await _recall([manager.get_history(s) for s in sessions], sessions, out)
    await _vault_recall(target, start, out, embedder)


def _sessions(target: str, window_size: int | None = None) -> SessionHistoryManager:
    """The chat histories of the store ``target`` names: PostgreSQL tables for a
    ``postgresql://`` URL, else tables in the SQLite file."""
    path = sqlite_path(target)
    if path is None:
        return create_postgres_history_manager(target, window_size=window_size)
    return create_sqlite_history_manager(path, window_size=window_size)


async def _vault_recall(
    target: str, start: datetime, out: Callable[[str], None], embedder: Embedder | None
) -> None:
    name = "local MiniLM" if embedder is None else embedder.name
    out(f"\nMemoryVault in {redact(target)} (BM25 + {name} embeddings, fused):")
    async with MemoryVault(target, embedder=embedder) as vault:
        await vault.forget(user_id="dana")  # the demo can run again and again
        await vault.add_many(
            [
                {
                    "content": f"{'Dana' if role == 'user' else 'Assistant'}: {text}",
                    "user_id": "dana",
                    "session_id": session_id,
                    "kind": "message",
                    "at": start + timedelta(days=day, minutes=i),
                }
                for day, (session_id, turns) in enumerate(SESSIONS.items())
                for i, (role, text) in enumerate(turns)
            ]
        )
        for question in VAULT_QUESTIONS:
            out(f'  "{question}"')
            for hit in await vault.search(question, user_id="dana", limit=2):
                out(f"    {hit.score:.2f} [{hit.scope.session_id}] {hit.content}")
        await _facts(vault, start, out)


async def _facts(vault: MemoryVault, start: datetime, out: Callable[[str], None]) -> None:
    """What sets the vault apart: facts learnt from what Dana said, a move that supersedes
    her city, what was true then (``as_of``), and one context for the prompt."""
    out("\nFacts that stay true (remember, no LLM):")
    for day, said in ((0, MOVED_IN), (70, MOVED_ON)):
        for event in await vault.remember(said, user_id="dana", at=start + timedelta(days=day)):
            out(f"  {event.event:<9} {event.content}  ({event.reason})")
    episode = await vault.record_episode(
        "Found a jazz club for Maya's visit: Hot Clube de Portugal", user_id="dana",
        session_id="2024-03-06-wednesday", outcome="success", tools_used=["search"],
        tags=["music", "family"], at=start + timedelta(days=2, minutes=5),
    )  # fmt: skip
    out(f"  episode   {episode.summary}  ({episode.outcome}, tools: search)")
    ask = "Which city does Dana live in?"
    [now] = await vault.search(ask, user_id="dana", kinds=["fact"], limit=1)
    then = start + timedelta(days=30)
    [past] = await vault.search(ask, user_id="dana", kinds=["fact"], limit=1, as_of=then)
    out(f'  "{ask}" now: {now.content}; on {then:%Y-%m-%d}: {past.content}')
    context = await vault.build_context("Plan a weekend for Dana", user_id="dana",
                                        token_budget=120)  # fmt: skip
    out(f"  build_context, {context.tokens} of {context.budget} tokens:")
    for line in context.text.splitlines():
        out(f"    {line}")


async def _recall(
    histories: list[ChatHistory], sessions: list[str], out: Callable[[str], None]
) -> None:
    out("\nConversationMemory (case-insensitive substring, every session):")
    memories = [ConversationMemory(history) for history in histories]
    for keyword in KEYWORDS:
        hits = [hit for memory in memories for hit in await memory.search(keyword, limit=2)]
        out(f'  "{keyword}": {len(hits)} hits')
        for hit in hits:
            out(f"    [{hit.scope.session_id}] {hit.content}")

    out("\nVectorMemory (hash-embedder baseline, what the user said):")
    vector = VectorMemory()
    for history, session_id in zip(histories, sessions, strict=True):
        for message in await history.get_messages():
            if message.role == "user":
                await vector.store(message.content, {"session": session_id})
    for question in QUESTIONS:
        [hit] = await vector.search(question, limit=1)
        out(f'  "{question}"')
        out(f"    {hit.score:.2f} [{hit.metadata['session']}] {hit.content}")
