"""The agent of an accompaniment, said with an adverbial and its noun with adjectives.

"Swimmers under 12 must be accompanied by a grown-up aged 21 or over" brings the grown-up
along: the age is the companion's, not a limit on the swimmers (`roles`). English lets a
passive verb take an adverbial before its agent ("accompanied in the water by",
"accompanied throughout by", "accompanied on every session by") and the agent's noun take
adjectives ("a confident grown-up", "a named, paying grown-up"): neither changes who goes along, so the companion is the noun right
before "aged", whatever words come between "accompanied" and "by", and whatever adjectives
stand before the noun.

Grammar only: no role, adverb or adjective is listed. The adverbial is a few words with no
punctuation and no other "by" (so it stays inside the one passive); an adjective is any word
but a conjunction (so "a parent or guardian" keeps its two parties).
"""

from __future__ import annotations

from typing import Final

#: "accompanied by", "accompanied in the water by": the passive's verb, up to four words of
#: adverbial (no punctuation, no "by" of its own), and its agent's "by".
ACCOMPANIED_BY: Final = r"accompanied(?:\s+(?!by\b)[^\W\d_]+){0,4}?\s+by"
#: Up to two adjectives before the party's noun ("a confident grown-up", "a named paying
#: grown-up"); never a conjunction, so "a parent or carer" stays two parties.
PARTY_ADJECTIVES: Final = r"(?:(?!(?:or|and)\b)[^\W\d_]+,?\s+){0,2}?"
