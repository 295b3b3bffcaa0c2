"""The ``memvault`` command under hostile arguments and files (issue 12, D.13 and F).

Hypothesis builds argument lists for every command: odd, huge and negative numbers, NUL
bytes, arguments that were not UTF-8 (as Python hands them over, with lone surrogates),
missing, directory and device paths, ``--db`` URLs that carry a password, malformed JSON for
``--meta`` / ``--where``, dates out of range, and JSONL files to import that are not UTF-8,
truncated or nested too deeply. Whatever it builds, the command must

- exit with a code, never a traceback: 0, or one line ``memvault: error: ...`` on stderr and a
  nonzero code (2 for a bad argument, 1 for a refused call, never an "internal error");
- never print the password of a URL it was given;
- write nothing to the store when it fails.

The calls are made in this process (``main(argv)``); ``test_real_process_*`` run the real
command for what only a process shows (bytes in ``argv``, a closed pipe).
"""

from __future__ import annotations

import contextlib
import hashlib
import io
import json
import os
import sqlite3
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from unittest import mock

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from memvault.cli.main import main

PASSWORD = "s3cret-Pa55"
"""Put in every URL the fuzz gives ``--db``: it must never be printed."""

DEEP_JSON = '{"a":' * 3000 + "1" + "}" * 3000
DEEP_WHERE = '{"$and": [' * 600 + '{"a": 1}' + "]}" * 600


class Place:
    """The files the fuzz points at: a seeded store, a directory, a file that is not a store."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.db = root / "store.db"
        self.directory = root / "a-directory"
        self.directory.mkdir()
        self.not_a_db = root / "notes.txt"
        self.not_a_db.write_text("definitely not sqlite " * 200)
        self.jsonl = root / "import.jsonl"

    def snapshot(self) -> str:
        """A digest of everything the store holds (every table, every row)."""
        conn = sqlite3.connect(self.db)
        try:
            return hashlib.sha256("\n".join(conn.iterdump()).encode()).hexdigest()
        finally:
            conn.close()


@pytest.fixture(scope="module")
def place(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Place]:
    here = Place(tmp_path_factory.mktemp("cli-fuzz"))
    db = ["--db", str(here.db), "--embedder", "hash"]
    with _captured():
        assert main([*db, "add", "the victim's secret", "--user", "victim"]) == 0
        assert main([*db, "add", "an ordinary fact", "--user", "u", "--meta", '{"a": 1}']) == 0
    cwd = Path.cwd()
    os.chdir(here.root)  # a relative path the fuzz writes to lands here, not in the checkout
    try:
        with mock.patch.dict(os.environ, {"MEMVAULT_URL": str(here.db)}):
            yield here
    finally:
        os.chdir(cwd)


@contextlib.contextmanager
def _captured(stdin: str = "") -> Iterator[tuple[io.StringIO, io.StringIO]]:
    out, err = io.StringIO(), io.StringIO()
    old_stdin = sys.stdin
    sys.stdin = io.StringIO(stdin)
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            yield out, err
    finally:
        sys.stdin = old_stdin


# -- what the fuzz draws from ------------------------------------------------------------

not_utf8 = st.binary(min_size=1, max_size=12).map(lambda b: b.decode("utf-8", "surrogateescape"))
odd_text = st.sampled_from(
    ["", " ", "\x00", "a\x00b", "\udcff", "x\ud800", "-", "--", "-x", "é" * 300, "9" * 5000,
     "x" * 70_000, "\n\r\t", "'; DROP TABLE memories; --", "{}", "$and", "%s%n"]
)  # fmt: skip
texts = st.one_of(st.text(max_size=30), odd_text, not_utf8)
numbers = st.one_of(
    st.integers().map(str),
    st.integers(min_value=2**62, max_value=2**80).map(str),
    st.floats().map(str),
    st.sampled_from(["-1", "0", "1e400", "-1e400", "nan", "inf", "abc", "", "9" * 5000, "0x10",
                     "1_000", " 7", "\x00"]),
)  # fmt: skip
dates = st.one_of(
    st.datetimes(timezones=st.timezones()).map(lambda d: d.isoformat()),
    st.sampled_from(["9999-12-31T23:59:59-05:00", "0001-01-01T00:00:00+05:00", "10000-01-01",
                     "2024-02-30", "", "now", "2024-01-01T00:00:00+24:00", "0000-01-01"]),
)  # fmt: skip
json_leaf = st.one_of(
    st.none(), st.booleans(), st.integers(), st.floats(allow_nan=False), st.text(max_size=8)
)
json_docs = st.one_of(
    st.recursive(
        json_leaf,
        lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner),
        max_leaves=8,
    ).map(json.dumps),
    st.sampled_from(
        ["{", "[]", "null", '"x"', "{}", '{"a": NaN}', '{"a": 1e999}', '{"a": ' + "9" * 5000 + "}",
         DEEP_JSON, DEEP_WHERE, "[" * 5000, '{"a": {"$in": ' + json.dumps(list(range(2000))) + "}}",
         '{"\\ud800": 1}', '{"a\\u0000": 1}', '{"a": {"gt": ' + str(2**70) + "}}",
         '{"a": {"in": []}}', '{"$or": []}', '{"a": {"eq": {"b": 1}}}', '{"": 1}']
    ),
)  # fmt: skip


def paths(place: Place) -> st.SearchStrategy[str]:
    """Files to read or write that cannot be used (or, sometimes, can)."""
    return st.sampled_from(
        [str(place.root / "missing" / "x.jsonl"), str(place.directory), "a\x00b", "\udcff",
         "/dev/full", str(place.not_a_db), str(place.jsonl), str(place.root / "out.jsonl"), "-"]
    )  # fmt: skip


def dbs(place: Place) -> st.SearchStrategy[str]:
    """``--db`` values: mostly the seeded store, else ones that cannot be opened."""
    return st.one_of(
        st.just(str(place.db)),
        st.sampled_from(
            [f"postgresql://bob:{PASSWORD}@127.0.0.1:1/db",
             f"postgresql://bob:{PASSWORD}@127.0.0.1:5432/no_such_database_here",
             f"postgresql://bob:{PASSWORD}@[::1/db", f"postgres://:{PASSWORD}@/x?host=/nonexistent",
             f"postgresql://bob:{PASSWORD}@127.0.0.1:99999/db",
             f"postgresql://127.0.0.1:1/db?password={PASSWORD}",
             f"mysql://bob:{PASSWORD}@127.0.0.1/x", f"redis://:{PASSWORD}@127.0.0.1:6379/0",
             str(place.directory), "a\x00b", "/dev/null", str(place.not_a_db), "", " "]
        ),
    )  # fmt: skip


def jsonl_lines() -> st.SearchStrategy[bytes]:
    """An import file: good lines, bad lines, bytes that are not UTF-8, a cut-off last line."""
    good = st.builds(
        lambda content, user: json.dumps({"content": content, "user_id": user}),
        st.text(min_size=1, max_size=20),
        st.sampled_from(["u", "victim", "x"]),
    )
    bad = st.sampled_from(
        ['{"content": "x", "at": "9999-12-31T23:59:59-05:00", "user_id": "u"}', DEEP_JSON,
         '{"content": "x", "metadata": {"a": ' + "9" * 5000 + "}}", "[]", "nul\x00l", '"x"',
         '{"content": ""}', '{"content": "x", "kind": "bogus"}', '{"content": 5}',
         '{"content": "x", "importance": 2}', '{"content": "x", "metadata": {"a": NaN}}']
    )  # fmt: skip
    lines = st.lists(st.one_of(good, bad).map(str.encode) | st.binary(max_size=30), max_size=5)
    return st.builds(
        lambda chosen, cut: b"\n".join(chosen)[: cut if cut else None], lines, st.integers(0, 40)
    )


# -- the commands ------------------------------------------------------------------------

SCOPE = ("--user", "--agent", "--session")


@st.composite
def argvs(draw: st.DrawFn, place: Place) -> tuple[list[str], bytes]:
    """An argument list for one command, and the bytes of the file it may import."""
    command = draw(
        st.sampled_from(["add", "search", "list", "show", "history", "forget", "import",
                         "export", "reembed", "demo", "bogus", "", "remember", "context",
                         "count", "update", "delete", "prune"])
    )  # fmt: skip
    options: dict[str, st.SearchStrategy[str]] = dict.fromkeys(SCOPE, texts)
    positional: list[st.SearchStrategy[str]] = []
    if command == "add":
        positional = [texts]
        options |= {"--kind": texts, "--meta": json_docs, "--at": dates, "--importance": numbers,
                    "--key": texts, "--expires-at": dates}  # fmt: skip
    elif command == "remember":
        positional = [texts]
        options |= {"--at": dates}
    elif command == "context":
        positional = [texts]
        options |= {"--budget": numbers}
    elif command == "count":
        options |= {"--where": json_docs, "--kind": texts}
    elif command == "update":
        positional = [texts]
        options |= {"--content": texts, "--meta": json_docs}
    elif command == "delete":
        positional = [texts]
    elif command == "prune":
        options = {}
    elif command == "search":
        positional = [texts]
        options |= {"--where": json_docs, "--limit": numbers, "--min-score": numbers,
                    "--preset": texts, "--kinds": texts}  # fmt: skip
    elif command == "list":
        options |= {"--where": json_docs, "--limit": numbers, "--offset": numbers, "--kind": texts}
    elif command in ("show", "history"):
        positional, options = [texts], {}
    elif command == "import":
        positional, options = [paths(place)], {"--batch": numbers}
    elif command == "export":
        positional = [paths(place)]
    elif command == "demo":  # only stores the demo cannot open: a good one runs the whole demo
        options = {"--db": st.sampled_from([str(place.directory), "a\x00b", str(place.not_a_db)])}
    chosen = draw(st.lists(st.sampled_from(sorted(options)), unique=True)) if options else []
    argv = [draw(s) for s in positional]
    for name in chosen:
        argv += [name, draw(options[name])]
    if command == "demo" and "--db" not in chosen:
        argv += ["--db", str(place.directory)]
    if draw(st.booleans()):  # a stray token somewhere
        argv.insert(draw(st.integers(0, len(argv))), draw(texts))
    head = ["--db", draw(dbs(place)), "--embedder", draw(st.sampled_from(["hash", "openai", ""]))]
    if draw(st.booleans()):
        head.append("--json")
    return [*head, command, *argv] if command else head, draw(jsonl_lines())


def run_cli(argv: list[str], stdin: str = "") -> tuple[int, str, str]:
    with _captured(stdin) as (out, err):
        try:
            code = main(argv)
        except SystemExit as exc:  # argparse: --help (0) or a bad argument (2)
            code = exc.code if isinstance(exc.code, int) else 1
    return code, out.getvalue(), err.getvalue()


def check(place: Place, argv: list[str], stdin: str = "") -> tuple[int, str, str]:
    """Run ``argv`` and assert the contract of the module docstring."""
    before = place.snapshot()
    code, out, err = run_cli(argv, stdin)
    assert "Traceback" not in out + err, (argv, err)
    assert PASSWORD not in out + err, (argv, err)
    if code != 0:
        lines = err.strip().splitlines()
        assert len(lines) == 1, (argv, err)
        assert lines[0].startswith("memvault: error: "), (argv, err)
        assert "internal error" not in err, (argv, err)
        assert place.snapshot() == before, ("a failed command wrote to the store", argv, err)
    return code, out, err


EXAMPLES = int(os.environ.get("MEMVAULT_FUZZ_EXAMPLES", "120"))
"""Examples per run: few on CI; ``bench/soak.py`` asks for many."""


@settings(
    max_examples=EXAMPLES,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    database=None,
)
@given(data=st.data())
def test_no_traceback_no_password_no_write_on_error(place: Place, data: st.DataObject) -> None:
    argv, jsonl = data.draw(argvs(place))
    place.jsonl.write_bytes(jsonl)
    check(place, argv, stdin=jsonl.decode("utf-8", "replace"))


@pytest.mark.parametrize(
    "argv",
    [
        ["add", "x", "--user", "u", "--meta", DEEP_JSON],
        ["search", "x", "--user", "u", "--where", DEEP_WHERE],
        ["list", "--user", "u", "--where", "[" * 5000],
        ["import", "a\x00b"],
        ["export", "a\x00b"],
        ["import", "/no/such/file.jsonl"],
        ["--db", "a\x00b", "list", "--user", "u"],
        ["demo", "--db", "a\x00b"],
        ["list", "--user", "u", "--limit", "abc"],
        [],
        ["--dbx", f"postgresql://bob:{PASSWORD}@127.0.0.1:1/db", "list"],
    ],
)
def test_crashes_found_by_the_fuzz(place: Place, argv: list[str]) -> None:
    """Each crashed before: RecursionError for --meta/--where nested thousands deep, ValueError
    ("embedded null byte") for a path with a NUL, an OSError with no field named, a two-line
    usage message for a bad argument and the password of a mistyped option printed back."""
    if "--db" not in argv and "demo" not in argv:
        argv = ["--db", str(place.db), "--embedder", "hash", *argv]
    code, _, err = check(place, argv)
    assert code in (1, 2), err


def test_export_to_a_full_disk_is_an_error(place: Place) -> None:
    """Writing to /dev/full fails at the flush, after the file was opened."""
    code, _, err = check(place, ["--db", str(place.db), "--embedder", "hash", "export",
                                 "/dev/full", "--user", "u"])  # fmt: skip
    assert code == 1
    assert "No space left on device" in err


def _process(argv: list[bytes]) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        [sys.executable.encode(), b"-m", b"memvault", *argv], capture_output=True, timeout=60
    )


def test_real_process_with_bytes_that_are_not_utf8(place: Place) -> None:
    db = [b"--db", bytes(place.db), b"--embedder", b"hash"]
    before = place.snapshot()
    for argv in ([b"add", b"\xff\xfe", b"--user", b"u"], [b"list", b"--user", b"\xc3"],
                 [b"search", b"x", b"--user", b"u", b"--where", b"{\xff}"]):  # fmt: skip
        proc = _process([*db, *argv])
        assert proc.returncode in (1, 2), proc.stderr
        assert proc.stderr.count(b"\n") == 1
        assert proc.stderr.startswith(b"memvault: error: ")
    assert place.snapshot() == before


def test_real_process_into_a_closed_pipe(place: Place) -> None:
    """``memvault export | head -c 1``: the reader leaves early; no traceback."""
    db = [b"--db", bytes(place.db), b"--embedder", b"hash"]
    with mock.patch.dict(os.environ, {"PYTHONUNBUFFERED": "1"}):
        writer = subprocess.Popen(
            [sys.executable, "-m", "memvault", *db, "export", "--user", "u"],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
        )
    assert writer.stdout is not None
    assert writer.stderr is not None
    writer.stdout.close()  # before it writes a byte
    _, err = writer.communicate(timeout=60)
    assert b"Traceback" not in err, err
    assert b"Exception ignored" not in err, err
