"""The web inspector at ``/ui``: what a vault holds, why a search found what it found, when
a fact stopped being true, and careful edits, as server-rendered pages.

Every page reads through the same ``GuardedVault`` as the HTTP API, with the same API keys:
a login form sets the key as an HttpOnly, SameSite=Strict cookie scoped to ``/ui``. Every
change is a form post that carries a CSRF token (a double-submit cookie) and goes through the
library, so it appears in ``events``. Pages are Jinja2 templates with autoescaping (a
memory's text is always shown as text), the only script is the package's own
``inspector.js`` and every answer carries a Content-Security-Policy that allows nothing
else: no CDN, no inline script, no build step.
"""

from memvault.server.ui.routes import install

__all__ = ["install"]
