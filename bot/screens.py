"""A modal on the user's screen, updated in place with its view id and hash.

Slack gives every version of a view a `hash`; `views.update` with a hash that is no longer the
latest fails with `hash_conflict` instead of overwriting a newer version. So a click's first
update (the "Checking…" or "Sending…" view) passes the hash the click came with: if it
conflicts, the user was looking at a version that is gone (a double click, a second tab), and
that click is dropped. Every later update passes the hash the previous one returned, so a
check's progress and its verdict follow each other and nothing else.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from enum import Enum
from typing import Any

from slack_sdk import WebClient
from slack_sdk.errors import SlackApiError

from bot.flows.calls import open_modal
from bot.flows.deps import Deps

log = logging.getLogger("answerguard.bot")


class Updated(Enum):
    OK = "ok"
    STALE = "stale"  # a newer version is on screen (hash_conflict)
    FAILED = "failed"  # not this user's view, closed, or Slack failed


@dataclass
class OnScreen:
    """A modal of `user`'s: its id and the hash of the version we last saw or wrote (None
    when unknown, e.g. after a submission was acked with a new view: then updates carry no
    hash and the latest one wins)."""

    view_id: str | None
    hash: str | None = None
    #: The click's trigger: if the view is not the user's, the answer goes on top of the
    #: user's own screen instead (once; later updates follow that pushed view).
    trigger: str | None = None

    @classmethod
    def of(cls, body: dict[str, Any]) -> OnScreen:
        """The modal a click came from, at the version the click was made on."""
        view = body.get("view")
        view = view if isinstance(view, dict) else {}
        vid, h, trigger = view.get("id"), view.get("hash"), body.get("trigger_id")
        return cls(
            vid if isinstance(vid, str) else None,
            h if isinstance(h, str) else None,
            trigger if isinstance(trigger, str) else None,
        )

    def update(
        self,
        deps: Deps,
        client: WebClient,
        user: str | None,
        view: dict[str, Any],
        *,
        force: bool = False,
    ) -> Updated:
        """Replace the view, only if it is `user`'s (a view id in a payload is no key to
        someone else's screen: the view goes on top of the user's own instead, if the click's
        trigger is still there). With `force`, a conflict is retried once without the hash:
        for an answer that must reach the screen whatever changed (a send's outcome)."""
        vid = self.view_id
        if not user or not vid or deps.store.slack.view_owner(vid) != user:
            log.warning("View %r is not a view of user %s; not updated", vid, user)
            trigger, self.trigger = self.trigger, None
            opened = open_modal(deps, client, user, trigger, view, push=True) if trigger else None
            if opened is None:
                return Updated.FAILED
            self.view_id, self.hash = str(opened["id"]), opened.get("hash")
            return Updated.OK
        kwargs: dict[str, Any] = {"view_id": vid, "view": view}
        if self.hash:
            kwargs["hash"] = self.hash
        try:
            resp = client.views_update(**kwargs)
        except SlackApiError as e:
            error = e.response.get("error") if e.response is not None else str(e)
            if error == "hash_conflict":
                log.info("View %s changed since; update for user %s not applied", vid, user)
                if force:
                    self.hash = None
                    return self.update(deps, client, user, view)
                return Updated.STALE
            log.warning("Slack views.update failed for user %s: %s (%s)", user, error, vid)
            return Updated.FAILED
        except Exception:  # the network, anything: logged, the app keeps running
            log.exception("Slack views.update failed for user %s", user)
            return Updated.FAILED
        new = resp.get("view") if resp is not None else None
        self.hash = new.get("hash") if isinstance(new, dict) else None
        return Updated.OK
