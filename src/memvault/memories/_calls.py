"""The one call form every chat history's ``add_message`` takes, and the old form the classic
memories accepted in 0.1: ``add_message(role, content, **fields)``, kept for one release."""

from __future__ import annotations

import warnings
from typing import Any

from memvault.core.chat import check_message
from memvault.core.types import Message

_BUILDERS = frozenset({"user", "assistant", "system", "tool"})


def message_argument(
    owner: str, args: tuple[Any, ...], fields: dict[str, Any]
) -> tuple[Message, bool]:
    """What an ``add_message(*args, **fields)`` call of ``owner`` adds, and whether it used
    the deprecated ``(role, content, **fields)`` form.

    The new form is one ``Message`` (positional or ``message=``); anything else there raises
    ``InvalidInput`` (field ``message``), as every history's ``add_message`` does. The old
    form (a role string first, two positional arguments, or ``role=`` or ``content=``) builds
    the ``Message`` as before (its constructor checks it) and warns: a ``DeprecationWarning``
    that shows the new call, pointing at the caller of ``add_message``.
    """
    if not _old_form(args, fields):
        if "message" in fields and not args:
            args = (fields.pop("message"),)
        if len(args) != 1 or fields:
            raise TypeError(f"{owner}.add_message() takes one Message")
        return check_message(args[0]), False
    message = Message(*args, **fields)
    builder = message.role if message.role in _BUILDERS else "user"
    warnings.warn(
        f"{owner}.add_message(role, content, **fields) is deprecated and will be removed in"
        f" the next release; pass a Message: add_message(Message.{builder}(...)),"
        " which returns None",
        DeprecationWarning,
        stacklevel=3,
    )
    return message, True


def _old_form(args: tuple[Any, ...], fields: dict[str, Any]) -> bool:
    """Whether ``add_message(*args, **fields)`` is the deprecated ``(role, content)`` call."""
    if args and isinstance(args[0], Message):
        return False
    return (
        len(args) > 1
        or (bool(args) and isinstance(args[0], str))
        or "role" in fields
        or "content" in fields
    )
