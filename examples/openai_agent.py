"""An agent with long-term memory over a real OpenAI-compatible chat server.

    python examples/openai_agent.py --base-url http://127.0.0.1:11434/v1 --model qwen2.5 \\
        --db agent.db "I live in Lisbon" "Where do I live?"

Any server that speaks the chat completions API with function calling works: OpenAI
(``--base-url https://api.openai.com/v1``, the key in ``OPENAI_API_KEY``), vLLM, the
llama.cpp server, Ollama. Each message goes through ``AgentMemory.turn`` (the vault's
context and the session's recent turns go into the prompt; the exchange is stored and facts
are learnt from it afterwards). The memory tools (``MemoryTools``: search, save, forget) are
offered with ``OpenAICompatibleLLM.respond(messages, tools=...)``; the calls the model asks
for are answered in the user's scope and the model is asked again, a few rounds at most.

The memories live in ``--db`` (a SQLite file; ``postgresql://`` URLs work too), so a second
run remembers the first. ``tests/test_examples.py`` runs this script against a local stub
server that plays a function-calling model.
"""

from __future__ import annotations

import argparse
import asyncio
import os
from collections.abc import Sequence
from pathlib import Path

from memvault import MemoryVault
from memvault.agent import AgentMemory, MemoryTools, Turn
from memvault.llms import OpenAICompatibleLLM
from memvault.sessions import create_sqlite_history_manager

MAX_TOOL_ROUNDS = 3
INSTRUCTIONS = (
    "You are a helpful assistant with a long-term memory. What you know about the user is"
    " below; use the memory tools to look up, save or forget facts when asked."
)


async def respond(turn: Turn, llm: OpenAICompatibleLLM, tools: MemoryTools) -> str:
    """Ask the model; answer the tool calls it makes and ask again, a few rounds at most."""
    for _ in range(MAX_TOOL_ROUNDS):
        reply = await llm.respond(turn.messages, tools=tools.definitions)
        if not reply.tool_calls:
            return reply.content
        turn.add(reply)
        for call in reply.tool_calls:
            turn.add(await tools.answer(call))
    return "Sorry, I could not finish that."


async def chat(
    said: Sequence[str],
    *,
    base_url: str,
    model: str,
    api_key: str | None,
    db: str,
    user_id: str = "me",
    session_id: str = "cli",
) -> list[tuple[str, str]]:
    """Play ``said`` through the agent; returns (what the user said, the reply) pairs."""
    chats = Path(db).with_suffix(".chat.db") if "://" not in db else Path("chat.db")
    transcript: list[tuple[str, str]] = []
    async with (
        MemoryVault(db) as vault,
        create_sqlite_history_manager(chats) as sessions,
        OpenAICompatibleLLM(base_url, model, api_key) as llm,
    ):
        tools = MemoryTools(vault, user_id=user_id)
        memory = AgentMemory(vault, sessions, user_id=user_id, instructions=INSTRUCTIONS)

        @memory.handler
        async def handle(turn: Turn) -> str:
            return await respond(turn, llm, tools)

        for text in said:
            reply = await handle(session_id, text)
            transcript.append((text, reply.content))
    return transcript


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("said", nargs="+", help="what the user says, one message each")
    parser.add_argument("--base-url", required=True, help="the server's /v1 URL")
    parser.add_argument("--model", required=True)
    parser.add_argument("--db", default="agent.db", help="the memory store (default agent.db)")
    parser.add_argument("--user", default="me", help="whose memory (default me)")
    args = parser.parse_args(argv)
    transcript = asyncio.run(
        chat(
            args.said,
            base_url=args.base_url,
            model=args.model,
            api_key=os.environ.get("OPENAI_API_KEY"),
            db=args.db,
            user_id=args.user,
        )
    )
    for said, answered in transcript:
        print(f"user:      {said}\nassistant: {answered}")


if __name__ == "__main__":
    main()
