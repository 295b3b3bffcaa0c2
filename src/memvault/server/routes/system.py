"""The service's own routes: liveness, readiness (the store answers) and the version."""

from __future__ import annotations

from importlib.metadata import version as _package_version
from typing import Any

from fastapi import APIRouter
from pydantic import BaseModel

from memvault.server.deps import Vault

__all__ = ["router"]

router = APIRouter(tags=["service"])


class Status(BaseModel):
    status: str


class Version(BaseModel):
    version: str


@router.get("/healthz", response_model=Status)
async def healthz() -> Any:
    """The process answers."""
    return {"status": "ok"}


@router.get("/readyz", response_model=Status)
async def readyz(vault: Vault) -> Any:
    """The store opens and answers a read (503 with the reason when it does not)."""
    await vault.count(all_scopes=True)
    return {"status": "ready"}


@router.get("/v1/version", response_model=Version)
async def version() -> Any:
    """The memvault version serving."""
    return {"version": _package_version("memvault")}
