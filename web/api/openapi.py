"""/v1/openapi.json: an OpenAPI 3.1 document written from the pydantic models the handlers
validate and answer with, so the document cannot drift from the code (pydantic v2's JSON
Schema is 2020-12, the dialect OpenAPI 3.1 uses)."""

from __future__ import annotations

from functools import cache
from typing import Any

from pydantic import BaseModel
from pydantic.json_schema import JsonSchemaMode, models_json_schema

from guard.crosscheck.conflicts import AskResult
from guard.models import CheckResult
from guard.surface import SendReport
from web.api.models import AskBody, CheckBody, ErrorBody, Health, SendBody

REF = "#/components/schemas/{model}"
REQUESTS: tuple[type[BaseModel], ...] = (CheckBody, AskBody, SendBody)
RESPONSES: tuple[type[BaseModel], ...] = (CheckResult, AskResult, SendReport, ErrorBody, Health)


def _ref(model: type[BaseModel]) -> dict[str, str]:
    return {"$ref": REF.format(model=model.__name__)}


def _json(model: type[BaseModel], description: str) -> dict[str, Any]:
    return {"description": description, "content": {"application/json": {"schema": _ref(model)}}}


def _errors(*codes: int) -> dict[str, Any]:
    why = {
        400: "The body is not JSON.",
        401: "No API key, or an unknown or revoked one.",
        403: "A role wider than the key's.",
        404: "Not found (a check the caller's role may not see reads the same).",
        405: "Wrong method.",
        413: "The body is over the limit.",
        415: "The body is not application/json.",
        422: "The body's shape or its values (unknown ticket, scope, too long a draft).",
    }
    return {str(c): _json(ErrorBody, why[c]) for c in codes}


def _post(model: type[BaseModel], answer: type[BaseModel], summary: str, **more: Any) -> Any:
    return {
        "post": {
            "summary": summary,
            "security": [{"bearer": []}],
            "requestBody": {
                "required": True,
                "content": {"application/json": {"schema": _ref(model)}},
            },
            "responses": {
                "200": _json(answer, summary),
                **more,
                **_errors(400, 401, 403, 405, 413, 415, 422),
            },
        }
    }


@cache
def openapi_document() -> dict[str, Any]:
    models: list[tuple[type[BaseModel], JsonSchemaMode]] = [(m, "validation") for m in REQUESTS]
    models += [(m, "serialization") for m in RESPONSES]
    _, defs = models_json_schema(models, by_alias=True, ref_template=REF)
    idem = {
        "name": "Idempotency-Key",
        "in": "header",
        "required": False,
        "description": "The same key never sends twice for this API key.",
        "schema": {"type": "string", "pattern": r"^[\x21-\x7e]{1,255}$"},
    }
    send = _post(
        SendBody,
        SendReport,
        "Recheck the exact reply on the server, then send it, or refuse it with the verdict.",
        **{
            "409": _json(SendReport, "Refused: the recheck is HOLD or ESCALATE (or CAUTION "
                         "without `acknowledged`)."),
            "503": _json(SendReport, "Not sent: the AI could not read the draft; retry."),
        },
    )  # fmt: skip
    send["post"]["parameters"] = [idem]
    return {
        "openapi": "3.1.0",
        "info": {
            "title": "AnswerGuard JSON API",
            "version": "1",
            "description": "Check a support reply against the team's sources before it is sent: "
            "the same checks, asks and sends as the CLI and the Slack app. Every response of "
            "/v1/check, /v1/ask and /v1/send is the JSON `answerguard check|ask|send --json` "
            "prints. See docs/api.md.",
        },
        "servers": [{"url": "/"}],
        "components": {
            "schemas": defs["$defs"],
            "securitySchemes": {"bearer": {"type": "http", "scheme": "bearer"}},
        },
        "paths": {
            "/v1/check": _post(CheckBody, CheckResult, "Check a draft reply."),
            "/v1/ask": _post(AskBody, AskResult, "What the sources say, with receipts."),
            "/v1/send": send,
            "/v1/checks/{check_hash}": {
                "get": {
                    "summary": "A recorded check, as `answerguard show --json` prints it.",
                    "security": [{"bearer": []}],
                    "parameters": [
                        {
                            "name": "check_hash",
                            "in": "path",
                            "required": True,
                            "description": "The check's hash or a unique prefix (8+ characters).",
                            "schema": {"type": "string", "minLength": 1},
                        }
                    ],
                    "responses": {
                        "200": _json(CheckResult, "The check, as decided."),
                        **_errors(401, 404, 405),
                    },
                }
            },
            "/v1/openapi.json": {
                "get": {
                    "summary": "This document.",
                    "responses": {
                        "200": {
                            "description": "OpenAPI 3.1",
                            "content": {"application/json": {"schema": {"type": "object"}}},
                        }
                    },
                }
            },
            "/healthz": {
                "get": {"summary": "Liveness.", "responses": {"200": _json(Health, "ok")}}
            },
        },
    }
