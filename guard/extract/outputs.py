"""What the live model must return, built from the workspace's catalogue.

One set of pydantic models per catalogue gives both halves of the contract: its JSON schema
is what the model is constrained to (structured output), and the same models validate the
answer. So the schema can never be looser than the validation or drift from it:

- `topic` is an enum of the catalogue's topic keys plus `other` (and, in a draft,
  `unattributed`: a value whose words name nothing); a draft claim's `alternatives` lists
  other topic keys its words name just as much;
- `value` is one of the value kinds (duration, money, percent, count, and choice when the
  catalogue has a choice topic), told apart by `kind`;
- `scope` has one property per scope dimension, each an enum of its values plus `any`.

What a schema cannot say is checked by a validator on the claim: a value's kind must be its
topic's kind (any kind but choice on `other`), and a choice must be one of *that* topic's
options. Every failure is a pydantic ValidationError, which the live extractor treats as
invalid output (one retry, then an extraction error). Error messages name fields and
catalogue keys, never the model's offending values, so a retry prompt cannot echo them.

This module does not import the Anthropic SDK.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from functools import cache
from typing import Annotated, Any, ClassVar, Literal, Union

from pydantic import (
    BaseModel,
    Discriminator,
    Field,
    Tag,
    create_model,
    model_validator,
)

from guard.kb.catalogue import DURATION_UNITS, OTHER, SCOPE_ANY, UNATTRIBUTED, Catalogue
from guard.models import Model, StatusWording, Supersedes, Value

#: ISO 4217 codes in use (plus XXX, "no currency", what "free" is in any currency). A money
#: value's unit must be one of these or a currency the catalogue names.
_ISO_4217_CODES = """
    AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BRL BSD BTN
    BWP BYN BZD CAD CDF CHF CLP CNY COP CRC CUP CVE CZK DJF DKK DOP DZD EGP ERN ETB EUR FJD
    FKP GBP GEL GHS GIP GMD GNF GTQ GYD HKD HNL HTG HUF IDR ILS INR IQD IRR ISK JMD JOD JPY
    KES KGS KHR KMF KPW KRW KWD KYD KZT LAK LBP LKR LRD LSL LYD MAD MDL MGA MKD MMK MNT MOP
    MRU MUR MVR MWK MXN MYR MZN NAD NGN NIO NOK NPR NZD OMR PAB PEN PGK PHP PKR PLN PYG QAR
    RON RSD RUB RWF SAR SBD SCR SDG SEK SGD SHP SLE SOS SRD SSP STN SVC SYP SZL THB TJS TMT
    TND TOP TRY TTD TWD TZS UAH UGX USD UYU UZS VED VES VND VUV WST XAF XCD XCG XOF XPF XXX
    YER ZAR ZMW ZWG
"""
ISO_4217: tuple[str, ...] = tuple(_ISO_4217_CODES.split())

#: Kinds that carry a number (and so may appear on `other`).
NUMERIC_KINDS: tuple[str, ...] = ("duration", "money", "percent", "count")
_KINDS = frozenset((*NUMERIC_KINDS, "choice"))


def _literal(values: tuple[str, ...]) -> Any:
    """`Literal[values...]` for values known only at run time."""
    return Literal.__getitem__(values)


# --- values -----------------------------------------------------------------------------------


class ValueOutBase(Model):
    """One kind of value. `kind` is required in the schema, so a model always states it; a
    payload without it (the seed-era `{amount, unit}` shape) is read as this kind when the
    discriminator's inference chose it."""

    KIND: ClassVar[str] = ""

    @model_validator(mode="before")
    @classmethod
    def _default_kind(cls, data: Any) -> Any:
        if isinstance(data, dict) and data.get("kind") is None and cls.KIND:
            return {**data, "kind": cls.KIND}
        return data


def _value_tag(data: Any) -> str | None:
    """Which value model reads `data`: its `kind`, or, when it has none, the kind its shape
    implies (the rule `Value` uses for stored documents)."""
    if not isinstance(data, dict):
        return getattr(data, "kind", None)
    kind = data.get("kind")
    if kind is not None:  # an unknown kind (or not a string) finds no tag, never a TypeError
        return kind if isinstance(kind, str) and kind in _KINDS else None
    unit = data.get("unit")
    if data.get("option") is not None:
        return "choice"
    if unit is None or unit in DURATION_UNITS:
        return "duration"
    if unit == "percent":
        return "percent"
    if isinstance(unit, str) and len(unit) == 3 and unit.isalpha() and unit.isupper():
        return "money"
    return "count"


def _number_fields(kind: str) -> dict[str, Any]:
    return {
        "kind": (_literal((kind,)), ...),
        "amount": (
            float,
            Field(allow_inf_nan=False, description="the value, or the low end of a range"),
        ),
        "amount_max": (
            float | None,
            Field(
                None, allow_inf_nan=False, description="the high end, only for a range such as 3-5"
            ),
        ),
    }


def _value_models(cat: Catalogue) -> tuple[type[ValueOutBase], ...]:
    currencies = tuple(sorted(set(ISO_4217) | {t.currency for t in cat.topics if t.currency}))
    options = tuple(dict.fromkeys(opt for t in cat.of_kind("choice") for opt, _ in t.choices))
    models: list[type[ValueOutBase]] = [
        create_model(
            "DurationValue",
            __base__=ValueOutBase,
            **_number_fields("duration"),
            unit=(_literal(DURATION_UNITS), ...),
        ),
        create_model(
            "MoneyValue",
            __base__=ValueOutBase,
            **_number_fields("money"),
            unit=(_literal(currencies), Field(description="ISO 4217 currency code")),
        ),
        create_model(
            "PercentValue",
            __base__=ValueOutBase,
            **_number_fields("percent"),
        ),
        create_model(
            "CountValue",
            __base__=ValueOutBase,
            **_number_fields("count"),
        ),
    ]
    if options:
        models.append(
            create_model(
                "ChoiceValue",
                __base__=ValueOutBase,
                kind=(_literal(("choice",)), ...),
                option=(_literal(options), Field(description="an option key of the topic")),
            )
        )
    for m, kind in zip(models, (*NUMERIC_KINDS, "choice"), strict=False):
        m.KIND = kind
    return tuple(models)


def to_value(out: BaseModel | None, topic: str, cat: Catalogue) -> Value | None:
    """The contract's Value for a validated model value, normalised as the local extractor
    normalises its own, so claims from either compare: weeks are calendar days x7 ("2 weeks"
    is 14 days, as a draft may say), and a count counts what its topic says (`unit:` in the
    catalogue), so a source and a draft on one topic always share a unit."""
    if out is None:
        return None
    data = out.model_dump()
    kind = data.pop("kind")
    if kind == "choice":
        return Value(kind="choice", option=data["option"])
    unit = data.get("unit")
    amount, amount_max = data["amount"], data["amount_max"]
    if kind == "duration" and unit == "weeks":
        unit = "calendar_days"
        amount, amount_max = amount * 7, None if amount_max is None else amount_max * 7
    elif kind == "count":
        spec = cat.topic(topic)
        unit = (spec.unit if spec else None) or "count"
    elif kind == "percent":
        unit = "percent"
    return Value(kind=kind, amount=amount, amount_max=amount_max, unit=unit)


# --- claims -----------------------------------------------------------------------------------


def _claim_matches_topic(cat: Catalogue) -> Any:
    def check(self: Any) -> Any:
        value = self.value
        if value is None:
            return self
        spec = cat.topic(self.topic)
        if spec is None:  # `other` or unattributed: any value with a number
            if value.kind not in NUMERIC_KINDS:
                raise ValueError(f"a claim on '{self.topic}' cannot have a choice value")
            return self
        if value.kind != spec.kind:
            raise ValueError(
                f"topic '{spec.key}' takes a {spec.kind} value, not a {value.kind} value"
            )
        if spec.kind == "choice" and value.option not in spec.choice_map:
            raise ValueError(
                f"the option is not one of topic '{spec.key}' options "
                f"({', '.join(spec.choice_map)})"
            )
        return self

    return model_validator(mode="after")(check)


@dataclass(frozen=True)
class OutputModels:
    """The models for one catalogue: what a source and a draft extraction must look like."""

    catalogue: Catalogue
    source: type[BaseModel]
    draft: type[BaseModel]
    scope: type[BaseModel] | None
    #: A safe reply with the claims of that reply, so its recheck needs no second call.
    reply: type[BaseModel] | None = None


@cache
def output_models(cat: Catalogue) -> OutputModels:
    """Built once per catalogue (catalogues are immutable and hashable)."""
    topic = _literal((*cat.topic_keys, OTHER))
    # A draft value whose words name nothing is unattributed (the engine asks the ticket);
    # an ambiguous one names the other topics it may be about.
    draft_topic = _literal((*cat.topic_keys, OTHER, UNATTRIBUTED))
    governed: Any = _literal(cat.topic_keys) if cat.topic_keys else str
    values = _value_models(cat)
    value_union: Any = Annotated[
        Union[tuple(Annotated[m, Tag(m.KIND)] for m in values)],  # noqa: UP007
        Discriminator(_value_tag),
    ]
    value_field = (value_union | None, Field(description="null when no exact value is stated"))
    validators = {"_value_matches_topic": _claim_matches_topic(cat)}

    scope_model: type[BaseModel] | None = None
    scope_fields: dict[str, Any] = {}
    if cat.scopes:
        # Typed as Any values: unpacked, a dict of tuples would also be checked against
        # create_model's own keyword arguments (__config__, __doc__, ...).
        dimensions: dict[str, Any] = {
            d.key: (
                _literal((*d.value_keys, SCOPE_ANY)),
                Field(description=f"{d.label}: the value the claim is limited to, or any"),
            )
            for d in cat.scopes
        }
        scope_model = create_model("ScopeOut", __base__=Model, **dimensions)
        scope_fields["scope"] = (scope_model, ...)

    source_claim = create_model(
        "SourceClaimOut",
        __base__=Model,
        __validators__=validators,
        claim_id=(str | None, None),
        topic=(topic, ...),
        value=value_field,
        value_text=(str, ...),
        **scope_fields,
        effective_from=(date | None, ...),
        status_wording=(StatusWording, ...),
        supersedes=(Supersedes | None, ...),
        quote=(str, ...),
    )
    draft_claim = create_model(
        "DraftClaimOut",
        __base__=Model,
        __validators__=validators,
        claim_id=(str | None, None),
        topic=(draft_topic, ...),
        alternatives=(list[governed], Field(default_factory=list)),
        value=value_field,
        value_text=(str, ...),
        span=(str, ...),
        definitive=(bool, ...),
        condition=(str | None, None),
    )
    return OutputModels(
        catalogue=cat,
        source=create_model("SourceClaimsOut", __base__=Model, claims=(list[source_claim], ...)),
        draft=create_model("DraftClaimsOut", __base__=Model, claims=(list[draft_claim], ...)),
        scope=scope_model,
        reply=create_model(
            "ReplyWithClaimsOut",
            __base__=Model,
            reply=(str, Field(min_length=1)),
            claims=(list[draft_claim], ...),
        ),
    )


def claim_scope(claim: BaseModel, cat: Catalogue) -> dict[str, str]:
    """A validated claim's scope: every catalogue dimension, `any` where it names none."""
    scope = getattr(claim, "scope", None)
    return {d: getattr(scope, d, SCOPE_ANY) for d in cat.dimension_keys}


# --- the schema sent to the model -------------------------------------------------------------


def json_schema(model: type[BaseModel]) -> dict[str, Any]:
    """The model's JSON schema, tidied for structured output: no `default` (the API cannot
    use it and the SDK's transform would move it into a description), no `discriminator`
    (not a keyword the API supports), and nested anyOf flattened (`value` is "one of the
    kinds, or null", one list). The SDK's `transform_schema` runs on the result at call time."""
    return _tidy(model.model_json_schema())


def _tidy(node: Any) -> Any:
    if isinstance(node, list):
        return [_tidy(n) for n in node]
    if not isinstance(node, dict):
        return node
    out: dict[str, Any] = {}
    for key, value in node.items():
        if key in ("default", "discriminator"):
            continue
        if key in ("properties", "$defs"):  # maps of names: a name is never a keyword
            out[key] = {k: _tidy(v) for k, v in value.items()}
        elif key in ("anyOf", "oneOf"):
            flat: list[Any] = []
            for variant in (_tidy(v) for v in value):
                nested = variant.get("anyOf")
                if nested is not None and set(variant) <= {"anyOf", "title"}:
                    flat.extend(nested)
                else:
                    flat.append(variant)
            out["anyOf"] = flat
        else:
            out[key] = _tidy(value)
    return out


__all__ = [
    "ISO_4217",
    "NUMERIC_KINDS",
    "OutputModels",
    "claim_scope",
    "json_schema",
    "output_models",
    "to_value",
]
