"""Reading Slack's payloads: the authenticated user, the inputs of a view, a button's value.

Separate because every handler reads payloads and none of this needs the store or Slack: a
payload is untrusted input, so each reader returns None or empty on a shape it did not expect.
"""

from __future__ import annotations

import json
from typing import Any

from bot import ids
from guard.engine.headlines import NO_TICKET


def user_of(body: dict[str, Any]) -> str | None:
    """The authenticated user Slack put in the payload (never anything the user typed)."""
    user = body.get("user")
    if isinstance(user, dict) and isinstance(user.get("id"), str):
        return user["id"]
    uid = body.get("user_id")
    return uid if isinstance(uid, str) and uid else None


def state_values(body: dict[str, Any]) -> dict[str, Any]:
    view = body.get("view")
    if isinstance(view, dict):
        values = (view.get("state") or {}).get("values")
    else:
        values = (body.get("state") or {}).get("values")
    return values if isinstance(values, dict) else {}


def find_input(values: dict[str, Any], action_id: str) -> tuple[str | None, dict[str, Any]]:
    """(block id, element state) of an input by action id: block ids carry a suffix."""
    for block_id, elements in values.items():
        if isinstance(elements, dict) and isinstance(elements.get(action_id), dict):
            return block_id, elements[action_id]
    return None, {}


def text_input(values: dict[str, Any], action_id: str) -> str | None:
    value = find_input(values, action_id)[1].get("value")
    return value if isinstance(value, str) else None


def selected(values: dict[str, Any], action_id: str) -> str | None:
    option = find_input(values, action_id)[1].get("selected_option")
    return option.get("value") if isinstance(option, dict) else None


def scope_from_state(values: dict[str, Any]) -> dict[str, str]:
    """The scope dropdowns' choices: dimension → value, for every dimension chosen."""
    prefix = f"{ids.INPUT_SCOPE}:"
    out: dict[str, str] = {}
    for elements in values.values():
        if not isinstance(elements, dict):
            continue
        for action_id, state in elements.items():
            if not (isinstance(action_id, str) and action_id.startswith(prefix)):
                continue
            option = state.get("selected_option") if isinstance(state, dict) else None
            value = option.get("value") if isinstance(option, dict) else None
            if isinstance(value, str) and value:
                out[action_id[len(prefix) :]] = value
    return out


def stored_scope(row: dict[str, Any]) -> dict[str, str]:
    """The scope a stored check ran with (its result says; older rows only knew the rail)."""
    try:
        scope = json.loads(row["result"]).get("scope") or {}
    except (TypeError, ValueError, KeyError):
        scope = {}
    if not scope and row.get("rail"):
        scope = {"rail": str(row["rail"])}
    return {str(k): str(v) for k, v in scope.items()}


def ticket_of(row: dict[str, Any]) -> str | None:
    tid = row.get("ticket_id")
    return None if not tid or tid == NO_TICKET else str(tid)


def checked(values: dict[str, Any], action_id: str) -> set[str]:
    options = find_input(values, action_id)[1].get("selected_options") or []
    return {v for o in options if isinstance(o, dict) and isinstance(v := o.get("value"), str)}


def action_value(body: dict[str, Any]) -> str:
    acts = body.get("actions") or [{}]
    value = acts[0].get("value") if isinstance(acts[0], dict) else None
    return value if isinstance(value, str) else ""


def view_of(body: dict[str, Any]) -> dict[str, Any] | None:
    view = body.get("view")
    return view if isinstance(view, dict) else None


def payload_of(kwargs: dict[str, Any]) -> dict[str, Any]:
    for name in ("body", "command", "shortcut", "event"):
        if isinstance(kwargs.get(name), dict):
            return kwargs[name]
    return {}
