"""What a Canvas Kit request says, read defensively: Intercom's documented initialize and
submit requests (`admin`, `conversation`, `contact`, `component_id`, `input_values`,
`current_canvas.stored_data`). Anything missing or of the wrong shape is a `BadRequest` with
one line, never a KeyError. Pure: no I/O."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from html import unescape
from html.parser import HTMLParser
from typing import Any

#: Conversation part authors that are the customer (a user, a lead, a contact).
CUSTOMER_AUTHORS = frozenset({"user", "lead", "contact"})
#: Longest id this app accepts from a request (Intercom's are short digit strings).
MAX_ID = 64


class BadRequest(ValueError):
    """A request this app cannot read; the message is one line for the log and the caller."""


@dataclass(frozen=True)
class CanvasRequest:
    admin_id: str
    conversation_id: str
    #: The conversation's custom attributes as Intercom sent them.
    attributes: dict[str, Any] = field(default_factory=dict)
    #: The newest customer-written text, when the request carries the conversation's parts
    #: (None: it does not, so the conversation is read through the REST API).
    customer_message: str | None = None
    #: The conversation's first message when a customer wrote it: the fallback when the
    #: REST API cannot be read.
    first_message: str | None = None
    customer_name: str = ""
    component_id: str | None = None
    inputs: dict[str, Any] = field(default_factory=dict)
    stored: dict[str, Any] = field(default_factory=dict)


def parse(body: bytes) -> CanvasRequest:
    try:
        data = json.loads(body.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError):
        raise BadRequest("the body is not JSON") from None
    if not isinstance(data, dict):
        raise BadRequest("the body is not a JSON object")
    admin = _object(data, "admin")
    conversation = _object(data, "conversation")
    canvas = data.get("current_canvas")
    stored = canvas.get("stored_data") if isinstance(canvas, dict) else None
    inputs = data.get("input_values")
    contact = data.get("contact")
    contact = contact if isinstance(contact, dict) else {}
    attributes = conversation.get("custom_attributes")
    component = data.get("component_id")
    return CanvasRequest(
        admin_id=_id(admin.get("id"), "admin.id"),
        conversation_id=_id(conversation.get("id"), "conversation.id"),
        attributes=attributes if isinstance(attributes, dict) else {},
        customer_message=last_customer_message(conversation) if _has_parts(conversation) else None,
        first_message=last_customer_message({"source": conversation.get("source")}),
        customer_name=str(contact.get("name") or "")[:200],
        component_id=component if isinstance(component, str) and component else None,
        inputs=inputs if isinstance(inputs, dict) else {},
        stored=stored if isinstance(stored, dict) else {},
    )


def _object(data: dict[str, Any], key: str) -> dict[str, Any]:
    value = data.get(key)
    if not isinstance(value, dict):
        raise BadRequest(f"`{key}` is missing: this app runs in the inbox's conversation details")
    return value


def _id(value: Any, where: str) -> str:
    """Intercom sends ids as strings (some as numbers); both are read as text."""
    if isinstance(value, bool) or not isinstance(value, str | int):
        raise BadRequest(f"`{where}` is missing")
    text = str(value).strip()
    if not text or len(text) > MAX_ID or not re.fullmatch(r"[A-Za-z0-9_.:-]+", text):
        raise BadRequest(f"`{where}` is not an id")
    return text


def _has_parts(conversation: dict[str, Any]) -> bool:
    parts = conversation.get("conversation_parts")
    return isinstance(parts, list | dict)


def last_customer_message(conversation: dict[str, Any]) -> str | None:
    """The newest part a customer wrote (the conversation's parts, then its first message),
    as plain text; None when the conversation object carries no customer text."""
    parts = conversation.get("conversation_parts")
    if isinstance(parts, dict):
        parts = parts.get("conversation_parts")
    candidates = [p for p in parts if isinstance(p, dict)] if isinstance(parts, list) else []
    source = conversation.get("source")
    ordered = [*reversed(candidates), *([source] if isinstance(source, dict) else [])]
    for part in ordered:
        author = part.get("author")
        kind = author.get("type") if isinstance(author, dict) else None
        text = plain_text(part.get("body"))
        if kind in CUSTOMER_AUTHORS and text:
            return text
    return None


class _Text(HTMLParser):
    BREAKS = frozenset({"p", "br", "div", "li", "tr", "h1", "h2", "h3"})

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.out: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in self.BREAKS:
            self.out.append("\n")

    def handle_data(self, data: str) -> None:
        self.out.append(data)


def plain_text(body: Any) -> str:
    """A part's HTML body as the text a reader sees: tags dropped, entities decoded,
    blank lines folded."""
    if not isinstance(body, str) or not body.strip():
        return ""
    parser = _Text()
    parser.feed(body)
    parser.close()
    text = unescape("".join(parser.out))
    lines = [" ".join(line.split()) for line in text.splitlines()]
    return "\n".join(line for line in lines if line).strip()
