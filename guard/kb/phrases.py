"""Catalogue phrases compiled to regular expressions.

A team describes its topics and scopes in words ("payout*", "paid out", "money ... back"),
never in regexes: a new topic must need a new catalogue entry, not new code. This module is
the one place those words become patterns, so every phrase in every workspace follows the
same small, documented syntax (docs/workspace-format.md). A word's other spellings (slips,
numbers in words, contractions, short units) are in `guard.kb.spellings`; compiling a
tuple of phrases into one pattern and searching text with it, in `guard.kb.phrasematch`.

- case-insensitive, on word boundaries; spaces and hyphens between words are interchangeable;
- a phrase starting with `=` matches only as written, case and all (`=Team`, `=Business
  plan`): a plan named by a common word is then not found in "our support team" or
  "3 business days";
- a plain word of three letters or more also matches its plural and possessive forms, as
  does a phrase's last hyphenated compound whatever its last part's length ("check-ups"), and
  one of five letters or more written with an -s ending, with more of its phrase after it,
  also matches without it ("includes seat selection" matches "include seat selection");
  a longer phrase's last word also matches its -ing form ("car washing"), and so does its
  first word when the word after it (a particle, an adverb such as "early", a determiner)
  shows it is a verb ("return early" matches "returning early");
  a one-word plural phrase also matches its singular after "a", "one", "each" or "every"
  where that ends its noun phrase (`blocks` matches "a block in advance", not "a block
  booking"); a longer phrase's last word keeps its number;
- "is" after a word also matches "'s" on that word: "delivery is" matches "delivery's just
  £3.99";
- a person's possessive ("your", "their", "his", "her", "my") matches any of them: "cancel
  your booking" is also "they can cancel their booking";
- `word*` matches any word starting with `word`, and one whose stem ends in a silent "e"
  its -ing form too (`postpone*` matches "postponing");
- `a|b` matches either word (`come|comes|came back`);
- `...` between two words allows up to five words in between, inside one clause and not
  across a contrast (than, rather, instead, not, but, unlike, versus);
- words of six letters or more also match with one typing slip;
- a phrase of one content word, "to" and a personal pronoun ("courier to you": an arrival)
  also matches that arrival said as presence after "have"/"get" ("have a courier with
  you") or with its verb of arriving ("for a courier to reach you"), `guard.kb.arrival`.
"""

from __future__ import annotations

import re
from itertools import pairwise
from typing import Final

from guard.english import POSSESSIVES
from guard.kb.arrival import arrival_forms
from guard.kb.passive import participle_pattern
from guard.kb.spellings import SLIP_MIN, contracted, other_spellings, slips, spelled
from guard.wordforms import singular

#: A plain word also matches its plural and possessive ("payout" → "payouts", "payout's",
#: "months'"): a team writes the word once, its help centre writes every form of it. Words
#: shorter than this stay exact, because "us" + "es" is "uses".
INFLECT_MIN = 3
_INFLECTION = r"(?:e?s)?(?:['’]s?)?"

#: Up to five words inside one clause: a word may hold a dot only between characters
#: ("1.5%", "e.g"), so a sentence's full stop still ends the gap. A contrast ends it too:
#: "bills come by email rather than in the post" is no "bill ... in the post".
_GAP_STOP = r"(?:than|rather|instead|not|but|unlike|versus|vs)\b"
_GAP = rf"(?:[\s\-/]+(?!{_GAP_STOP})(?:[^\s.;!?]|\.(?=\w))+){{0,5}}?"
_JOIN = r"[\s\-/]+"


#: A phrase starting with this matches only as written (case-sensitive).
EXACT = "="


def split_exact(phrase: str) -> tuple[str, bool]:
    """The phrase without its `=` marker, and whether it matches only as written."""
    text = phrase.strip()
    if text.startswith(EXACT):
        return text[len(EXACT) :].strip(), True
    return text, False


#: A person's possessive determiners are one class in a phrase: a team writes "cancel your
#: booking" to its customer, and a reply says the same of someone else ("they can cancel
#: their booking", "she can register on her own"). "Our" and "its" stay as written: the
#: team's own thing, or a thing's, is another owner than the customer.
PERSON_POSSESSIVES = tuple(p for p in POSSESSIVES if p not in ("our", "its"))


def _token(
    token: str, exact: bool = False, verb: bool = False, last: bool = False, gerund: bool = False
) -> str:
    """One word's pattern; `verb`: a word with more of its phrase after it, whose -s ending
    may be a verb's (`_singular`); `last`: a one-word phrase's word, whose plural also
    matches its singular as a whole noun phrase (`_DETERMINED`); `gerund`: a longer
    phrase's last word, which also matches its -ing form (`_gerund`). A word's other
    spellings (`other_spellings`) match it too, and an apostrophe is either one (' or ’)."""
    if "|" in token:
        alternatives = (_token(t, exact, verb, last, gerund) for t in token.split("|") if t)
        return "(?:" + "|".join(alternatives) + ")"
    others = () if exact else other_spellings(token)
    if others:
        own = _token_forms(token, exact, verb, last, gerund)
        return "(?:" + "|".join([own, *(spelled(o) for o in others)]) + ")"
    return _token_forms(token, exact, verb, last, gerund)


def _token_forms(token: str, exact: bool, verb: bool, last: bool, gerund: bool) -> str:
    """One word's pattern as written (see `_token`)."""
    if not exact and token.lower() in PERSON_POSSESSIVES:
        return "(?:" + "|".join(PERSON_POSSESSIVES) + ")"  # "on their own" (`PERSON_POSSESSIVES`)
    if token.endswith("*") and len(token) > 1:
        stem = token[:-1] if exact else token[:-1].lower()
        dropped = _silent_e_ing(stem)
        if dropped is not None:  # "postpone*" also matches "postponing"
            return f"(?:{re.escape(stem)}|{re.escape(dropped)})" + r"[\w'’]*"
        return re.escape(stem) + r"[\w'’]*"
    word = token if exact else token.lower()
    slipped = word.isalpha() and len(word) >= SLIP_MIN
    base = slips(word) if slipped else spelled(word)
    if not (word.isalpha() and len(word) >= INFLECT_MIN):
        return base
    if slipped and word.endswith("s") and not word.endswith("ss"):
        # A word already inflected with -s takes no second -s on a slip of it: "expires"
        # misspelt is "expries", but "expres" (its "i" dropped) and an -s is "express",
        # another word. The word as written keeps every inflection.
        base = f"(?:{spelled(word)}|(?:{base})(?!\\w))"
    if word[-1] == "y" and word[-2] not in "aeiou":
        base = f"(?:{base}|{re.escape(word[:-1])}ies)"
    singular = _singular(word) if verb or last else None
    if singular is not None:
        alone = f"{_DETERMINED}{re.escape(singular)}{_HEAD_END}"  # "a block in advance"
        base = f"(?:{base}|{re.escape(singular) if verb else alone})"
    ing = _gerund(word) if gerund else None
    if ing is not None:
        return f"(?:(?:{base}){_INFLECTION}|{re.escape(ing)})"
    return f"(?:{base}){_INFLECTION}"


def _silent_e_ing(stem: str) -> str | None:
    """The -ing form of a glob's stem that ends in a silent "e" ("postpone*" → "postponing"),
    or None. A glob names every word that starts with its stem, so a team writing
    "postpone*" means "postponed", "postponement" and "postponing" alike; English drops the
    stem's silent "e" before "-ing", and only then would the glob miss its own word. Only a
    stem of four letters or more; "ee", "ye" and "oe" keep their "e" ("agreeing"), as for a
    phrase's last word (`_gerund`)."""
    if len(stem) < 4 or not stem.isalpha() or not stem.endswith("e"):
        return None
    if stem.endswith(("ee", "ye", "oe")):
        return None
    return stem[:-1] + "ing"


def _gerund(word: str) -> str | None:
    """The -ing form of a longer phrase's last word ("price matching" of "price match",
    "bag charging" of "bag charge"), or None. A phrase that names an activity or a thing
    done ("price match", "car wash") names it as much in its -ing form, the form a
    heading or a terms-of-sale section title uses ("Prices and price matching"). Only for a
    phrase of two words or more: a one-word phrase's -ing form is too often another sense
    ("notice" and "noticing"). Not for a word already ending in -ing, -s or -ed; a word
    whose -ing form doubles its last letter ("stop", "stopping") is not matched in that
    form, since the doubling is not predictable from spelling alone."""
    if not word.isalpha() or word.endswith(("ing", "s", "ed")):
        return None
    if word.endswith("e") and not word.endswith(("ee", "ye", "oe")):
        return word[:-1] + "ing"
    return word + "ing"


#: A one-word phrase written as a plural ("blocks") names countable things, and one of them
#: is a member of that set: its singular also matches as a whole noun phrase, right after a
#: determiner that counts one ("a", "one", "each", "every"), which makes it a countable noun,
#: not a verb's -s form or a mass noun ("costs" is no "at no extra cost", nor "the cost"),
#: and where it ends that noun phrase (`_HEAD_END`): before punctuation, the text's end or a
#: function word ("a block in advance", "every block."), not before another word that may be
#: a noun it qualifies ("a block booking" is a booking). A longer phrase's last word keeps
#: its number ("standard reversals" are a rail's, "the standard reversal window" is not).
_DETERMINED = (
    "(?:"
    + "|".join(rf"(?<=\b{d}\s)" for d in ("a", "an", "one", "each", "every", "any", "another"))
    + ")"
)
#: Where a noun ends its noun phrase (see `_DETERMINED`).
_HEAD_END = r"(?=\s*(?:[^\w\s'’-]|$)|\s+(?:" + "|".join(
    ("a", "an", "the", "your", "my", "our", "their", "his", "her", "its", "to", "of", "for",
     "in", "on", "at", "by", "with", "from", "into", "off", "out", "up", "and", "or", "is",
     "are", "per", "as")
) + r")\b)"  # fmt: skip


def _singular(word: str) -> str | None:
    """The word without its -s or -es ending (`guard.wordforms.singular`), or None: a
    catalogue that writes "includes seat selection" also means "include seat selection", as
    a word written once matches its plural. Only for a word with more of its phrase after it
    (a verb, or a plural noun qualifying another), or for a one-word phrase's singular as a
    whole noun phrase (`_DETERMINED`): otherwise a phrase's last word keeps its number, since
    a team may write a plural on purpose ("standard reversals" are a rail's, "the standard
    reversal window" is not)."""
    return singular(word)


#: Words that, right after a phrase's first word, show that first word is a verb: a particle
#: or adverb of a phrasal verb ("return early", "hand back", "check in"), or a determiner
#: opening its object ("rinse the kayak", "cancel your booking"). A noun is seldom followed
#: by one of these inside a catalogue phrase ("park fee", "book fee" are nouns before nouns
#: and keep their one form).
_VERB_MARKERS = frozenset(
    {
        "up", "out", "off", "in", "on", "at", "by", "for", "from", "into", "with", "away",
        "back", "down", "over", "ahead", "late", "early", "again", "within", "before",
        "after", "the", "your", "my", "our", "their", "his", "her", "its", "a", "an",
    }
)  # fmt: skip


def _leads_a_verb_phrase(words: list[str], token: str) -> bool:
    """Whether `token` is the first word of a phrase whose second word shows it is a verb
    (`_VERB_MARKERS`): such a verb names the same act in its -ing form ("returning early"
    for "return early", "rinsing the kayak" for "rinse the kayak"), the form a reply uses
    as a subject ("Returning early costs £20"). A team writing "return early" and
    "returned early" means every form of the act, as a word written once already matches
    its -s form; the -ing form is the one `_INFLECTION` cannot spell."""
    return len(words) > 1 and token is words[0] and words[1].lower() in _VERB_MARKERS


#: A phrase ending in a hyphenated compound ("check-up", "top-up", "drop-off"): the
#: compound is one noun, and a noun takes its plural and possessive on its last part
#: ("check-ups", "top-ups"), however short that part is alone ("up" is no word that
#: inflects, but "check-up" is a noun that does).
_COMPOUND_NOUN = re.compile(r"\w-[^\W\d_]+$")


#: Words that start a time at an event as "after" does: "45 minutes from when your flight
#: lands" counts from the landing, as "45 minutes after your flight lands" does. A phrase
#: that opens with "after" names the same event said with either.
_SAME_AS_AFTER: Final = r"(?:from\s+when|from\s+the\s+moment)"


#: "is" contracted onto the word before it ("delivery's just £3.99", "the fee’s £5"): a phrase
#: that holds "is" after a word ("delivery is") is said as often this way as in full.
_IS_CONTRACTED: Final = r"['’]s"


def phrase_pattern(phrase: str) -> str:
    """The regex source for one phrase (see the module docstring). A `=` phrase is wrapped
    in a case-sensitive group, so it keeps its case inside a pattern compiled with
    IGNORECASE alongside the others."""
    text, exact = split_exact(phrase)
    tokens = [t for t in re.split(r"[\s\-]+", text) if t]
    tokens = tokens if exact else contracted(tokens)
    words = [t for t in tokens if t not in ("...", "…")]
    parts: list[str] = []
    gap_next = False
    compound_last = not exact and _COMPOUND_NOUN.search(text) is not None
    for t in tokens:
        if t in ("...", "…"):
            gap_next = True
            continue
        if parts and not exact and not gap_next and t.lower() == "is":
            # "delivery is" said "delivery's": the contracted verb is the verb (`_IS_CONTRACTED`)
            parts.append(rf"(?:{_JOIN}is|{_IS_CONTRACTED})")
            continue
        if parts:
            parts.append(_GAP + _JOIN if gap_next else _JOIN)
        one_word = len(words) == 1 and not exact
        # the last word of a longer phrase also matches its -ing form (`_gerund`), and so
        # does a leading verb (`_leads_a_verb_phrase`)
        gerund = len(words) > 1 and not exact and (t is words[-1] or _leads_a_verb_phrase(words, t))
        part = _token(t, exact, verb=t is not words[-1], last=one_word, gerund=gerund)
        if t is tokens[-1] and compound_last and t.isalpha() and len(t) < INFLECT_MIN:
            part = f"(?:{part}){_INFLECTION}"  # "check-ups", "top-up's" (`_COMPOUND_NOUN`)
        parts.append(part)
        gap_next = False
    if not parts and exact:
        raise ValueError(f"`{EXACT}` needs words after it, e.g. `{EXACT}Team`")
    if not parts:
        raise ValueError(f"empty phrase {phrase!r}")
    body = "".join(parts)
    if not exact and len(parts) > 1 and tokens[0].lower() == "after":
        # "after your flight lands" said "from when your flight lands" (`_SAME_AS_AFTER`)
        body = f"{body}|{_SAME_AS_AFTER}{''.join(parts[1:])}"
    if exact:
        body = f"(?-i:{body})"
    elif len(words) == len(tokens) and words[0].lower() not in FUNCTION_WORDS:
        # "courier to you" said "have a courier with you", "for a courier to reach you"
        forms = arrival_forms(words, _token(words[0], verb=True), _JOIN)
        body = "|".join([body, *forms])
    return r"(?<![\w])(?:" + body + r")(?![\w])"


#: Words that carry no topic of their own: articles, possessives, pronouns, prepositions and
#: particles. A phrase's other words are its content words (`loose_pattern`).
FUNCTION_WORDS = frozenset(
    {
        "a", "an", "the", "your", "my", "our", "their", "his", "her", "its", "to", "of",
        "for", "in", "on", "at", "by", "with", "from", "into", "off", "out", "up", "and",
        "or", "is", "are", "be", "it", "you", "we", "they", "this", "that", "per", "as",
    }
)  # fmt: skip

#: The function words that make a preposition ("up to", "out of"): a phrase's tail of them
#: belongs to the value after it (`loose_pattern`).
_PREPOSITIONS = frozenset(
    {"up", "to", "out", "off", "in", "on", "at", "by", "for", "from", "into", "of", "with"}
)

#: Words that open a new clause: "we overlock a unit when the rent is late" holds no "rent
#: ... unit", as the unit is the main clause's object and the rent the subordinate's subject.
_CLAUSE_OPENER = r"(?:when|whenever|if|unless|once|because|while|whilst|until|although|though)\b"

#: Up to three words between two content words of a loose match, inside one sub-clause: no
#: comma, colon, bracket or dash, no sentence end, no contrast word and no word that opens
#: another clause.
_LOOSE_WORD = rf"(?:[\s/]+(?!{_GAP_STOP}|{_CLAUSE_OPENER})(?![-–—]\s)(?:[^\s.,;:!?()–—]|\.(?=\w))+)"
_LOOSE_GAP = rf"{_LOOSE_WORD}{{0,3}}?"


def _loose_gap(own: int) -> str:
    """The gap between two content words that the phrase itself holds `own` function words
    between ("register on your own": "on your"): three words more than those, since the
    phrase's own words are no words put in ("register with us on their own" puts in two)."""
    return _LOOSE_GAP if own == 0 else rf"{_LOOSE_WORD}{{0,{3 + own}}}?"


def loose_pattern(phrase: str) -> str | None:
    """The regex source matching a phrase's content words with other words between them, or
    None for a phrase that has fewer than two content words, is written exactly (`=`) or
    already says where words may come between (`...`).

    People rarely say a catalogue's phrase word for word: "leaving your fix early" is
    "leaving early" with the thing left in between, "the payment arrives late" is a "late
    payment" said as a sentence. So a phrase's content words (not `FUNCTION_WORDS`) in its
    order, up to three words apart within one sub-clause, match loosely; a phrase of two
    content words matches in either order; a phrase of one content word followed by two
    function words or more ("cover up to") matches with that content word apart from them
    ("cover protects your goods up to"). The function words a phrase holds between two
    content words ("on your" in "register on your own") are no words put in: the gap there
    is three more than those. A loose match is weaker evidence than the phrase itself
    (`evidence`)."""
    text, exact = split_exact(phrase)
    tokens = [t for t in re.split(r"[\s\-]+", text) if t]
    if exact or any(t in ("...", "…") for t in tokens):
        return None
    # A hyphenated compound with a function word in it ("check-in", "pick-up") is one word:
    # its parts stay together, or the loose form would need the function word dropped.
    words = [w for w in text.split() if w]
    if any("-" in w and _has_function_part(w) for w in words):
        tokens = words
    content = [t for t in tokens if t.lower() not in FUNCTION_WORDS]
    join = _LOOSE_GAP + _JOIN
    if (
        len(content) == 1
        and tokens.index(content[0]) == 0
        and len(tokens) >= 3
        and all(t.lower() in _PREPOSITIONS for t in tokens[1:])
    ):
        # One content word and a preposition of two words or more after it ("cover up
        # to"): the preposition belongs to the value after it, so the noun may stand apart
        # from it ("the cover protects your things up to £2,000").
        tail = _JOIN.join(_token(t) for t in tokens[1:])
        return rf"(?<![\w])(?:{_token(content[0])}{join}{tail})(?![\w])"
    if len(content) < 2:
        return None
    orders = [content, content[::-1]] if len(content) == 2 else [content]
    # The phrase's last word also in its -ing form, as the phrase itself reads it
    # (`_gerund`): "the first 10 minutes of drying are free" says "free dry" loosely.
    last = content[-1]

    def word(t: str) -> str:
        return _token(t, gerund=True) if t is last and "-" not in t else _compound(t)

    # In the phrase's own order, the function words it holds between two content words
    # widen the gap between them (`_loose_gap`); the other order keeps the plain gap.
    positions = [tokens.index(t) for t in content]
    owns = [max(0, b - a - 1) for a, b in pairwise(positions)]
    forward = word(content[0]) + "".join(
        _loose_gap(own) + _JOIN + word(t) for own, t in zip(owns, content[1:], strict=True)
    )
    backward = [[word(t) for t in order] for order in orders[1:]]
    # Object first, the leading verb after it as a passive participle ("problems need to be
    # reported" for "report a problem", `passive`).
    participle = (
        participle_pattern(content[0]) if _leads_a_verb_phrase(tokens, content[0]) else None
    )
    if backward and participle is not None:
        backward[0][-1] = f"(?:{backward[0][-1]}|{participle})"
    bodies = [forward, *(join.join(order) for order in backward)]
    return r"(?<![\w])(?:" + "|".join(bodies) + r")(?![\w])"


def _has_function_part(word: str) -> bool:
    return any(p.lower() in FUNCTION_WORDS for p in word.split("-") if p)


def _compound(token: str) -> str:
    """A word's pattern; a hyphenated compound's parts joined as a phrase's words are."""
    parts = [p for p in token.split("-") if p]
    return _JOIN.join(_token(p) for p in parts) if len(parts) > 1 else _token(token)
