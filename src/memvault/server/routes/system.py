"""The service's own routes: liveness, readiness (the store answers) and the version."""

from __future__ import annotations

from importlib.metadata import version as _package_version
from typing import Any

from fastapi import APIRouter, Request
from pydantic import BaseModel

from memvault.core.keys import DEFAULT_TENANT
from memvault.server.tenancy import Tenants

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
async def readyz(request: Request) -> Any:
    """The default tenant's store opens and answers a read (503 with the reason when it does
    not). Open to anyone, like ``/healthz``: it shows no data."""
    tenants: Tenants = request.app.state.tenants
    await tenants.vault(DEFAULT_TENANT).count(all_scopes=True)
    return {"status": "ready"}


@router.get("/v1/version", response_model=Version)
async def version() -> Any:
    """The memvault version serving."""
    return {"version": _package_version("memvault")}
