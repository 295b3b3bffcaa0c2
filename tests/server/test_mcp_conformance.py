"""The MCP conformance suite (``@modelcontextprotocol/conformance``, from npm) against the MCP
server that ``memvault serve`` mounts at ``/mcp``, the one ``memvault mcp`` runs over stdio
(``memvault.mcp.build_server``): the suite speaks streamable HTTP only.

``make test`` installs the suite and the Node.js it needs (>= 22) into
``tests/mcp_conformance/node_modules`` with ``npm ci`` (versions pinned by its lock file).
Every scenario of the suite (``--suite all``) runs; a scenario passes when each of its checks
does. Most scenarios call the fixtures of the suite's own reference server (tools named
``test_*``, resources under ``test://``, prompts) or capabilities memvault does not declare:
those are listed in ``NOT_APPLICABLE`` with the reason, passed to the suite as its expected
failures, and each must fail for exactly that reason (an unknown tool, resource or method),
not for another. A listed scenario that starts to pass, or an unlisted one that fails, fails
the test.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
from pathlib import Path
from typing import Any

import pytest

from tests.served import serving

SUITE = Path(__file__).resolve().parents[1] / "mcp_conformance" / "node_modules" / ".bin"
Checks = list[dict[str, Any]]
ON_CI = os.environ.get("CI", "").lower() == "true"

FIXTURE_TOOL = r"Unknown tool: 'test_\w+'"
FIXTURE_RESOURCE = r"Unknown resource: expected memvault://memories/"
NOT_DECLARED = r"Method not found"

NOT_APPLICABLE: dict[str, tuple[str, str]] = {
    # scenario: (why it does not apply, what its failure must say)
    **{
        f"tools-call-{name}": ("calls a fixture tool of the suite's reference server", FIXTURE_TOOL)
        for name in (
            "simple-text",
            "image",
            "audio",
            "embedded-resource",
            "mixed-content",
            "error",
            "with-progress",
            "sampling",
            "elicitation",
        )
    },
    "elicitation-sep1034-defaults": ("calls a fixture tool (elicitation)", FIXTURE_TOOL),
    "elicitation-sep1330-enums": ("calls a fixture tool (elicitation)", FIXTURE_TOOL),
    "json-schema-2020-12": (
        "looks for the fixture tool json_schema_2020_12_tool (memvault's own tool schemas are"
        " checked by tools-list)",
        r"Tool 'json_schema_2020_12_tool' not found",
    ),
    "resources-read-text": ("reads a fixture resource (test://...)", FIXTURE_RESOURCE),
    "resources-read-binary": ("reads a fixture resource (test://...)", FIXTURE_RESOURCE),
    "resources-templates-read": ("reads a fixture resource template", FIXTURE_RESOURCE),
    "resources-subscribe": ("memvault declares no resource subscriptions", NOT_DECLARED),
    "resources-unsubscribe": ("memvault declares no resource subscriptions", NOT_DECLARED),
    "prompts-list": ("memvault declares no prompts", NOT_DECLARED),
    "prompts-get-simple": ("memvault declares no prompts", NOT_DECLARED),
    "prompts-get-with-args": ("memvault declares no prompts", NOT_DECLARED),
    "prompts-get-embedded-resource": ("memvault declares no prompts", NOT_DECLARED),
    "prompts-get-with-image": ("memvault declares no prompts", NOT_DECLARED),
    "tools-call-with-logging": (
        "sets a log level, then calls a fixture tool; memvault has no logging capability",
        NOT_DECLARED,
    ),
    "logging-set-level": ("memvault sends no log messages: no logging capability", NOT_DECLARED),
    "completion-complete": ("memvault declares no argument completion", NOT_DECLARED),
}
"""The scenarios that do not apply to memvault, why, and what their failure must say."""

STATELESS = {"server-sse-polling", "server-sse-multiple-streams"}
"""Scenarios for servers that keep MCP sessions and stream over SSE; ``/mcp`` is stateless and
answers JSON (any worker answers any request), so they find no session id, warn, and end
without a check. They are expected failures too."""

APPLICABLE = {"server-initialize", "ping", "tools-list", "resources-list",
              "dns-rebinding-protection"}  # fmt: skip


@pytest.fixture(scope="module")
def suite() -> Path:
    if not (SUITE / "conformance").exists() or not (SUITE / "node").exists():
        message = f"the MCP conformance suite is not installed in {SUITE.parent} (`make test`)"
        if ON_CI:
            pytest.fail(message)
        pytest.skip(message)
    return SUITE


@pytest.fixture(scope="module")
def results(suite: Path, tmp_path_factory: pytest.TempPathFactory) -> dict[str, Checks]:
    """Each scenario of one run of the whole suite, with its checks."""
    folder = tmp_path_factory.mktemp("conformance")
    baseline = folder / "not-applicable.yml"
    baseline.write_text(
        "server:\n" + "".join(f"  - {name}\n" for name in [*NOT_APPLICABLE, *STATELESS])
    )
    for url in serving(folder / "served.db"):
        run = subprocess.run(
            [suite / "conformance", "server", "--url", f"{url}/mcp", "--suite", "all",
             "--expected-failures", baseline, "-o", folder / "out"],
            env={**os.environ, "PATH": f"{suite}{os.pathsep}{os.environ['PATH']}"},
            capture_output=True, text=True, timeout=300,
        )  # fmt: skip
        assert run.returncode == 0, run.stdout[-4000:] + run.stderr[-2000:]
    found: dict[str, Checks] = {}
    for checks in (folder / "out").glob("server-*/checks.json"):
        scenario = re.sub(r"^server-|-\d{4}-\d\d-\d\dT.*$", "", checks.parent.name)
        found[scenario] = json.loads(checks.read_text())
    return found


def failures(checks: Checks) -> Checks:
    return [c for c in checks if c.get("status") == "FAILURE"]


def test_every_scenario_is_applicable_not_applicable_or_for_sessions(
    results: dict[str, Checks],
) -> None:
    assert set(results) == APPLICABLE | set(NOT_APPLICABLE) | STATELESS


@pytest.mark.parametrize("scenario", sorted(APPLICABLE))
def test_an_applicable_scenario_passes_every_check(
    results: dict[str, Checks], scenario: str
) -> None:
    checks = results[scenario]
    assert [c for c in checks if c.get("status") == "SUCCESS"], checks
    assert failures(checks) == []


@pytest.mark.parametrize("scenario", sorted(NOT_APPLICABLE))
def test_a_scenario_that_does_not_apply_fails_for_that_reason_only(
    results: dict[str, Checks], scenario: str
) -> None:
    _, says = NOT_APPLICABLE[scenario]
    failed = failures(results[scenario])
    assert failed, f"{scenario} passes now: take it off NOT_APPLICABLE"
    for check in failed:
        assert re.search(says, check.get("errorMessage") or check.get("details", "")), check


@pytest.mark.parametrize("scenario", sorted(STATELESS))
def test_session_scenarios_find_a_stateless_server(
    results: dict[str, Checks], scenario: str
) -> None:
    checks = results[scenario]
    assert failures(checks) == []
    warned = [c["id"] for c in checks if c.get("status") == "WARNING"]
    assert warned == [f"{scenario}-session"], checks  # "Server did not provide session ID"
