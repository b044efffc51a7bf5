"""A predicate "free for" one of the catalogue's scope values is a price of zero for that scope.

"Helmets are free for club riders", "free for 3 days": a predicate "free" followed by whom or
how long it is free for says no price of zero (`money`): a trial's length, or a group's
condition the catalogue cannot place. But when the words after "for" are a value of one of
the catalogue's scope dimensions ("lockers are free for gold members", "the fitting's free
for trade customers" where gold members and trade customers are scope values), the group is
the scope the price holds for, exactly as "£4 for walk-in riders" prices the thing at £4 for
them: the zero is the thing's price, and the scope reader places it (the scope value is in
its clause). A determiner or "all" before the group ("free for our gold members", "free for
all gold members") changes nothing; a scope's "any" phrase is "free for everyone", already a zero.

The same "free for" a scope value needs no copula where it is set off after what came before
(`_SET_OFF_FREE_RE`): an appositive after a comma or a dash ("£5 a locker, free for gold
members"), a bracket ("£5 (free for gold members)"), or a coordinated alternative ("£5, or
free for gold members"). Help centres write a general price with one group's exception this
way all the time; unread, the "for gold members" was left to scope the price itself, and a
gold member's ticket got the general price as its value. Whose price the zero is, when its
own clause names none, is `excepted_topic`'s question.

English grammar and the catalogue's own scope phrases only: no group is listed here.
"""

from __future__ import annotations

import re
from typing import Final

from guard.extract.local.found import Found
from guard.extract.local.vocab import Vocabulary
from guard.kb.phrasematch import compile_phrases
from guard.models import Value

#: A copula (or its contraction), an optional adverb, "free for" and an optional determiner:
#: what follows is whom the thing is free for.
_FREE_FOR_RE: Final = re.compile(
    r"(?P<free>(?:\b(?:is|are|be|was|were|stays?|remains?)|['’](?:s|re))\s+"
    r"(?:always\s+|still\s+|\w+ly\s+)?free)\s+for\s+(?:(?:all|our|the|any|every)\s+)?",
    re.IGNORECASE,
)


#: "free for" set off from what came before: after a comma, semicolon, colon, dash or an
#: opening bracket, or after a coordinating "or"/"but"/"and" (either or both).
_SET_OFF_FREE_RE: Final = re.compile(
    r"(?:[,;:(–—]\s*(?:(?:or|but|and)\s+)?|\b(?:or|but|and)\s+)"
    r"(?:(?:always|still|completely|entirely|totally)\s+)?(?P<free>free)\s+for\s+"
    r"(?:(?:all|our|the|any|every)\s+)?",
    re.IGNORECASE,
)


def scope_zeros(sentence: str, vocab: Vocabulary) -> list[Found]:
    """Each predicate "free for" a scope value of the catalogue, as a price of zero whose
    words are the copula and "free" (see the module docstring)."""
    if "free" not in sentence.casefold() or not vocab.catalogue.scopes:
        return []
    phrases = tuple(p for d in vocab.catalogue.scopes for _, ph in d.values for p in ph)
    rx = compile_phrases(phrases)
    if rx is None:
        return []
    out: list[Found] = []
    for m in [*_FREE_FOR_RE.finditer(sentence), *_SET_OFF_FREE_RE.finditer(sentence)]:
        if rx.match(sentence, m.end()) is None:
            continue
        start = m.start("free")
        if any(f.start <= start < f.end for f in out):
            continue  # "…, but it's free for": the copula's reading already holds it
        value = Value(amount=0, unit="XXX", kind="money")
        out.append(Found(start, m.end("free"), sentence[start : m.end("free")], value, free=True))
    return sorted(out, key=lambda f: f.start)


# Between the price and its exception: the price's own clause, then a break (a comma,
# semicolon, colon, dash or bracket, or "but"/"or"/"and"/"while"/"whereas").
_BREAK_RE: Final = re.compile(
    r"[,;:(–—]|\s(?:but|or|and|while|whereas|though|although)\s", re.IGNORECASE
)
# After the break, only words that restate the same thing: a connective, a pronoun and its
# copula ("but it's", "though they're"), an adverb.
_SAME_THING_RE: Final = re.compile(
    r"(?:[\s,;:(–—]|\b(?:but|or|and|while|whereas|though|although|it|it['’]s|they|they['’]re|"
    r"this|that|that['’]s|is|are|stays?|remains?|always|still|completely|entirely|totally|"
    r"just|however)\b)*",
    re.IGNORECASE,
)
# Whom the group is: a scope value's phrase may be followed by the people who hold it
# ("Plus members go free", "gold card holders", "resident potters"): a plural noun, or a
# few English nouns for a group of people in either number.
_HOLDERS: Final = (
    r"(?:\s+(?:(?:plan|card|account|pass|ticket)\s+)?(?:member|customer|user|subscriber|"
    r"holder|client|guest|rider|passenger|owner)s?\b"
    r"|\s+(?!(?:is|was|has|does|this|its|as|us|plus|less|unless|always|days|weeks|months|"
    r"years|hours|minutes|nights)\b)[a-z]+s\b)?"
)
_HOLDERS_AFTER_RE: Final = re.compile(_HOLDERS, re.IGNORECASE)
# The group closing what stands before the zero, and the verb the zero closes ("go", "ride").
_HOLDERS_RE: Final = re.compile(rf"{_HOLDERS}(?:\s+[a-z]+)?\s*$", re.IGNORECASE)
# "for" (or "on", "with") and a determiner right after the zero, before the group.
_FOR_GROUP_RE: Final = re.compile(
    r"\s*(?:for|on|with)\s+(?:(?:all|our|the|any|every)\s+)?", re.IGNORECASE
)


def _scope_rx(vocab: Vocabulary) -> re.Pattern[str] | None:
    phrases = tuple(p for d in vocab.catalogue.scopes for _, ph in d.values for p in ph)
    return compile_phrases(phrases)


def _closes_gap(rx: re.Pattern[str], gap: str) -> bool:
    """Whether `gap` (what stands after the price's clause, up to the zero) is only a
    connective or a pronoun for the same thing ("", ", but it's"), or ends in the group
    itself with its holders and the zero's verb ("; gold members go")."""
    lead = _SAME_THING_RE.match(gap)
    tail = gap[lead.end() if lead else 0 :]
    if not tail.strip():
        return True
    group = rx.match(tail)
    return group is not None and _HOLDERS_RE.match(tail, group.end()) is not None


def excepted_topic(
    vocab: Vocabulary, zero: Found, price: Found, topic: str, sentence: str
) -> str | None:
    """The topic of a zero said for a scope value right after a price in the same sentence,
    when the zero's own words name no topic: "£2 a locker, free for gold members", "£2 (free
    for gold members)", "£2, but it's free for gold members", "£2; gold members go free",
    "£2, no charge for gold members". English sets a group's exception after the general
    price and lets the price's own words say what it is the price of: the zero is the same
    thing's price, for that group. `price` is the value right before the zero in the
    sentence, read on the money topic `topic` (not itself a zero). After the price's own
    clause only a connective, a pronoun for the same thing or the group itself may stand
    before the zero: "£2 a locker, and helmets are free for gold members" names another
    thing and stays the helmets' (or nothing's)."""
    if not zero.free or price.free or price.value.kind != "money" or price.end > zero.start:
        return None
    spec = vocab.topic(topic)
    rx = _scope_rx(vocab)
    if spec is None or spec.kind != "money" or rx is None:
        return None
    between = sentence[price.end : zero.start]
    cut = _BREAK_RE.search(between)
    if cut is None or not _closes_gap(rx, gap := between[cut.start() :]):
        return None
    after = _FOR_GROUP_RE.match(sentence, zero.end)
    group_after = after is not None and rx.match(sentence, after.end()) is not None
    lead = _SAME_THING_RE.match(gap)
    group_before = bool(gap[lead.end() if lead else 0 :].strip())
    return topic if group_after or group_before else None


def group_words(vocab: Vocabulary, sentence: str, start: int, end: int, left: str) -> str | None:
    """The words that say which scope value the zero at `sentence[start:end]` is said for:
    "for gold members" right after it, or "gold members" closing `left` (its clause before
    it: "gold members go free"); None when no scope value's phrase stands there. A draft's
    zero said for a group holds only for that group (`DraftClaim.condition`), which the
    engine reads against the ticket's own (`engine.groupexception`)."""
    rx = _scope_rx(vocab)
    if rx is None:
        return None
    after = _FOR_GROUP_RE.match(sentence, end)
    group = rx.match(sentence, after.end()) if after is not None else None
    if after is not None and group is not None:
        holders = _HOLDERS_AFTER_RE.match(sentence, group.end())
        stop = holders.end() if holders is not None else group.end()
        return " ".join(sentence[after.start() : stop].split())
    before = list(rx.finditer(left))
    if before and _HOLDERS_RE.match(left, before[-1].end()):
        holders = _HOLDERS_AFTER_RE.match(left, before[-1].end())
        stop = holders.end() if holders is not None else before[-1].end()
        return "for " + " ".join(left[before[-1].start() : stop].split())
    return None
