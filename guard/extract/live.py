"""The live extractor: Claude reads sources and drafts into claims, and words safe replies.

This is the only module that talks to the Anthropic SDK, so the SDK's quirks (httpx2, no
sampling parameters, its exception tree) stop here: everything that goes wrong becomes an
`ExtractionError` or an `ok=False` extraction, and the rules never see a half-valid result.
The SDK is imported on the first model call, not with this module: importing it takes
seconds, and a check answered from the cache never needs it.

What the model may answer follows the workspace's catalogue (guard/extract/outputs.py): the
JSON schema it is constrained to and the pydantic models that validate its answer are built
from the same catalogue, and so is the prompt's list of topics, kinds and scope values.

The model only *reads*. Quotes are passed through exactly as the model returned them; whether
they really occur in the text is the engine's quote validation, not ours, so a hallucinated
quote shows up as a rejected extraction instead of being silently repaired here.
"""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Callable
from functools import cache
from typing import TYPE_CHECKING, Any, TypeVar

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from guard.extract.base import ExtractionError
from guard.extract.outputs import OutputModels, claim_scope, json_schema, output_models, to_value
from guard.extract.prompts import (
    UNIT_WORDS,
    draft_prompt,
    draft_system,
    reply_prompt,
    reply_system,
    source_prompt,
    source_system,
)
from guard.kb.catalogue import DURATION_UNITS, Catalogue, default_catalogue
from guard.models import (
    AiMode,
    DraftClaim,
    DraftExtraction,
    Model,
    Source,
    SourceClaim,
    SourceExtraction,
)

if TYPE_CHECKING:
    import anthropic

PROMPT_VERSION = "live-29"
DEFAULT_MODEL = "claude-haiku-5-5"
DEFAULT_TIMEOUT = 30.0  # seconds; a check is interactive, and the SDK's own default is 10 min

#: Output budgets. Newer models may think before answering and thinking spends this budget,
#: so they are generous: unused tokens cost nothing, while a truncated answer costs a retry.
SOURCE_MAX_TOKENS = 8192
DRAFT_MAX_TOKENS = 4096
REPLY_MAX_TOKENS = 4096

#: Invalid output (bad stop reason, no text, schema mismatch) gets one more try, no more.
#: HTTP-level retries are the SDK's (`max_retries`), so the two never multiply.
OUTPUT_ATTEMPTS = 2

#: More claims than any answer within the output budget can hold: a longer list is not a
#: reading of the text, and is refused as invalid output rather than handed to the rules.
MAX_CLAIMS = 500

_OK_STOP_REASONS = frozenset({"end_turn"})

#: Models the API refused `temperature` for. The contract asks for temperature 0 (the same
#: text reads the same way every time), so every call sends it; the SDK has no parameter
#: for it any more (it goes in the body), and newer models and API versions answer a
#: sampling parameter with a 400. Such a model is asked again at once without it, and not
#: sent it again in this process: determinism where the API allows it, never an outage.
_NO_SAMPLING: set[str] = set()
_ERROR_CHARS = 160

OutT = TypeVar("OutT", bound=BaseModel)
ResT = TypeVar("ResT")


def _sdk() -> Any:
    """The Anthropic SDK, imported on first use (about 2.5 s the first time)."""
    import anthropic

    return anthropic


class ReplyOut(Model):
    model_config = ConfigDict(**Model.model_config, str_strip_whitespace=True)

    reply: str = Field(min_length=1)


# --- prompts ----------------------------------------------------------------------------------

assert set(UNIT_WORDS) == set(DURATION_UNITS)


# --- conversion -------------------------------------------------------------------------------


def to_source_claims(out: Any, source: Source, cat: Catalogue) -> list[SourceClaim]:
    """Identity comes from the Source, never from the model: ids are positional and stable."""
    return [
        SourceClaim(
            claim_id=f"{source.id}#c{n}",
            source_id=source.id,
            source_version=source.signals.version,
            topic=c.topic,
            value=to_value(c.value, c.topic, cat),
            value_text=c.value_text,
            scope=claim_scope(c, cat),
            effective_from=c.effective_from,
            status_wording=c.status_wording,
            supersedes=c.supersedes,
            quote=c.quote,
        )
        for n, c in enumerate(out.claims, start=1)
    ]


def to_draft_claims(out: Any, cat: Catalogue) -> list[DraftClaim]:
    return [
        DraftClaim(
            claim_id=f"draft#c{n}",
            topic=c.topic,
            alternatives=[t for t in c.alternatives if t != c.topic],
            value=to_value(c.value, c.topic, cat),
            value_text=c.value_text,
            span=c.span,
            definitive=c.definitive,
            condition=c.condition,
        )
        for n, c in enumerate(out.claims, start=1)
    ]


def _short(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= _ERROR_CHARS else text[: _ERROR_CHARS - 1] + "…"


def _api_error(exc: Exception) -> str:
    """A short, loggable name for a transport failure; never the response body, which may echo
    the prompt (and so a source the reader of the log may not be allowed to see)."""
    name = type(exc).__name__
    if isinstance(exc, _sdk().APIStatusError):
        return f"{name}: {exc.status_code}"
    return _short(f"{name}: {exc}")


def _validation_summary(exc: ValidationError) -> str:
    """The first few schema errors by location, without the offending input values (a long
    list of allowed values, such as every currency, is cut short)."""
    parts = [
        f"{'.'.join(str(p) for p in e['loc']) or '<root>'}: {_short(e['msg'])}"
        for e in exc.errors(include_input=False, include_url=False)[:3]
    ]
    more = exc.error_count() - len(parts)
    return "; ".join(parts) + (f" (+{more} more)" if more > 0 else "")


@cache
def request_schema(out_model: type[BaseModel]) -> dict[str, Any]:
    """The JSON schema sent as `output_config.format`: the output model's schema, tidied
    and passed through the SDK's `transform_schema` (objects closed, unsupported keywords
    moved into descriptions). One per output model, so per catalogue."""
    return _sdk().transform_schema(json_schema(out_model))


class _InvalidOutput(Exception):
    """The call succeeded but the answer is unusable; the only failure worth one more try."""


def _converted(out: OutT, convert: Callable[[OutT], ResT]) -> ResT:
    """`convert(out)`, with any failure as invalid output: a validated answer can still hold
    what our own models refuse (a range whose values our Value rejects, say)."""
    try:
        return convert(out)
    except ValidationError as exc:
        raise _InvalidOutput(_validation_summary(exc)) from exc
    except (TypeError, ValueError, ArithmeticError, RecursionError) as exc:
        raise _InvalidOutput(f"the answer cannot be used ({type(exc).__name__})") from exc


# --- the extractor ----------------------------------------------------------------------------


class LiveExtractor:
    """Extractor and ReplyWriter backed by Claude; safe to share across the check's thread pool.

    Per-call state lives on the stack; the only shared mutable things (the lazily built client
    and the last-call telemetry) are guarded by a lock.
    """

    mode: AiMode = "live"
    prompt_version: str = PROMPT_VERSION

    def __init__(
        self,
        client: anthropic.Anthropic | None = None,
        model: str | None = None,
        timeout: float = DEFAULT_TIMEOUT,
        max_retries: int = 2,
        catalogue: Catalogue | None = None,
    ) -> None:
        #: The workspace's topics, kinds and scopes: what the model may answer. Its hash is
        #: part of every cache identity, so a changed catalogue never replays an old answer.
        self.catalogue: Catalogue = catalogue or default_catalogue()
        self.outputs: OutputModels = output_models(self.catalogue)
        self.model: str = model or os.environ.get("ANTHROPIC_MODEL") or DEFAULT_MODEL
        self.timeout = timeout
        self.max_retries = max_retries
        self._client = client
        self._lock = threading.Lock()
        self.last_latency_ms: int | None = None
        self.last_usage: dict[str, int] | None = None

    # --- the three tasks -------------------------------------------------------------------

    def extract_source(self, source: Source) -> SourceExtraction:
        cat = self.catalogue
        try:
            claims = self._call(
                source_system(cat),
                source_prompt(source),
                self.outputs.source,
                SOURCE_MAX_TOKENS,
                lambda out: to_source_claims(out, source, cat),
            )
        except ExtractionError as exc:
            return SourceExtraction(source_id=source.id, ok=False, error=str(exc))
        return SourceExtraction(source_id=source.id, claims=claims)

    def extract_draft(self, text: str) -> DraftExtraction:
        cat = self.catalogue
        try:
            claims = self._call(
                draft_system(cat),
                draft_prompt(text),
                self.outputs.draft,
                DRAFT_MAX_TOKENS,
                lambda out: to_draft_claims(out, cat),
            )
        except ExtractionError as exc:
            return DraftExtraction(text=text, ok=False, error=str(exc))
        return DraftExtraction(text=text, claims=claims)

    def write_safe_reply(self, draft: str, value_text: str, quote: str, decision: str) -> str:
        """Raises instead of returning a fallback: the check service owns the template path and
        rechecks whatever we return, so a silent default here would hide an outage."""
        return self.write_safe_reply_with_claims(draft, value_text, quote, decision)[0]

    def write_safe_reply_with_claims(
        self, draft: str, value_text: str, quote: str, decision: str
    ) -> tuple[str, DraftExtraction]:
        """The reworded reply and, in the same call, the claims of that reply in the draft
        schema: the server's recheck of the reply reads them (after the same span validation
        as any draft) instead of asking the model a second time."""
        cat = self.catalogue
        model = self.outputs.reply or ReplyOut

        def convert(out: BaseModel) -> tuple[str, list[DraftClaim]]:
            text = out.reply.strip()  # type: ignore[attr-defined]  # a model built at run time
            if not text:
                raise ValueError("the reply is empty")
            return text, (to_draft_claims(out, cat) if hasattr(out, "claims") else [])

        text, claims = self._call(
            reply_system(cat),
            reply_prompt(draft, value_text, quote, decision),
            model,
            REPLY_MAX_TOKENS + DRAFT_MAX_TOKENS,
            convert,
        )
        return text, DraftExtraction(text=text, claims=claims, origin="live")

    # --- the one place that talks to the API -----------------------------------------------

    def _get_client(self) -> anthropic.Anthropic:
        """Built on first use so that constructing an extractor never needs a key or network."""
        with self._lock:
            if self._client is None:
                self._client = _sdk().Anthropic(timeout=self.timeout, max_retries=self.max_retries)
            return self._client

    def _call(
        self,
        system: str,
        user: str,
        out_model: type[OutT],
        max_tokens: int,
        convert: Callable[[OutT], ResT],
    ) -> ResT:
        """The model's answer, validated against `out_model` and turned into our types by
        `convert`. An answer that fails either step is invalid output (one more try with the
        error, then an ExtractionError): no shape a model can return raises anything else."""
        try:
            client = self._get_client()
        except Exception as exc:
            # Building the client is local configuration: a broken credentials profile, or a
            # base URL its HTTP library refuses (InvalidURL is not an AnthropicError). Either
            # way the AI is unavailable for this check; an "internal error" would tell the
            # user nothing they can act on.
            raise ExtractionError(_short(f"{type(exc).__name__}: {exc}")) from exc
        schema = request_schema(out_model)
        prompt = user
        problem = ""
        for _attempt in range(OUTPUT_ATTEMPTS):
            try:
                out = self._attempt(client, system, prompt, out_model, schema, max_tokens)
                return _converted(out, convert)
            except _InvalidOutput as exc:
                problem = str(exc)
                prompt = (
                    f"{user}\n\nYour previous answer was rejected ({problem}). "
                    "Answer again with JSON that matches the schema exactly."
                )
        raise ExtractionError(_short(f"invalid output after {OUTPUT_ATTEMPTS} attempts: {problem}"))

    def _attempt(
        self,
        client: anthropic.Anthropic,
        system: str,
        user: str,
        out_model: type[OutT],
        schema: dict[str, Any],
        max_tokens: int,
    ) -> OutT:
        sdk = _sdk()
        start = time.perf_counter()
        sampling = {} if self.model in _NO_SAMPLING else {"temperature": 0}
        try:
            message = client.messages.create(
                model=self.model,
                max_tokens=max_tokens,
                system=system,
                messages=[{"role": "user", "content": user}],
                output_config={"format": {"type": "json_schema", "schema": schema}},
                timeout=self.timeout,
                extra_body=sampling or None,
            )
        except sdk.BadRequestError as exc:
            if sampling and "temperature" in str(exc):
                with self._lock:
                    _NO_SAMPLING.add(self.model)
                return self._attempt(client, system, user, out_model, schema, max_tokens)
            raise ExtractionError(_api_error(exc)) from exc
        except sdk.APIError as exc:
            raise ExtractionError(_api_error(exc)) from exc
        except TypeError as exc:  # the SDK's "Could not resolve authentication method"
            raise ExtractionError(_short(f"TypeError: {exc}")) from exc
        except sdk.AnthropicError as exc:  # client-side refusals, e.g. config errors
            raise ExtractionError(_short(f"{type(exc).__name__}: {exc}")) from exc
        self._record(start, message)

        if message.stop_reason not in _OK_STOP_REASONS:
            raise _InvalidOutput(f"stop_reason={message.stop_reason}")
        text = next((b.text for b in message.content if b.type == "text"), None)
        if text is None:
            raise _InvalidOutput("no text block")
        try:
            out = out_model.model_validate_json(text)
        except ValidationError as exc:
            raise _InvalidOutput(_validation_summary(exc)) from exc
        except (TypeError, ValueError, RecursionError) as exc:  # a validator met a wrong type
            raise _InvalidOutput(
                f"the answer does not match the schema ({type(exc).__name__})"
            ) from exc
        claims = getattr(out, "claims", None)
        if isinstance(claims, list) and len(claims) > MAX_CLAIMS:
            raise _InvalidOutput(f"claims: more than {MAX_CLAIMS} items")
        return out

    def _record(self, start: float, message: anthropic.types.Message) -> None:
        latency = round((time.perf_counter() - start) * 1000)
        usage = {
            "input_tokens": message.usage.input_tokens,
            "output_tokens": message.usage.output_tokens,
        }
        with self._lock:
            self.last_latency_ms = latency
            self.last_usage = usage
