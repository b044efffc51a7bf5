"""Which list, which words, which page: the state a sources list carries in its buttons
(never remembered, so any instance can serve the next click), and the search and page
arithmetic that read it.

Separate from the list's blocks because handlers read this state from a click before any
list is built, and none of it is Block Kit.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from bot.blocks.kit import BUTTON_VALUE
from guard.models import Source

#: Sources per page. Fixed, so a page number means the same sources on every instance; small
#: enough that a page of the longest sources (two blocks each, for ops leads) fits a message.
PAGE_SIZE = 8
#: The search words a list carries in its buttons.
QUERY_CHARS = 40


@dataclass(frozen=True)
class ListState:
    """Which list, which words, which page: carried in the list's buttons, never remembered."""

    query: str = ""
    page: int = 1
    removed: bool = False

    @classmethod
    def of(cls, words: str, page: int = 1, removed: bool = False) -> ListState:
        return cls(" ".join(words.split())[:QUERY_CHARS].strip(), max(1, page), removed)

    def value(self, **extra: Any) -> str:
        """This state as a button value (plus `extra`, e.g. the source a Remove acts on);
        the words are dropped before the value could pass Slack's 2,000 characters."""
        data: dict[str, Any] = {"p": self.page}
        if self.removed:
            data["m"] = "r"
        if self.query:
            data["q"] = self.query
        data.update(extra)
        text = json.dumps(data, separators=(",", ":"), ensure_ascii=False)
        if len(text) > BUTTON_VALUE and self.query:
            return ListState(page=self.page, removed=self.removed).value(**extra)
        return text

    def at(self, page: int) -> ListState:
        return ListState(self.query, page, self.removed)


def read_state(value: str) -> tuple[ListState, dict[str, Any]]:
    """A button's state, and its raw data. Anything malformed reads as the first page."""
    try:
        data = json.loads(value)
    except (TypeError, ValueError):
        data = {}
    if not isinstance(data, dict):
        data = {}
    query, page = data.get("q"), data.get("p")
    state = ListState.of(
        query if isinstance(query, str) else "",
        page if isinstance(page, int) and not isinstance(page, bool) else 1,
        data.get("m") == "r",
    )
    return state, data


def matches(source: Source, query: str) -> bool:
    """Every word of `query` (case-insensitive) somewhere in the id, title or body."""
    words = query.casefold().split()
    if not words:
        return True
    text = f"{source.id}\n{source.title}\n{source.body}".casefold()
    return all(w in text for w in words)


def matching(sources: list[Source], query: str) -> list[Source]:
    return [s for s in sources if matches(s, query)]


def page_of(count: int, page: int) -> tuple[int, int]:
    """(page, pages): the page clamped to the ones that exist (a list shrinks after a
    removal; a crafted value may ask for page 10,000)."""
    pages = max(1, -(-count // PAGE_SIZE))
    return min(max(1, page), pages), pages
