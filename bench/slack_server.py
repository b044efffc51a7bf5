"""The bot in HTTP mode for the burst benchmark: the real app on waitress, with a fake model of
fixed latency in place of the live AI (`python -m bench.slack_server --port N --latency S`)."""

from __future__ import annotations

import argparse
import logging

from bench.engine_service import FakeModel
from bot.run import http_server
from guard.check import CheckService
from guard.extract.cached import CachingExtractor, MemoryCache
from guard.runtime import Runtime
from guard.settings import Settings
from guard.store import Store


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--latency", type=float, default=2.0)
    args = parser.parse_args()
    logging.basicConfig(level=logging.WARNING)
    store = Store()  # ANSWERGUARD_DB from the environment
    service = CheckService(
        CachingExtractor(FakeModel(args.latency), MemoryCache()), store.workspace
    )
    runtime = Runtime(Settings(ai_mode="local"), store, service)
    http_server(runtime, port=args.port, host="127.0.0.1").run()


if __name__ == "__main__":
    main()
