"""The deterministic resolver: ADD, UPDATE, SUPERSEDE or NOOP, and why."""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from memvault import InvalidInput
from memvault.core.protocols import Resolver
from memvault.embedders import HashEmbedder
from memvault.knowledge import (
    CandidateFact,
    CurrentFact,
    Decision,
    ResolutionPolicy,
    RuleResolver,
    resolve,
    text_similarity,
)

T0 = datetime(2024, 1, 1, tzinfo=UTC)


def fact(attribute: str, value: str, *, at: int | None = None, **fields: object) -> CandidateFact:
    content = fields.pop("content", None) or f"User's {attribute} is {value}"
    when = None if at is None else T0 + timedelta(days=at)
    return CandidateFact(str(content), attribute=attribute, value=value, valid_from=when, **fields)  # type: ignore[arg-type]


def known(id: str, attribute: str, value: str, *, at: int = 0, **fields: object) -> CurrentFact:
    content = fields.pop("content", None) or f"User's {attribute} is {value}"
    return CurrentFact(
        id,
        str(content),
        attribute=attribute,
        value=value,
        valid_from=T0 + timedelta(days=at),
        **fields,  # type: ignore[arg-type]
    )


def summary(decisions: list[Decision]) -> list[tuple[str, tuple[str, ...], int | None]]:
    return [(d.action, d.target_ids, d.target_index) for d in decisions]


def test_a_new_attribute_is_added() -> None:
    [decision] = resolve([fact("city", "Lisbon")], [])
    assert decision.action == "ADD"
    assert decision.target_id is None
    assert decision.reason


def test_a_new_value_supersedes_the_current_one() -> None:
    [decision] = resolve([fact("city", "Berlin", at=5)], [known("f1", "city", "Paris")])
    assert summary([decision]) == [("SUPERSEDE", ("f1",), None)]
    assert "Berlin" in decision.reason


def test_the_same_value_is_noop_and_more_detail_is_update() -> None:
    current = [known("f1", "employer", "Acme", content="User works at Acme")]
    same = fact("employer", "acme", content="user works at ACME!")
    detail = fact("employer", "Acme", content="User works at Acme in the payments team")
    assert summary(resolve([same], current)) == [("NOOP", ("f1",), None)]
    assert summary(resolve([detail], current)) == [("UPDATE", ("f1",), None)]


def test_articles_and_case_do_not_make_a_new_value() -> None:
    current = [known("f1", "car", "a Tesla Model 3")]
    assert resolve([fact("car", "tesla model 3")], current)[0].action == "NOOP"


def test_other_subjects_and_attributes_are_left_alone() -> None:
    current = [known("f1", "city", "Paris"), known("f2", "employer", "Acme")]
    alice = CandidateFact(
        "Alice lives in Berlin", subject="Alice", attribute="city", value="Berlin"
    )
    decisions = resolve([alice, fact("car", "Volvo")], current)
    assert [d.action for d in decisions] == ["ADD", "ADD"]


def test_an_older_statement_takes_its_place_in_the_past_and_overwrites_nothing() -> None:
    """Issue 13 A.1: it was dropped (NOOP), so an ``as_of`` search could never find it."""
    [decision] = resolve([fact("city", "Paris", at=1)], [known("f1", "city", "Berlin", at=10)])
    assert (decision.action, decision.target_ids) == ("ADD", ())
    assert "older" in decision.reason
    assert "past" in decision.reason


def test_duplicated_current_facts_are_all_superseded() -> None:
    """Two sessions wrote the same attribute at once: the next value closes both."""
    current = [known("f1", "city", "Paris"), known("f2", "city", "Paris")]
    [decision] = resolve([fact("city", "Rome", at=3)], current)
    assert decision.action == "SUPERSEDE"
    assert set(decision.target_ids) == {"f1", "f2"}


@pytest.mark.parametrize(
    ("current", "action", "targets"),
    [
        ([known("f1", "city", "Paris")], "SUPERSEDE", ("f1",)),
        ([known("f1", "city", "Berlin")], "NOOP", ("f1",)),
        ([], "ADD", ()),
        ([known("f1", "city", "Paris", negated=True)], "NOOP", ("f1",)),
    ],
)
def test_an_ending(current: list[CurrentFact], action: str, targets: tuple[str, ...]) -> None:
    ending = fact("city", "Paris", negated=True, content="User no longer lives in Paris")
    assert summary(resolve([ending], current)) == [(action, targets, None)]


def test_multi_valued_attributes_accumulate() -> None:
    current = [known("f1", "likes", "sushi", multi_valued=True)]
    again = fact("likes", "Sushi", multi_valued=True)
    other = fact("likes", "jazz", multi_valued=True)
    ended = fact(
        "likes", "sushi", multi_valued=True, negated=True, content="User no longer likes sushi"
    )
    assert summary(resolve([again], current)) == [("NOOP", ("f1",), None)]
    assert summary(resolve([other], current)) == [("ADD", (), None)]
    assert summary(resolve([ended], current)) == [("SUPERSEDE", ("f1",), None)]
    negation = [known("n1", "likes", "sushi", multi_valued=True, negated=True)]
    assert summary(resolve([again], negation)) == [("SUPERSEDE", ("n1",), None)]


def test_free_form_facts_compare_by_text() -> None:
    current = [CurrentFact("f1", "User had a great holiday in Crete")]
    duplicate = CandidateFact("user had a great holiday in crete!")
    detail = CandidateFact("User had a great holiday in Crete with their sister")
    other = CandidateFact("User is afraid of spiders")
    assert summary(resolve([duplicate, detail, other], current)) == [
        ("NOOP", ("f1",), None),
        ("UPDATE", ("f1",), None),
        ("ADD", (), None),
    ]


def test_a_structured_candidate_is_noop_against_the_same_free_form_text() -> None:
    current = [CurrentFact("f1", "User lives in Lisbon")]
    assert (
        resolve([fact("city", "Lisbon", content="User lives in Lisbon")], current)[0].action
        == "NOOP"
    )


def test_embeddings_find_duplicates_the_words_miss() -> None:
    near = np.array([1.0, 0.1, 0.0], dtype=np.float32)
    current = [CurrentFact("f1", "User is scared of spiders", embedding=near)]
    candidate = CandidateFact("User has arachnophobia")
    vector = np.array([1.0, 0.12, 0.0], dtype=np.float32)
    far = np.array([0.0, 0.0, 1.0], dtype=np.float32)
    assert resolve([candidate], current, vectors=[vector])[0].action == "NOOP"
    assert resolve([candidate], current, vectors=[far])[0].action == "ADD"
    assert resolve([candidate], current)[0].action == "ADD"


async def test_vectors_may_be_the_embedders_matrix() -> None:
    embedder = HashEmbedder()
    stored = "User is terrified of large spiders"
    [row] = await embedder.embed([stored])
    current = [CurrentFact("f1", stored, embedding=row)]
    candidates = [
        CandidateFact("User is terrified of large spiders!!"),
        CandidateFact("Owns a boat"),
    ]
    matrix = await embedder.embed([c.content for c in candidates])
    assert [d.action for d in resolve(candidates, current, vectors=matrix)] == ["NOOP", "ADD"]


def test_thresholds_are_policy() -> None:
    current = [CurrentFact("f1", "User lives in Lisbon")]
    candidate = CandidateFact("User lives in Lisbon Portugal")
    assert text_similarity(candidate.content, current[0].content) == pytest.approx(0.8)
    strict = ResolutionPolicy(update_text=0.9, duplicate_text=0.95)
    assert resolve([candidate], current)[0].action == "UPDATE"
    assert resolve([candidate], current, policy=strict)[0].action == "ADD"


# -- batches -----------------------------------------------------------------------------


def test_contradiction_in_one_message_keeps_the_later_statement() -> None:
    current = [known("f1", "city", "London")]
    paris, berlin = fact("city", "Paris", at=9), fact("city", "Berlin", at=9)
    decisions = resolve([paris, berlin], current)
    assert summary(decisions) == [("NOOP", (), None), ("SUPERSEDE", ("f1",), None)]
    assert "contradicted later in the same batch" in decisions[0].reason
    assert summary(resolve([paris, berlin], [])) == [("NOOP", (), None), ("ADD", (), None)]


def test_changes_at_different_times_in_one_batch_form_a_chain() -> None:
    current = [known("f1", "city", "London")]
    batch = [fact("city", "Paris", at=1), fact("city", "Berlin", at=2), fact("city", "Rome", at=3)]
    assert summary(resolve(batch, current)) == [
        ("SUPERSEDE", ("f1",), None),
        ("SUPERSEDE", (), 0),
        ("SUPERSEDE", (), 1),
    ]
    same_time = [
        fact("city", "Paris", at=1),
        fact("city", "Berlin", at=2),
        fact("city", "Rome", at=2),
    ]
    assert summary(resolve(same_time, current)) == [
        ("SUPERSEDE", ("f1",), None),
        ("NOOP", (), None),
        ("SUPERSEDE", (), 0),
    ]


def test_the_same_fact_twice_in_one_batch_is_stored_once() -> None:
    batch = [fact("city", "Oslo", at=1), fact("city", "oslo", at=2)]
    assert summary(resolve(batch, [])) == [("ADD", (), None), ("NOOP", (), 0)]


def test_repeats_of_a_dropped_statement_are_dropped_too() -> None:
    """Regression (found by hypothesis): a NOOP naming a candidate that was later dropped."""
    batch = [
        fact("city", "Berlin", at=1),
        fact("city", "Berlin", at=1),
        fact("city", "Paris", at=1),
    ]
    decisions = resolve(batch, [])
    assert summary(decisions) == [("NOOP", (), None), ("NOOP", (), None), ("ADD", (), None)]
    assert all("contradicted" in d.reason for d in decisions[:2])


def test_a_like_then_its_ending_in_one_message() -> None:
    like = fact("likes", "sushi", multi_valued=True, at=1)
    ended = fact("likes", "sushi", multi_valued=True, negated=True, at=1, content="no longer")
    assert summary(resolve([like, ended], [])) == [("NOOP", (), None), ("ADD", (), None)]


# -- a store that applies the decisions, as the vault will --------------------------------


@dataclass
class Row:
    candidate: CandidateFact
    valid_to: datetime | None = None
    superseded_by: str | None = None
    content: str = ""


@dataclass
class Store:
    rows: dict[str, Row] = field(default_factory=dict)
    ids: itertools.count[int] = field(default_factory=itertools.count)

    def current(self) -> list[CurrentFact]:
        return [
            CurrentFact(
                id,
                row.content,
                attribute=row.candidate.attribute,
                value=row.candidate.value,
                valid_from=row.candidate.valid_from,
                negated=row.candidate.negated,
                multi_valued=row.candidate.multi_valued,
            )
            for id, row in self.rows.items()
            if row.valid_to is None
        ]

    def apply(self, decisions: list[Decision]) -> None:
        stored: dict[int, str] = {}
        for index, d in enumerate(decisions):
            if d.action == "NOOP":
                continue
            targets = list(d.target_ids) or (
                [stored[d.target_index]] if d.target_index is not None else []
            )
            if d.action in ("ADD", "SUPERSEDE"):
                new_id = f"f{next(self.ids)}"
                self.rows[new_id] = Row(d.candidate, content=d.candidate.content)
                stored[index] = new_id
                for target in targets if d.action == "SUPERSEDE" else []:
                    row = self.rows[target]
                    assert row.valid_to is None, "a closed fact is superseded again"
                    row.valid_to, row.superseded_by = d.candidate.valid_from, new_id
            elif d.action == "UPDATE":
                self.rows[targets[0]].content = d.candidate.content


def test_a_superseded_fact_is_superseded_again_through_its_successor() -> None:
    store = Store()
    for day, city in enumerate(["Paris", "Berlin", "Rome"]):
        store.apply(resolve([fact("city", city, at=day)], store.current()))
    assert [(r.candidate.value, r.superseded_by) for r in store.rows.values()] == [
        ("Paris", "f1"),
        ("Berlin", "f2"),
        ("Rome", None),
    ]


statements = st.lists(
    st.lists(
        st.tuples(
            st.sampled_from(["city", "employer"]),
            st.sampled_from(["Paris", "Berlin", "Rome"]),
            st.booleans(),  # said at the same time as the statement before
        ),
        min_size=1,
        max_size=4,
    ),
    min_size=1,
    max_size=6,
)


@settings(max_examples=150, deadline=None)
@given(statements)
def test_the_last_statement_wins_and_nothing_is_lost(
    batches: list[list[tuple[str, str, bool]]],
) -> None:
    store, day, last = Store(), 0, {}
    for batch in batches:
        candidates = []
        for attribute, value, same_time in batch:
            day += 0 if same_time else 1
            candidates.append(fact(attribute, value, at=day))
            last[attribute] = value
        before = dict(store.rows)
        store.apply(resolve(candidates, store.current()))
        assert set(before) <= set(store.rows)  # no decision removes a fact
    current = {(f.attribute, f.value) for f in store.current()}
    assert current == set(last.items())
    for row in store.rows.values():  # history is ordered: a fact ends when its successor starts
        if row.superseded_by is not None:
            successor = store.rows[row.superseded_by].candidate
            assert row.valid_to == successor.valid_from
            assert row.candidate.valid_from is not None
            assert successor.valid_from is not None
            assert row.candidate.valid_from <= successor.valid_from


# -- the protocol and bad input ------------------------------------------------------------


async def test_rule_resolver_is_a_resolver() -> None:
    resolver = RuleResolver()
    assert isinstance(resolver, Resolver)
    decisions = await resolver.resolve([fact("city", "Oslo")], [known("f1", "city", "Bergen")])
    assert decisions[0].action == "SUPERSEDE"


@pytest.mark.parametrize(
    ("call", "field"),
    [
        (lambda: resolve("x", []), "candidates"),  # type: ignore[arg-type]
        (lambda: resolve([fact("city", "A")], [object()]), "current[0]"),  # type: ignore[list-item]
        (lambda: resolve([], [known("f", "city", "A"), known("f", "city", "B")]), "current"),
        (lambda: resolve([fact("city", "A")], [], vectors=[]), "vectors"),
        (
            lambda: resolve([fact("city", "A")], [], vectors=[np.zeros((2, 2), np.float32)]),
            "vectors",
        ),
        (
            lambda: resolve(
                [CandidateFact("a b c")],
                [CurrentFact("f", "a b d", embedding=np.ones(3, dtype=np.float32))],
                vectors=[np.ones(4, dtype=np.float32)],
            ),
            "vectors",
        ),
        (lambda: ResolutionPolicy(duplicate_text=1.5), "duplicate_text"),
        (lambda: RuleResolver("strict"), "policy"),  # type: ignore[arg-type]
        (lambda: CandidateFact("x", attribute="city"), "attribute"),
        (lambda: CandidateFact("x", attribute="", value="v"), "attribute"),
        (lambda: CandidateFact("x", attribute="9 lives", value="v"), "attribute"),
        (lambda: CandidateFact("x", importance=2), "importance"),
        (lambda: CandidateFact("x", entities="Alice"), "entities"),  # type: ignore[arg-type]
        (lambda: CandidateFact("x", negated=True), "negated"),
        (lambda: CandidateFact("x", negated="yes"), "negated"),  # type: ignore[arg-type]
        (lambda: CurrentFact("f", "x", embedding=np.array([np.nan])), "embedding"),
        (lambda: Decision("DELETE", CandidateFact("x"), "why"), "action"),  # type: ignore[arg-type]
        (lambda: Decision("SUPERSEDE", CandidateFact("x"), "why"), "target_ids"),
        (lambda: Decision("UPDATE", CandidateFact("x"), "why", ("a", "b")), "target_ids"),
        (lambda: Decision("NOOP", CandidateFact("x"), "why", ("a",), 0), "target_index"),
    ],
)
def test_bad_input_is_invalid_input(call: object, field: str) -> None:
    with pytest.raises(InvalidInput) as caught:
        call()  # type: ignore[operator]
    assert caught.value.field == field


def test_values_are_canonical() -> None:
    candidate = CandidateFact(
        "x",
        subject=" The User ",
        attribute="Favorite Color",
        value=" blue ",
        entities=["Alice", "Alice"],  # type: ignore[arg-type]  # a list is taken too
        valid_from=datetime(2024, 1, 1),
    )
    assert candidate.subject == "user"
    assert candidate.attribute == "favourite_colour"
    assert candidate.value == "blue"
    assert candidate.entities == ("Alice",)
    assert candidate.valid_from == T0
    assert candidate.key == "user.favourite_colour"
    assert CurrentFact("f", "x", subject="Alice  Smith", attribute="city", value="Oslo").key == (
        "alice smith.city"
    )
    assert CandidateFact("free-form").key is None
