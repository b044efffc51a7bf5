"""A reply's opening salutation: the greeting and the customer's name before a comma.

"Hi Priya, you can renew up to 3 days before the due date." is a sentence led by "you": the
greeting and the name that open a reply ("Hi Priya,", "Hello Mr Okafor,", "Thanks Priya,",
"Dear Sam,") address the reader and are no part of the sentence's subject. Read as its
words, "Priya" would look like a noun the sentence is about, so a value there would be
taken for an uncovered subject's (OUTSIDE_COVERAGE) instead of one its words leave to the
ticket. Only a greeting word, up to three name words and a comma make a salutation.
"""

from __future__ import annotations

from typing import Final

#: A regex source (case-insensitive use): a greeting word, up to three name words, a comma
#: and the space after it.
SALUTATION: Final = (
    r"(?:(?:hi|hey|hello|dear|good\s+(?:morning|afternoon|evening)|thanks|thank\s+you)"
    r"(?:\s+[A-Z][\w'’.-]*){1,3}\s*,\s*)"
)
