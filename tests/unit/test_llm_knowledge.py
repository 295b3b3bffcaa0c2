"""LLMExtractor and LLMResolver against a scripted LLM: repairs, retries, validation."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from typing import Any

import pytest

from memvault import BackendUnavailable, ExtractionError, InvalidInput, Message
from memvault.core.protocols import Extractor, Resolver
from memvault.knowledge import (
    EXTRACTION_SCHEMA,
    RESOLUTION_SCHEMA,
    CandidateFact,
    CurrentFact,
    LLMExtractor,
    LLMResolver,
)
from memvault.knowledge.replies import ReplyError, parse_json
from memvault.testing import LLMRequest, ScriptedLLM

SAID = datetime(2024, 3, 1, 9, 30, tzinfo=UTC)
FACTS = {
    "facts": [
        {"content": "User lives in Lisbon", "attribute": "city", "value": "Lisbon",
         "entities": ["Lisbon"], "importance": 0.7},
        {"content": "User's sister is Alice", "subject": "user", "attribute": "sister",
         "value": "Alice", "multi_valued": True, "valid_from": "2020-05-01"},
    ]
}  # fmt: skip
GOOD = json.dumps(FACTS)
CONVERSATION = [Message.user("I live in Lisbon, and my sister Alice too", created_at=SAID)]


# -- finding and repairing the JSON ---------------------------------------------------------


@pytest.mark.parametrize(
    "reply",
    [
        GOOD,
        f"Sure! Here are the facts:\n{GOOD}\nLet me know if you need more.",
        f"```json\n{GOOD}\n```",
        f"```\n{GOOD}",  # an unclosed fence
        f"<think>The user says {{ lives }} somewhere.</think>{GOOD}",
        f"Here {{are}} the [facts] you asked for: {GOOD}",
        GOOD.replace('"Lisbon"]', '"Lisbon",]').replace("0.7}", "0.7,}").replace("}]}", "},]}"),
        GOOD[:-2],  # cut off after the last complete fact: only closers missing
        GOOD[:-1] + "\n",
    ],
)
def test_replies_that_are_repaired(reply: str) -> None:
    assert parse_json(reply) == FACTS


@pytest.mark.parametrize(
    ("reply", "problem"),
    [
        ("I could not find any facts.", "no JSON"),
        ("", "no JSON"),
        (GOOD[:40], "cut off"),  # inside a string
        (GOOD[: GOOD.index("}, {") + 3], "cut off"),  # after a comma: more was coming
        ('{"facts": [{"content": "x", "value": }]}', "not valid"),
        ("{'facts': []}", "not valid"),
    ],
)
def test_replies_that_are_not_guessed_at(reply: str, problem: str) -> None:
    with pytest.raises(ReplyError, match=problem):
        parse_json(reply)


def test_strings_with_brackets_and_escapes_survive() -> None:
    reply = '{"facts": [{"content": "User said \\"hi}]\\" , ok"}]}'
    assert parse_json(reply) == {"facts": [{"content": 'User said "hi}]" , ok'}]}


# -- LLMExtractor -----------------------------------------------------------------------------


async def test_extractor_builds_validated_facts() -> None:
    llm = ScriptedLLM.replies(f"```json\n{GOOD}\n```")
    extractor = LLMExtractor(llm)
    assert isinstance(extractor, Extractor)
    city, sister = await extractor.extract(CONVERSATION)
    assert (city.subject, city.attribute, city.value, city.entities) == (
        "user", "city", "Lisbon", ("Lisbon",)
    )  # fmt: skip
    assert city.valid_from == SAID  # no date of its own: the message's time
    assert sister.valid_from == datetime(2020, 5, 1, tzinfo=UTC)
    assert sister.multi_valued
    [request] = llm.calls
    assert request.json_schema == EXTRACTION_SCHEMA
    assert request.messages[0].role == "system"
    assert "user: I live in Lisbon, and my sister Alice too" in request.last


async def test_extractor_retries_with_the_problem_then_succeeds() -> None:
    bad = json.dumps({"facts": [{"content": "User is 30", "importance": 7}]})
    llm = ScriptedLLM.replies("no idea", bad, GOOD)
    facts = await LLMExtractor(llm).extract(CONVERSATION)
    assert [f.value for f in facts] == ["Lisbon", "Alice"]
    assert len(llm.calls) == 3
    second, third = llm.calls[1], llm.calls[2]
    assert second.messages[-2].content == "no idea"  # the model sees what it said
    assert "no JSON object" in second.last
    assert "facts[0].importance" in third.last


@pytest.mark.parametrize(
    ("reply", "problem"),
    [
        ("Sorry, I can't.", "no JSON object"),
        ('{"items": []}', '"facts" list'),
        ('{"facts": ["Lisbon"]}', "facts[0] must be an object"),
        ('{"facts": [{"attribute": "city", "value": "Lisbon"}]}', "facts[0].content"),
        ('{"facts": [{"content": "x", "attribute": "city"}]}', "facts[0].attribute"),
        ('{"facts": [{"content": "x", "valid_from": "last spring"}]}', "facts[0].valid_from"),
        ('{"facts": [{"content": "x", "entities": "Alice"}]}', "facts[0].entities"),
        ('{"facts": [{"content": "x", "negated": "no"}]}', "facts[0].negated"),
        ('{"facts": [{"content": "x", "negated": true}]}', "facts[0].negated"),
    ],
)
async def test_extractor_gives_up_with_the_raw_reply(reply: str, problem: str) -> None:
    llm = ScriptedLLM.replies(reply, reply)
    with pytest.raises(ExtractionError, match="after 2 attempt") as caught:
        await LLMExtractor(llm, max_attempts=2).extract(CONVERSATION)
    assert problem in str(caught.value)
    assert caught.value.raw == reply
    assert len(llm.calls) == 2


async def test_one_bad_fact_fails_the_reply_instead_of_being_dropped() -> None:
    reply = json.dumps({"facts": [FACTS["facts"][0], {"content": ""}]})
    with pytest.raises(ExtractionError) as caught:
        await LLMExtractor(ScriptedLLM.replies(reply), max_attempts=1).extract(CONVERSATION)
    assert caught.value.raw == reply


async def test_a_bare_list_and_unknown_keys_are_accepted() -> None:
    reply = json.dumps([{"content": "User is vegan", "confidence": 0.9, "attribute": "",
                         "value": ""}])  # fmt: skip
    [fact] = await LLMExtractor(ScriptedLLM.replies(reply)).extract(CONVERSATION)
    assert fact == CandidateFact("User is vegan", valid_from=SAID)


async def test_no_user_message_means_no_call() -> None:
    llm = ScriptedLLM.replies()
    extractor = LLMExtractor(llm)
    assert await extractor.extract([]) == []
    assert await extractor.extract([Message.assistant("I live in the cloud")]) == []
    assert llm.calls == []


async def test_backend_errors_are_not_retried_or_masked() -> None:
    def down(request: LLMRequest) -> str:
        raise BackendUnavailable("chat model server at 127.0.0.1:9 cannot be reached")

    llm = ScriptedLLM(down)
    with pytest.raises(BackendUnavailable):
        await LLMExtractor(llm).extract(CONVERSATION)
    assert len(llm.calls) == 1


# -- LLMResolver ------------------------------------------------------------------------------

CURRENT = [
    CurrentFact("f-city", "User lives in Paris", attribute="city", value="Paris"),
    CurrentFact("f-job", "User works at Acme", attribute="employer", value="Acme"),
]
CANDIDATES = [
    CandidateFact("User lives in Berlin", attribute="city", value="Berlin"),
    CandidateFact("User works at Acme", attribute="employer", value="Acme"),
    CandidateFact("User likes jazz", attribute="likes", value="jazz", multi_valued=True),
]


def decisions(*items: dict[str, Any]) -> str:
    return json.dumps({"decisions": list(items)})


GOOD_DECISIONS = decisions(
    {"candidate": 1, "action": "NOOP", "target_ids": ["f-job"], "reason": "known"},
    {"candidate": 0, "action": "SUPERSEDE", "target_ids": ["f-city"], "reason": "moved"},
    {"candidate": 2, "action": "ADD"},
)


async def test_resolver_returns_checked_decisions_in_candidate_order() -> None:
    llm = ScriptedLLM.replies(GOOD_DECISIONS)
    resolver = LLMResolver(llm)
    assert isinstance(resolver, Resolver)
    result = await resolver.resolve(CANDIDATES, CURRENT)
    assert [(d.action, d.target_ids, d.reason) for d in result] == [
        ("SUPERSEDE", ("f-city",), "moved"),
        ("NOOP", ("f-job",), "known"),
        ("ADD", (), "decided by the model"),
    ]
    assert [d.candidate for d in result] == CANDIDATES
    [request] = llm.calls
    assert request.json_schema == RESOLUTION_SCHEMA
    assert '"id": "f-city"' in request.last
    assert '"candidate": 2' in request.last


async def test_an_unknown_id_is_sent_back_then_raises() -> None:
    invented = decisions(
        {"candidate": 0, "action": "SUPERSEDE", "target_ids": ["f-999"]},
        {"candidate": 1, "action": "NOOP"},
        {"candidate": 2, "action": "ADD"},
    )
    llm = ScriptedLLM.replies(invented, GOOD_DECISIONS)
    result = await LLMResolver(llm).resolve(CANDIDATES, CURRENT)
    assert result[0].target_ids == ("f-city",)
    assert "unknown id(s) f-999" in llm.calls[1].last
    stubborn = ScriptedLLM.replies(invented, invented)
    with pytest.raises(ExtractionError, match="unknown id") as caught:
        await LLMResolver(stubborn, max_attempts=2).resolve(CANDIDATES, CURRENT)
    assert caught.value.raw == invented


@pytest.mark.parametrize(
    ("reply", "problem"),
    [
        (decisions({"candidate": 0, "action": "ADD"}), "no decision for candidate(s) 1, 2"),
        (decisions(*[{"candidate": i, "action": "ADD"} for i in (0, 0, 1, 2)]), "two decisions"),
        (decisions({"candidate": 3, "action": "ADD"}), "candidate must be 0 to 2"),
        (decisions({"candidate": 0, "action": "DELETE"}), "action must be one of"),
        (decisions({"candidate": 0, "action": "SUPERSEDE"}), "needs a target"),
        (
            decisions({"candidate": 0, "action": "UPDATE", "target_ids": ["f-city", "f-job"]}),
            "UPDATE rewrites one fact",
        ),
        (decisions({"candidate": 0, "action": "NOOP", "target_candidate": 0}), "earlier"),
        (decisions({"candidate": 0, "action": "NOOP", "target_ids": "f-city"}), "list of ids"),
        ('{"decisions": {}}', '"decisions" list'),
    ],
)
async def test_invalid_decisions_raise_extraction_error(reply: str, problem: str) -> None:
    with pytest.raises(ExtractionError) as caught:
        await LLMResolver(ScriptedLLM.replies(reply), max_attempts=1).resolve(CANDIDATES, CURRENT)
    assert problem in str(caught.value)
    assert caught.value.raw == reply


async def test_a_target_candidate_and_a_single_target_id_are_understood() -> None:
    batch = [CANDIDATES[0], CandidateFact("User lives in Rome", attribute="city", value="Rome")]
    reply = decisions(
        {"candidate": 0, "action": "SUPERSEDE", "target_id": "f-city"},
        {"candidate": 1, "action": "SUPERSEDE", "target_candidate": 0},
    )
    first, second = await LLMResolver(ScriptedLLM.replies(reply)).resolve(batch, CURRENT)
    assert first.target_ids == ("f-city",)
    assert (second.target_ids, second.target_index) == ((), 0)


async def test_no_candidates_means_no_call() -> None:
    llm = ScriptedLLM.replies()
    assert await LLMResolver(llm).resolve([], CURRENT) == []
    assert llm.calls == []


@pytest.mark.parametrize(
    ("make", "field"),
    [
        (lambda: LLMExtractor("gpt-4"), "llm"),  # type: ignore[arg-type]
        (lambda: LLMResolver(object()), "llm"),  # type: ignore[arg-type]
        (lambda: LLMExtractor(ScriptedLLM.replies(), max_attempts=0), "max_attempts"),
    ],
)
def test_bad_construction_is_invalid_input(make: Any, field: str) -> None:
    with pytest.raises(InvalidInput) as caught:
        make()
    assert caught.value.field == field


async def test_bad_calls_are_invalid_input() -> None:
    llm = ScriptedLLM.replies()
    with pytest.raises(InvalidInput, match="messages"):
        await LLMExtractor(llm).extract("I live in Lisbon")  # type: ignore[arg-type]
    with pytest.raises(InvalidInput, match=r"current\[0\]"):
        await LLMResolver(llm).resolve(CANDIDATES, ["f-city"])  # type: ignore[list-item]
    assert llm.calls == []
