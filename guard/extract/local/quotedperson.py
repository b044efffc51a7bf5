"""A value in quotation marks that a person other than us is the subject of: their words.

'A customer is adamant it's "two weeks"', 'one of the members keeps going on about "£5"':
quotation marks say the words are someone's, and the clause's subject says whose. When that
subject is a person (a customer, a member, a caller, "he", "they"), not the team ("we", "our
terms"), the quoted value is what that person says, however the verb is worded ("arguing",
"adamant", "going on about", or a colon after the clause: 'A caller is cross: "it said
£5"'), and no value the document states. Read as stated, a Slack colleague's "A member is
arguing it's "one month"" becomes a proposal of one month.

`wording.quoted_speech` already reads quotes opened right after a speech verb ("said:
"…"); this reads the quote by its subject instead, within a few words of it in one clause.
The person nouns are generic English for the people a support team talks about, as
`wording`'s reported-speech subjects are; no catalogue's words.
"""

from __future__ import annotations

import re
from typing import Final

from guard.english import PEOPLE_NOUNS, people_pattern

_PERSON_SUBJECT_RE: Final = re.compile(
    r"(?:^|[.!?;:,]\s*|\b(?:and|but|so|because|since|as)\s+)"
    r"(?:(?:the|a|an|this|that|one|some|another|one\s+of\s+(?:the|our))\s+)?"
    r"(?:[\w-]+\s+)?"  # "a new member", "the same caller"
    rf"(?:{people_pattern(PEOPLE_NOUNS)}|someone|somebody|people|he|she|they)"
    # the verb and a few words to the quote, in one clause, none of them first person; a
    # colon may introduce the quote ("A customer is annoyed: "…"")
    r"(?:\s+(?!(?:we|our|us|I|my)\b)[\w'’-]+){1,5}\s*:?\s*$",
    re.IGNORECASE,
)


def _opening_quote(before: str) -> int:
    """Where an open quotation mark before the value is, or -1 when the value is unquoted."""
    curly = before.rfind("\u201c")
    opening = curly if curly > before.rfind("\u201d") else -1
    straight = [i for i, ch in enumerate(before) if ch == '"']
    if len(straight) % 2 == 1:
        opening = max(opening, straight[-1])
    return opening


def quoted_of_a_person(before: str) -> bool:
    """Whether the text after `before` is inside quotation marks opened in a clause whose
    subject is a person other than us (see the module docstring)."""
    opening = _opening_quote(before)
    return opening >= 0 and bool(_PERSON_SUBJECT_RE.search(before[:opening]))
