"""Errors a user can cause. Each carries a one-line message that names the problem and the
limit, and (where the user typed something) their text, so nothing they wrote is lost.
Anything else escaping to a user is a bug."""

from __future__ import annotations


class GuardError(Exception):
    """Base for errors shown to users as one clear line (CLI exit code 2)."""

    def __init__(self, message: str, *, user_text: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.user_text = user_text


class InputError(GuardError):
    """Bad input: unknown ticket or source, bad rail, empty or over-long text, bad field."""


class StaleVersionError(GuardError):
    """A save based on a version that someone else has since replaced."""


class PermissionDenied(GuardError):
    """The user's role may not do this."""
