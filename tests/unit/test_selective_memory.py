"""SelectiveMemory keeps what scores high enough, and never a bad score. LLM variants run on
ScriptedLLM, a scripted local stand-in for a chat model (no network, no model)."""

from __future__ import annotations

import asyncio
import json
import random
from collections.abc import Mapping

import pytest

from memvault import ExtractionError, InvalidInput, Message, ToolCall
from memvault.core.protocols import ImportanceScorer
from memvault.memories import HeuristicImportanceScorer, LLMImportanceScorer, SelectiveMemory
from memvault.memories.selective import top_scored
from memvault.testing import LLMRequest, ScriptedLLM


class TableScorer:
    """Scores each content from a table (unknown contents score 0)."""

    def __init__(self, table: Mapping[str, object]) -> None:
        self.table = table
        self.seen: list[str] = []

    async def score(self, message: Message) -> float:
        self.seen.append(message.content)
        return self.table.get(message.content, 0.0)  # type: ignore[return-value]


# the heuristic scorer


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("I live in Lisbon", True),
        ("I have 2 kids", True),
        ("My name is Alice", True),
        ("My sister Ana visits every July.", True),
        ("I moved to Berlin in 2023 with my sister Ana and work at SAP.", True),
        ("ok thanks!", False),
        ("The weather is nice today", False),
        ("Where do you live?", False),
        ("I like it", False),
    ],
)
async def test_heuristic_scores_first_person_facts_with_specifics_high(
    text: str, kept: bool
) -> None:
    score = await HeuristicImportanceScorer().score(Message.user(text))
    assert 0.0 <= score <= 1.0
    assert (score >= 0.7) is kept, score


async def test_heuristic_counts_first_person_facts_only_from_the_user() -> None:
    scorer = HeuristicImportanceScorer()
    said_by_user = await scorer.score(Message.user("I live in Lisbon"))
    said_by_assistant = await scorer.score(Message.assistant("I live in Lisbon"))
    assert said_by_user - said_by_assistant == pytest.approx(0.5)


async def test_heuristic_does_not_take_a_sentence_opening_word_for_a_name() -> None:
    scorer = HeuristicImportanceScorer()
    opening = await scorer.score(Message.assistant("Sure. Lovely weather"))
    inside = await scorer.score(Message.assistant("Sure. Lovely Lisbon"))
    assert inside > opening


# SelectiveMemory


async def test_keeps_only_messages_scoring_at_least_the_threshold() -> None:
    memory = SelectiveMemory()
    assert isinstance(memory.importance_scorer, HeuristicImportanceScorer)
    for text in ["hi", "I live in Lisbon", "ok thanks!", "I have 2 kids", "Where is it?"]:
        await memory.add_message(Message.user(text))
    assert [m.content for m in memory.get_full_context()] == ["I live in Lisbon", "I have 2 kids"]
    assert all(score >= 0.7 for _, score in memory.scored())
    assert len(memory) == 2


async def test_threshold_is_inclusive_and_configurable() -> None:
    scorer = TableScorer({"a": 0.5, "b": 0.49})
    memory = SelectiveMemory(scorer, threshold=0.5)
    await memory.add_message(Message.user("a"))
    await memory.add_message(Message.user("b"))
    assert memory.scored() == [(memory.scored()[0][0], 0.5)]
    assert memory.scored()[0][0].content == "a"


async def test_important_context_is_the_top_k_in_the_order_said() -> None:
    scores = {"a": 0.8, "b": 0.95, "c": 0.75, "d": 0.9, "e": 1.0}
    memory = SelectiveMemory(TableScorer(scores))
    for text in "abcde":
        await memory.add_message(Message.user(text))
    assert [m.content for m in memory.get_important_context(top_k=3)] == ["b", "d", "e"]
    assert [m.content for m in memory.get_important_context()] == list("abcde")
    assert memory.get_important_context(top_k=0) == []
    with pytest.raises(InvalidInput, match="top_k"):
        memory.get_important_context(top_k=-1)


def test_top_scored_prefers_the_newer_on_ties() -> None:
    a, b, c = (Message.user(x) for x in "abc")
    assert top_scored([(a, 0.9), (b, 0.8), (c, 0.8)], 2) == [(a, 0.9), (c, 0.8)]


async def test_max_items_drops_the_lowest_scoring_oldest_first() -> None:
    memory = SelectiveMemory(TableScorer({"a": 0.8, "b": 0.8, "c": 0.9, "d": 0.85}), max_items=2)
    for text in "abcd":
        await memory.add_message(Message.user(text))
    assert [m.content for m in memory.get_full_context()] == ["c", "d"]


async def test_tool_traffic_is_never_scored_nor_kept() -> None:
    scorer = TableScorer({"21 degrees": 1.0})
    memory = SelectiveMemory(scorer, threshold=0.0)
    await memory.add_message(Message.assistant("", tool_calls=(ToolCall("c1", "weather"),)))
    await memory.add_message(Message.tool("21 degrees", tool_call_id="c1"))
    assert memory.get_full_context() == []
    assert scorer.seen == []


@pytest.mark.parametrize("bad", [1.5, -0.1, float("nan"), float("inf"), "0.9", None, True])
async def test_a_score_outside_0_1_is_an_error_not_kept(bad: object) -> None:
    memory = SelectiveMemory(TableScorer({"I live in Lisbon": bad}), threshold=0.0)
    with pytest.raises(InvalidInput) as info:
        await memory.add_message(Message.user("I live in Lisbon"))
    assert info.value.field == "importance_scorer"
    assert len(memory) == 0


async def test_a_scorer_that_raises_leaves_the_memory_unchanged() -> None:
    class Failing:
        async def score(self, message: Message) -> float:
            raise ConnectionError("scorer down")

    memory = SelectiveMemory(Failing())
    with pytest.raises(ConnectionError, match="scorer down"):
        await memory.add_message(Message.user("I live in Lisbon"))
    assert len(memory) == 0


@pytest.mark.parametrize(
    ("kwargs", "field"),
    [
        ({"threshold": 1.1}, "threshold"),
        ({"threshold": "high"}, "threshold"),
        ({"max_items": 0}, "max_items"),
        ({"importance_scorer": lambda m: 1.0}, "importance_scorer"),
    ],
)
def test_bad_settings_are_refused(kwargs: dict[str, object], field: str) -> None:
    with pytest.raises(InvalidInput) as info:
        SelectiveMemory(**kwargs)  # type: ignore[arg-type]
    assert info.value.field == field


@pytest.mark.parametrize(("role", "content"), [("user", ""), ("user", None), ("bot", "x")])
async def test_bad_messages_are_refused(role: object, content: object) -> None:
    memory = SelectiveMemory(threshold=0.0)
    with pytest.raises(InvalidInput):  # the deprecated form: refused before it warns
        await memory.add_message(role, content)  # type: ignore[call-overload]
    with pytest.raises(InvalidInput, match="message"):
        await memory.add_message({"role": "user", "content": "hi"})  # type: ignore[call-overload]
    with pytest.raises(InvalidInput, match="message"):
        await memory.add("I live in Lisbon")  # type: ignore[arg-type]
    assert len(memory) == 0


# LLMImportanceScorer (ScriptedLLM stands in for the model)


async def test_llm_scorer_reads_the_models_importance() -> None:
    def model(request: LLMRequest) -> str:
        assert request.json_schema is not None
        important = "Lisbon" in request.last
        return f"Here you go: {json.dumps({'importance': 0.9 if important else 0.1})}"

    llm = ScriptedLLM(model)
    scorer = LLMImportanceScorer(llm)
    assert isinstance(scorer, ImportanceScorer)
    memory = SelectiveMemory(scorer)
    await memory.add_message(Message.user("I live in Lisbon"))
    await memory.add_message(Message.user("lol"))
    assert [(m.content, s) for m, s in memory.scored()] == [("I live in Lisbon", 0.9)]
    assert llm.calls[0].last == "user: I live in Lisbon"


async def test_llm_scorer_sends_back_an_out_of_range_score_then_gives_up() -> None:
    llm = ScriptedLLM.replies('{"importance": 7}', '{"importance": 0.8}')
    assert await LLMImportanceScorer(llm).score(Message.user("I live in Lisbon")) == 0.8
    assert "0 to 1" in llm.calls[1].last

    llm = ScriptedLLM.replies('{"importance": 7}', "no idea")
    memory = SelectiveMemory(LLMImportanceScorer(llm, max_attempts=2))
    with pytest.raises(ExtractionError) as info:
        await memory.add_message(Message.user("I live in Lisbon"))
    assert info.value.raw == "no idea"
    assert len(memory) == 0


async def test_concurrent_adds_keep_the_order_they_were_made_in() -> None:
    class Jittery:
        """Takes a different number of event-loop turns for each message."""

        def __init__(self) -> None:
            self.turns = random.Random(7)

        async def score(self, message: Message) -> float:
            for _ in range(self.turns.randrange(5)):
                await asyncio.sleep(0)
            return 0.9

    memory = SelectiveMemory(Jittery())
    await asyncio.gather(*(memory.add_message(Message.user(f"m{i}")) for i in range(20)))
    assert [m.content for m in memory.get_full_context()] == [f"m{i}" for i in range(20)]


async def test_add_messages_keeps_a_batch_like_one_add_each() -> None:
    scorer = TableScorer({"a": 0.9, "b": 0.2, "c": 0.8})
    memory = SelectiveMemory(scorer)
    call = Message.assistant(tool_calls=(ToolCall("c1", "weather"),))
    batch = [Message.user("a"), call, Message.tool("c", "c1"), Message.user("b"), Message.user("c")]
    assert await memory.add_messages(batch) is None  # type: ignore[func-returns-value]
    assert [(m.content, s) for m, s in memory.scored()] == [("a", 0.9), ("c", 0.8)]
    assert scorer.seen == ["a", "b", "c"]  # tool traffic is never scored


async def test_add_messages_is_all_or_nothing() -> None:
    memory = SelectiveMemory(TableScorer({"a": 0.9, "b": 7.0}))
    with pytest.raises(InvalidInput) as info:
        await memory.add_messages([Message.user("a"), Message.user("b")])
    assert info.value.field == "importance_scorer"
    assert len(memory) == 0
    with pytest.raises(InvalidInput, match="messages"):
        await memory.add_messages(Message.user("a"))  # type: ignore[arg-type]
    with pytest.raises(InvalidInput, match="message"):
        await memory.add_messages([Message.user("a"), "b"])  # type: ignore[list-item]
    assert len(memory) == 0
