"""``memvault keys``: make, list and revoke the API keys of the store ``--db`` names (kept in
the same database, see ``memvault.core.keys``). A key is printed once, when it is made."""

from __future__ import annotations

import argparse
import asyncio
import json

from memvault.core.keys import ApiKey, KeyStore
from memvault.defaults import open_key_store

__all__ = ["keys_command", "keys_options"]


def keys_options(parser: argparse.ArgumentParser) -> None:
    actions = parser.add_subparsers(dest="action", required=True, metavar="ACTION")
    create = actions.add_parser("create", help="make a key and print it (once)")
    create.add_argument("--tenant", required=True, help="the tenant it reaches (a-z, 0-9, _)")
    create.add_argument("--read-only", action="store_true", help="a key that may only read")
    create.add_argument("--user", dest="bound_user", help="bind it to one user of the tenant")
    listing = actions.add_parser("list", help="list the keys (never their secrets)")
    listing.add_argument("--tenant", help="only this tenant's")
    revoke = actions.add_parser("revoke", help="revoke a key by its id")
    revoke.add_argument("id", help="the key's id (the 12 hex digits after mvk_)")


def keys_command(args: argparse.Namespace, target: str) -> str:
    """What ``memvault keys ACTION`` prints."""
    return asyncio.run(_run(args, open_key_store(target)))


async def _run(args: argparse.Namespace, store: KeyStore) -> str:
    try:
        if args.action == "create":
            key = await store.create(args.tenant, read_only=args.read_only, user_id=args.bound_user)
            if args.json:
                return json.dumps({"key": key})
            return f"{key}\n(shown once: keep it now; only its hash is stored)"
        if args.action == "revoke":
            return _shown([await store.revoke(args.id)], args.json)
        return _shown(await store.keys(args.tenant), args.json)
    finally:
        await store.aclose()


def _shown(keys: list[ApiKey], as_json: bool) -> str:
    rows = [
        {"id": k.id, "tenant": k.tenant, "read_only": k.read_only, "user_id": k.user_id,
         "created_at": k.created_at.isoformat(),
         "revoked_at": None if k.revoked_at is None else k.revoked_at.isoformat()}
        for k in keys
    ]  # fmt: skip
    if as_json:
        return json.dumps(rows)
    if not rows:
        return "no keys"
    return "\n".join(
        f"{r['id']}  {r['tenant']}  {'read-only' if r['read_only'] else 'read-write'}"
        f"  user={r['user_id'] or '*'}  {_state(r['revoked_at'])}"
        for r in rows
    )


def _state(revoked_at: object) -> str:
    return "active" if revoked_at is None else f"revoked {revoked_at}"
