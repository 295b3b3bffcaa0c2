"""The command line: every command has help and is documented; the demo recalls memories."""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

import pytest

from memvault.cli.main import build_parser, main

CLI_PAGE = (Path(__file__).resolve().parents[1] / "docs" / "cli.md").read_text(encoding="utf-8")


def commands() -> dict[str, argparse.ArgumentParser]:
    parser = build_parser()
    [action] = [a for a in parser._actions if isinstance(a, argparse._SubParsersAction)]
    return dict(action.choices)


def test_every_command_has_help_and_is_documented() -> None:
    assert commands()
    for name, sub in commands().items():
        assert sub.description, name
        assert f"`memvault {name}" in CLI_PAGE, f"docs/cli.md does not document `memvault {name}`"


def test_demo_stores_and_recalls(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = tmp_path / "demo.db"
    for _ in range(2):  # running it again gives the same answer, not duplicates
        assert main(["demo", "--db", str(db)]) == 0
        out = capsys.readouterr().out
        assert "Stored 10 messages in 3 sessions" in out
        assert "Sessions found in the store: 2024-03-04-monday" in out
        assert '"lisbon": 3 hits' in out
        assert "Maya lands on April 12" in out
        # Issue 13 D: the demo shows what sets memvault apart, not only message search.
        assert "SUPERSEDE User's city is Porto" in out
        assert "now: User's city is Porto; on 2024-04-03: User's city is Lisbon" in out
        assert "- User follows a vegetarian diet" in out


def test_errors_are_one_line_and_exit_1(tmp_path: Path) -> None:
    not_a_db = tmp_path / "notes.txt"
    not_a_db.write_text("definitely not sqlite " * 200)
    proc = subprocess.run(
        [sys.executable, "-m", "memvault", "demo", "--db", str(not_a_db)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert proc.returncode == 1
    assert proc.stderr.strip().splitlines() == [
        f"memvault: error: db_path: {not_a_db} is not a SQLite database"
    ]


def test_help_exits_cleanly() -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "memvault", "demo", "--help"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert proc.returncode == 0
    assert "--db" in proc.stdout


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_the_commands_work_together(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = ["--db", str(tmp_path / "cli.db"), "--embedder", "hash"]
    code, out, _ = run(
        capsys,
        *db,
        "add",
        "Alice lives in Lisbon",
        "--user",
        "alice",
        "--meta",
        '{"src": "cli"}',
        "--at",
        "2024-03-01T10:00:00",
    )
    assert code == 0
    memory_id = out.strip()
    run(capsys, *db, "add", "Bob likes jazz", "--user", "bob")
    code, out, _ = run(capsys, *db, "--json", "search", "Lisbon", "--user", "alice")
    [hit] = json.loads(out)
    assert (hit["id"], hit["metadata"], hit["at"]) == (
        memory_id,
        {"src": "cli"},
        "2024-03-01T10:00:00+00:00",
    )
    assert 0 < hit["score"] <= 1
    code, out, _ = run(capsys, *db, "list", "--user", "alice")
    assert out.startswith(memory_id)
    assert "Alice lives in Lisbon" in out
    code, out, _ = run(capsys, *db, "--json", "show", memory_id, "--user", "alice")
    assert json.loads(out)[0]["content"] == "Alice lives in Lisbon"
    code, out, err = run(capsys, *db, "show", memory_id, "--user", "bob")
    assert (code, err.strip()) == (1, f"memvault: error: no memory with id {memory_id!r}")
    code, out, _ = run(capsys, *db, "history", memory_id, "--user", "alice")
    assert "ADD" in out

    exported = tmp_path / "all.jsonl"
    assert run(capsys, *db, "export", str(exported), "--all-scopes")[0] == 0
    assert len(exported.read_text().splitlines()) == 2
    copy = ["--db", str(tmp_path / "copy.db"), "--embedder", "hash"]
    code, out, err = run(capsys, *copy, "import", str(exported))
    assert (code, out.strip()) == (0, "imported: 2")
    assert "2/2" in err
    code, out, _ = run(capsys, *copy, "--json", "list", "--user", "bob")
    assert [m["content"] for m in json.loads(out)] == ["Bob likes jazz"]
    code, out, _ = run(capsys, *copy, "import", str(exported))  # again: ids found, nothing new
    assert (code, out.strip()) == (0, "imported: 0")
    again = tmp_path / "again.jsonl"
    assert run(capsys, *copy, "export", str(again), "--all-scopes")[0] == 0
    assert again.read_bytes() == exported.read_bytes()

    code, out, _ = run(capsys, *db, "forget", "--user", "alice")
    assert out.strip() == "removed: 1"
    code, out, err = run(capsys, *db, "show", memory_id, "--all-scopes")
    assert code == 1
    assert err.startswith("memvault: error: no memory with id")


def test_reembed_after_changing_embedder(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = ["--db", str(tmp_path / "e.db")]
    run(capsys, *db, "--embedder", "hash", "add", "green tea", "--user", "u")
    code, _, err = run(capsys, *db, "--embedder", "local", "search", "tea", "--user", "u")
    assert code == 1
    assert "memvault reembed" in err
    assert run(capsys, *db, "--embedder", "local", "reembed")[1].strip() == "reembedded: 1"
    code, out, _ = run(capsys, *db, "--embedder", "local", "search", "tea", "--user", "u")
    assert code == 0
    assert "green tea" in out


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["forget"], "forget: name the scope: --user, --agent or --session (or --all-scopes"),
        (["add", "x"], "add: name the scope: --user, --agent or --session"),
        (["show", "some-id"], "show: name the scope"),
        (["--embedder", "nope", "list", "--user", "u"], "unknown embedder 'nope'"),
        (["search", "x", "--user", "u", "--limit", "0"], "limit: must be positive"),
        (
            ["search", "x", "--user", "u", "--where", '{"a": {"regex": 1}}'],
            "unknown operator 'regex'",
        ),
        (["import", "missing.jsonl"], "No such file"),
    ],
)
def test_errors_are_one_clear_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    db = ["--db", str(tmp_path / "x.db"), "--embedder", "hash"]
    assert run(capsys, *db, "add", "seed", "--user", "seed")[0] == 0  # the store exists
    code, _, err = run(capsys, *db, *argv)
    assert code == 1
    assert len(err.strip().splitlines()) == 1
    assert message in err


def test_import_reports_the_bad_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    source = tmp_path / "in.jsonl"
    source.write_text('{"content": "fine", "user_id": "u"}\n{not json}\n')
    code, _, err = run(
        capsys, "--db", str(tmp_path / "i.db"), "--embedder", "hash", "import", str(source)
    )
    assert code == 1
    assert "line 2" in err


def test_export_and_import_keep_the_timeline_of_keyed_facts(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from datetime import UTC, datetime

    from memvault import SyncMemoryVault as MemoryVault
    from memvault.embedders import HashEmbedder

    with MemoryVault(tmp_path / "source.db", embedder=HashEmbedder()) as vault:
        vault.add("Dana lives in Lisbon", user_id="dana", key="user.city",
                  at=datetime(2024, 3, 1, tzinfo=UTC))  # fmt: skip
        vault.add("Dana lives in Berlin", user_id="dana", key="user.city",
                  at=datetime(2024, 6, 1, tzinfo=UTC),
                  expires_at=datetime(2030, 1, 1, tzinfo=UTC))  # fmt: skip
    exported = tmp_path / "facts.jsonl"
    source = ["--db", str(tmp_path / "source.db"), "--embedder", "hash"]
    copy = ["--db", str(tmp_path / "copy.db"), "--embedder", "hash"]
    assert run(capsys, *source, "export", str(exported), "--user", "dana")[0] == 0
    assert run(capsys, *copy, "import", str(exported))[0] == 0
    with MemoryVault(tmp_path / "copy.db", embedder=HashEmbedder()) as vault:
        [old, new] = vault.list(user_id="dana")
        assert old.key == new.key == "user.city"
        assert old.valid_to == datetime(2024, 6, 1, tzinfo=UTC)
        assert old.superseded_by == new.id
        assert new.is_current
        assert new.expires_at == datetime(2030, 1, 1, tzinfo=UTC)


def test_remember_prints_each_event_with_its_reason(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue 13 B: ``remember`` was not a command; now it prints what changed and why."""
    db = ["--db", str(tmp_path / "r.db"), "--embedder", "hash"]
    code, out, err = run(capsys, *db, "remember", "I live in Paris", "--user", "dana",
                         "--at", "2024-01-01T00:00:00+00:00")  # fmt: skip
    assert (code, err) == (0, "")
    [line] = out.splitlines()
    assert line.startswith("ADD ")
    assert "User's city is Paris" in line
    code, out, _ = run(capsys, *db, "--json", "remember", "I moved to Berlin", "--user", "dana")
    [event] = json.loads(out)
    assert (event["event"], event["content"]) == ("SUPERSEDE", "User's city is Berlin")
    assert event["reason"]
    code, out, _ = run(capsys, *db, "remember", "I moved to Berlin", "--user", "dana")
    assert out.startswith("NOOP ")
    with pytest.raises(SystemExit) as stop:  # argparse: --user is required
        main([*db, "remember", "I live in Rome", "--agent", "a"])
    assert stop.value.code == 2
    assert "required: --user" in capsys.readouterr().err


def test_context_prints_the_built_context(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = ["--db", str(tmp_path / "c.db"), "--embedder", "hash"]
    run(capsys, *db, "remember", "I live in Paris. I am vegetarian.", "--user", "dana")
    code, out, _ = run(capsys, *db, "context", "where do I live", "--user", "dana")
    assert code == 0
    assert out.startswith("## Relevant knowledge\n")
    assert "- User's city is Paris" in out
    code, out, _ = run(capsys, *db, "--json", "context", "diet", "--user", "dana",
                       "--budget", "500")  # fmt: skip
    shown = json.loads(out)
    assert shown["budget"] == 500
    assert 0 < shown["tokens"] <= 500
    assert "vegetarian" in shown["text"]
    code, _, err = run(capsys, *db, "context", "x", "--user", "dana", "--budget", "0")
    assert (code, err.strip()) == (1, "memvault: error: token_budget: must be positive")


def test_add_with_a_key_and_an_expiry_then_count_and_prune(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = ["--db", str(tmp_path / "k.db"), "--embedder", "hash"]
    _code, out, _ = run(capsys, *db, "add", "Dana lives in Lisbon", "--user", "dana",
                       "--key", "user.city", "--at", "2024-01-01T00:00:00+00:00")  # fmt: skip
    lisbon = out.strip()
    run(capsys, *db, "add", "Dana lives in Berlin", "--user", "dana", "--key", "user.city")
    run(capsys, *db, "add", "a coupon", "--user", "dana", "--expires-at", "2020-01-01T00:00:00",
        "--meta", '{"type": "coupon"}')  # fmt: skip
    _, out, _ = run(capsys, *db, "--json", "show", lisbon, "--user", "dana")
    [shown] = json.loads(out)
    assert shown["key"] == "user.city"
    assert shown["valid_to"] is not None  # superseded by Berlin
    assert run(capsys, *db, "count", "--user", "dana")[1].strip() == "count: 3"
    _, out, _ = run(capsys, *db, "--json", "count", "--user", "dana",
                    "--where", '{"type": "coupon"}')  # fmt: skip
    assert json.loads(out) == {"count": 1}
    assert run(capsys, *db, "prune")[1].strip() == "pruned: 1"
    assert run(capsys, *db, "count", "--all-scopes")[1].strip() == "count: 2"


def test_update_and_delete_one_memory(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = ["--db", str(tmp_path / "u.db"), "--embedder", "hash"]
    memory_id = run(capsys, *db, "add", "green tea", "--user", "u")[1].strip()
    code, out, _ = run(capsys, *db, "--json", "update", memory_id, "--user", "u",
                       "--content", "black tea", "--meta", '{"cup": 2}')  # fmt: skip
    [updated] = json.loads(out)
    assert (updated["content"], updated["metadata"]) == ("black tea", {"cup": 2})
    code, _, err = run(capsys, *db, "update", memory_id, "--user", "u")
    assert (code, err.strip()) == (1, "memvault: error: update: give content, metadata or both")
    code, _, err = run(capsys, *db, "delete", memory_id, "--user", "someone-else")
    assert code == 1
    assert "no memory with id" in err
    assert run(capsys, *db, "delete", memory_id, "--user", "u")[1].strip() == (
        f"deleted: {memory_id}"
    )
    assert "DELETE" in run(capsys, *db, "history", memory_id, "--user", "u")[1]
    assert run(capsys, *db, "count", "--user", "u")[1].strip() == "count: 0"


def test_an_id_prefix_names_the_one_memory_it_starts(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = ["--db", str(tmp_path / "p.db"), "--embedder", "hash"]
    memory_id = run(capsys, *db, "add", "green tea", "--user", "u")[1].strip()
    other_id = run(capsys, *db, "add", "black coffee", "--user", "u")[1].strip()
    short = next(memory_id[:n] for n in range(4, 33) if not other_id.startswith(memory_id[:n]))
    assert "green tea" in run(capsys, *db, "show", short, "--user", "u")[1]
    assert run(capsys, *db, "update", short, "--user", "u", "--content", "white tea")[0] == 0
    assert "white tea" in run(capsys, *db, "history", short, "--user", "u")[1]
    code, _, err = run(capsys, *db, "show", short, "--user", "someone-else")
    assert (code, "no memory with id" in err) == (1, True)
    twins = tmp_path / "twins.jsonl"
    twins.write_text(
        '{"id": "feed01", "content": "one", "user_id": "u"}\n'
        '{"id": "feed02", "content": "two", "user_id": "u"}\n',
        encoding="utf-8",
    )
    assert run(capsys, *db, "import", str(twins))[0] == 0
    code, _, err = run(capsys, *db, "show", "feed0", "--user", "u")
    assert (code, err) == (
        1, "memvault: error: memory_id: 'feed0' starts several ids (feed01, feed02); give more"
        " of it\n",
    )  # fmt: skip
    assert run(capsys, *db, "delete", short, "--user", "u")[1].strip() == f"deleted: {memory_id}"
    assert "DELETE" in run(capsys, *db, "history", memory_id, "--user", "u")[1]


def test_a_store_re_embedded_needs_no_flag_afterwards(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("MEMVAULT_EMBEDDER", raising=False)
    db = ["--db", str(tmp_path / "r.db")]
    run(capsys, *db, "--embedder", "local", "add", "green tea", "--user", "u")
    assert run(capsys, *db, "reembed", "--embedder", "hash")[1].strip() == "reembedded: 1"
    code, out, err = run(capsys, *db, "search", "tea", "--user", "u")  # no --embedder
    assert (code, err) == (0, "")
    assert "green tea" in out
    assert run(capsys, *db, "add", "oolong tea", "--user", "u")[0] == 0
    assert run(capsys, *db, "reembed")[1].strip() == "reembedded: 2"  # back to local
    assert "oolong" in run(capsys, *db, "search", "oolong", "--user", "u")[1]


def test_version_prints_the_package_version(capsys: pytest.CaptureFixture[str]) -> None:
    import memvault

    with pytest.raises(SystemExit) as stop:
        main(["--version"])
    assert stop.value.code == 0
    assert capsys.readouterr().out.strip() == f"memvault {memvault.__version__}"


@pytest.mark.parametrize("before", [True, False])
def test_global_options_go_before_or_after_the_command(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], before: bool
) -> None:
    """Issue 13 B: ``memvault list --db X`` was refused (only ``memvault --db X list`` worked)."""
    db = tmp_path / "g.db"
    options = ["--db", str(db), "--embedder", "hash"]

    def call(*argv: str) -> tuple[int, str, str]:
        command, *rest = argv
        return (
            run(capsys, *options, command, *rest)
            if before
            else run(capsys, command, *rest, *options)
        )

    code, out, err = call("add", "green tea", "--user", "u")
    assert (code, err) == (0, "")
    assert db.exists()
    code, out, _ = call("list", "--user", "u", "--json")
    assert [m["content"] for m in json.loads(out)] == ["green tea"]
    code, out, _ = (
        call("--json", "count", "--user", "u") if before else call("count", "--user", "u", "--json")
    )
    assert json.loads(out) == {"count": 1}


def test_an_option_after_the_command_wins(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    first, second = tmp_path / "first.db", tmp_path / "second.db"
    run(capsys, "--db", str(first), "--embedder", "hash", "add", "x", "--user", "u",
        "--db", str(second))  # fmt: skip
    assert second.exists()
    assert not first.exists()


@pytest.mark.parametrize("how", ["global", "own", "env"])
def test_demo_writes_where_the_store_is_configured(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    how: str,
) -> None:
    """Issue 13 B: the demo wrote ``memvault-demo.db`` in the current folder, whatever
    ``--db`` before the command or ``MEMVAULT_URL`` said."""
    monkeypatch.chdir(tmp_path)
    store = tmp_path / "configured.db"
    argv = {"global": ["--db", str(store), "demo"], "own": ["demo", "--db", str(store)],
            "env": ["demo"]}[how]  # fmt: skip
    if how == "env":
        monkeypatch.setenv("MEMVAULT_URL", str(store))
    code, out, _ = run(capsys, "--embedder", "hash", *argv)
    assert code == 0
    assert "Stored 10 messages in 3 sessions" in out
    assert store.exists()
    assert not (tmp_path / "memvault-demo.db").exists()
    code, out, _ = run(capsys, "--db", str(store), "--embedder", "hash", "count", "--user", "dana",
                       "--kind", "message")  # fmt: skip
    assert out.strip() == "count: 10"  # and three facts, learnt by remember


def test_demo_without_a_store_configured_uses_its_own_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("MEMVAULT_URL", raising=False)
    assert run(capsys, "--embedder", "hash", "demo")[0] == 0
    assert (tmp_path / "memvault-demo.db").exists()
    assert not (tmp_path / "memvault.db").exists()


def test_demo_runs_on_postgresql(
    pgvector_database: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """With a ``postgresql://`` store the demo keeps its sessions and memories there."""
    code, out, err = run(capsys, "--db", pgvector_database, "--embedder", "hash", "demo")
    assert (code, err) == (0, "")
    assert "Sessions found in the store: 2024-03-04-monday" in out
    assert '"lisbon": 3 hits' in out
    assert "now: User's city is Porto; on 2024-04-03: User's city is Lisbon" in out
    code, out, _ = run(capsys, "--db", pgvector_database, "--embedder", "hash", "count",
                       "--user", "dana", "--kind", "message")  # fmt: skip
    assert out.strip() == "count: 10"


@pytest.mark.parametrize(
    "argv",
    [
        ["search", "x", "--user", "u"],
        ["list", "--user", "u"],
        ["count", "--all-scopes"],
        ["show", "some-id", "--user", "u"],
        ["history", "some-id", "--user", "u"],
        ["export", "--user", "u"],
        ["context", "x", "--user", "u"],
    ],
)
def test_a_read_only_command_never_creates_the_store(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], argv: list[str]
) -> None:
    """Issue 13 B: ``memvault --db typo.db list`` created an empty 76 KB database, printed
    nothing and exited 0."""
    typo = tmp_path / "typo.db"
    for target in (str(typo), f"sqlite://{typo}?durability=full"):
        code, out, err = run(capsys, "--db", target, "--embedder", "hash", *argv)
        assert (code, out) == (1, "")
        assert err == f"memvault: error: db: no memvault database at {typo}\n"
        assert list(tmp_path.iterdir()) == []


def test_an_empty_result_says_so(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = ["--db", str(tmp_path / "e.db"), "--embedder", "hash"]
    run(capsys, *db, "add", "green tea", "--user", "u")
    for argv in (["search", "tea", "--user", "nobody"], ["list", "--user", "nobody"]):
        assert run(capsys, *db, *argv)[:2] == (0, "no memories found\n")
        assert run(capsys, *db, "--json", *argv)[:2] == (0, "[]\n")


def test_list_says_when_more_lie_past_the_page(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue 13 B: ``list`` stopped at its limit without a word about the rest."""
    db = ["--db", str(tmp_path / "p.db"), "--embedder", "hash"]
    for i in range(5):
        run(capsys, *db, "add", f"fact number {i}", "--user", "u")
    code, out, _ = run(capsys, *db, "list", "--user", "u", "--limit", "2")
    assert code == 0
    assert out.splitlines()[-1] == "... 3 more; use --offset 2"
    assert len(out.splitlines()) == 3
    _, out, _ = run(capsys, *db, "list", "--user", "u", "--limit", "2", "--offset", "2")
    assert out.splitlines()[-1] == "... 1 more; use --offset 4"
    _, out, _ = run(capsys, *db, "list", "--user", "u", "--limit", "2", "--offset", "4")
    assert len(out.splitlines()) == 1
    assert "more" not in out
    _, out, _ = run(capsys, *db, "list", "--user", "u", "--limit", "5")
    assert "more" not in out
    _, out, _ = run(capsys, *db, "--json", "list", "--user", "u", "--limit", "2")
    assert len(json.loads(out)) == 2  # JSON stays a plain list of memories


def test_show_prints_the_whole_memory(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 13 B: ``show`` printed one line, without metadata, times, key or validity."""
    db = ["--db", str(tmp_path / "s.db"), "--embedder", "hash"]
    old = run(capsys, *db, "add", "Dana lives in Lisbon", "--user", "dana", "--session", "s1",
              "--key", "user.city", "--at", "2024-03-01T00:00:00+00:00",
              "--meta", '{"src": "chat"}', "--importance", "0.5")[1].strip()  # fmt: skip
    new = run(capsys, *db, "add", "Dana lives in Berlin", "--user", "dana", "--session", "s1",
              "--key", "user.city",
              "--at", "2024-06-01T00:00:00+00:00",
              "--expires-at", "2030-01-01T00:00:00+00:00")[1].strip()  # fmt: skip
    code, out, _ = run(capsys, *db, "show", old, "--user", "dana")
    assert code == 0
    shown = dict(line.split(":", 1) for line in out.splitlines())
    shown = {name: value.strip() for name, value in shown.items()}
    assert shown["id"] == old
    assert shown["content"] == "Dana lives in Lisbon"
    assert (shown["user"], shown["session"], shown["key"]) == ("dana", "s1", "user.city")
    assert shown["valid"] == "from 2024-03-01T00:00:00+00:00, until 2024-06-01T00:00:00+00:00"
    assert shown["superseded by"] == new
    assert shown["metadata"] == '{"src": "chat"}'
    assert shown["importance"] == "0.5"
    assert "recorded at" in shown
    _, out, _ = run(capsys, *db, "show", new, "--user", "dana")
    assert "valid:         from 2024-06-01T00:00:00+00:00, current" in out
    assert f"supersedes:    {old}" in out
    assert "expires at:    2030-01-01T00:00:00+00:00" in out


def test_import_help_names_every_field_and_an_unknown_one_lists_them(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue 13 B: ``import --help`` said nothing of the JSONL fields, and an unknown field
    was named without the valid ones."""
    from memvault.core.entries import _ENTRY_JSON

    helped = commands()["import"].format_help()
    assert all(name in helped for name in (*_ENTRY_JSON, "events"))
    source = tmp_path / "in.jsonl"
    source.write_text('{"content": "tea", "user_id": "u", "colour": "red"}\n')
    code, _, err = run(capsys, "--db", str(tmp_path / "i.db"), "--embedder", "hash", "import",
                       str(source))  # fmt: skip
    assert code == 1
    assert "line 1" in err
    assert "unknown fields: colour; the fields are: " in err
    assert "content" in err.split("the fields are:")[1]


def test_history_shows_what_changed(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 13 B: ``history`` printed each event's text only, not what it changed."""
    db = ["--db", str(tmp_path / "h.db"), "--embedder", "hash"]
    _, out, _ = run(capsys, *db, "add", "Dana likes tea", "--user", "d",
                    "--meta", '{"src": "chat", "n": 1}')  # fmt: skip
    memory_id = out.strip()
    run(capsys, *db, "update", memory_id, "--user", "d", "--content", "Dana likes green tea",
        "--meta", '{"src": "web", "mood": "calm"}')  # fmt: skip
    code, out, _ = run(capsys, *db, "history", memory_id, "--user", "d")
    assert code == 0
    lines = [line.split("  ", 1)[1].strip() for line in out.splitlines() if line[:1].isdigit()]
    assert lines == ["ADD       Dana likes tea", "UPDATE    Dana likes green tea"]
    assert [line.strip() for line in out.splitlines() if line.startswith(" ")] == [
        "text was: Dana likes tea",
        'metadata mood: "calm" (added)',
        "metadata n: removed",
        'metadata src: "chat" -> "web"',
    ]

    run(capsys, *db, "add", "I live in Lisbon", "--user", "d", "--key", "user.city",
        "--at", "2024-03-01T00:00:00")  # fmt: skip
    _, out, _ = run(capsys, *db, "add", "I live in Porto", "--user", "d", "--key", "user.city",
                    "--at", "2024-06-01T00:00:00")  # fmt: skip
    porto = out.strip()
    _, out, _ = run(capsys, *db, "history", porto, "--user", "d")
    assert porto in out  # a key's timeline names the version each event is about
    assert "SUPERSEDE" in out


def test_list_pages_past_the_librarys_bound(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue 13 B: ``list --limit`` stopped at the library's 1,000 a call."""
    from memvault import SyncMemoryVault

    with SyncMemoryVault(tmp_path / "l.db", embedder="hash") as vault:
        vault.add_many([f"memory {i}" for i in range(1050)], user_id="u")
    db = ["--db", str(tmp_path / "l.db"), "--embedder", "hash"]
    code, out, _ = run(capsys, *db, "list", "--user", "u", "--limit", "1040")
    lines = out.splitlines()
    assert code == 0
    assert len(lines) == 1041
    assert lines[1039].endswith("memory 1039")
    assert lines[-1] == "... 10 more; use --offset 1040"
    code, _, err = run(capsys, *db, "list", "--user", "u", "--limit", "2000000")
    assert (code, err.strip()) == (1, "memvault: error: limit: must be at most 1,000,000")


def test_preload_loads_a_model_on_a_thread_and_leaves_its_errors_to_the_first_embed() -> None:
    import threading

    from memvault.cli.main import preload
    from memvault.errors import BackendUnavailable

    class Model:
        def __init__(self, fails: bool) -> None:
            self.loaded = False
            self.fails = fails
            self.done = threading.Event()
            self.thread = ""

        def load(self) -> None:
            self.thread = threading.current_thread().name
            self.done.set()
            if self.fails:
                raise BackendUnavailable("no model here")
            self.loaded = True

    for fails in (False, True):
        model = Model(fails)
        preload(model)
        assert model.done.wait(10)
        assert model.thread == "memvault-preload"
        assert model.loaded is not fails
    ready = Model(False)
    ready.loaded = True
    preload(ready)  # loaded already: nothing to do
    preload(object())  # nothing to load
    assert not ready.done.is_set()


def test_timeline_and_search_explain(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = ["--db", str(tmp_path / "t.db"), "--embedder", "hash"]
    run(capsys, *db, "add", "Dana lives in Lisbon", "--user", "dana", "--key", "user.city",
        "--at", "2024-03-01T00:00:00+00:00")  # fmt: skip
    run(capsys, *db, "add", "Dana lives in Berlin", "--user", "dana", "--key", "user.city",
        "--at", "2024-06-01T00:00:00+00:00")  # fmt: skip
    run(capsys, *db, "add", "Dana works at Stripe", "--user", "dana")
    _, out, _ = run(capsys, *db, "timeline", "user.city", "--user", "dana")
    lisbon, berlin = out.splitlines()
    assert lisbon.startswith("2024-03-01T00:00:00+00:00 .. 2024-06-01T00:00:00+00:00")
    assert lisbon.endswith("Dana lives in Lisbon")
    assert berlin.startswith("2024-06-01T00:00:00+00:00 .. now")
    assert "Berlin" in berlin
    _, out, _ = run(capsys, *db, "--json", "timeline", "user.city", "--user", "dana")
    assert [v["content"] for v in json.loads(out)] == [
        "Dana lives in Lisbon",
        "Dana lives in Berlin",
    ]
    assert run(capsys, *db, "timeline", "user.pets", "--user", "dana")[1].strip() == (
        "no memories found"
    )
    _, out, _ = run(capsys, *db, "search", "where does Dana live", "--user", "dana", "--explain")
    assert "keyword" in out
    assert "(fused" in out
    _, out, _ = run(capsys, *db, "--json", "search", "Berlin", "--user", "dana", "--explain")
    [hit, *_] = json.loads(out)
    assert hit["explanation"]["score"] == hit["score"]
    code, _, err = run(capsys, *db, "timeline", "user.city")
    assert code == 1
    assert "--user" in err


def test_scopes_lists_users_and_sessions_counted(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = ["--db", str(tmp_path / "s.db"), "--embedder", "hash"]
    run(capsys, *db, "add", "Dana lives in Lisbon", "--user", "dana", "--key", "user.city")
    run(capsys, *db, "add", "Dana lives in Oslo", "--user", "dana", "--key", "user.city")
    run(capsys, *db, "add", "hello", "--user", "dana", "--session", "s1", "--kind", "message")
    run(capsys, *db, "add", "Eli likes tea", "--user", "eli")
    _, out, _ = run(capsys, *db, "scopes", "--all-scopes")
    eli, dana = out.splitlines()
    assert eli.startswith("eli  facts 1  superseded 0  episodes 0  messages 0  last ")
    assert dana.startswith("dana  facts 1  superseded 1  episodes 0  messages 1  last ")
    _, out, _ = run(capsys, *db, "--json", "scopes", "--by", "session", "--user", "dana")
    assert [(s["id"], s["messages"]) for s in json.loads(out)] == [("s1", 1)]
    assert run(capsys, *db, "scopes", "--all-scopes", "--match", "zz")[1].strip() == "none found"
    code, _, err = run(capsys, *db, "scopes")
    assert code == 1
    assert "--user" in err
