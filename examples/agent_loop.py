"""An agent loop with memory, end to end and offline: ``python examples/agent_loop.py``.

Each request goes through ``AgentMemory.turn``: the vault's context and the session's recent
history go into the prompt, the exchange is stored afterwards and facts are learnt from what
the user said. The memory tools are offered to the model, and the tool calls it makes are
dispatched with ``MemoryTools`` in the user's scope.

The chat model is ``memvault.testing.ScriptedLLM``, a scripted local stand-in (no model runs
here): it answers from the context it is given (it echoes the city it finds there) and asks
for tools when told to forget something. ``ScriptedLLM`` returns text, so the scripted model
asks for tools with a JSON reply ``{"tool_calls": [...]}`` in the OpenAI shape, and the tool
definitions are offered in the instructions; with a real function-calling model, use
``OpenAICompatibleLLM.respond(messages, tools=tools.definitions)``, which returns the
assistant message with its ``tool_calls``.
Storage is an SQLite vault and an SQLite chat history in a temporary folder, with the
``HashEmbedder`` (instant; use ``LocalEmbedder`` for real semantic search).
"""

from __future__ import annotations

import asyncio
import json
import re
import tempfile
from pathlib import Path

from memvault import MemoryVault, Message, ToolCall
from memvault.agent import AgentMemory, MemoryTools, Turn
from memvault.embedders import HashEmbedder
from memvault.sessions import create_sqlite_history_manager
from memvault.testing import LLMRequest, ScriptedLLM

CONVERSATION = [
    "Hi! I live in Lisbon and I work as a nurse.",
    "Where do I live?",
    "I moved to Berlin last week.",
    "Where do I live now?",
    "Please forget what I do for work.",
    "What do I do for work?",
]
MAX_TOOL_ROUNDS = 3


def scripted_model(request: LLMRequest) -> str:
    """The stand-in chat model: answers from the system message (instructions + context)."""
    system = request.messages[0].content if request.messages[0].role == "system" else ""
    last = request.messages[-1]
    if last.role == "tool":
        return after_tool(json.loads(last.content))
    asked = last.content.lower()
    if "forget" in asked and "forget_memory" in system:
        return tool_calls(("search_memory", {"query": "job title", "limit": 1}))
    if not asked.endswith("?"):
        return "Noted!"
    if "where do i live" in asked:
        city = re.search(r"User's city is (\w+)", system)
        return f"You live in {city.group(1)}." if city else "I don't know where you live."
    if "work" in asked:
        job = re.search(r"User's job title is (\w+)", system)
        return f"You work as a {job.group(1)}." if job else "I don't know what you do for work."
    return "Noted!"


def after_tool(result: dict[str, object]) -> str:
    """What the scripted model does with a tool result: forget the job it searched for."""
    memories = result.get("memories")
    if isinstance(memories, list) and memories:
        return tool_calls(("forget_memory", {"memory_id": memories[0]["id"]}))
    if result.get("forgotten"):
        return "Done: I have forgotten what you do for work."
    return "I found nothing to forget."


def tool_calls(*calls: tuple[str, dict[str, object]]) -> str:
    """A reply asking for tools, as OpenAI-shaped tool calls in JSON."""
    return json.dumps(
        {
            "tool_calls": [
                {"id": f"call-{name}", "type": "function",
                 "function": {"name": name, "arguments": json.dumps(arguments)}}
                for name, arguments in calls
            ]
        }
    )  # fmt: skip


def requested_calls(reply: str) -> list[ToolCall]:
    """The tool calls a reply asks for (none for a plain answer)."""
    try:
        data = json.loads(reply)
    except ValueError:
        return []
    if not isinstance(data, dict):
        return []
    return [
        ToolCall(call["id"], call["function"]["name"], call["function"]["arguments"])
        for call in data.get("tool_calls", [])
    ]


async def respond(turn: Turn, model: ScriptedLLM, tools: MemoryTools) -> str:
    """Call the model; dispatch the tools it asks for and call it again, a few rounds at most."""
    for _ in range(MAX_TOOL_ROUNDS):
        reply = await model.complete(turn.messages)
        calls = requested_calls(reply)
        if not calls:
            return reply
        turn.add(Message.assistant(tool_calls=calls))
        for call in calls:
            turn.add(await tools.answer(call))
    return "Sorry, I could not finish that."


async def run(folder: Path) -> list[tuple[str, str]]:
    """Play ``CONVERSATION`` through the agent; returns (what the user said, the reply)."""
    model = ScriptedLLM(scripted_model)
    transcript: list[tuple[str, str]] = []
    async with (
        MemoryVault(folder / "memory.db", embedder=HashEmbedder()) as vault,
        create_sqlite_history_manager(folder / "chat.db") as sessions,
    ):
        tools = MemoryTools(vault, user_id="dana")
        instructions = (
            "You are a helpful assistant with a long-term memory. To use a tool, reply with "
            '{"tool_calls": [...]} only. Tools: ' + json.dumps(tools.definitions)
        )
        memory = AgentMemory(
            vault, sessions, user_id="dana", instructions=instructions, token_budget=3000
        )

        @memory.handler
        async def handle(turn: Turn) -> str:
            return await respond(turn, model, tools)

        for text in CONVERSATION:
            reply = await handle("dana-1", text)
            transcript.append((text, reply.content))
    return transcript


def main() -> None:
    with tempfile.TemporaryDirectory() as folder:
        for said, answered in asyncio.run(run(Path(folder))):
            print(f"user:      {said}\nassistant: {answered}")


if __name__ == "__main__":
    main()
