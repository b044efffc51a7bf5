"""A short number that is a service's phone line: "NHS 111 can help", "call 999".

A phone number is recognised by its digits (eight or more, `numbers`). Some lines are
dialled by a short code that no digit count recognises: a national helpline or an
emergency number ("111", "999", "116 123"). Those stand in a reply where a phone number
does, and say no policy: they tell the customer whom to call. Two places in a sentence say
so by English alone, whatever the service:

- **after a verb of calling**: "call 999", "ring 111 for advice", "dial 112 now": what one
  calls, rings or dials is a line. The number must end its phrase (a clause's end, or a
  function word after it), so "call 100 customers" (a count of a noun) is never one;
- **after a service's name in capitals, as the subject of a verb of serving**: "NHS 111
  can help", "Samaritans 116 123 is open all night": the name and its short code are what
  can help or is open. The name is an acronym or a capitalised word, never an ISO currency
  code ("USD 100 will be refunded" is an amount).

Only numbers of three to six digits, whole (not a part of an amount: no currency sign, no
decimal, no unit or % after them). Pure: text in, spans out.
"""

from __future__ import annotations

import re
from typing import Final

from guard.extract.outputs import ISO_4217

#: A short code: three to six digits, in up to two groups ("111", "116 123").
_CODE: Final = r"(?P<code>(?<![\w£$€¥.,])\d{3}(?:\s\d{3})?(?![\w%]|[.,]\d))"
#: What may end a line's phrase after a verb of calling: a clause's end or a function word.
_PHRASE_END: Final = (
    r"(?=\s*(?:[.,;:!?)]|$)|\s+(?:for|if|and|or|to|now|straight|instead|anytime|any\s+time|"
    r"at|on|in|when|as|immediately|first|day|night)\b)"
)
_CALLED_RE: Final = re.compile(
    rf"\b(?:call|calling|ring|ringing|phone|phoning|dial|dialling|dialing)\s+"
    rf"(?:(?:[A-Z][\w&'’-]*\s+){{0,3}}(?:on\s+)?)?{_CODE}{_PHRASE_END}",
    re.IGNORECASE,
)
#: A name in capitals right before the code, then a verb of serving.
_NAMED_RE: Final = re.compile(
    rf"\b(?P<name>[A-Z][A-Za-z&]*)\s+{_CODE}\s+"
    r"(?:can|could|will|is|are|may|might)\s+(?:also\s+)?"
    r"(?:help|advise|give|tell|talk|answer|be\s+reached|open|available|free|there)\b"
)
_CURRENCIES: Final = frozenset(ISO_4217)


def service_line_spans(text: str) -> list[tuple[int, int]]:
    """The spans of the short codes in `text` that are a service's phone line (see the
    module docstring)."""
    spans = [m.span("code") for m in _CALLED_RE.finditer(text)]
    spans += [
        m.span("code") for m in _NAMED_RE.finditer(text) if m["name"].upper() not in _CURRENCIES
    ]
    return sorted(set(spans))
