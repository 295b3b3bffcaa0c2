"""Named schema migrations, registered in order and recorded in a table when applied.

Each backend keeps its own ``Migrations`` set per component (``chat_history``, ...). The
runner for a backend (``memvault.infra.sqlite``, ``memvault.infra.postgres``) applies every
migration not yet recorded, each in its own transaction together with its record, and refuses
a database that records a migration this version does not know: that database was written by a newer
memvault, and writing to it could corrupt it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from typing import Generic, TypeVar

from memvault.errors import SchemaVersionError

__all__ = ["Migration", "Migrations", "check_known"]

F = TypeVar("F", bound=Callable[..., object])

MIGRATIONS_TABLE = "memvault_migrations"


@dataclass(frozen=True, slots=True)
class Migration(Generic[F]):
    name: str
    apply: F


class Migrations(Generic[F]):
    """An ordered set of named migrations for one component of one backend."""

    def __init__(self, component: str) -> None:
        self.component = component
        self._items: list[Migration[F]] = []

    def register(self, name: str) -> Callable[[F], F]:
        """Decorator: append ``fn`` as the next migration, under a unique ``name``."""

        def decorator(fn: F) -> F:
            if any(m.name == name for m in self._items):
                raise ValueError(f"migration {name!r} is already registered")
            self._items.append(Migration(name, fn))
            return fn

        return decorator

    def __iter__(self) -> Iterator[Migration[F]]:
        return iter(self._items)

    @property
    def names(self) -> list[str]:
        return [m.name for m in self._items]

    def pending(
        self, applied: Iterable[str], *, component: str | None = None
    ) -> list[Migration[F]]:
        """Migrations still to apply, after checking ``applied`` holds only known names."""
        done = set(applied)
        check_known(component or self.component, done, self.names)
        return [m for m in self._items if m.name not in done]


def check_known(component: str, applied: set[str], known: list[str]) -> None:
    unknown = sorted(applied - set(known))
    if unknown:
        raise SchemaVersionError(
            f"the database's {component} schema was written by a newer memvault "
            f"(unknown migrations: {', '.join(unknown)}); upgrade memvault to open it"
        )
