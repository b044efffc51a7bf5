"""A phrase that names someone's arrival ("courier to you") in the other ways it is said.

A catalogue phrase of one content word, "to" and a personal pronoun ("courier to you",
"nurse to us") names that person or thing coming to the pronoun's person, as "we'll get a
courier to you within 2 hours" says. English says the same arrival two other ways:

- as the presence it brings about, after a causative "have" or "get": "we'll have a courier
  with you within 2 hours" is "we'll get a courier to you within 2 hours";
- with the verb of arriving written out: "it takes 2 hours for a courier to reach you", "for a
  courier to get to you", "to come (out) to you", "to be with you".

A phrase whose word is "get" itself ("get to you") names the arrival of whatever gets there,
and English says the same arrival with "get" as its causative: "our carrier gets orders to
you in 6 days", "we'll get an engineer to you within 4 hours" say that the orders or the
engineer get to you. So "get to you" also matches "get" with an object of up to four words
before "to you". "Get back to you" and "get an answer to you" are replies, no arrival:
"back" and a word for a message are never that object.

The other way round, a phrase of one content word, "with" and a pronoun ("back with you")
names the presence a causative brings about ("we'll have your phone back with you"), and
English says the same with the arrival: "we'll have it back to you within 3 days", "get your
phone back to you". So it also matches a causative, its object (one to four words, never
"back" or a word for a message) and the word before "to" and the pronoun. Without an object
("we'll get back to you") it is a reply, and matches nothing.

So such a phrase also matches those two forms, and nothing looser: its content word still has
to be there, the pronoun too, and between them only the preposition or the arriving verb. A
reply time ("we'll get back to you", "a courier will call you") is no arrival: "call" is no
verb of arriving and "back" no causative's object with "with". English causatives, arrival
verbs and pronouns only; the content word is the team's.
"""

from __future__ import annotations

from typing import Final

_PRONOUNS: Final = frozenset({"you", "us", "them", "me", "him", "her"})
#: A causative verb whose object is then where the person is ("have a courier with you").
_CAUSATIVE: Final = r"(?:have|has|had|having|get|gets|got|getting)"
#: A verb of arriving at a person, written between "to" and the pronoun.
_ARRIVE: Final = r"(?:reach|get\s+to|come\s+(?:out\s+)?to|be\s+with|visit)"
#: Up to two words between the causative and the content word ("have a courier", "get
#: one of our nurses").
_OBJECT_LEAD: Final = r"(?:[\w'’]+\s+){0,3}?"


#: What no arrival brings: "get back to you", "get an answer to you" are replies.
_NO_ARRIVAL: Final = (
    r"(?:back|repl(?:y|ies)|answers?|responses?|updates?|messages?|emails?|word|news)\b"
)

#: The letters a causative starts with: where a phrase's presence form can start.
CAUSATIVE_FIRSTS: Final = frozenset({"h", "g"})


def takes_arrival_forms(tokens: list[str]) -> bool:
    """Whether a phrase's tokens are a word, "to" or "with", and a personal pronoun (the
    caller checks that the word is a content word)."""
    return (
        len(tokens) == 3 and tokens[1].lower() in ("to", "with") and tokens[2].lower() in _PRONOUNS
    )


def arrival_forms(tokens: list[str], word: str, join: str) -> list[str]:
    """The regex sources of a phrase's arrival forms (see the module docstring), given its
    tokens, its content word's pattern and the pattern joining two words; none when the
    phrase is not one content word, "to" and a personal pronoun."""
    if not takes_arrival_forms(tokens):
        return []
    pronoun = tokens[2].lower()
    if tokens[1].lower() == "with":
        # "back with you" said "have it back to you" (see above)
        obj = rf"(?:(?!{_NO_ARRIVAL})[\w'’-]+\s+){{1,4}}?"
        return [rf"{_CAUSATIVE}\s+{obj}{word}{join}to{join}{pronoun}"]
    present = rf"{_CAUSATIVE}\s+{_OBJECT_LEAD}{word}{join}with{join}{pronoun}"
    arriving = rf"{word}{join}to\s+{_ARRIVE}{join}{pronoun}"
    if tokens[0].lower() != "get":
        return [present, arriving]
    # "gets orders to you": "get" as the causative of its own arrival (see above)
    brought = rf"{_CAUSATIVE}\s+(?:(?!{_NO_ARRIVAL})[\w'’-]+\s+){{1,4}}?to{join}{pronoun}"
    return [present, arriving, brought]
