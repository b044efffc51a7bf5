"""Turning a handler's named function into a Bolt listener, so `register(app, deps)` is one
line per action, view, command or event, as in the Bolt samples.

A handler is a module-level function whose first parameter is `deps`, followed by the
arguments Bolt injects by name (`ack`, `body`, `client`, `respond`, ...). Bolt reads a
listener's parameter names to decide what to pass, so the bound listener shows exactly the
handler's parameters without `deps`.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable
from typing import Any

from bot.flows.deps import Deps
from bot.flows.failures import NOTHING_SENT, answers_failures


def bind(deps: Deps, fn: Callable[..., None]) -> Callable[..., None]:
    """`fn(deps, **what Bolt passes)` as a listener whose signature Bolt reads without `deps`.
    (No `__wrapped__`: Bolt unwraps listeners and would then ask for `deps` by name.)"""

    def listener(**kwargs: Any) -> None:
        fn(deps, **kwargs)

    sig = inspect.signature(fn)
    listener.__signature__ = sig.replace(  # type: ignore[attr-defined]
        parameters=list(sig.parameters.values())[1:]
    )
    listener.__name__ = fn.__name__
    listener.__qualname__ = fn.__qualname__
    listener.__doc__ = fn.__doc__
    listener.__module__ = fn.__module__
    return listener


def guarded(
    deps: Deps, fn: Callable[..., None], text: str = NOTHING_SENT, *, after_ack: str | None = None
) -> Callable[..., None]:
    """`bind`, and any failure `fn` did not answer itself is answered (`answers_failures`)."""
    return answers_failures(deps, text, after_ack=after_ack)(bind(deps, fn))
