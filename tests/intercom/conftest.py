"""Fixtures for the Intercom app: the simulated Intercom (REST on loopback), and the real WSGI
app, on the `runtime` of tests/conftest.py, served by waitress on a random port, as in
production."""

from __future__ import annotations

import threading
from collections.abc import Iterator

import pytest
import waitress
from mock_intercom import LEAD, SECRET, TOKEN, IntercomSim, MockIntercom, conversation

from guard.runtime import Runtime
from web.intercom.app import make_intercom_app
from web.intercom.settings import IntercomSettings


@pytest.fixture
def api() -> Iterator[MockIntercom]:
    srv = MockIntercom()
    srv.conversations["9001"] = conversation("9001", attributes={"transfer_type": "Instant"})
    thread = threading.Thread(target=srv.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
    thread.start()
    yield srv
    srv.shutdown()
    srv.server_close()


@pytest.fixture
def settings(api: MockIntercom) -> IntercomSettings:
    env = {
        "INTERCOM_CLIENT_SECRET": SECRET,
        "INTERCOM_ACCESS_TOKEN": TOKEN,
        "INTERCOM_API_URL": api.url,
        "INTERCOM_ROLES": f"{LEAD}=ops_lead",
    }
    return IntercomSettings.from_env(env)


@pytest.fixture
def sim(runtime: Runtime, settings: IntercomSettings, api: MockIntercom) -> Iterator[IntercomSim]:
    server = waitress.create_server(
        make_intercom_app(runtime, settings), host="127.0.0.1", port=0, threads=24
    )
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    yield IntercomSim(f"http://127.0.0.1:{server.effective_port}", api)

    def close_all() -> None:  # in the server's own loop: no socket closed under its select()
        for channel in list(server._map.values()):
            channel.close()

    try:
        server.trigger.pull_trigger(close_all)  # the loop ends when nothing is left to watch
    except OSError:  # the trigger's pipe already closed under load (see tests/slack/test_run.py)
        close_all()
    thread.join(timeout=5)
    server.task_dispatcher.shutdown()
