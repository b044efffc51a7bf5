"""The catalogue: a workspace's topics, value kinds, scope dimensions and source kinds.

The engine never names a topic, a unit or a dimension; this data does. A team writes it in
`answerguard.yaml` (docs/workspace-format.md); a workspace without one gets the seed's
catalogue (one duration topic, the reversal window, scoped by the transfer rail).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any, Literal, get_args

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from guard import yamltext
from guard.engine.patterns import holding_reply_problem
from guard.errors import InputError
from guard.extract.identity import key_of
from guard.kb.phrases import phrase_pattern
from guard.plainerrors import plain
from guard.units import DURATION_UNITS as DURATION_UNITS
from guard.units import UNIT_BASE as UNIT_BASE
from guard.units import UNIT_FAMILY as UNIT_FAMILY
from guard.units import UNKNOWN as UNKNOWN
from guard.units import ValueKind as ValueKind

KindRole = Literal["document", "announcement"]
VALUE_KINDS: tuple[str, ...] = get_args(ValueKind)

OTHER = "other"
#: A draft value whose words name no topic: neither a catalogue topic nor `other` (which is
#: a value named as something the catalogue does not cover). The engine reads it on the
#: ticket's topic of its kind, or cautions (EXTRACTION_GAP).
UNATTRIBUTED = "unattributed"
SCOPE_ANY = "any"

BUILTIN_KINDS: dict[str, KindRole] = {
    "policy": "document",
    "sop": "document",
    "macro": "document",
    "article": "document",
    "faq": "document",
    "owner_answer": "document",
    "slack": "announcement",
    "release_note": "announcement",
}

#: Seed-era name of the module's constant, kept for callers that read it.
TICKET_UNKNOWN = UNKNOWN


@dataclass(frozen=True)
class TopicSpec:
    key: str
    label: str
    kind: ValueKind
    about: tuple[str, ...] = ()
    hints: tuple[str, ...] = ()
    not_about: tuple[str, ...] = ()
    choices: tuple[tuple[str, tuple[str, ...]], ...] = ()
    currency: str | None = None
    unit: str | None = None
    hold_reply: str | None = None
    holding_reply: str | None = None

    @property
    def choice_map(self) -> dict[str, tuple[str, ...]]:
        return dict(self.choices)


@dataclass(frozen=True)
class ScopeDimension:
    key: str
    label: str
    values: tuple[tuple[str, tuple[str, ...]], ...]
    any: tuple[str, ...] = ()

    @property
    def value_keys(self) -> tuple[str, ...]:
        return tuple(v for v, _ in self.values)

    def value_label(self, value: str) -> str:
        return value.replace("_", " ")


@dataclass(frozen=True)
class Catalogue:
    name: str
    topics: tuple[TopicSpec, ...]
    scopes: tuple[ScopeDimension, ...]
    kinds: tuple[tuple[str, KindRole], ...] = ()
    not_covered: tuple[str, ...] = ()
    defaults: tuple[tuple[str, Any], ...] = field(default=(), compare=False)
    #: Helpdesk conversation attribute → the scope dimension it fills (`intercom.attributes`
    #: in answerguard.yaml). Read by the Intercom app only; no extractor reads it, so it is
    #: not part of the catalogue's hash.
    intercom_attributes: tuple[tuple[str, str], ...] = ()

    # --- topics ------------------------------------------------------------------------

    @property
    def topic_keys(self) -> tuple[str, ...]:
        return tuple(t.key for t in self.topics)

    def topic(self, key: str) -> TopicSpec | None:
        return next((t for t in self.topics if t.key == key), None)

    def governs(self, key: str) -> bool:
        """A topic the rules cover; anything else is `other` (D0c)."""
        return self.topic(key) is not None

    def label(self, key: str) -> str:
        spec = self.topic(key)
        return spec.label if spec else key.replace("_", " ")

    def of_kind(self, kind: str) -> tuple[TopicSpec, ...]:
        return tuple(t for t in self.topics if t.kind == kind)

    # --- scopes ------------------------------------------------------------------------

    @property
    def dimension_keys(self) -> tuple[str, ...]:
        return tuple(d.key for d in self.scopes)

    def dimension(self, key: str) -> ScopeDimension | None:
        return next((d for d in self.scopes if d.key == key), None)

    def unknown_value(self, key: str, value: str, allowed: tuple[str, ...]) -> str:
        """The one-line error for a value a scope dimension does not have, in the words of
        its label: "Unknown transfer type 'france'. Transfer types: instant, standard."."""
        label = self.dimension_label(key)
        return f"Unknown {label} '{value}'. {plural(label).capitalize()}: {', '.join(allowed)}."

    def dimension_label(self, key: str) -> str:
        dim = self.dimension(key)
        return dim.label if dim else key.replace("_", " ")

    # --- source kinds ------------------------------------------------------------------

    @property
    def kind_roles(self) -> dict[str, KindRole]:
        return {**BUILTIN_KINDS, **dict(self.kinds)}

    def role_of(self, kind: str) -> KindRole | None:
        return self.kind_roles.get(kind)

    @property
    def default_frontmatter(self) -> dict[str, Any]:
        return dict(self.defaults)

    # --- identity ----------------------------------------------------------------------

    @property
    def hash(self) -> str:
        """Changes whenever anything an extractor reads changes, so a changed catalogue
        never replays an old extraction from the cache."""
        return _catalogue_hash(self)


@cache
def _catalogue_hash(cat: Catalogue) -> str:
    return key_of(
        {
            "topics": [t.__dict__ for t in cat.topics],
            "scopes": [d.__dict__ for d in cat.scopes],
            "kinds": list(cat.kinds),
            "notCovered": list(cat.not_covered),
        }
    )[:16]


# --- loading -------------------------------------------------------------------------------

_KEY_RE = re.compile(r"^[a-z][a-z0-9_]{0,62}$")


class _Raw(BaseModel):
    model_config = ConfigDict(extra="forbid", populate_by_name=True)


class _RawTopic(_Raw):
    label: str | None = None
    kind: ValueKind
    about: list[str] = Field(default_factory=list)
    hints: list[str] = Field(default_factory=list)
    not_about: list[str] = Field(default_factory=list)
    choices: dict[str, list[str]] = Field(default_factory=dict)
    currency: str | None = None
    unit: str | None = None
    hold_reply: str | None = None
    holding_reply: str | None = None

    @field_validator("currency")
    @classmethod
    def _iso(cls, v: str | None) -> str | None:
        if v is not None and not re.fullmatch(r"[A-Za-z]{3}", v):
            raise ValueError(f"'{v}' is not an ISO 4217 code such as EUR or USD")
        return v.upper() if v else v


class _RawDimension(_Raw):
    label: str | None = None
    any: list[str] = Field(default_factory=list)
    values: dict[str, list[str]]


class _RawIntercom(_Raw):
    attributes: dict[str, str] = Field(default_factory=dict)


class _RawCatalogue(_Raw):
    name: str | None = None
    topics: dict[str, _RawTopic] = Field(default_factory=dict)
    scopes: dict[str, _RawDimension | dict[str, list[str]]] = Field(default_factory=dict)
    kinds: dict[str, KindRole] = Field(default_factory=dict)
    not_covered: list[str] = Field(default_factory=list)
    defaults: dict[str, Any] = Field(default_factory=dict)
    intercom: _RawIntercom = Field(default_factory=_RawIntercom)


def _one_line(e: ValidationError, text: str | None = None) -> str:
    first = e.errors()[0]
    if first["type"] == "string_type" and text is not None:
        found = _non_text_scalar(text, first["loc"])
        if found is not None:
            what, spelling, line, where = found
            return (
                f"line {line}: {where} is read by YAML as {what}, not as the words {spelling}: "
                f"put it in quotes, e.g. '{spelling}'"
            )
    return plain(e)


#: What YAML 1.1 makes of a bare scalar that is not text, in words for the message.
_NON_TEXT = {"bool": "a yes/no value", "int": "a number", "float": "a number", "null": "nothing"}


def _resolved(node: yaml.Node) -> Any:
    """A scalar node's value as `safe_load` reads it (the key `on` is True)."""
    if isinstance(node, yaml.ScalarNode) and node.tag.rsplit(":", 1)[-1] in _NON_TEXT:
        return yaml.safe_load(node.value)
    return node.value


def _non_text_scalar(text: str, loc: tuple[Any, ...]) -> tuple[str, str, int, str] | None:
    """The bare scalar at a validation error's `loc` that YAML read as a boolean, a number or
    null although the catalogue wants text: (what YAML made of it, the spelling in the file,
    its line, the dotted path). None when `loc` does not lead to one.

    YAML 1.1 reads a bare `off`, `no`, `yes` or `on` as a boolean, so by the time the
    catalogue is validated `off` is False and its spelling is gone; guessing it back ("false"
    -> "off"?) would be guesswork, so the file is composed again to quote what was written.
    `loc` may hold parts that are not in the file (a union branch's name): those are skipped.
    """
    try:
        node: yaml.Node | None = yaml.compose(text, Loader=yaml.SafeLoader)
    except yaml.YAMLError:
        return None
    path: list[str] = []
    parts = list(loc)
    for i, part in enumerate(parts):
        if isinstance(node, yaml.MappingNode):
            match = next(((k, v) for k, v in node.value if _resolved(k) == part), None)
            if match is None:
                continue
            if i + 1 < len(parts) and parts[i + 1] == "[key]":
                node = match[0]  # the key itself is what YAML misread
                break
            node = match[1]
        elif isinstance(node, yaml.SequenceNode) and isinstance(part, int):
            if not 0 <= part < len(node.value):
                return None
            node = node.value[part]
        else:
            continue
        path.append(str(part))
    if not isinstance(node, yaml.ScalarNode) or node.style is not None or not node.value:
        return None
    what = _NON_TEXT.get(node.tag.rsplit(":", 1)[-1])
    if what is None:
        return None
    return what, node.value, node.start_mark.line + 1, ".".join(path)


def _check_phrases(where: str, phrases: list[str]) -> tuple[str, ...]:
    out = []
    for p in phrases:
        if not isinstance(p, str) or not p.strip():
            raise ValueError(f"{where}: an empty phrase")
        try:
            re.compile(phrase_pattern(p))
        except (ValueError, re.error) as e:
            raise ValueError(f"{where}: phrase {p!r} cannot be read ({e})") from None
        out.append(p.strip())
    return tuple(out)


def _topic_spec(key: str, t: _RawTopic) -> TopicSpec:
    """One topic of answerguard.yaml, checked; ValueError names the field."""
    if not _KEY_RE.match(key) or key in (OTHER, UNATTRIBUTED):
        raise ValueError(
            f"topics.{key}: a topic key is lower_snake_case and not '{OTHER}' or '{UNATTRIBUTED}'"
        )
    if t.kind == "choice" and not t.choices:
        raise ValueError(f"topics.{key}: a choice topic needs `choices`")
    if t.kind != "choice" and t.choices:
        raise ValueError(f"topics.{key}: only a choice topic has `choices`")
    if t.kind != "choice" and not t.about:
        raise ValueError(f"topics.{key}: `about` needs at least one phrase")
    if t.hold_reply is not None and "{value}" not in t.hold_reply:
        raise ValueError(f"topics.{key}.hold_reply: needs a {{value}} placeholder")
    return TopicSpec(
        key=key,
        label=(t.label or key.replace("_", " ")).strip(),
        kind=t.kind,
        about=_check_phrases(f"topics.{key}.about", t.about),
        hints=_check_phrases(f"topics.{key}.hints", t.hints),
        not_about=_check_phrases(f"topics.{key}.not_about", t.not_about),
        choices=tuple(
            (opt, _check_phrases(f"topics.{key}.choices.{opt}", ph))
            for opt, ph in t.choices.items()
        ),
        currency=t.currency,
        unit=t.unit,
        hold_reply=t.hold_reply,
        holding_reply=t.holding_reply,
    )


def _scope_dimension(key: str, d: _RawDimension | dict[str, list[str]]) -> ScopeDimension:
    """One scope dimension (its values, or a mapping with a label), checked."""
    if not _KEY_RE.match(key):
        raise ValueError(f"scopes.{key}: a dimension key is lower_snake_case")
    dim = d if isinstance(d, _RawDimension) else _RawDimension(values=d)
    if not dim.values:
        raise ValueError(f"scopes.{key}: needs at least one value")
    for v in dim.values:
        if v in (SCOPE_ANY, UNKNOWN) or not _KEY_RE.match(v):
            raise ValueError(
                f"scopes.{key}.{v}: a value is lower_snake_case and not 'any' or 'unknown'"
            )
    return ScopeDimension(
        key=key,
        label=(dim.label or key.replace("_", " ")).strip(),
        values=tuple((v, _check_phrases(f"scopes.{key}.{v}", ph)) for v, ph in dim.values.items()),
        any=_check_phrases(f"scopes.{key}.any", dim.any),
    )


def catalogue_from_dict(
    data: Any, origin: str, default_name: str, text: str | None = None
) -> Catalogue:
    """Validate raw YAML data; every problem is one line naming `origin` and the field.
    `text`, the YAML the data was read from, lets a message quote what the file says."""
    if data is None:
        data = {}
    if not isinstance(data, dict):
        raise InputError(f"{origin}: expected a mapping of name, topics, scopes, kinds")
    try:
        raw = _RawCatalogue.model_validate(data)
    except ValidationError as e:
        raise InputError(f"{origin}: {_one_line(e, text)}") from None
    try:
        topics = [_topic_spec(key, t) for key, t in raw.topics.items()]
        scopes = [_scope_dimension(key, d) for key, d in raw.scopes.items()]
        for k in raw.kinds:
            if not _KEY_RE.match(k):
                raise ValueError(f"kinds.{k}: a kind is lower_snake_case")
        attributes = _intercom_attributes(raw.intercom, tuple(d.key for d in scopes))
    except ValueError as e:
        raise InputError(f"{origin}: {e}") from None
    cat = Catalogue(
        name=(raw.name or default_name).strip(),
        topics=tuple(topics),
        scopes=tuple(scopes),
        kinds=tuple(raw.kinds.items()),
        not_covered=_check_phrases("not_covered", raw.not_covered),
        defaults=tuple(sorted(raw.defaults.items())),
        intercom_attributes=attributes,
    )
    _check_holding_replies(cat, origin)
    return cat


def _intercom_attributes(
    raw: _RawIntercom, dimensions: tuple[str, ...]
) -> tuple[tuple[str, str], ...]:
    """`intercom.attributes`: each conversation attribute names one of this catalogue's
    scope dimensions, so a typo is one line at load, not a scope silently left unknown."""
    out = []
    for name, dim in raw.attributes.items():
        if not name.strip():
            raise ValueError("intercom.attributes: an attribute name is empty")
        if dim not in dimensions:
            known = ", ".join(dimensions) or "none: add `scopes` first"
            raise ValueError(
                f"intercom.attributes.{name}: '{dim}' is not a scope dimension "
                f"(dimensions: {known})"
            )
        out.append((name.strip(), dim))
    return tuple(out)


def _check_holding_replies(cat: Catalogue, origin: str) -> None:
    """A holding reply must never state a value: its own recheck would flag it, and an
    escalation must not promise anything. Refused at load, not at the first ESCALATE."""
    for t in cat.topics:
        if t.holding_reply and (problem := holding_reply_problem(t.holding_reply, cat)):
            raise InputError(f"{origin}: topics.{t.key}.holding_reply: {problem}; say no value")


def load_catalogue(
    path: Path, default_name: str = "workspace", text: str | None = None
) -> Catalogue:
    """Read `answerguard.yaml`; InputError (one line, naming the file) when it is bad.
    `text`: the file's text, already read (a workspace folder reads it without following a
    link: guard/kb/workspace/files.py)."""
    try:
        if text is None:
            text = path.read_text(encoding="utf-8")
        data = yamltext.load(text)
    except yaml.YAMLError as e:
        mark = getattr(e, "problem_mark", None)
        where = f" line {mark.line + 1}" if mark is not None else ""
        problem = getattr(e, "problem", None) or str(e).splitlines()[0]
        raise InputError(f"{path}:{where} invalid YAML ({problem})") from None
    except (OSError, UnicodeDecodeError) as e:
        raise InputError(f"{path}: cannot be read ({e.__class__.__name__})") from None
    return catalogue_from_dict(data, str(path), default_name, text)


def seed_catalogue_path() -> Path:
    return Path(__file__).resolve().parent.parent / "workspaces" / "seed" / "answerguard.yaml"


@cache
def default_catalogue() -> Catalogue:
    """The seed's catalogue: what applies when a workspace has no `answerguard.yaml`, and
    what the engine's functions assume when no catalogue is passed. Read once."""
    return load_catalogue(seed_catalogue_path(), "AnswerGuard seed")


def plural(noun: str) -> str:
    """A label's plain English plural, for messages: "country" → "countries", "tax" →
    "taxes", "seller region" → "seller regions" (only the last word changes)."""
    head, _, last = noun.rpartition(" ")
    low = last.lower()
    if low.endswith(("s", "x", "z", "ch", "sh")):
        last += "es"
    elif low.endswith("y") and low[-2:-1] not in ("a", "e", "i", "o", "u", ""):
        last = last[:-1] + "ies"
    else:
        last += "s"
    return f"{head} {last}" if head else last
