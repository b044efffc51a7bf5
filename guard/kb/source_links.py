"""Where a receipt's source can be opened: a Slack message's permalink, or a document's URL.

An answer that quotes a source is easier to trust when the reader can open the source. A
source that is a Slack message (guard/kb/channels.py) has the permalink the channel sync kept
for it; a document has one when its frontmatter names it (`url:`, a field no rule reads,
kept as written: guard/kb/workspace/fields.py). Anything else has no link, and its title is
shown as text.

Only `https://` addresses without Slack's control characters are offered: a link is text
the team wrote, and a surface must not turn it into a disguised or broken link.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from guard.kb.channels import KIND as SLACK_KIND
from guard.kb.workspace.fields import URL_FIELD
from guard.models import Source
from guard.store import Store

#: Longer addresses are not links anyone pasted by hand; they are left out.
MAX_URL_CHARS = 2000
_UNSAFE = frozenset("<>| \t\r\n\"'`")


def usable(url: Any) -> str | None:
    """`url` when it is an https address safe to put in a link, else None."""
    if not isinstance(url, str):
        return None
    url = url.strip()
    if not url.startswith("https://") or len(url) > MAX_URL_CHARS or len(url) <= len("https://"):
        return None
    return None if any(c in _UNSAFE for c in url) else url


def document_url(source: Source) -> str | None:
    """A document's address from its frontmatter (`url:`), when it is a usable one."""
    return usable(source.frontmatter.get(URL_FIELD))


def permalinks(store: Store, source_ids: Iterable[str]) -> dict[str, str]:
    """Slack-message sources → the permalink the channel sync kept for them."""
    kept = store.channels.permalinks(source_ids)
    return {sid: link for sid, raw in kept.items() if (link := usable(raw))}


def source_links(store: Store, sources: Iterable[Source], wanted: Iterable[str]) -> dict[str, str]:
    """source id → link, for the `wanted` ids among `sources` (the ones the reader may see:
    an id not among them gets no link). A Slack message links to its permalink, any other
    source to its frontmatter URL."""
    by_id = {s.id: s for s in sources}
    chosen = [by_id[i] for i in dict.fromkeys(wanted) if i in by_id]
    links = permalinks(store, [s.id for s in chosen if s.kind == SLACK_KIND])
    for s in chosen:
        if s.id not in links and (url := document_url(s)) is not None:
            links[s.id] = url
    return links
