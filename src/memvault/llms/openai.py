"""A chat model behind any server that speaks OpenAI's ``POST /chat/completions``.

That is OpenAI itself (``https://api.openai.com/v1``), Ollama (``http://localhost:11434/v1``),
vLLM, LM Studio and llama.cpp's server. There is no default URL: the caller says where the
server is, and nothing is sent anywhere else.

Each call sends ``{"model", "messages", "temperature"}`` (and ``max_tokens`` when set), with
``Authorization: Bearer <api_key>`` when a key is given. With a ``json_schema`` it also asks for
structured output, as ``response_format`` says: ``"json_schema"`` (the default: OpenAI, vLLM,
llama.cpp and Ollama ≥ 0.5 constrain the reply to the schema), ``"json_object"`` (JSON mode,
for servers without schemas) or ``"none"`` (send nothing; the prompt must ask for JSON). The
reply is the text of the first choice (``respond`` also offers ``tools`` and returns the
assistant ``Message`` with the tool calls the model asks for); a reply cut off by
``max_tokens`` is returned as it is, and callers that parse it (``LLMExtractor``) repair or
retry.

Errors are mapped at the boundary exactly as for the embedder: a server that cannot be
reached, times out or answers with an HTTP error raises ``BackendUnavailable`` naming its host
and port (and quoting the server's message, api key scrubbed); a reply that is not a chat
completion raises ``MemvaultError`` saying what was wrong. The api key never appears in a
message or a ``repr``. Needs the ``openai`` extra (httpx).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Literal, get_args

from memvault.core import validate as _validate
from memvault.core.types import Message, ToolCall
from memvault.errors import InvalidInput, MemvaultError
from memvault.infra import http as _http
from memvault.infra.resource import AsyncResource

if TYPE_CHECKING:
    import httpx

__all__ = ["OpenAICompatibleLLM", "ResponseFormat"]

DEFAULT_TIMEOUT = 120.0
"""Seconds to wait for a connection or a whole reply before ``BackendUnavailable``."""

ResponseFormat = Literal["json_schema", "json_object", "none"]
_FORMATS: tuple[str, ...] = get_args(ResponseFormat)
_EXPECTED = "an OpenAI chat completion"


class OpenAICompatibleLLM(AsyncResource):
    """The chat ``model`` served at ``base_url`` (the URL before ``/chat/completions``).

    ``temperature`` defaults to 0 (extraction wants the same answer twice); ``max_tokens``
    caps the reply (``None``: the server's default). ``timeout`` bounds the connection and the
    reply, in seconds. The HTTP client is made on first use; close it with :meth:`aclose` or
    ``async with``. A closed model makes a new client if it is used again.
    """

    def __init__(
        self,
        base_url: str,
        model: str,
        api_key: str | None = None,
        *,
        timeout: float = DEFAULT_TIMEOUT,
        temperature: float = 0.0,
        max_tokens: int | None = None,
        response_format: ResponseFormat = "json_schema",
    ) -> None:
        self._httpx = _http.require_httpx()
        self._url, self._where = _http.endpoint(base_url, "/chat/completions")
        self._model = _validate.text("model", model)
        self._api_key = _http.api_key(api_key)
        self._timeout = _http.timeout(timeout)
        if isinstance(temperature, bool) or not isinstance(temperature, int | float):
            raise InvalidInput("temperature", f"must be a number, not {type(temperature).__name__}")
        if not (math.isfinite(temperature) and 0 <= temperature <= 2):
            raise InvalidInput("temperature", "must be between 0 and 2")
        self._temperature = float(temperature)
        self._max_tokens = (
            None if max_tokens is None else _validate.positive_int("max_tokens", max_tokens)
        )
        if response_format not in _FORMATS:
            raise InvalidInput("response_format", f"must be one of {', '.join(_FORMATS)}")
        self._format = response_format
        self._client: httpx.AsyncClient | None = None

    @property
    def url(self) -> str:
        """The endpoint requests go to (``base_url`` + ``/chat/completions``)."""
        return self._url

    async def complete(
        self, messages: Sequence[Message], *, json_schema: Mapping[str, Any] | None = None
    ) -> str:
        """The text of the model's reply to ``messages`` (at least one ``Message``)."""
        return self._text(await self._post(self._payload(messages, json_schema)))

    async def respond(
        self, messages: Sequence[Message], *, tools: Sequence[Mapping[str, Any]] = ()
    ) -> Message:
        """The model's reply as an assistant ``Message``: its text and the tool calls it asks
        for. ``tools`` are function definitions in the chat API's shape (``MemoryTools``'s
        ``definitions``), offered to the model; answer each call with a ``tool`` message
        (``MemoryTools.answer``) and call ``respond`` again."""
        payload = self._payload(messages, None)
        if isinstance(tools, str | Mapping) or not isinstance(tools, Sequence):
            raise InvalidInput("tools", "must be a list of tool definitions")
        if tools:
            payload["tools"] = [
                _validate.json_object(f"tools[{i}]", tool) for i, tool in enumerate(tools)
            ]
        message = _first_message(await self._post(payload), self._malformed)
        calls = _tool_calls(message.get("tool_calls"), self._malformed)
        content = message.get("content")
        if not calls:
            return Message.assistant(self._text({"choices": [{"message": message}]}))
        return Message.assistant(content if isinstance(content, str) else "", tool_calls=calls)

    async def _post(self, payload: dict[str, Any]) -> Any:
        if self._client is None:
            headers = {"Authorization": f"Bearer {self._api_key}"} if self._api_key else {}
            self._client = self._httpx.AsyncClient(headers=headers, timeout=self._timeout)
        return await _http.post_json(
            self._client,
            self._url,
            payload,
            what="chat model server",
            expected=_EXPECTED,
            where=self._where,
            seconds=self._timeout,
            key=self._api_key,
        )

    async def aclose(self) -> None:
        """Close the HTTP client, if one was made; a later call makes a new one."""
        client, self._client = self._client, None
        if client is not None:
            await client.aclose()

    def __repr__(self) -> str:
        key = "None" if self._api_key is None else "'***'"
        base = self._url.removesuffix("/chat/completions")
        return f"OpenAICompatibleLLM({base!r}, {self._model!r}, api_key={key})"

    def _payload(
        self, messages: Sequence[Message], json_schema: Mapping[str, Any] | None
    ) -> dict[str, Any]:
        if isinstance(messages, str | Message) or not isinstance(messages, Sequence):
            raise InvalidInput("messages", "must be a sequence of Message")
        if not messages:
            raise InvalidInput("messages", "must not be empty")
        for i, message in enumerate(messages):
            if not isinstance(message, Message):
                raise InvalidInput(
                    f"messages[{i}]", f"must be a Message, not {type(message).__name__}"
                )
        payload: dict[str, Any] = {
            "model": self._model,
            "messages": [_wire(m) for m in messages],
            "temperature": self._temperature,
        }
        if self._max_tokens is not None:
            payload["max_tokens"] = self._max_tokens
        if json_schema is not None:
            schema = _validate.json_object("json_schema", json_schema)
            if self._format == "json_schema":
                payload["response_format"] = {
                    "type": "json_schema",
                    "json_schema": {"name": "reply", "schema": schema},
                }
            elif self._format == "json_object":
                payload["response_format"] = {"type": "json_object"}
        return payload

    def _text(self, reply: Any) -> str:
        message = _first_message(reply, self._malformed)
        content = message.get("content")
        if isinstance(content, str):
            return content
        refusal = message.get("refusal")
        if isinstance(refusal, str) and refusal:
            raise MemvaultError(
                f"chat model server at {self._where}: the model refused:"
                f" {_http.scrub(refusal, self._api_key)[: _http.QUOTE]}"
            )
        raise self._malformed(f'the message has no text "content" (got {_http.shape(content)})')

    def _malformed(self, problem: str) -> MemvaultError:
        return MemvaultError(
            f"chat model server at {self._where} sent a reply that is not {_EXPECTED}: {problem}"
        )


def _first_message(reply: Any, malformed: Callable[[str], MemvaultError]) -> dict[str, Any]:
    """The ``message`` of a chat completion's first choice."""
    choices = reply.get("choices") if isinstance(reply, dict) else None
    if not isinstance(choices, list) or not choices:
        raise malformed(f'it has no "choices" (got {_http.shape(reply)})')
    first = choices[0]
    message = first.get("message") if isinstance(first, dict) else None
    if not isinstance(message, dict):
        raise malformed('the first choice has no "message" object')
    return message


def _tool_calls(raw: object, malformed: Callable[[str], MemvaultError]) -> tuple[ToolCall, ...]:
    """The function calls a reply's message asks for (none when it asks for none)."""
    if raw is None:
        return ()
    if not isinstance(raw, list):
        raise malformed(f'"tool_calls" is not a list (got {_http.shape(raw)})')
    calls = []
    for i, call in enumerate(raw):
        function = call.get("function") if isinstance(call, dict) else None
        if not isinstance(function, dict):
            raise malformed(f'tool_calls[{i}] has no "function" object')
        arguments: Any = function.get("arguments")
        call_id: Any = call.get("id")  # a dict: it has a "function"
        name: Any = function.get("name")
        try:
            calls.append(ToolCall(call_id, name, "{}" if arguments is None else arguments))
        except InvalidInput as exc:
            raise malformed(f"tool_calls[{i}]: {exc}") from None
    return tuple(calls)


def _wire(message: Message) -> dict[str, Any]:
    """One message as the chat completions API takes it."""
    out: dict[str, Any] = {"role": message.role, "content": message.content}
    if message.name is not None:
        out["name"] = message.name
    if message.tool_call_id is not None:
        out["tool_call_id"] = message.tool_call_id
    if message.tool_calls:
        out["tool_calls"] = [
            {"id": c.id, "type": "function", "function": {"name": c.name, "arguments": c.arguments}}
            for c in message.tool_calls
        ]
        if not message.content:
            out["content"] = None
    return out
