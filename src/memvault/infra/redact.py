"""No secret in help, errors, reprs or logs: ``redact`` blanks the passwords of the database
URLs and DSNs a text may hold, for every place that shows one."""

from __future__ import annotations

import re

__all__ = ["REDACTED", "redact"]

REDACTED = "***"

_USERINFO = re.compile(r"(\b[A-Za-z][A-Za-z0-9+.-]*://[^:/@\s]*:)\S*@")
"""``scheme://user:password@host``: the password runs to the last ``@`` of the URL (an
unescaped ``@`` in a password is taken as part of it)."""
_PAIR = re.compile(
    r"(\b(?:password|passwd|pwd|api_key|apikey|token)\s*=\s*)('[^']*'|[^\s&;]+)", re.I
)
"""``password=...`` in a URL's query or a key=value DSN (quoted or not)."""


def redact(text: str) -> str:
    """``text`` with every password of a URL or DSN in it replaced by ``***``."""
    return _PAIR.sub(rf"\g<1>{REDACTED}", _USERINFO.sub(rf"\g<1>{REDACTED}@", text))
