"""The thing a price topic prices, said without its price word: "a hair wash costs £8".

A team names a price by its compounds: "hair wash fee", "price of a hair wash", "pay for a
hair wash". Its pages and its agents then say the price of the thing itself: "A hair wash
at our Leeds salon costs £8", "a hair wash at any of our salons is £8", "In Wales every
hair wash is free". The verb ("costs", "is", "is free") says a price of its subject, and
the subject is exactly the noun the topic's compounds price, so the sentence names the
topic as surely as the compound would, only in other words.

So each money topic's `about` phrases that are a price word with a noun ("<noun> fee",
"<noun> price", "<noun> cost", "<noun> charge", "price|cost|fee|charge of <noun>", "pay for
<noun>") give that noun (`guard.kb.pricednouns`) as a weak cue for the topic: weighed as a loose match
(`evidence.LOOSE`), so any phrase of the catalogue said as written outweighs it, and it is
a cue only for a value of money (a topic of another kind never takes the value). It is
no cue:

- when the noun is a single word: what a compound leaves once its price word goes is often
  a modifier ("late" of "late fee", "annual" of "annual fee") or a word many things share;
  two words or more ("hair wash", "late payment") name one thing;
- inside a phrase of the catalogue said as written, whichever topic's ("a free express hair
  wash" where that is another topic's phrase: those words are that topic's);
- as a modifier of a group of people ("Gold pass holders", a longer scope phrase):
  the group is who the value applies to, not what it prices (`groupname`);
- after a modifier that names another kind of the thing than the label's ("a junior
  pass" where the label prices the "adult monthly pass", `kindmodifier`);
- in a text that names something the catalogue does not cover (`not_covered`): "a hair
  wash with a scalp massage" where massages are not covered is a bundle whose price is not
  the wash's.
"""

from __future__ import annotations

from guard.extract.local.groupname import names_a_group
from guard.extract.local.kindmodifier import another_kind
from guard.kb.catalogue import Catalogue
from guard.kb.phrasematch import find_all, mentions
from guard.kb.pricednouns import priced_patterns

#: (start, end, topic)
Match = tuple[int, int, str]


def priced_noun_matches(cat: Catalogue, text: str, exact: tuple[Match, ...]) -> tuple[Match, ...]:
    """Every money topic's priced nouns in `text` that no phrase said as written overlaps
    (see the module docstring); none in a text that names something not covered."""
    patterns = priced_patterns(cat)
    if not patterns or (cat.not_covered and mentions(cat.not_covered, text)):
        return ()
    taken = [(s, e) for s, e, _ in exact]
    out: list[Match] = []
    for key, rx in patterns:
        spec = cat.topic(key)
        blocked = find_all(spec.not_about, text) if spec is not None and spec.not_about else []
        for m in rx.finditer(text):
            s, e = m.span()
            if any(a < e and s < b for a, b in (*taken, *blocked)):
                continue
            if names_a_group(cat, text, s, e):  # "Gold pass holders" (`groupname`)
                continue
            if another_kind(cat, key, text, s, e):  # "a junior pass" (`kindmodifier`)
                continue
            out.append((s, e, key))
    return tuple(out)
