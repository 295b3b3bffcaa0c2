"""``vault.remember`` with a language model: the LLM extractor and resolver are used when the
vault is given an ``llm``. The model here is ``ScriptedLLM``, a scripted local stand-in (no
model runs on this machine); the store is a real SQLite database."""

from __future__ import annotations

import json
import re
from datetime import UTC, datetime

import pytest

from memvault import ExtractionError, MemoryVault
from memvault.embedders import HashEmbedder
from memvault.knowledge.learn import NOTHING_FOUND
from memvault.testing import LLMRequest, ScriptedLLM

MARCH = datetime(2024, 3, 1, tzinfo=UTC)
JUNE = datetime(2024, 6, 1, tzinfo=UTC)


def model(request: LLMRequest) -> str:
    """Extracts a city from "live in X" / "moved to X"; supersedes any known city fact."""
    if "decisions" in json.dumps(request.json_schema):
        known = re.findall(r'"id": "([0-9a-f]+)"', request.prompt)
        action = {"candidate": 0, "action": "SUPERSEDE", "target_ids": known, "reason": "moved"}
        if not known:
            action = {"candidate": 0, "action": "ADD", "reason": "new"}
        return json.dumps({"decisions": [action]})
    city = re.search(r"(?:live in|moved to) (\w+)", request.last)
    if city is None:
        return '{"facts": []}'
    fact = {"content": f"User lives in {city[1]}", "subject": "user", "attribute": "city",
            "value": city[1]}  # fmt: skip
    return "Sure! Here you are:\n```json\n" + json.dumps({"facts": [fact]}) + ",\n```"


async def test_remember_uses_the_llm_extractor_and_resolver() -> None:
    llm = ScriptedLLM(model)
    async with MemoryVault(":memory:", embedder=HashEmbedder(), llm=llm) as vault:
        [added] = await vault.remember("I live in Lisbon", user_id="dana", at=MARCH)
        assert added.event == "ADD"
        [moved] = await vault.remember("I moved to Porto", user_id="dana", at=JUNE)
        assert moved.event == "SUPERSEDE"
        assert moved.reason == "moved"
        old = await vault.get(added.memory_id, all_scopes=True)
        assert old.valid_to == JUNE
        assert old.superseded_by == moved.memory_id
        [hit] = await vault.search("where does the user live", user_id="dana", limit=1)
        assert hit.content == "User lives in Porto"
    assert len(llm.calls) == 4  # an extraction and a resolution per remember


async def test_a_reply_that_is_not_json_raises_and_stores_nothing() -> None:
    llm = ScriptedLLM(lambda request: "I am sorry, I cannot help with that.")
    async with MemoryVault(":memory:", embedder=HashEmbedder(), llm=llm) as vault:
        with pytest.raises(ExtractionError) as caught:
            await vault.remember("I live in Lisbon", user_id="dana")
        assert caught.value.raw is not None
        assert "cannot help" in caught.value.raw
        assert await vault.count(all_scopes=True) == 0


async def test_a_model_that_finds_nothing_is_reported_not_silent() -> None:
    """``remember`` returned ``[]`` when the extractor found nothing: now one NOOP naming no
    memory says so. With a model the language is not blamed (a model may read any)."""
    async with MemoryVault(":memory:", embedder=HashEmbedder(), llm=ScriptedLLM(model)) as vault:
        [event] = await vault.remember("Ich wohne in Berlin", user_id="dana")
        assert (event.event, event.memory_id, event.reason) == ("NOOP", "", NOTHING_FOUND)
        assert await vault.count(all_scopes=True) == 0
