"""How the ``memvault`` command prints what a command returned: text for a person, or JSON
(``--json``) for a program. Printing only: no store, no policy."""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from memvault.core.types import MemoryEntry, MemoryEvent, ScopeSummary
from memvault.policy.context import Context

__all__ = ["Page", "entry_json", "event_json", "print_result"]

NOTHING_FOUND = "no memories found"


@dataclass(frozen=True, slots=True)
class Page:
    """One page ``list`` shows, how many memories lie past it and the offset that shows them."""

    entries: list[MemoryEntry]
    more: int
    next_offset: int


def entry_json(entry: MemoryEntry) -> dict[str, Any]:
    """A memory as ``--json`` shows it: ``MemoryEntry.to_dict`` but ``knowledge``."""
    shown = entry.to_dict()
    del shown["knowledge"]
    return shown


def event_json(event: MemoryEvent) -> dict[str, Any]:
    return {
        "memory_id": event.memory_id,
        "event": event.event,
        "content": event.content,
        "metadata": event.metadata,
        "at": event.at.isoformat(),
        "reason": event.reason,
    }


def _as_json(result: Any) -> Any:
    if isinstance(result, MemoryEntry):  # a list of one, as every command that gives memories
        return [entry_json(result)]
    if isinstance(result, MemoryEvent):
        return event_json(result)
    if isinstance(result, ScopeSummary):
        return result.to_dict()
    if isinstance(result, Context):
        return {"text": result.text, "tokens": result.tokens, "budget": result.budget,
                "ids": list(result.ids)}  # fmt: skip
    if isinstance(result, Page):
        return [entry_json(i) for i in result.entries]
    if isinstance(result, list):
        return [entry_json(i) if isinstance(i, MemoryEntry) else _as_json(i) for i in result]
    return result


def print_result(result: Any, command: str, as_json: bool) -> None:
    """Print ``result`` of ``command``: JSON with ``as_json``, else lines of text."""
    if result is None:
        return
    if as_json:
        print(json.dumps(_as_json(result), ensure_ascii=False, indent=2))
    elif isinstance(result, Context):
        print(result.text)
    elif isinstance(result, dict):
        print(" ".join(f"{k}: {v}" for k, v in result.items()))
    elif isinstance(result, MemoryEntry):
        _print_entry(result, command)
    elif isinstance(result, Page):
        _print_lines(result.entries, command)
        if result.more > 0:
            print(f"... {result.more} more; use --offset {result.next_offset}")
    elif command == "scopes":
        for s in result:
            print(f"{s.id}  facts {s.facts}  superseded {s.superseded}  episodes {s.episodes}"
                  f"  messages {s.messages}  last {_time(s.last_activity)}")  # fmt: skip
        if not result:
            print("none found")
    else:
        _print_lines(result, command)


def _print_entry(entry: MemoryEntry, command: str) -> None:
    if command == "add":
        print(entry.id)
    elif command == "delete":
        print(f"deleted: {entry.id}")
    elif command == "show":
        _print_whole(entry)
    else:
        print(_line(entry, command))


def _print_lines(items: list[MemoryEntry] | list[MemoryEvent], command: str) -> None:
    if not items and command in ("search", "list", "timeline"):
        print(NOTHING_FOUND)
    if command == "history":
        for line in history_lines([i for i in items if isinstance(i, MemoryEvent)]):
            print(line)
        return
    for item in items:
        if isinstance(item, MemoryEntry):
            print(_line(item, command))
        elif command == "remember":
            reason = f"  ({item.reason})" if item.reason else ""
            print(f"{item.event:<9} {item.memory_id or '-'}  {item.content}{reason}")
        else:
            print(f"{_time(item.at)}  {item.event:<6} {item.content}")


def history_lines(events: list[MemoryEvent]) -> list[str]:
    """One line per event, saying what changed since the event before it of the same memory:
    the text (``was: ...``) and the metadata keys added, changed or removed."""
    lines: list[str] = []
    before: dict[str, MemoryEvent] = {}
    several = len({e.memory_id for e in events}) > 1  # a key's timeline: name each version
    for event in events:
        head = f"{_time(event.at)}  {event.event:<9}"
        if several:
            head += f" {event.memory_id}"
        lines.append(f"{head} {event.content}")
        last = before.get(event.memory_id)
        if last is not None and event.event == "UPDATE":
            if last.content != event.content:
                lines.append(f"{' ' * 6}text was: {last.content}")
            lines += [f"{' ' * 6}{change}" for change in _metadata_changes(last, event)]
        before[event.memory_id] = event
    return lines


def _metadata_changes(old: MemoryEvent, new: MemoryEvent) -> list[str]:
    was, now = old.metadata, new.metadata
    changes = [f"metadata {k}: {json.dumps(now[k], ensure_ascii=False)} (added)"
               for k in now.keys() - was.keys()]  # fmt: skip
    changes += [
        f"metadata {k}: {json.dumps(was[k], ensure_ascii=False)}"
        f" -> {json.dumps(now[k], ensure_ascii=False)}"
        for k in now.keys() & was.keys() if now[k] != was[k]
    ]  # fmt: skip
    changes += [f"metadata {k}: removed" for k in was.keys() - now.keys()]
    return sorted(changes)


def _line(entry: MemoryEntry, command: str) -> str:
    score = f"{entry.score:.3f}  " if command == "search" else ""
    who = entry.scope.user_id or "-"
    line = f"{entry.id}  {score}{entry.kind:<7} [{who}] {entry.content}"
    if command == "timeline":
        until = "now" if entry.valid_to is None else _time(entry.valid_to)
        line = f"{_time(entry.valid_from)} .. {until}  {line}"
    why = entry.explanation
    if why is not None:
        parts = "  ".join(f"{name} {value:+.2f}" for name, value in why.parts.items())
        line += f"\n{' ' * 10}{parts}  (fused {why.fused:+.2f}, relevance {why.relevance:.3f})"
    return line


def _time(moment: datetime) -> str:
    return moment.isoformat()


def _print_whole(entry: MemoryEntry) -> None:
    """Every field of one memory, one a line; the empty ones left out."""
    scope = entry.scope
    state = "current" if entry.valid_to is None else f"until {_time(entry.valid_to)}"
    fields: list[tuple[str, object]] = [
        ("id", entry.id), ("content", entry.content), ("kind", entry.kind),
        ("user", scope.user_id), ("agent", scope.agent_id), ("session", scope.session_id),
        ("key", entry.key), ("valid", f"from {_time(entry.valid_from)}, {state}"),
        ("supersedes", entry.supersedes), ("superseded by", entry.superseded_by),
        ("expires at", entry.expires_at and _time(entry.expires_at)),
        ("importance", entry.importance),
        ("metadata", json.dumps(entry.metadata, ensure_ascii=False) if entry.metadata else None),
        ("recorded at", _time(entry.created_at)),
        ("updated at", entry.updated_at and _time(entry.updated_at)),
    ]  # fmt: skip
    knowledge = entry.knowledge
    if knowledge is not None and knowledge.attribute:
        learnt = f"{knowledge.subject} {knowledge.attribute}: {knowledge.value}"
        fields.append(
            ("learnt", learnt + (f" (from {knowledge.source!r})" if knowledge.source else ""))
        )
    for name, value in fields:
        if value is not None:
            print(f"{name + ':':<15}{value}")
