"""A word's other forms: its singular, its stem, its plural. English endings, written once.

Several readers ask "is this word that word in another number or inflection?" ("guarantees"
and "guarantee", "boxes" and "box", "sitting" and "sittings"). The question is one of
English morphology, not of any catalogue, so each ending rule lives here once and every
reader takes the one its question needs:

- `singular`: a plural noun's (or a third-person verb's) -s, -es or -ies ending taken off,
  for a word long enough to have one ("batteries" → "battery", "boxes" → "box", "sizes" →
  "size", "calories" → "calorie"); a word in "ss", "us" or "is" keeps its s ("access",
  "status", "basis").
- `stem`: one word in all its inflections, -ing, -ed, -es, -s and a silent e off, for a word
  longer than `STEM_MIN` ("guarantees", "guaranteed", "guarantee" → "guarante"): a heading's
  word against a phrase's, where the part of speech may differ.
- `loose_singular`: `singular`, else any word's -s off ("fees" → "fee"), for a comparison
  whose both sides pass through it.
- `noun_forms`: every form a noun may take in either number, candidates to look a written
  word up in ("nights" → "night", "nights"; "size" → "sizes").
- `plural_of`: a phrase's last word in the plural ("country" → "countries"); an -ing word is
  a mass noun and keeps its form ("all billing"), unless it is counted (`counted_plurals`:
  "per sitting", "2 sittings").
- `joined_prefixes`: a bound prefix and the word its hyphen joins it to written as one word
  ("re-test" → "retest", "pre-book" → "prebook", "non-member" → "nonmember").
"""

from __future__ import annotations

import re
from typing import Final

#: A word written with its -s ending also matches without it from this length on: shorter
#: words ending in s are seldom plurals ("news", "plus", "bus").
SINGULAR_MIN: Final = 5
#: A plural whose singular ends in a sibilant that takes -es: "ss", "x", "sh", "ch", "tz" or
#: "zz" ("glasses", "boxes", "wishes", "churches", "waltzes", "buzzes"). Any other -zes or
#: -ses word is its -e singular + s ("sizes", "prizes", "cases", "courses", "houses").
_SIBILANT_ES: Final = re.compile(r"(?:ss|x|sh|ch|tz|zz)es$")
#: English nouns in -che, whose plural is -che + s, not -ch + es ("headaches", "caches",
#: "niches"): a closed, small set of the language's spellings, not of any team's wording.
_CHE_NOUNS: Final = frozenset(
    {
        "ache", "headache", "toothache", "backache", "earache", "heartache", "stomachache",
        "cache", "niche", "cliche", "creche", "quiche", "psyche", "avalanche", "moustache",
        "mustache", "panache", "fiche", "microfiche", "douche", "pastiche", "gouache",
        "brioche",
    }
)  # fmt: skip
#: English nouns in -us, -as or -ns whose plural adds -es ("buses", "bonuses", "statuses",
#: "gases", "lenses"): every other -ses word is read as an -se word + s ("refuses",
#: "excuses", "purchases", "licenses"), the far more common spelling, verbs included.
_S_NOUNS: Final = frozenset(
    {
        "bus", "minibus", "bonus", "virus", "campus", "status", "focus", "census", "circus",
        "chorus", "surplus", "minus", "plus", "syllabus", "prospectus", "apparatus",
        "consensus", "genus", "onus", "stimulus", "octopus", "walrus", "cactus", "fungus",
        "gas", "alias", "bias", "canvas", "atlas", "lens",
    }
)  # fmt: skip
#: English plurals in -zzes of a word in a single z, doubled before -es ("quizzes").
_DOUBLED_Z: Final = frozenset({"quiz", "whiz", "fez"})
#: English nouns in -ie, whose plural is -ie + s, not -y → -ies ("calories", "cookies"):
#: a closed set of the language's spellings, not of any team's wording.
_IE_NOUNS: Final = frozenset(
    {
        "calorie", "cookie", "movie", "brownie", "hoodie", "zombie", "smoothie", "selfie",
        "goodie", "freebie", "rookie", "newbie", "birdie", "prairie", "auntie", "budgie",
        "veggie", "genie", "pixie", "necktie", "bowtie", "magpie", "sortie", "lingerie",
        "menagerie", "coterie", "reverie", "collie", "foodie", "junkie", "groupie", "indie",
        "beanie", "bookie", "nightie", "rotisserie", "brasserie", "patisserie",
        "charcuterie", "eyrie", "boogie", "walkie", "talkie", "cutie", "sweetie", "pinkie",
    }
)  # fmt: skip
#: Nouns in -ies that are the same in both numbers ("one series", "two series").
_SAME_IN_BOTH: Final = frozenset({"series", "species"})

#: Inflections one stem takes (a plural, a past participle, a gerund, a silent e).
_SUFFIX_RE: Final = re.compile(r"(?:ing|es|ed|s|e)$")
#: A word this short or shorter keeps its ending ("fees" is not "fe", "uses" not "us").
STEM_MIN: Final = 5


def singular(word: str) -> str | None:
    """The word without its -s, -es or -ies ending, or None when it has none: shorter than
    `SINGULAR_MIN`, not all letters, ending in "ss", "us" or "is" ("access", "status",
    "basis"), whose s is no ending, or the same in both numbers ("series").

    Which ending comes off is English spelling: -es after a sibilant that takes it
    (`_SIBILANT_ES`: "boxes" → "box", "churches" → "church") but only -s after an -e word's
    e ("sizes" → "size", "caches" → "cache", "courses" → "course"); -ies → -y after a
    consonant ("batteries" → "battery") but -ie + s for an -ie noun ("calories" →
    "calorie"). The exceptions are small closed sets of the language's words (`_CHE_NOUNS`,
    `_S_NOUNS`, `_DOUBLED_Z`, `_IE_NOUNS`), in lower case.

    Why not a library's singular (`inflect`'s singular_noun): it reads every word as a noun,
    and this one also serves a third-person verb: it gives "involves" → "involf", "leaves"
    → "leaf", "refuses" → "refus" and "theirs" → "its"."""
    if len(word) < SINGULAR_MIN or not word.isalpha() or not word.endswith("s"):
        return None
    lower = word.casefold()
    if lower.endswith(("ss", "us", "is")) or lower in _SAME_IN_BOTH:
        return None
    if lower.endswith("zzes") and lower[:-4] + "z" in _DOUBLED_Z:
        return word[:-4] + word[-4]
    if lower.endswith("es") and lower[:-2] in _S_NOUNS:
        return word[:-2]
    if lower.endswith("ches") and lower[:-1] in _CHE_NOUNS:
        return word[:-1]
    if _SIBILANT_ES.search(lower):
        return word[:-2]
    if lower.endswith("ies") and lower[-4] not in "aeiou" and lower[:-1] not in _IE_NOUNS:
        return word[:-3] + "y"
    return word[:-1]


def loose_singular(word: str) -> str:
    """The word's singular (`singular`), else, at any length, the word without its final s
    unless "ss" ("fees" → "fee", "hats" → "hat", "bus" → "bu").

    Why not `singular` alone: it keeps a short word's s ("fees", "bags"), since alone it
    cannot tell "news" from "pens". A reader that passes both sides of a comparison through
    this one (a catalogue's words and a sentence's word) needs no such caution: a word whose
    s is no ending loses it on both sides alike and still meets only itself, while a short
    plural meets its singular."""
    shared = singular(word)
    if shared is not None:
        return shared
    return word[:-1] if word.endswith("s") and not word.endswith("ss") else word


def noun_forms(word: str) -> frozenset[str]:
    """Every form a noun may take in either number, lower case: the word, its singulars and
    their counted plurals (`counted_plurals`): "nights" → "night", "nights"; "booking" →
    "bookings"; "sizes" → "size", "sizes".

    Candidates, not one answer: a word in -s is read both as the -s plural of a word and as
    `singular` reads it ("sizes" is "size" + s, "boxes" is "box" + es), and a word that is
    its own singular ("lens", "pass") also gets a plural; a candidate that is no English
    word ("boxe", "nightses") matches no written word, so a reader looking a sentence's word
    up among them finds the noun in whichever number the sentence uses."""
    w = word.casefold()
    singulars = {w}
    if w.endswith("s") and not w.endswith("ss"):
        singulars.add(w[:-1])
    shared = singular(w)
    if shared is not None:
        singulars.add(shared)
    return frozenset(singulars | {p for s in singulars for p in counted_plurals(s)})


#: The irregular plurals of the nouns for people (a closed class of English): no suffix rule
#: finds "child" in "children".
IRREGULAR_SINGULARS: Final = {
    "children": "child",
    "people": "person",
    "men": "man",
    "women": "woman",
}


def stem(word: str) -> str:
    """One word's stem: lower case, without an inflection ("guarantees" → "guarante")."""
    w = word.casefold()
    return _SUFFIX_RE.sub("", w) if len(w) > STEM_MIN else w


def plural_of(words: str) -> str:
    """English plural of a phrase's last word: "country" → "countries", "box" → "boxes",
    "card type" → "card types" ("rail" + "s" is right; "country" + "s" is not). A word in
    -ing is a mass noun and stays as it is: "all billing", "all pricing"."""
    head, _, last = words.rpartition(" ")
    lower = last.lower()
    if lower.endswith("ing"):
        return words
    if len(lower) > 1 and lower.endswith("y") and lower[-2] not in "aeiou":
        last = last[:-1] + "ies"
    elif lower in _DOUBLED_Z:
        last += last[-1] + "es"
    elif lower.endswith(("s", "x", "z", "ch", "sh")):
        last += "es"
    else:
        last += "s"
    return f"{head} {last}" if head else last


def counted_plurals(word: str) -> tuple[str, ...]:
    """The plural forms of a noun that is counted (one "per" it, or a number of it): its
    `plural_of`, and for an -ing word its "-s" plural too. Counted, an -ing word is a count
    noun ("per sitting", "2 sittings", "per booking", "3 bookings"), though alone it is most
    often a mass noun that `plural_of` leaves as it is ("all billing")."""
    plural = plural_of(word)
    if word.casefold().endswith("ing"):
        return tuple(dict.fromkeys((word + "s", plural)))
    return (plural,)


#: English bound prefixes: word-forming parts that are no word on their own, so "re-test" is
#: one word ("retest"), never "re" and "test". A closed class of the language's morphology
#: ("re-", "pre-", "non-", "co-", "un-", "de-", "dis-", "mis-", "sub-", "anti-", "semi-",
#: "multi-", "inter-", "mid-"), not of any team's wording; a prefix that is a word of its own
#: ("over-", "under-", "self-", "post-") is left as written.
_BOUND_PREFIXES: Final = "re|pre|non|co|un|de|dis|mis|sub|anti|semi|multi|inter|mid"
_BOUND_PREFIX_RE: Final = re.compile(rf"\b({_BOUND_PREFIXES})-(?=[^\W\d_])", re.IGNORECASE)


_PREFIX_BEFORE_RE: Final = re.compile(rf"\b(?:{_BOUND_PREFIXES})-\Z", re.IGNORECASE)


def after_bound_prefix(text: str, start: int) -> bool:
    """Whether the word at `start` in `text` is the tail of a bound prefix's hyphenated word
    ("urgent" in "non-urgent"): a phrase matched from there names only part of the word, and
    the whole word is something else (a non-urgent repair is no urgent repair)."""
    return bool(_PREFIX_BEFORE_RE.search(text, max(0, start - 7), start))


def joined_prefixes(text: str) -> str:
    """`text` with each bound prefix and the word its hyphen joins it to written as one word
    ("a re-test" → "a retest"): what the two parts name is the whole word, not its last part
    (a re-test is no test's time)."""
    return _BOUND_PREFIX_RE.sub(r"\1", text)
