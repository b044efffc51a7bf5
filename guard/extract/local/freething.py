"""What a zero says is free decides which threshold and which fee it belongs to.

A catalogue can have a fee for one thing ("return fee") and a threshold that makes another
thing free ("free delivery threshold", about "orders over"). "Delivery is free on orders over
£30" is that threshold's £30; "Returns are free on orders over £30" is not: its words share
"orders over" with the threshold, but what it says is free is the returns, which that
threshold does not make free. Read by its words alone, the £30 lands on the delivery
threshold (where it agrees with the sources) and the "free" is dropped as no zero of a topic
whose label names the free thing (`zerotopic`), so a promise that returns cost nothing is
allowed as a correct delivery threshold.

So the zero's SUBJECT, the thing said to be free, is read: the noun phrase before "is free",
"are waived", "are on us", "cost nothing" (its head, the last word that is not "fee",
"charge", "cost" or "price"), the noun after an adjective "free" ("free returns on …") or
between "no" and "fee" ("no return fee on …"). A topic whose label says it is the limit of
something free names that thing when every head of the subject (each of "returns and
delivery") is one of the words of its label or `about` phrases (singular or plural). Then:

- an amount in the zero's condition ("… free on orders over £30", "If you spend over £30,
  returns are free") or in the zero's own subject ("Returns on orders over £30 are free") is
  a claim on that threshold topic only if it names the subject; otherwise on the one
  threshold topic that does, or else on `other`, with a note saying whose amount it is
  (`threshold_for_another_thing`);
- the zero itself, read onto a threshold topic that does not name its subject, is a zero of
  the money topic its subject names ("returns" on a return fee), said under the condition
  (`DraftClaim.condition`, `exceptionzero`), and so checked against that fee
  (`fee_of_the_free_thing`); a subject no money topic names leaves it no claim, as before,
  and so does one another threshold topic names (its amount is the claim there).

A zero with no subject of its own ("It's free on orders over £30"), a pronoun or the order
itself ("Orders over £30 ship free") is left as before. English grammar only: the words for
nothing, the copulas and the prepositions, never a catalogue's words.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Final

from guard.english import AT_LEAST, MORE_THAN, OR_MORE, one_of
from guard.extract.local.beyondfree import names_free_limit
from guard.extract.local.cues import Because, cue
from guard.extract.local.evidence import pick
from guard.extract.local.reductions import is_reduction
from guard.extract.local.vocab import Vocabulary
from guard.extract.local.zerothreshold import in_zero_condition
from guard.kb.catalogue import OTHER
from guard.kb.keywords import stem

_I: Final = re.IGNORECASE

#: A word for nothing, said of a thing: "free", "free of charge", "waived", "on us", "at no
#: cost", "cost nothing", "no fee"; "no return fee" names its thing between "no" and "fee".
_ZERO_RE: Final = re.compile(
    r"\b(?:no\s+(?P<named>[A-Za-z][\w-]*(?:\s+[A-Za-z][\w-]*)?)\s+(?:fees?|charges?|costs?)\b"
    r"|no\s+(?:fees?|charges?|costs?)\b|free(?P<of>\s+of\s+charge)?\b|waived\b|on\s+us\b"
    r"|at\s+no\s+(?:extra\s+)?cost\b|costs?\s+nothing\b)",
    _I,
)
_WORD_RE: Final = re.compile(r"[A-Za-z][A-Za-z'’-]*")
#: Marks that end a clause: the subject is within the zero's own clause.
_CLAUSE_MARK_RE: Final = re.compile(r"[,;:!?.()\[\]—–]")
_STRONG_MARK_RE: Final = re.compile(r"[;:!?()\[\]—–]|\.(?!\d)")
#: Verbs and adverbs between a subject and its word for nothing ("are always free").
_LINKS: Final = frozenset({
    "is", "are", "was", "were", "be", "been", "will", "would", "can", "s", "'s", "’s",
    "become", "becomes", "get", "gets", "go", "goes", "ship", "ships", "come", "comes",
    "remain", "remains", "stay", "stays", "always", "also", "still", "now", "just", "too",
    "then", "completely", "totally", "entirely", "absolutely", "usually", "normally",
})  # fmt: skip
#: Words that end a subject read backwards, or cut one read forwards: prepositions,
#: condition words, pronouns and verbs of spending.
_STOPS: Final = frozenset({
    "on", "for", "over", "above", "of", "with", "in", "at", "from", "to", "by", "under",
    "after", "before", "when", "if", "once", "unless", "where", "provided", "while", "as",
    "you", "we", "they", "it", "spend", "spending", "spent", "buy", "order", "get", "so",
    "but", "then", "because", "there", "here", "that", "which", "who",
})  # fmt: skip
_DETERMINERS: Final = frozenset({
    "the", "a", "an", "your", "our", "their", "its", "all", "any", "every", "each", "this",
    "these", "those", "my", "his", "her",
})  # fmt: skip
#: Words that say a thing is a price, not what is priced ("the return fee": returns).
_GENERIC: Final = frozenset({"fee", "fees", "charge", "charges", "cost", "costs", "price"})
#: Subjects that name no free thing of their own: a pronoun, or the order a threshold measures.
_NO_THING: Final = frozenset({
    "it", "this", "that", "everything", "anything", "all", "they", "order", "orders",
    "basket", "baskets", "cart", "purchase", "purchases", "spend", "total", "shopping",
})  # fmt: skip
#: An amount a threshold compares with: a floor before it ("over", "more than", "at least",
#: "spend"), or "or more" / "+" after it (as `zerothreshold` reads one).
_COMPARED_LEFT_RE: Final = re.compile(
    rf"\b(?:{one_of(MORE_THAN, AT_LEAST)}|exceeding|spend(?:ing|s)?|spent)\s+$", _I
)
_COMPARED_RIGHT_RE: Final = re.compile(rf"\s*(?:\+|(?:{one_of(OR_MORE)})\b)", _I)
#: Words that name a limit, not a thing made free ("free delivery threshold": delivery).
_LIMIT_WORDS: Final = frozenset({"threshold", "minimum", "limit", "level", "spend", "amount"})
_JOINS: Final = frozenset({"and", "or", "&", "plus"})


@dataclass(frozen=True)
class Subject:
    """The thing a zero says is free: its words as written, and each head (one per item of
    "returns and delivery"), stemmed."""

    words: str
    heads: tuple[str, ...]


def zero_subject(sentence: str, start: int, end: int) -> Subject | None:
    """The subject of the word for nothing at `sentence[start:end]` (see the module
    docstring), or None when it has none of its own."""
    m = _ZERO_RE.search(sentence, start, max(end, start))
    if m is None:
        return None
    if m.group("named"):
        named = _subject(m.group("named"))
        if named is not None:
            return named
    if m.group(0).casefold() == "free" and not m.group("of"):
        after = _forwards(sentence[m.end() :])
        if after is not None:
            return after
    return _backwards(sentence[: m.start()])


def _words(text: str) -> list[str]:
    return _WORD_RE.findall(text)


def _forwards(right: str) -> Subject | None:
    """The noun phrase right after an adjective "free", up to a preposition or a mark."""
    if not re.match(r"[\s-]+[A-Za-z]", right):
        return None
    cut = _CLAUSE_MARK_RE.search(right)
    words: list[str] = []
    for w in _words(right[: cut.start()] if cut else right):
        low = w.casefold()
        if low in _STOPS or low in _LINKS or (low.endswith("ly") and len(low) > 4):
            break  # "free delivery automatically": the adverb is no part of the thing
        words.append(w)
    return _subject(" ".join(words[:4])) if words else None


def _backwards(left: str) -> Subject | None:
    """The noun phrase a predicate zero is said of: its clause's words before it, less the
    verb; read back from the verb, or from the clause's start when an amount ends it."""
    cuts = list(_CLAUSE_MARK_RE.finditer(left))
    clause = left[cuts[-1].end() :] if cuts else left
    words = _words(clause)
    while words and (words[-1].casefold() in _LINKS or words[-1].casefold().endswith("ly")):
        words.pop()
    if not words:
        return None
    tail = clause.rstrip()
    for w in reversed(clause.split()):
        if _WORD_RE.fullmatch(w.strip(".,")) and w.strip(".,").casefold() in _LINKS:
            tail = tail[: tail.rfind(w)].rstrip()
            continue
        break
    if tail and not tail[-1].isalpha():  # "Returns on orders over £30 are free"
        picked: list[str] = []
        for w in words:
            if w.casefold() in _STOPS:
                break
            picked.append(w)
        return _subject(" ".join(picked[:4])) if picked else None
    picked = []
    for w in reversed(words):
        if w.casefold() in _STOPS or w.casefold() in _DETERMINERS:
            break
        picked.insert(0, w)
    return _subject(" ".join(picked[-4:])) if picked else None


def _subject(text: str) -> Subject | None:
    """The heads of a noun phrase: each item's last word that says what is priced."""
    items: list[list[str]] = [[]]
    for w in _words(text):
        low = re.sub(r"['’]s$", "", w.casefold())  # "it's": the pronoun and its verb
        if low in _JOINS:
            items.append([])
        elif low not in _DETERMINERS:
            items[-1].append(low)
    heads: list[str] = []
    for item in items:
        kept = [w for w in item if w not in _GENERIC]
        while kept and kept[-1] in _LIMIT_WORDS:
            kept.pop()
        if not kept:
            continue
        if kept[-1] in _NO_THING:
            return None
        heads.append(stem(kept[-1]))
    return Subject(" ".join(text.split()), tuple(heads)) if heads else None


def names_the_free_thing(vocab: Vocabulary, topic: str, subject: Subject) -> bool:
    """Whether every head of `subject` is a word of `topic`'s label or `about` phrases (a
    phrase's glob "deliver*" names "delivery")."""
    spec = vocab.topic(topic)
    if spec is None:
        return False
    stems: set[str] = set()
    globs: list[str] = []
    for text in (spec.label or "", *spec.about):
        for raw in re.findall(r"[A-Za-z][A-Za-z'’-]*\*?", text):
            if raw.endswith("*"):
                globs.append(raw[:-1].casefold())
            else:
                stems.add(stem(raw))
    return all(h in stems or any(h.startswith(g) for g in globs if g) for h in subject.heads)


def _threshold_topic(vocab: Vocabulary, topic: str) -> bool:
    """A money topic whose label says it is the limit of something free."""
    spec = vocab.topic(topic)
    return spec is not None and spec.kind == "money" and names_free_limit(spec.label)


def _zero_of_amount(sentence: str, start: int, end: int) -> tuple[int, int] | None:
    """Where the word for nothing an amount belongs to is: the last one before it whose
    condition holds the amount ("free on orders over £30") or that shares its clause ("Free
    returns on orders over £30"), else the first one after it in its clause ("If you spend over £30, returns are free", "Returns on orders over £30 are
    free")."""
    conditioned = in_zero_condition(sentence, start, end)
    if not conditioned and not (
        _COMPARED_LEFT_RE.search(sentence, 0, start) or _COMPARED_RIGHT_RE.match(sentence, end)
    ):
        return None  # "from £40 to £50": no threshold an amount is compared with
    before = list(_ZERO_RE.finditer(sentence, 0, start))
    if before:
        marks = _STRONG_MARK_RE if conditioned else _CLAUSE_MARK_RE
        if not marks.search(sentence, before[-1].end(), start):  # "Free returns on orders …"
            return before[-1].span()
    after = _ZERO_RE.search(sentence, end)
    if after is None or _STRONG_MARK_RE.search(sentence, end, after.start()):
        return None
    if not conditioned and "," in sentence[end : after.start()]:
        return None
    return after.span()


def _thresholds_naming(vocab: Vocabulary, subject: Subject, but: str) -> list[str]:
    """The threshold topics, other than `but`, that name `subject` as their free thing."""
    return [
        t.key
        for t in vocab.catalogue.of_kind("money")
        if t.key != but
        and _threshold_topic(vocab, t.key)
        and names_the_free_thing(vocab, t.key, subject)
    ]


def _in_own_phrase(vocab: Vocabulary, topic: str, sentence: str, at: tuple[int, int]) -> bool:
    """Whether the word for nothing at `at` is inside one of `topic`'s own phrases ("free
    delivery"): that phrase names the topic's own free thing."""
    return any(t == topic and s <= at[0] and at[1] <= e for s, e, t in cue(sentence, vocab).strong)


def threshold_for_another_thing(
    vocab: Vocabulary, topic: str, sentence: str, start: int, end: int
) -> tuple[str, Because] | None:
    """For a money amount read onto a threshold topic (`topic`, its label naming something
    free): the topic it belongs to instead when the zero it is said with makes another thing
    free, the one threshold topic naming that thing or `other`; None when it is `topic`'s
    (or no zero with a subject of its own goes with it)."""
    if not _threshold_topic(vocab, topic):
        return None
    at = _zero_of_amount(sentence, start, end)
    if at is None or _in_own_phrase(vocab, topic, sentence, at):
        return None  # "the free delivery threshold moves to £50": its own name
    subject = zero_subject(sentence, *at)
    if subject is None or names_the_free_thing(vocab, topic, subject):
        return None
    named = _thresholds_naming(vocab, subject, topic)
    if len(named) == 1:
        spec = vocab.topic(named[0])
        about = spec.about if spec else ()
        return named[0], Because("clause", subject.words, "about", named[0], about)
    note = f"the amount that makes {subject.words} free, which {topic} does not name"
    return OTHER, Because("clause", subject.words, note=note)


def fee_of_the_free_thing(
    vocab: Vocabulary, topic: str, sentence: str, start: int, end: int
) -> tuple[str, Because] | None:
    """For a zero at `sentence[start:end]` read onto a threshold topic (`topic`): the money
    topic its subject names when `topic` does not make that subject free, else None."""
    if not _threshold_topic(vocab, topic):
        return None
    subject = zero_subject(sentence, start, end)
    if subject is None or names_the_free_thing(vocab, topic, subject):
        return None
    if _thresholds_naming(vocab, subject, topic):
        return None  # a threshold makes it free: its amount is the claim, as for `topic`
    text = subject.words
    c = cue(text, vocab)
    blocked = frozenset(
        t.key
        for t in vocab.catalogue.of_kind("money")
        if _threshold_topic(vocab, t.key) or is_reduction(vocab, t.key)
    )
    p = pick(vocab, text, c.strong, "money", (0, len(text)), blocked, loose=c.loose)
    if p is None:
        return None
    spec = vocab.topic(p.topic)
    about = spec.about if spec else ()
    return p.topic, Because("clause", text[p.match[0] : p.match[1]], "about", p.topic, about)
