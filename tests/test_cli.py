"""The command line: every command has help and is documented; the demo recalls memories."""

from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path

import pytest

from memvault.cli import build_parser, main

README = (Path(__file__).resolve().parents[1] / "README.md").read_text(encoding="utf-8")


def commands() -> dict[str, argparse.ArgumentParser]:
    parser = build_parser()
    [action] = [a for a in parser._actions if isinstance(a, argparse._SubParsersAction)]
    return dict(action.choices)


def test_every_command_has_help_and_is_documented() -> None:
    assert commands()
    for name, sub in commands().items():
        assert sub.description, name
        assert f"`memvault {name}" in README, f"README does not document `memvault {name}`"


def test_demo_stores_and_recalls(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = tmp_path / "demo.db"
    for _ in range(2):  # running it again gives the same answer, not duplicates
        assert main(["demo", "--db", str(db)]) == 0
        out = capsys.readouterr().out
        assert "Stored 10 messages in 3 sessions" in out
        assert "Sessions found in the file: 2024-03-04-monday" in out
        assert '"lisbon": 3 hits' in out
        assert "Maya lands on April 12" in out


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
