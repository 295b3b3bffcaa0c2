"""memvault's memory tools as the OpenAI Agents SDK's function tools."""

from __future__ import annotations

import json
from typing import Any

from agents import FunctionTool, Tool
from agents.tool_context import ToolContext

from memvault.agent.tools import MemoryTools
from memvault.vault.vault import MemoryVault

__all__ = ["memory_tools"]


def memory_tools(vault: MemoryVault, *, user_id: str, agent_id: str | None = None) -> list[Tool]:
    """``search_memory``, ``save_memory``, ``forget_memory`` and ``list_memories`` of one user
    (and agent) as ``FunctionTool``s for ``Agent(tools=...)``: each call runs in that scope
    through ``memvault.agent.MemoryTools``, which checks the model's arguments against the
    same schemas; a mistake of the model comes back to it as an error result (JSON text)."""
    tools = MemoryTools(vault, user_id=user_id, agent_id=agent_id)
    return [_function_tool(tools, spec["function"]) for spec in tools.definitions]


def _function_tool(tools: MemoryTools, spec: Any) -> FunctionTool:
    name = spec["name"]

    async def invoke(context: ToolContext[Any], arguments: str) -> str:
        call = {"id": context.tool_call_id, "type": "function",
                "function": {"name": name, "arguments": arguments}}  # fmt: skip
        return json.dumps(await tools.dispatch(call), ensure_ascii=False)

    # strict mode would make every argument required; the schemas have optional ones
    return FunctionTool(
        name=name, description=spec["description"], params_json_schema=spec["parameters"],
        on_invoke_tool=invoke, strict_json_schema=False,
    )  # fmt: skip
