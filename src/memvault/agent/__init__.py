"""Memory in an agent's loop: ``AgentMemory`` (one turn at a time) and ``MemoryTools``
(memory as tools a model can call)."""

from memvault.agent.memory import AgentMemory, Turn
from memvault.agent.tools import MemoryTools

__all__ = ["AgentMemory", "MemoryTools", "Turn"]
