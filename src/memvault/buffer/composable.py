"""``ComposableMemory``: one prompt from several memories, written to one of them."""

from __future__ import annotations

from collections.abc import Sequence

from memvault.core.protocols import PromptMemory
from memvault.core.types import Message
from memvault.errors import InvalidInput

__all__ = ["ComposableMemory"]


class ComposableMemory:
    """Reads from ``primary`` and every secondary memory; writes to ``primary`` only.

    ``get`` returns the primary's messages with what the secondaries add injected after the
    primary's leading system messages: a message several sources return is sent once (same
    role and text), and a line of a system message that an earlier system message already
    holds is dropped. ``reset()`` resets the primary only; ``reset(all=True)`` every source.

    It is not saved to a file: it holds no state of its own, only its sources, which are
    objects passed in (often shared with other code, and some, such as a vault, are stores
    rather than files). Save each source that has ``save_to_file`` (a ``BufferedMemory``,
    say) and, to restore, load them and compose them again:
    ``ComposableMemory(await BufferedMemory.load_from_file(path, ...), [other])``.
    """

    def __init__(self, primary: PromptMemory, secondaries: Sequence[PromptMemory] = ()) -> None:
        if not isinstance(primary, PromptMemory):
            raise InvalidInput("primary", "must be a memory with put/put_messages/get/reset")
        for i, other in enumerate(secondaries):
            if not isinstance(other, PromptMemory) or other is primary:
                raise InvalidInput(f"secondaries[{i}]", "must be another memory")
        self.primary = primary
        self.secondaries = list(secondaries)

    async def put(self, message: Message) -> None:
        await self.primary.put(message)

    async def put_messages(self, messages: Sequence[Message]) -> None:
        await self.primary.put_messages(messages)

    async def get(self, input: str | None = None) -> list[Message]:
        messages = await self.primary.get(input)
        lead = next((i for i, m in enumerate(messages) if m.role != "system"), len(messages))
        seen = {(m.role, m.content) for m in messages}
        lines = {line for m in messages[:lead] for line in m.content.splitlines() if line}
        added: list[Message] = []
        for source in self.secondaries:
            for message in await source.get(input):
                if (message.role, message.content) in seen:
                    continue
                seen.add((message.role, message.content))
                if message.role == "system":
                    fresh = [line for line in message.content.splitlines()
                             if not line.strip() or line not in lines]  # fmt: skip
                    lines.update(line for line in fresh if line)
                    if not "".join(fresh).strip():
                        continue
                    message = Message.system("\n".join(fresh).strip())
                added.append(message)
        return [*messages[:lead], *added, *messages[lead:]]

    async def reset(self, all: bool = False) -> None:
        await self.primary.reset(all=all)
        if all:
            for source in self.secondaries:
                await source.reset(all=True)
