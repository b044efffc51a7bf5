"""The Intercom inbox app's settings, from the environment, with one clear line for a bad one.

`INTERCOM_CLIENT_SECRET` verifies every request (`X-Body-Signature`), `INTERCOM_ACCESS_TOKEN`
authorises the REST calls (the reply, reading a conversation), `INTERCOM_API_URL` is their
base (a test's simulated Intercom). Roles come from `INTERCOM_ROLES`: an admin id that is
not listed is a support agent, so a restricted source never reaches a teammate by default.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import timedelta
from types import MappingProxyType
from urllib.parse import urlsplit

from guard.checkrequest import ROLES
from guard.errors import InputError
from guard.models import Role
from guard.settings import ENV_VARS

DEFAULT_API_URL = "https://api.intercom.io"
#: The REST API version the reply and conversation calls are written against.
API_VERSION = "2.11"
DEFAULT_MAX_AGE = timedelta(minutes=60)


@dataclass(frozen=True)
class IntercomSettings:
    client_secret: str = field(repr=False)
    access_token: str = field(repr=False)
    api_url: str = DEFAULT_API_URL
    roles: Mapping[str, Role] = field(default_factory=lambda: MappingProxyType({}))
    max_age: timedelta = DEFAULT_MAX_AGE
    #: Seconds a REST call may take before the teammate is told it failed.
    timeout: float = 10.0

    def role(self, admin_id: str) -> Role:
        """The teammate's role by their Intercom admin id; unlisted is a support agent."""
        return self.roles.get(admin_id, "support_agent")

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None) -> IntercomSettings:
        e = os.environ if env is None else env
        return cls(
            client_secret=_required(e, "INTERCOM_CLIENT_SECRET"),
            access_token=_required(e, "INTERCOM_ACCESS_TOKEN"),
            api_url=_api_url(e.get("INTERCOM_API_URL") or DEFAULT_API_URL),
            roles=MappingProxyType(parse_roles(e.get("INTERCOM_ROLES") or "")),
            max_age=_max_age(e.get("INTERCOM_CANVAS_MAX_AGE_MINUTES")),
        )


def _required(env: Mapping[str, str], name: str) -> str:
    value = (env.get(name) or "").strip()
    if not value:
        raise InputError(f"{name} is not set: {ENV_VARS[name]}")
    return value


def _api_url(value: str) -> str:
    url = value.strip().rstrip("/")
    parts = urlsplit(url)
    if parts.scheme not in ("https", "http") or not parts.netloc:
        raise InputError(f"INTERCOM_API_URL '{value}' is not an http(s)://host URL.")
    return url


def _max_age(value: str | None) -> timedelta:
    if value is None or not value.strip():
        return DEFAULT_MAX_AGE
    text = value.strip()
    if not text.isdigit() or not 1 <= int(text) <= 24 * 60:
        raise InputError(
            f"INTERCOM_CANVAS_MAX_AGE_MINUTES '{value}' is not a whole number of minutes "
            "from 1 to 1440."
        )
    return timedelta(minutes=int(text))


def parse_roles(value: str) -> dict[str, Role]:
    """`ADMIN_ID=ROLE,…` → {admin id: role}; one line naming the bad pair otherwise."""
    out: dict[str, Role] = {}
    for item in value.split(","):
        if not item.strip():
            continue
        admin, sep, role = (part.strip() for part in item.partition("="))
        if not sep or not admin or not role:
            raise InputError(f"INTERCOM_ROLES: '{item.strip()}' is not ADMIN_ID=ROLE.")
        if role not in ROLES:
            raise InputError(
                f"INTERCOM_ROLES: unknown role '{role}' for admin {admin}. Roles: "
                f"{', '.join(ROLES)}."
            )
        out[admin] = role
    return out
