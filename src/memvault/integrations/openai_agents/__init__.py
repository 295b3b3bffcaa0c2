"""memvault for the OpenAI Agents SDK (``pip install 'memvault[openai-agents]'``).

- ``MemvaultSession``: the SDK's ``Session`` over any memvault chat history (in memory,
  SQLite, Redis, PostgreSQL; or a window over one), for ``Runner.run(..., session=...)``.
- ``memory_tools(vault, user_id=...)``: memvault's memory tools (``memvault.agent.MemoryTools``:
  search, save, forget, list) as the SDK's ``FunctionTool``s, for ``Agent(tools=...)``.
"""

from memvault.errors import MissingDependency

try:
    import agents  # noqa: F401  # checked here: every module of the package needs it
except ImportError as exc:  # pragma: no cover - the extra is installed in development
    raise MissingDependency("openai-agents", "openai-agents") from exc

from memvault.integrations.openai_agents.items import ITEM_KEY, item_of, message_of
from memvault.integrations.openai_agents.session import MemvaultSession
from memvault.integrations.openai_agents.tools import memory_tools

__all__ = ["ITEM_KEY", "MemvaultSession", "item_of", "memory_tools", "message_of"]
