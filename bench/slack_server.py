"""The bot in HTTP mode for the burst benchmark: the real app on waitress, built from the
environment like `answerguard bot --http` (`python -m bench.slack_server --port N`). The
benchmark points ANTHROPIC_BASE_URL at its fake Messages API, so checks go through the real
SDK and the claims index of the workspace it names."""

from __future__ import annotations

import argparse
import logging

from bot.run import http_server


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--port", type=int, required=True)
    args = parser.parse_args()
    logging.basicConfig(level=logging.WARNING)
    logging.getLogger("waitress.queue").setLevel(logging.ERROR)  # a burst queues by design
    http_server(port=args.port, host="127.0.0.1").run()


if __name__ == "__main__":
    main()
