"""The JSON API's contract test, generated from its own OpenAPI document by schemathesis:
for every operation, requests that fit the document (and some that do not) go to
`answerguard serve`'s app on a loopback server, and every response must be documented, fit its schema, be
JSON and never a server error. Offline (a waitress server on loopback) and bounded
(max_examples) to stay within the suite's time.

The document is the one /v1/openapi.json serves (`openapi_document`, asserted below), loaded
when the module is collected; the app it is run against is the fixtures' (a fresh database
with one restricted source and a support agent's key).

One check is left out: `positive_data_acceptance` wants every body that fits the schema
accepted, but a schema-valid body can still name a ticket or scope dimension this workspace
does not have, or a role wider than the key's: those are a documented 422 or 403 by design."""

from __future__ import annotations

import schemathesis
from hypothesis import HealthCheck, settings
from schemathesis.checks import positive_data_acceptance

from tests.web.api_client import Client
from web.api.openapi import openapi_document

EXAMPLES = 15

schema = schemathesis.openapi.from_dict(openapi_document())


def test_the_contract_is_the_served_document(agent: Client) -> None:
    assert agent.get("/v1/openapi.json").json == openapi_document()


@schema.parametrize()
@settings(
    max_examples=EXAMPLES,
    deadline=None,
    suppress_health_check=list(HealthCheck),
    derandomize=True,
)
def test_every_operation_keeps_its_documented_contract(
    case: schemathesis.Case, agent: Client, server: str
) -> None:
    case.call_and_validate(
        base_url=server,
        headers={"Authorization": f"Bearer {agent.key}"},
        excluded_checks=[positive_data_acceptance],
    )
