"""`python -m tools.screens.intercom [DIR]`: the README's picture of the Intercom sidebar,
drawn from the app's real canvases by `tools.screens.canvaskit`.

The canvases come from the same builders the running app calls (`web.intercom.canvas`), for
the seed's canonical check on a conversation like TCK-9001 (its customer message, the
`transfer_type` attribute read as the instant rail), run by the local extractor at the
README pictures' fixed time; stamps are fixed so the picture regenerates byte for byte.
A docs tool: no product logic.
"""

from __future__ import annotations

import sys
from pathlib import Path

from guard.check import CheckService
from guard.checkrequest import CheckRequest
from guard.extract.local import LocalExtractor
from guard.kb.workspace import load_seed
from guard.models import CheckResult, Ticket
from tools.screens.canonical import DRAFT, NOW
from tools.screens.canvaskit import Panel, render
from web.intercom import canvas as cv
from web.intercom.scope import scope_from_attributes

FILE = "intercom-sidebar.svg"
STAMP = cv.Stamp(0, "0" * 16)
ABOUT = (
    "Seed workspace; a conversation whose customer wrote TCK-9001's message and whose "
    "transfer_type attribute is 'Instant'; local extractor, checked at "
    f"{NOW:%Y-%m-%d %H:%M} UTC with the check's timer fixed, so the picture regenerates "
    "byte for byte."
)


def panels() -> list[Panel]:
    ws = load_seed()
    message = ws.tickets["TCK-9001"].message
    scope, notes = scope_from_attributes(ws.catalogue, {"transfer_type": "Instant"})
    ticket = Ticket(id="intercom:9001", message=message, scope=scope)
    service = CheckService(LocalExtractor(), clock=lambda: 0.0)

    def check(text: str) -> CheckResult:
        req = CheckRequest(ticket_id=ticket.id, ticket=ticket, draft=text, now=NOW)
        return service.check(req)

    ctx = cv.Context(message, "Scope: rail instant", tuple(notes))
    held = check(DRAFT)
    assert held.suggestion is not None  # the canonical draft is a HOLD with a safe reply
    safe = check(held.suggestion.text)
    return [
        Panel(
            _components(cv.compose_canvas(ctx, STAMP, DRAFT)), "Opened, with the draft pasted in"
        ),
        Panel(_components(cv.verdict_canvas(held, DRAFT, STAMP)), "After Check"),
        Panel(
            _components(cv.verdict_canvas(safe, held.suggestion.text, STAMP)),
            "After Use safe reply (Send posts it as your reply)",
        ),
    ]


def _components(response: dict) -> list[dict]:
    return response["canvas"]["content"]["components"]


def sidebar_svg() -> str:
    return render(panels(), app="AnswerGuard", note=ABOUT, title="Intercom inbox app")


def write_intercom_screens(folder: Path) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / FILE
    path.write_text(sidebar_svg(), encoding="utf-8")
    return [path]


if __name__ == "__main__":
    for p in write_intercom_screens(Path(sys.argv[1] if len(sys.argv) > 1 else "docs")):
        print(p)
