"""Memory blocks: where ``BufferedMemory`` sends the turns it flushes, and what they tell the
model back. Each satisfies ``memvault.core.protocols.MemoryBlock``.

* ``StaticMemoryBlock``: fixed text, always present (priority 0 by default: never cut).
* ``FactExtractionMemoryBlock``: learns facts from flushed turns through an extractor and a
  resolver (offline by default), so a changed fact replaces the old one instead of piling up;
  renders the current facts, newest first, at most ``max_facts``.
* ``VectorMemoryBlock``: stores flushed turns in a ``MemoryVault`` and renders the turns most
  similar to the input, each with ``context_window`` neighbouring turns on each side.

Each also satisfies the optional ``SaveableBlock``: ``to_state()`` / ``load_state(state)``,
which ``BufferedMemory.save_to_file`` uses.

A block's ``truncate`` keeps whole lines from the top (its best lines come first) and cuts
the last one with a marker only when no whole line fits.
"""

from __future__ import annotations

import contextlib
from collections.abc import Sequence
from dataclasses import replace
from datetime import datetime
from typing import TYPE_CHECKING, Any

from memvault.core import validate as _validate
from memvault.core.facts import CurrentFact
from memvault.core.protocols import Extractor, Resolver, Tokenizer
from memvault.core.types import Message
from memvault.defaults import default_tokenizer
from memvault.errors import InvalidInput, NotFound
from memvault.policy.budget import truncate_text, turns
from memvault.policy.resolution import decision_targets

if TYPE_CHECKING:
    from memvault.vault.vault import MemoryVault

__all__ = ["FactExtractionMemoryBlock", "StaticMemoryBlock", "VectorMemoryBlock"]


class _Block:
    """Name, priority and line-wise truncation, shared by the blocks here."""

    def __init__(self, name: str, priority: int, tokenizer: Tokenizer | None) -> None:
        self._name = _validate.text("name", name)
        if isinstance(priority, bool) or not isinstance(priority, int) or priority < 0:
            raise InvalidInput("priority", "must be an integer >= 0 (0: never truncated)")
        self._priority = priority
        self._tokenizer = tokenizer or default_tokenizer()

    @property
    def name(self) -> str:
        return self._name

    @property
    def priority(self) -> int:
        return self._priority

    def __repr__(self) -> str:
        return f"{type(self).__name__}(name={self.name!r}, priority={self.priority})"

    async def truncate(self, content: str, tokens: int) -> str:
        """The most whole lines, from the first, that fit ``tokens`` (found by bisection over
        the number of lines: O(log n) counts); the first line cut if not even it fits."""
        count = self._tokenizer.count
        lines = content.splitlines()
        if not lines:
            return ""
        if count(lines[0]) > tokens:
            return truncate_text(lines[0], tokens, count)
        low, high = 1, len(lines)
        while low < high:
            middle = (low + high + 1) // 2
            if count("\n".join(lines[:middle])) <= tokens:
                low = middle
            else:
                high = middle - 1
        return "\n".join(lines[:low])


class StaticMemoryBlock(_Block):
    """Fixed text (instructions, a persona, known preferences), always sent."""

    def __init__(
        self,
        content: str,
        *,
        name: str = "static",
        priority: int = 0,
        tokenizer: Tokenizer | None = None,
    ) -> None:
        super().__init__(name, priority, tokenizer)
        self.content = _validate.text("content", content)

    async def put(self, messages: Sequence[Message]) -> None:
        """Static text learns nothing from the conversation."""

    async def get(self, input: str | None) -> str:
        return self.content

    def to_state(self) -> dict[str, Any]:
        """Its text."""
        return {"content": self.content}

    def load_state(self, state: dict[str, Any]) -> None:
        self.content = _validate.text("content", state.get("content"))


class FactExtractionMemoryBlock(_Block):
    """The facts learnt from flushed turns: extracted (``RuleExtractor`` by default), then
    resolved against the facts already held (``RuleResolver`` by default) so that a new
    value supersedes the old one; at most ``max_facts`` are kept, the oldest dropped first."""

    def __init__(
        self,
        extractor: Extractor | None = None,
        *,
        resolver: Resolver | None = None,
        max_facts: int = 50,
        name: str = "facts",
        priority: int = 1,
        tokenizer: Tokenizer | None = None,
    ) -> None:
        super().__init__(name, priority, tokenizer)
        if extractor is None:
            from memvault.policy.extraction.rules import RuleExtractor

            extractor = RuleExtractor()
        if resolver is None:
            from memvault.policy.resolution import RuleResolver

            resolver = RuleResolver()
        self.extractor, self.resolver = extractor, resolver
        self.max_facts = _validate.positive_int("max_facts", max_facts)
        self._facts: list[CurrentFact] = []
        self._serial = 0

    @property
    def facts(self) -> list[CurrentFact]:
        """The facts held, oldest first."""
        return list(self._facts)

    async def put(self, messages: Sequence[Message]) -> None:
        candidates = await self.extractor.extract(messages)
        if not candidates:
            return
        decisions = await self.resolver.resolve(candidates, self._facts)
        added: dict[int, CurrentFact] = {}
        for i, decision in enumerate(decisions):
            if decision.action == "NOOP":
                continue
            targets = set(decision_targets(decision, {j: f.id for j, f in added.items()}))
            if decision.action in ("SUPERSEDE", "UPDATE"):
                self._facts = [f for f in self._facts if f.id not in targets]
            c = decision.candidate
            self._serial += 1
            fact = CurrentFact(
                f"fact-{self._serial}", c.content, subject=c.subject, attribute=c.attribute,
                value=c.value, valid_from=c.valid_from, multi_valued=c.multi_valued,
                negated=c.negated,
            )  # fmt: skip
            added[i] = fact
            self._facts.append(fact)
        del self._facts[: max(len(self._facts) - self.max_facts, 0)]

    async def get(self, input: str | None) -> str:
        return "\n".join(f"- {fact.content}" for fact in reversed(self._facts))

    async def reset(self) -> None:
        """Forget every fact held."""
        self._facts.clear()

    def to_state(self) -> dict[str, Any]:
        """The facts held, oldest first, and the serial of the last fact id given out (so a
        loaded block never reuses an id)."""
        return {"serial": self._serial, "facts": [_fact_to_state(f) for f in self._facts]}

    def load_state(self, state: dict[str, Any]) -> None:
        serial = state.get("serial")
        if isinstance(serial, bool) or not isinstance(serial, int) or serial < 0:
            raise InvalidInput("serial", f"must be an integer >= 0, not {serial!r}")
        raw = state.get("facts")
        if not isinstance(raw, list):
            raise InvalidInput("facts", "must be a list")
        facts = [_fact_from_state(item, f"facts[{i}]") for i, item in enumerate(raw)]
        if len({f.id for f in facts}) < len(facts):
            raise InvalidInput("facts", "fact ids must be distinct")
        self._facts, self._serial = facts[-self.max_facts :], serial


class VectorMemoryBlock(_Block):
    """Flushed turns kept in a vault (kind ``message``, in ``session_id``, for ``user_id``);
    ``get`` renders the ``top_k`` turns most similar to the input, each with
    ``context_window`` turns before and after it, oldest first, turns separated by ``...``."""

    def __init__(
        self,
        vault: MemoryVault,
        *,
        user_id: str,
        session_id: str | None = None,
        top_k: int = 3,
        context_window: int = 1,
        name: str = "recalled",
        priority: int = 2,
        tokenizer: Tokenizer | None = None,
    ) -> None:
        super().__init__(name, priority, tokenizer)
        self.vault = vault
        self.user_id = _validate.text("user_id", user_id)
        self.session_id = _validate.optional_text("session_id", session_id)
        self.top_k = _validate.positive_int("top_k", top_k)
        if isinstance(context_window, bool) or not isinstance(context_window, int):
            raise InvalidInput("context_window", "must be an integer >= 0")
        if context_window < 0:
            raise InvalidInput("context_window", "must be an integer >= 0")
        self.context_window = context_window
        self._ids: list[str] | None = None  # memory id of each turn stored, in order

    async def _turn_ids(self) -> list[str]:
        """The ids of the turns this block stored, in order (read from the vault once)."""
        if self._ids is None:
            stored = await self.vault.list_all(
                user_id=self.user_id, session_id=self.session_id, kind="message",
                where={"block": self.name},
            )  # fmt: skip
            turn = {e.id: e.metadata.get("turn") for e in stored}
            self._ids = sorted(turn, key=lambda i: (not isinstance(turn[i], int), turn[i]))
        return self._ids

    async def put(self, messages: Sequence[Message]) -> None:
        """Store each flushed turn as one memory, numbered in order (``metadata["turn"]``)."""
        ids = await self._turn_ids()
        items: list[dict[str, object]] = []
        for turn in turns(messages):
            text = "\n".join(f"{m.role}: {m.content}" for m in turn if m.content.strip())
            if not text:
                continue
            items.append({
                "content": text, "user_id": self.user_id, "session_id": self.session_id,
                "kind": "message",
                "metadata": {"turn": len(ids) + len(items), "block": self.name},
                "at": turn[0].created_at,
            })  # fmt: skip
        if items:
            ids += [entry.id for entry in await self.vault.add_many(items)]

    async def get(self, input: str | None) -> str:
        if input is None or not input.strip():
            return ""
        hits = await self.vault.search(
            input, user_id=self.user_id, session_id=self.session_id, kinds=["message"],
            where={"block": self.name}, limit=self.top_k,
            config=replace(self.vault.config, speaker_boost=0.0),  # turns have no speakers
        )  # fmt: skip
        ids = await self._turn_ids()
        wanted: set[int] = set()
        for hit in hits:
            turn = hit.metadata.get("turn")
            if isinstance(turn, int):
                low, high = turn - self.context_window, turn + self.context_window + 1
                wanted.update(range(max(low, 0), min(high, len(ids))))
        turns_ = [
            await self.vault.get(ids[i], user_id=self.user_id, session_id=self.session_id)
            for i in sorted(wanted)
        ]
        return "\n...\n".join(e.content for e in turns_)

    async def reset(self) -> None:
        """Delete the turns this block stored (nothing else of the scope)."""
        for memory_id in await self._turn_ids():
            with contextlib.suppress(NotFound):
                await self.vault.delete(memory_id, user_id=self.user_id, session_id=self.session_id)
        self._ids = []

    def to_state(self) -> dict[str, Any]:
        """The ids of the turns stored so far, in order (``None`` before they were first
        read from the vault); the turns themselves live in the vault."""
        return {"ids": None if self._ids is None else list(self._ids)}

    def load_state(self, state: dict[str, Any]) -> None:
        ids = state.get("ids")
        if ids is not None and (
            not isinstance(ids, list) or not all(isinstance(i, str) and i for i in ids)
        ):
            raise InvalidInput("ids", "must be null or a list of memory ids")
        self._ids = None if ids is None else list(ids)


def _fact_to_state(fact: CurrentFact) -> dict[str, Any]:
    return {
        "id": fact.id, "content": fact.content, "subject": fact.subject,
        "attribute": fact.attribute, "value": fact.value,
        "valid_from": None if fact.valid_from is None else fact.valid_from.isoformat(),
        "multi_valued": fact.multi_valued, "negated": fact.negated,
    }  # fmt: skip


def _fact_from_state(item: object, where: str) -> CurrentFact:
    if not isinstance(item, dict):
        raise InvalidInput(where, "must be an object")
    for flag in ("multi_valued", "negated"):
        if not isinstance(item.get(flag), bool):
            raise InvalidInput(f"{where}.{flag}", "must be true or false")
    raw_from = item.get("valid_from")
    valid_from = None
    if raw_from is not None:
        try:
            valid_from = datetime.fromisoformat(raw_from)
        except (TypeError, ValueError) as exc:
            raise InvalidInput(f"{where}.valid_from", f"{raw_from!r} is not a time") from exc
    try:
        return CurrentFact(
            _validate.text("id", item.get("id")),
            item.get("content"),  # type: ignore[arg-type]  # checked by CurrentFact
            subject=item.get("subject"),  # type: ignore[arg-type]
            attribute=item.get("attribute"),
            value=item.get("value"),
            valid_from=valid_from,
            multi_valued=item["multi_valued"],
            negated=item["negated"],
        )
    except InvalidInput as exc:
        raise InvalidInput(f"{where}.{exc.field}", exc.problem) from exc
