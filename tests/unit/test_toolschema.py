"""``memvault.core.toolschema``: the argument checker the tool faces share (function calling
and MCP), over the JSON Schema subset their definitions use."""

from __future__ import annotations

from typing import Any

import pytest

from memvault.core.toolschema import check_arguments
from memvault.errors import InvalidInput

SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {
        "query": {"type": "string", "minLength": 1},
        "note": {"type": "string"},
        "limit": {"type": "integer", "minimum": 1, "maximum": 10},
        "weight": {"type": "number", "minimum": 0},
        "kinds": {"type": "array", "items": {"type": "string", "enum": ["a", "b"]},
                  "minItems": 1, "maxItems": 2},
        "confirm": {"type": "boolean"},
        "where": {"type": "object"},
    },
    "required": ["query"],
}  # fmt: skip


def test_good_arguments_come_back_as_given() -> None:
    given = {"query": "q", "note": "", "limit": 3, "weight": 0.5, "kinds": ["b"],
             "confirm": False, "where": {"a": [1, {"b": None}]}}  # fmt: skip
    assert check_arguments(given, SCHEMA) == given


@pytest.mark.parametrize(
    ("arguments", "field", "problem"),
    [
        ([], "arguments", "must be a JSON object, not an array"),
        ({}, "query", "missing required argument"),
        ({"query": "q", "user": "x"}, "user", "unknown argument"),
        ({"query": " "}, "query", "must not be empty"),
        ({"query": "q", "limit": True}, "limit", "must be an integer, not a boolean"),
        ({"query": "q", "limit": 2.5}, "limit", "must be an integer, not a number"),
        ({"query": "q", "limit": 11}, "limit", "must be between 1 and 10, not 11"),
        ({"query": "q", "weight": -1}, "weight", "must be at least 0, not -1"),
        ({"query": "q", "kinds": "a"}, "kinds", "must be an array, not a string"),
        ({"query": "q", "kinds": []}, "kinds", "must hold at least 1 item(s)"),
        ({"query": "q", "kinds": ["a", "b", "a"]}, "kinds", "must hold at most 2 items, not 3"),
        ({"query": "q", "kinds": ["a", "c"]}, "kinds[1]", "must be one of a, b, not 'c'"),
        ({"query": "q", "kinds": [1]}, "kinds[0]", "must be a string, not an integer"),
        ({"query": "q", "confirm": "yes"}, "confirm", "must be true or false, not a string"),
        ({"query": "q", "where": ["a"]}, "where", "must be"),
    ],
)
def test_a_bad_argument_is_named(arguments: object, field: str, problem: str) -> None:
    with pytest.raises(InvalidInput) as raised:
        check_arguments(arguments, SCHEMA)
    assert raised.value.field == field
    assert raised.value.problem.startswith(problem)
