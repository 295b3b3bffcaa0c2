"""Entity resolution without a model, and the in-memory EntityMemory."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from memvault import Conflict, InvalidInput, NotFound
from memvault.knowledge import EntityMemory, fold_name, match_entity, name_similarity

T0 = datetime(2024, 1, 1, tzinfo=UTC)


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("Alice", "alice"),
        ("Alice", "  ALICE! "),
        ("Alice", "Alice's"),
        ("Alice", "Alice Smith"),
        ("Dr. Alice Smith", "Alice Smith"),
        ("Acme", "Acme Corp"),
        ("Acme Inc.", "ACME Corporation"),
        ("Christopher Nolan", "Christoper Nolan"),
        ("São Paulo", "sao paulo".replace("a", "ã", 1)),
    ],
)
def test_names_that_are_one_entity(a: str, b: str) -> None:
    assert name_similarity(a, b) >= 0.8
    assert match_entity(b, {"e1": [a]}) == "e1"


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("Alice", "Alicia Keys"),
        ("Alice", "Al"),
        ("Al", "Al Pacino"),
        ("Alice", "Alicia"),
        ("Jon", "John"),
        ("Bob", "Rob"),
        ("Ann", "Anne"),
        ("Alice Smith", "Alice Smyth"),
        ("Alice Smith", "Alice Jones"),
    ],
)
def test_names_that_must_not_merge(a: str, b: str) -> None:
    assert match_entity(b, {"e1": [a]}) is None


def test_a_full_name_that_contradicts_a_known_one_is_a_new_entity() -> None:
    known = {"e1": ["Alice", "Alice Smith"]}
    assert match_entity("Alice Jones", known) is None
    assert match_entity("alice", known) == "e1"
    assert match_entity("Ms Alice Smith", known) == "e1"


def test_an_alias_with_no_word_in_common_contradicts_nothing() -> None:
    """Regression: the alias "my sister" blocked "Alice Smith", the full name of the person it
    names, because any two-word name not contained in another counted as contradicting it."""
    known = {"e1": ["Alice", "my sister"], "e2": ["Bob", "my best friend"]}
    assert match_entity("Alice Smith", known) == "e1"
    assert match_entity("Bob Chen", known) == "e2"
    assert match_entity("Alice Jones", {"e1": ["Alice Smith", "my sister"]}) is None


def test_ambiguous_names_match_nothing() -> None:
    known = {"alice": ["Alice Smith"], "bob": ["Bob Smith"]}
    assert match_entity("Smith", known) is None
    assert match_entity("Bob", known) == "bob"
    assert match_entity("Sam", {"x": ["Sam"], "y": ["sam"]}) is None  # shared exact name


def test_the_best_match_wins_when_clear() -> None:
    known = {"nolan": ["Christopher Nolan"], "chris": ["Chris Evans"]}
    assert match_entity("Christoper Nolan", known) == "nolan"


def test_folding() -> None:
    assert fold_name("  Dr. O'Brien's  ") == "dr o brien"
    assert fold_name("\uff21\uff2c\uff29\uff23\uff25") == "alice"  # full-width letters


# -- EntityMemory -----------------------------------------------------------------------------


def test_mentions_resolve_to_one_entity_with_counts_and_times() -> None:
    memory = EntityMemory()
    memory.update_entity("Alice", {"relation": "sister"}, at=T0 + timedelta(days=5))
    memory.update_entity("alice", at=T0)
    alice = memory.update_entity("Alice Smith", {"city": "Berlin"}, at=T0 + timedelta(days=9))
    assert len(memory) == 1
    assert alice.name == "Alice"
    assert alice.aliases == ("Alice Smith",)  # "alice" is the same name, folded
    assert alice.attributes == {"relation": "sister", "city": "Berlin"}
    assert alice.mentions == 3
    assert alice.first_seen == T0
    assert alice.last_seen == T0 + timedelta(days=9)
    assert memory.get_entity("ALICE SMITH") == alice
    assert "alice" in memory
    assert "Alicia Keys" not in memory


def test_similar_names_stay_apart() -> None:
    memory = EntityMemory()
    for name in ["Alice", "Alicia Keys", "Al"]:
        memory.update_entity(name)
    assert len(memory) == 3
    memory.update_entity("Alice Smith")  # joins "Alice": the full name of the same person
    memory.update_entity("Alice Jones")  # contradicts "Alice Smith": someone else
    names = sorted(e.name for e in memory.entities())
    assert names == ["Al", "Alice", "Alice Jones", "Alicia Keys"]
    assert memory.get_entity("Alice Smith") == memory.get_entity("alice")
    assert memory.get_entity("Alice Jones") != memory.get_entity("Alice")


def test_new_attribute_values_replace_old_ones() -> None:
    memory = EntityMemory()
    memory.update_entity("Acme", {"city": "Paris", "size": 10})
    acme = memory.update_entity("Acme Corp", {"city": "Lyon"})
    assert acme.attributes == {"city": "Lyon", "size": 10}


def test_aliases_are_explicit_names() -> None:
    memory = EntityMemory()
    memory.update_entity("Alice Smith")
    memory.update_entity("Bob")
    alice = memory.add_alias("my manager", "alice smith")
    assert alice.aliases == ("my manager",)
    assert memory.get_entity("My Manager") == alice
    assert memory.add_alias("Alice Smith", "my manager") == alice  # its own name: no change
    with pytest.raises(Conflict, match="already names the entity 'Bob'"):
        memory.add_alias("bob", "Alice")
    with pytest.raises(NotFound, match="Carol"):
        memory.add_alias("my friend", "Carol")


def test_a_full_name_joins_a_person_known_by_an_alias() -> None:
    """Regression: after ``add_alias("my sister", "Alice")``, "Alice Smith" resolved to
    nothing, so the sister's full name became a second entity."""
    memory = EntityMemory()
    memory.update_entity("Alice")
    memory.add_alias("my sister", "Alice")
    assert memory.resolve("Alice Smith") == memory.resolve("Alice")
    memory.update_entity("Alice Smith")
    assert len(memory) == 1


def test_merge_keeps_every_alias_and_adds_up() -> None:
    memory = EntityMemory()
    memory.update_entity("Robert Paulson", {"city": "Austin", "job": "baker"}, at=T0)
    memory.update_entity("Robert Paulson", at=T0 + timedelta(days=1))
    memory.update_entity("Bob", {"city": "Dallas"}, at=T0 + timedelta(days=3))
    memory.add_alias("big bob", "Bob")
    merged = memory.merge("Robert Paulson", "Bob")
    assert len(memory) == 1
    assert merged.name == "Robert Paulson"
    assert merged.aliases == ("Bob", "big bob")
    assert merged.attributes == {"city": "Austin", "job": "baker"}  # the kept one's values win
    assert merged.mentions == 3
    assert (merged.first_seen, merged.last_seen) == (T0, T0 + timedelta(days=3))
    assert memory.get_entity("big bob") == merged
    assert memory.merge("bob", "Robert") == merged  # one entity already: nothing changes
    with pytest.raises(NotFound):
        memory.merge("Bob", "Nobody")


def test_context_lists_what_is_known() -> None:
    memory = EntityMemory()
    assert memory.get_context() == ""
    memory.update_entity("Alice Smith", {"relation": "sister", "age": 31}, at=T0)
    memory.update_entity("Alice", at=T0 + timedelta(days=2))
    memory.update_entity("Acme", at=T0)
    memory.add_alias("my sister", "Alice")
    assert memory.get_context() == (
        "Known entities:\n"
        "- Alice Smith (also: Alice, my sister): relation: sister; age: 31; mentioned 2 times,"
        " first 2024-01-01, last 2024-01-03\n"
        "- Acme: mentioned 1 time, first 2024-01-01, last 2024-01-01"
    )
    assert memory.get_context(["acme", "Nobody", "Acme Corp"]) == (
        "Known entities:\n- Acme: mentioned 1 time, first 2024-01-01, last 2024-01-01"
    )
    assert memory.get_context([]) == ""


def test_naive_times_are_utc() -> None:
    memory = EntityMemory()
    entity = memory.update_entity("Alice", at=datetime(2024, 1, 1))
    assert entity.first_seen == T0


@pytest.mark.parametrize(
    ("call", "field"),
    [
        (lambda m: m.update_entity(""), "name"),
        (lambda m: m.update_entity("!!!"), "name"),
        (lambda m: m.update_entity(5), "name"),
        (lambda m: m.update_entity("Alice", {"a": {1, 2}}), "attributes.a"),
        (lambda m: m.update_entity("Alice", ["city"]), "attributes"),
        (lambda m: m.update_entity("Alice", at="2024-01-01"), "at"),
        (lambda m: m.add_alias("", "Alice"), "alias"),
        (lambda m: m.get_entity(None), "name"),
        (lambda m: m.get_context("Alice"), "relevant_entities"),
        (lambda m: EntityMemory(threshold=1.5), "threshold"),
        (lambda m: match_entity("Alice", {}, threshold=-1), "threshold"),
    ],
)
def test_bad_input_is_invalid_input(call: object, field: str) -> None:
    memory = EntityMemory()
    memory.update_entity("Alice")
    with pytest.raises(InvalidInput) as caught:
        call(memory)  # type: ignore[operator]
    assert caught.value.field == field
    assert len(memory) == 1
