"""The service's own routes: liveness, readiness (the store answers) and the version."""

from __future__ import annotations

from importlib.metadata import version as _package_version
from typing import Annotated, Any

from fastapi import APIRouter, Depends, Request
from pydantic import BaseModel

from memvault.core.keys import DEFAULT_TENANT
from memvault.server.deps import Vault, limits_of
from memvault.server.limits import Limits
from memvault.server.models import LimitsOut
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


@router.get("/v1/limits", response_model=LimitsOut)
async def limits(vault: Vault, served: Annotated[Limits, Depends(limits_of)]) -> Any:
    """What one request may ask of this server, and the largest memory its vault keeps."""
    return {
        "max_body_bytes": served.max_body_bytes, "max_batch": served.max_batch,
        "max_page": served.max_page, "body_seconds": served.body_seconds,
        "request_seconds": served.request_seconds,
        "max_content_bytes": vault.max_content_bytes,
    }  # fmt: skip
