"""The JSON API at /v1/ (`answerguard serve`): check, ask, send, stored checks and its
OpenAPI document. docs/api.md describes it; web/api/app.py routes and authenticates,
web/api/handlers.py calls the same services as the CLI (guard/surface.py). Nothing is
re-exported here, so importing a module of the package never loops back through it."""
