"""MemoryEntry.to_dict / from_dict: the one JSON form of a memory, read back equal."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta, timezone

import pytest

from memvault.core.types import Knowledge, MemoryEntry, Scope
from memvault.errors import InvalidInput

T = datetime(2024, 3, 1, 10, 30, tzinfo=UTC)


def every_field() -> MemoryEntry:
    return MemoryEntry(
        content="Dana lives in Lisbon",
        metadata={"source": "chat", "facts": [1, 2], "nested": {"a": None}},
        score=0.75,
        id="m1",
        kind="fact",
        scope=Scope("dana", "helper", "s1"),
        created_at=T,
        updated_at=T + timedelta(hours=1),
        occurred_at=T - timedelta(days=3),
        importance=0.5,
        key="user.city",
        valid_to=T + timedelta(days=90),
        supersedes="m0",
        superseded_by="m2",
        expires_at=T + timedelta(days=365),
        knowledge=Knowledge(
            subject="user",
            attribute="city",
            value="Lisbon",
            entities=("Lisbon",),
            source="I live in Lisbon",
            session_id="s1",
        ),
    )


def test_every_field_survives_a_round_trip_through_json_text() -> None:
    entry = every_field()
    data = json.loads(json.dumps(entry.to_dict()))
    assert MemoryEntry.from_dict(data) == entry
    assert set(data) >= {"user_id", "agent_id", "session_id", "at", "knowledge", "key"}
    assert data["at"] == "2024-02-27T10:30:00+00:00"
    assert data["knowledge"]["attribute"] == "city"


def test_a_minimal_entry_round_trips_and_times_are_written_in_utc() -> None:
    entry = MemoryEntry(
        "hi",
        kind="message",
        created_at=datetime(2024, 1, 1, 12, tzinfo=timezone(timedelta(hours=2))),
    )
    data = entry.to_dict()
    assert data["created_at"] == "2024-01-01T10:00:00+00:00"
    assert data["knowledge"] is None
    assert MemoryEntry.from_dict(data) == entry


def test_only_content_is_required_and_null_means_the_default() -> None:
    entry = MemoryEntry.from_dict({"content": "hi", "user_id": "u", "importance": None})
    assert (entry.content, entry.scope, entry.kind, entry.importance) == (
        "hi",
        Scope("u"),
        "fact",
        None,
    )
    assert entry.occurred_at == entry.created_at


@pytest.mark.parametrize(
    ("data", "field"),
    [
        ([], "memory"),
        ({"content": "x", "colour": "red"}, "memory"),
        ({"kind": "fact"}, "content"),
        ({"content": "x", "at": "noon"}, "at"),
        ({"content": "x", "valid_to": 3}, "valid_to"),
        ({"content": "x", "kind": "note"}, "kind"),
        ({"content": "x", "user_id": ""}, "user_id"),
        ({"content": "x", "id": 7}, "id"),
        ({"content": "x", "superseded_by": ""}, "superseded_by"),
        ({"content": "x", "importance": 2}, "importance"),
        ({"content": "x", "metadata": [1]}, "metadata"),
        ({"content": "x", "knowledge": {"colour": 1}}, "knowledge"),
        ({"content": "x", "knowledge": {"negated": "yes"}}, "knowledge.negated"),
        ({"content": "x", "kind": "message", "key": "user.city"}, "key"),
    ],
)
def test_a_wrong_field_is_named(data: object, field: str) -> None:
    with pytest.raises(InvalidInput) as info:
        MemoryEntry.from_dict(data)
    assert info.value.field == field
