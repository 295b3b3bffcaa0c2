"""The structure rules `make lint` keeps, beside ruff, mypy and import-linter.

1. No module over 400 lines and no function over 50 (docstring included), but for the
   exceptions listed below, each with its reason.
2. No module uses another module's underscore names: ``from x import _name`` is refused,
   and so is ``thing._name`` unless this module defines ``_name`` itself (a method, a class
   attribute or an attribute it assigns), as a class reading its own private state does.

Usage: ``python tools/check_structure.py [ROOT ...]`` (default ``src``); prints each
violation as ``path:line: message`` and exits 1 if there is any.
"""

from __future__ import annotations

import ast
import sys
from collections.abc import Iterator
from pathlib import Path

MAX_MODULE_LINES = 400
MAX_FUNCTION_LINES = 50

LONG_MODULES: dict[str, str] = {
    "src/memvault/policy/extraction/rule_table.py": (
        "data, not logic: the catalogue of phrasings the rule extractor knows, one entry a"
        " line; cutting it in two would only scatter one table"
    ),
}
LONG_FUNCTIONS: dict[str, str] = {}


def _long(path: Path, tree: ast.Module, lines: int) -> Iterator[str]:
    if lines > MAX_MODULE_LINES and path.as_posix() not in LONG_MODULES:
        yield f"{path}:1: {lines} lines (limit {MAX_MODULE_LINES})"
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            size = (node.end_lineno or node.lineno) - node.lineno + 1
            where = f"{path.as_posix()}:{node.name}"
            if size > MAX_FUNCTION_LINES and where not in LONG_FUNCTIONS:
                limit = MAX_FUNCTION_LINES
                yield f"{path}:{node.lineno}: {node.name} is {size} lines (limit {limit})"


def _defined(tree: ast.Module) -> set[str]:
    """The underscore names this module defines: functions, methods, classes, attributes it
    assigns (``self._x = ...``), names bound at class or module level, ``__slots__`` entries."""
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            names.add(node.name)
        elif isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store):
            names.add(node.attr)
        elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            names.add(node.id)
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            names.add(node.target.id)
        elif isinstance(node, ast.Constant) and isinstance(node.value, str):
            names.add(node.value)  # __slots__ = ("_x", ...)
    return {n for n in names if n.startswith("_")}


def _private(path: Path, tree: ast.Module) -> Iterator[str]:
    defined = _defined(tree)
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            for alias in node.names:
                if alias.name.startswith("_") and not alias.name.startswith("__"):
                    yield f"{path}:{node.lineno}: imports {node.module}.{alias.name}"
        elif isinstance(node, ast.Attribute):
            name = node.attr
            if not name.startswith("_") or (name.startswith("__") and name.endswith("__")):
                continue
            if name not in defined:
                yield f"{path}:{node.lineno}: reaches into {ast.unparse(node)}"


def check(path: Path) -> list[str]:
    text = path.read_text(encoding="utf-8")
    tree = ast.parse(text, filename=str(path))
    return [*_long(path, tree, len(text.splitlines())), *_private(path, tree)]


def main(argv: list[str]) -> int:
    roots = [Path(a) for a in argv] or [Path("src")]
    problems = [p for root in roots for path in sorted(root.rglob("*.py")) for p in check(path)]
    for problem in problems:
        print(problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
