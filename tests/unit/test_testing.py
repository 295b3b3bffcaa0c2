"""memvault.testing: the scripted LLM users test their own code with."""

from __future__ import annotations

import pytest

from memvault import BackendUnavailable, InvalidInput, Message
from memvault.core.protocols import LLM, Embedder
from memvault.testing import HashEmbedder, LLMRequest, ScriptedLLM


async def test_the_handler_sees_the_request_and_every_call_is_recorded() -> None:
    def handler(request: LLMRequest) -> str:
        return "JSON" if request.json_schema else f"{len(request.messages)}: {request.last}"

    llm = ScriptedLLM(handler)
    assert isinstance(llm, LLM)
    assert await llm.complete([Message.system("s"), Message.user("hi")]) == "2: hi"
    assert await llm.complete([Message.user("x")], json_schema={"type": "object"}) == "JSON"
    assert [c.last for c in llm.calls] == ["hi", "x"]
    assert llm.calls[0].prompt == "s\nhi"
    assert llm.calls[1].json_schema == {"type": "object"}
    assert llm.calls[0].json_schema is None


async def test_async_handlers_and_errors_pass_through() -> None:
    async def handler(request: LLMRequest) -> str:
        if "down" in request.last:
            raise BackendUnavailable("chat model server at 127.0.0.1:1 cannot be reached")
        return "up"

    llm = ScriptedLLM(handler)
    assert await llm.complete([Message.user("are you up")]) == "up"
    with pytest.raises(BackendUnavailable):
        await llm.complete([Message.user("go down")])
    assert len(llm.calls) == 2


async def test_replies_in_order_then_an_assertion() -> None:
    llm = ScriptedLLM.replies("one", "two")
    assert await llm.complete([Message.user("a")]) == "one"
    assert await llm.complete([Message.user("b")]) == "two"
    with pytest.raises(AssertionError, match="ran out of replies: 2 scripted, call 3 was 'c'"):
        await llm.complete([Message.user("c")])


async def test_a_handler_returning_no_string_is_a_type_error() -> None:
    llm = ScriptedLLM(lambda request: 42)  # type: ignore[arg-type,return-value]
    with pytest.raises(TypeError, match="returned int"):
        await llm.complete([Message.user("a")])


async def test_bad_requests_are_invalid_input() -> None:
    llm = ScriptedLLM(lambda request: "x")
    with pytest.raises(InvalidInput, match="messages"):
        await llm.complete([])
    with pytest.raises(InvalidInput, match="messages"):
        await llm.complete("hello")  # type: ignore[arg-type]
    with pytest.raises(InvalidInput, match="json_schema"):
        await llm.complete([Message.user("a")], json_schema={1: "x"})  # type: ignore[dict-item]
    with pytest.raises(InvalidInput, match="handler"):
        ScriptedLLM("not callable")  # type: ignore[arg-type]
    assert not llm.calls


async def test_hash_embedder_is_reexported_and_deterministic() -> None:
    embedder = HashEmbedder()
    assert isinstance(embedder, Embedder)
    first, second = await embedder.embed(["same text", "same text"])
    assert (first == second).all()
