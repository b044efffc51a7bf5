"""The JSON API at /v1/ (`answerguard serve`): check, ask, send, stored checks and its
OpenAPI document. docs/api.md describes it; web/api/app.py routes and authenticates,
web/api/handlers.py calls the same services as the CLI (guard/surface.py)."""

from web.api.app import build_api

__all__ = ["build_api"]
