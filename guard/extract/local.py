"""The local extractor: deterministic, offline claim extraction with regular expressions.

It is the default when no API key is configured and the reference the AI modes are compared
with, so it must never invent evidence: every quote and span is a verbatim slice of its input,
and it only emits a claim where it found a duration it can normalise. Anything it cannot read
is left out rather than guessed; the engine's policy-pattern detector is the backstop for
what this module misses ("no claim found" is never proof of safety).

How a document is read:

1. HTML comments are masked (they are invisible to readers, so they are not policy, and they
   are where prompt-injection text hides). Source sentences that address an AI are skipped.
2. The text is split into lines and sentences. Markdown headings and list items are lines;
   headings also give the sentences below them context (a "## Instant transfers" section).
3. Each sentence is searched for durations ("4 business days", "5-7 days", "same day").
   A duration that is an instruction not to say it ("Do NOT promise same day"), a denial
   ("it won't take 2 weeks", "not 2 days", "10 days was wrong"), a past reference ("2 days
   ago"), a frequency ("24 hours a day") or an old value ("instead of 5 days") is dropped.
4. Each remaining duration is read in its own clause first (the text from the previous
   duration, or the sentence start, to the next clause boundary), then in the sentence,
   then in the surrounding text, to decide its topic, rail scope, status wording, effective
   date and hedging. An earlier sentence's topic carries over only to a sentence with no
   topic cue of its own that continues its subject ("Your transfer failed. It takes 4
   business days."), never to one about something else ("Our chat answers within 1 hour").
5. Key cue words are read through common typing slips ("refnud", "shoudl", "istant",
   "Effecitve"): a misspelling must not turn a hedged, scoped or dated claim into a plain one.

Design decisions (the engine compares values and units, so these are part of the contract):

- "same day" is {0, calendar_days}; "same business day" is {0, business_days}.
- "next business day" is {1, business_days}; "next day" is {1, calendar_days}.
- Weeks count as calendar days x7; "business weeks"/"working weeks" as business days x5.
- "within N", "up to N", "no more than N" all give the bound N, the same shape sources use
  ("within 4 business days" is {4}); "up to" is an upper bound, not a hedge.
- A range "5-7 days" is {5, amount_max 7}; a backwards range "from 4 to 1 business day" is a
  change, so only the new value (1) is kept.
- "business hours" are hours: the taxonomy has no business-hours unit.
- "standard reversals" (plural: reversals of standard transfers, as "instant reversals" are
  of instant ones) scopes a claim to the standard rail; "the standard reversal window" (or
  time, timeline) is the default window and does not.
- A negation that bounds a duration keeps it ("won't take more than 4 days" is {4}); one
  inside a condition keeps it too ("if it hasn't arrived within 4 days, reply" is {4}).
- Months, "today", "tomorrow", "by end of day", "shortly" and "a few days" give no claim:
  they have no exact value in the taxonomy's units (the pattern detector catches most).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import date
from typing import Final, TypeVar

from guard.catalogue import Catalogue, default_catalogue
from guard.models import (
    AiMode,
    DraftClaim,
    DraftExtraction,
    Source,
    SourceClaim,
    SourceExtraction,
    StatusWording,
    Supersedes,
    Value,
)

_T = TypeVar("_T")
Rail = str
Topic = str
Unit = str

_I: Final = re.IGNORECASE
_IX: Final = re.IGNORECASE | re.VERBOSE

# --- typo tolerance --------------------------------------------------------------------------

# Real words that a one-slip variant of a cue word happens to spell ("reversed" without its
# "s" is "revered"): they keep their own meaning and are never read as the cue.
_REAL_WORDS: Final = frozenset({"revere", "reveres", "revered", "revering"})


def _slips(*words: str) -> str:
    """A regex alternative for `words` and their one-slip misspellings.

    Agents type fast, and a misspelt cue ("refnud", "shoudl", "istant", "Effecitve") must
    not change what a claim means. A slip is two neighbouring letters swapped, one letter
    doubled, or one inner letter dropped: the typing errors that keep a word recognisable.
    The first letter never changes and only words of five or more letters get variants,
    because short words' variants are other words ("sould", "hold"); variants that are real
    words are excluded. The list is explicit and finite, so a cue can never match an
    arbitrary word the way an edit-distance search could."""
    forms: set[str] = set()
    for w in words:
        forms.add(w)
        if len(w) < 5:
            continue
        for i in range(1, len(w) - 1):
            forms.add(w[:i] + w[i + 1] + w[i] + w[i + 2 :])  # swapped neighbours
            forms.add(w[:i] + w[i + 1 :])  # an inner letter dropped
        for i in range(len(w)):
            forms.add(w[: i + 1] + w[i:])  # a letter doubled
    forms -= _REAL_WORDS - set(words)
    # Longest first, so a longer spelling is never cut short by a shorter one.
    return "(?:" + "|".join(sorted(forms, key=lambda f: (-len(f), f))) + ")"


_REVERSAL_WORD: Final = _slips(
    "reverse", "reversed", "reverses", "reversal", "reversals", "reversing"
)
_REFUND_WORD: Final = _slips("refund", "refunds", "refunded", "refunding")
_EFFECTIVE_WORD: Final = _slips("effective")
_INSTANT_WORD: Final = _slips("instant")
_STANDARD_WORD: Final = _slips("standard")
_SHOULD_WORD: Final = _slips("should")
# Sentence-wide hedge adverbs, misspelt or not ("usualy", "typicaly").
_HEDGE_ADVERB: Final = _slips("usually", "typically", "generally", "normally")

# --- numbers and durations -----------------------------------------------------------------

_SMALL_NUMBERS: Final = (
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
    "fifteen sixteen seventeen eighteen nineteen twenty"
)
_NUMBER_WORDS: Final[dict[str, int]] = {
    word: n for n, word in enumerate(_SMALL_NUMBERS.split(" "))
} | {"thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90}
_TENS: Final = "twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety"
_DIGIT_WORDS: Final = "one|two|three|four|five|six|seven|eight|nine"
# Longest words first so "fourteen" is not read as "four".
_WORDS_ALT: Final = "|".join(sorted(_NUMBER_WORDS, key=len, reverse=True))
# A number as written: digits (with a decimal part), a compound like "twenty-four", or a word;
# legal style "one (1)" keeps the word's value.
_NUM: Final = (
    rf"(?:\d+(?:\.\d+)?|(?:{_TENS})[\s-](?:{_DIGIT_WORDS})\b|(?:{_WORDS_ALT})\b)"
    r"(?:\s{0,2}\(\s{0,2}\d+\s{0,2}\))?"
)
# Day qualifiers. The b[ui]s…ness alternative accepts common misspellings of "business"
# ("buisness", "bussiness", "busines"), which agents type under time pressure.
_QUAL: Final = r"b[ui]?[is]{1,3}n+e?s{1,2}|biz|working|work|banking|bank|calendar"

# The general duration: an optional range, optional filler ("2 more days"), a qualifier and
# a unit. Whitespace runs are bounded so a long run of spaces cannot make matching
# quadratic. The lookbehind keeps "v2 days" and "1.5" fragments from matching mid-token.
_DURATION_RE: Final = re.compile(
    rf"""
    (?<![\w.])
    (?P<between>between\s+)?
    (?P<low>{_NUM})
    (?:\s{{0,3}}(?P<sep>-|–|—|to|or|and)\s{{0,3}}(?P<high>{_NUM}))?
    \+?
    [\s-]{{0,3}}
    (?:(?:more|extra|additional|further|full|whole|clear)\s+)?
    (?P<qual>(?:{_QUAL})(?:[\s-]{{1,3}}(?:{_QUAL}))*)?
    [\s-]{{0,3}}
    (?P<unit>hours?|hrs?|h|days?|weeks?|wks?)
    \b
    """,
    _IX,
)
# Phrases whose number is implicit; each is tried alongside the general pattern.
_SAME_DAY_RE: Final = re.compile(rf"(?<![\w.])same[\s-]+(?:(?P<qual>{_QUAL})[\s-]+)?day\b", _I)
_NEXT_DAY_RE: Final = re.compile(rf"(?<![\w.])next[\s-]+(?:(?P<qual>{_QUAL})[\s-]+)?day\b", _I)
# "a day", "an hour", "a business day", "a day or two" (a range of 1-2).
_ARTICLE_RE: Final = re.compile(
    rf"(?<![\w.])an?\s+(?:(?P<qual>{_QUAL})[\s-]+)?(?P<unit>hour|day|week)\b"
    r"(?P<or_two>\s+or\s+two\b)?",
    _I,
)
_COUPLE_RE: Final = re.compile(
    rf"(?<![\w.])a\s+couple\s+(?:of\s+)?(?:(?P<qual>{_QUAL})[\s-]+)?(?P<unit>hours|days|weeks)\b",
    _I,
)
_BUSINESS_QUAL_RE: Final = re.compile(r"\b(?:b[ui]?[is]{1,3}n+e?s{1,2}|biz|work\w*|bank\w*)\b", _I)

# --- durations that are not claims -----------------------------------------------------------

# An instruction not to say something ("Do NOT promise same day", "never tell customers
# 2 days", "avoid quoting 48 hours"): the duration is what must not be said.
_INSTRUCTION_NEG_RE: Final = re.compile(
    r"\b(?:do\s+not|don['’]?t|never|must\s+not|mustn['’]t|should\s+not|shouldn['’]t|"
    r"cannot|can['’]?t|can\s+not|may\s+not|not\s+to|avoid|refrain\s+from|stop)\b"
    r"[^,;]{0,60}?\b(?:promis\w*|say\w*|tell\w*|quot\w*|mention\w*|state\w*|commit\w*|"
    r"guarantee\w*|shar\w*|offer\w*|giv\w*|use|using|suggest\w*|impl(?:y|ying)|advertis\w*|"
    r"communicat\w*|confirm\w*)\b",
    _I,
)
# A negated duration is what the time is not: "4 business days, not 2 days", "it won't take
# 2 weeks", "don't expect it within 12 hours", "it isn't back in 2 days". The negation may
# sit a few words before the duration, but those words must stay in one clause: no
# punctuation, no conjunction or new subject ("don't worry it'll be back in 4 days"). A
# comparison keeps the claim, because the negation bounds it rather than denies it ("won't
# take more than 4 business days" promises at most 4), and so does a speaker's doubt
# ("I'm not sure it takes 4 days" is a hedged claim, not a denial).
_NEGATOR: Final = (
    r"\b(?:not|never|cannot|(?:do|does|did|is|are|was|were|has|have|had|wo|ca|would|could|"
    r"should|must|need)n['’]?t)"
)
_NEGATION_GAP_STOP: Final = (
    r"more|longer|over|beyond|than|less|fewer|under|later|sooner|earlier|before|after|until|"
    r"till|past|above|below|exceed\w*|at|worry|worried|panic|fret|hesitate|sure|certain|know|"
    r"think|believe|remember|recall|mind|and|but|or|so|because|as|though|although|while|if|"
    r"unless|when|once|I|we|you|he|she|they|there|\w+['’](?:ll|re|ve|d|s)"
)
_NEGATED_LEFT_RE: Final = re.compile(
    rf"{_NEGATOR}(?:\s{{1,3}}(?!(?:{_NEGATION_GAP_STOP})\b)[\w'’]+){{0,6}}\s{{1,3}}$",
    _I,
)
# A negation inside a condition is still a promise: "if it hasn't arrived within 4 business
# days, reply here" tells the customer to expect 4 business days. One right after a relative
# pronoun belongs to the noun, not the duration: "withdrawals that don't go through come back
# within 2 days" ("note that it won't take 2 weeks" is not relative: "it" comes between).
# Keeping a claim in doubt is the safe side: it can only make a check stricter.
_CONDITION_RE: Final = re.compile(r"\b(?:if|unless|in\s+case|when|once)\b", _I)
_RELATIVE_END_RE: Final = re.compile(r"\b(?:that|which|who)\s+$", _I)
# Where the clause holding a negation starts, looking left from the duration.
_CLAUSE_START_RE: Final = re.compile(r"[,;:.!?()\[\]—–]|\s-\s")
# A correction right after the duration: "10 days was wrong", "5 days is not correct".
_CORRECTION_RIGHT_RE: Final = re.compile(
    r"\s{0,3}(?:is|was|are|were)\s+(?:(?:just\s+|simply\s+)?(?:wrong|incorrect|inaccurate|"
    r"a\s+mistake|an\s+error)|(?:not|n['’]t)\s+(?:right|correct|accurate|true))\b",
    _I,
)
# Old values: what a change replaces is not the policy.
_OLD_VALUE_LEFT_RE: Final = re.compile(
    r"\b(?:instead\s+of|rather\s+than|previously|formerly|(?:replaces|supersedes|overrides)"
    r"(?:\s+the)?(?:\s+(?:old|previous|former|current))?)\s+(?:within\s+|in\s+)?$",
    _I,
)
_FROM_LEFT_RE: Final = re.compile(r"\bfrom\s+$", _I)
_TO_NEXT_RE: Final = re.compile(r"\s*(?:to|->|→)\s*", _I)
# The customer's history, not a promise: "2 days ago", "it's been 3 days", "for the past week".
_PAST_LEFT_RE: Final = re.compile(
    r"\b(?:(?:past|last|previous)|(?:been|waited|waiting)(?:\s+waiting)?(?:\s+for)?"
    r"(?:\s+(?:over|about|almost|nearly|more\s+than))?)\s+$",
    _I,
)
_PAST_RIGHT_RE: Final = re.compile(r"\s*(?:ago|already|so\s+far)\b", _I)
# Frequencies: "24 hours a day", "once a day", "every 2 days".
_FREQUENCY_LEFT_RE: Final = re.compile(
    r"\b(?:once|twice|times|per|every|each|hours?|days?)\s+$", _I
)
_FREQUENCY_RIGHT_RE: Final = re.compile(r"\s+(?:a|per|each)\s+(?:day|week)\b", _I)

# --- context: clause boundaries, topics, rails --------------------------------------------

# Where a duration's own clause ends on its right.
_CLAUSE_END_RE: Final = re.compile(r"[,;.!?]|\s(?:and|but|while|whereas|although|though)\s", _I)
# "back" that is a service restored, not money returning ("payments will be back online").
_SERVICE_BACK: Final = r"\s+(?:to\s+normal\b|online\b|on\s*line\b|up\b|in\s+service\b)"
# Money coming back: the governed topic. Checked before the "other" cues so "refunds are
# processed within 4 days" stays a reversal claim. A transfer or payment that "comes back"
# or "is back" is its money returning, but "we'll get back to you" is a reply, so with those
# nouns "back" needs a verb of coming back and must not be followed by "to you".
_REVERSAL_RE: Final = re.compile(
    rf"""
    \b{_REVERSAL_WORD}\b
    | \b{_REFUND_WORD}\b
    | \breimburs\w*
    | \b(?:money|funds?|amount|balance|payment|cash|principal)\b[^.;]{{0,40}}?\bback\b
      (?!{_SERVICE_BACK})
    | \b(?:transfers?|payments?|payouts?|withdrawals?|transactions?)\b[^.;]{{0,30}}?
      \b(?:come|comes|coming|came|be|is|are|goes|go|going|went|bounce[sd]?|bouncing|
         land(?:s|ed|ing)?|sent|paid|put|flow(?:s|ed|ing)?)\s+back\b
      (?!{_SERVICE_BACK}|\s+to\s+(?:you|us)\b)
    | \bback\s+(?:in|into|to|on)\s+(?:your|the|their|his|her|the\s+customer['’]s)\s+
      (?:\w+\s+)?(?:wallet|account|balance|card|bank)\b
    | \b(?:returned|re-?credited|credited\s+back|paid\s+back|sent\s+back|bounced?\s+back)\b
    | \breturn(?:s|ing)?\s+(?:the\s+|your\s+)?(?:money|funds?|amount)\b
    """,
    _IX,
)
# Other timings the rules do not govern: processing, delivery, support response. Answers
# and the support team are named too: "Our chat answers within 1 hour" is about a reply,
# whatever the sentence before it was about. A bare "support", "agents" or "team" is
# not a cue: SOPs address agents ("Agents quote 4 business days for reversals"), and the
# team handling a reversal is still talking about it ("The payments team needs 4 days").
_OTHER_TOPIC_RE: Final = re.compile(
    r"\b(?:pending|processing|clear(?:s|ed|ing)?|settl\w*|arriv\w*|deliver\w*|cards?|ship\w*|"
    r"respon\w*|repl(?:y|ies|ied)|(?:get|come)\s+back\s+to\s+you|hear\s+(?:back\s+)?from|"
    r"follow[\s-]?up|contact\w*|review\w*|investigat\w*|verif\w*|KYC|escalat\w*|disput\w*|"
    r"onboard\w*|activat\w*|support\s+(?:team|agents?|staff)|"
    r"answer(?:s|ed|ing)?|(?:call|e-?mail|message|text|update)\s+you|call\s?back|"
    r"(?:get|be|stay|keep)\s+in\s+touch|let\s+you\s+know|keep\s+you\s+(?:posted|updated))\b",
    _I,
)
# A sentence that refers back to the one before it: a pronoun ("it", "they", "that takes")
# or the money itself.
_POINTS_BACK_RE: Final = re.compile(
    r"\b(?:it|its|they|them|these|those)\b|\b(?:it|they|that|this)['’](?:s|ll|re|d)\b"
    r"|\b(?:this|that)\s+(?:is|was|will|would|should|can|could|may|might|takes?|usually|"
    r"normally|one)\b|\b(?:money|funds?|amount|cash)\b",
    _I,
)
# Greetings, emoji and connectives before a sentence's first word ("Also, ...", "And so").
_LEAD_FILLER_RE: Final = re.compile(
    r"^[\W_]*(?:(?:also|and|so|plus|then|but|now|ok(?:ay)?|sorry|btw)\b[\W_]*)*",
    _I,
)
# A sentence start that adds no subject of its own: a number, an imperative, a modal, an
# adverb or a preposition ("4 business days at most", "Expect...", "Should be...",
# "Usually...", "Within..."), or whoever handles the money acting on it ("We need 4
# business days", "The bank needs...", "Our payments team needs..."); their replies and
# callbacks are "other" cues of their own.
_CONTINUING_START_RE: Final = re.compile(
    r"\d|(?:please|just|expect|allow|give|wait|plan|count|bear|keep|note|should|will|would|"
    r"could|can|may|might|must|takes?|took|within|in|after|by|about|around|roughly|approx\w*|"
    r"up\s+to|no\s+(?:more|later)\s+than|at\s+(?:most|least)|for|only|we|we['’](?:ll|re|d)|"
    r"eta|there|[a-z]+ly|(?:the|our|your)\s+(?:\w+\s+)?(?:bank|team|ops))\b",
    _I,
)
# A failure alone suggests a reversal, but more weakly than the cues above.
_FAILED_RE: Final = re.compile(
    r"\b(?:fail(?:ed|s|ure|ing)?|bounced?|reject(?:ed|ion)|unsuccessful|"
    r"didn['’]t\s+go\s+through)\b",
    _I,
)

_RAIL_NOUNS: Final = (
    r"rail|transfers?|bank\s+transfers?|payments?|payouts?|transactions?|ones?|sepa|withdrawals?"
)
# "instant" needs a noun or a label position after it, so "refunds are instantly..." and a
# passing adjective do not scope a claim. "non-instant" is the standard rail.
_INSTANT_RE: Final = re.compile(
    rf"(?<!non-)(?<!non )\b{_INSTANT_WORD}\b(?=[\s-]+(?:{_RAIL_NOUNS}|reversals?)\b"
    r"|\s*(?:only\b|[,.;:)|]|$))",
    _I,
)
# "standard reversal window" (or time, timeline, SLA) usually means the default window, not
# the standard rail, so the singular "reversal" is not among standard's nouns. The plural
# "standard reversals" names reversals of standard transfers, as "instant reversals" does
# for the instant rail ("Instant reversals take 1 day, standard reversals 4").
_STANDARD_RE: Final = re.compile(
    rf"\b(?:{_STANDARD_WORD}|regular|non[\s-]{_INSTANT_WORD})\b"
    rf"(?=[\s-]+(?:{_RAIL_NOUNS}|reversals)\b"
    r"|\s*(?:only\b|[,.;:)|]|$))",
    _I,
)
_ANY_RAIL_RE: Final = re.compile(
    r"\ball\s+(?:transfer\s+types|rails|transfers|payment\s+types|types\s+of\s+transfers?)\b"
    r"|\bboth\s+rails\b|\bregardless\s+of\s+(?:the\s+)?(?:rail|transfer\s+type)\b"
    r"|\b(?:any|every)\s+(?:rail|transfer\s+type)\b"
    r"|\binstant\s+(?:and|or|&)\s+standard\b|\bstandard\s+(?:and|or|&)\s+instant\b",
    _I,
)
# A rail mentioned to exclude it ("unlike standard transfers") does not scope the claim.
_RAIL_EXCLUSION_RE: Final = re.compile(
    r"(?:unlike|except(?:\s+for)?|excluding|other\s+than|not\s+(?:for|on)|but\s+not|"
    r"apart\s+from)\s+(?:the\s+|for\s+)?$",
    _I,
)

# --- status wording, effective dates, supersession ------------------------------------------

_MONTHS: Final[dict[str, int]] = {
    m: i
    for i, m in enumerate(
        ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"), 1
    )
}
_MONTH_RE: Final = (
    r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|"
    r"sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)"
)
_IN_FORCE_RE: Final = re.compile(
    rf"\bapproved\b|\bin\s+(?:force|effect)\b|\b{_EFFECTIVE_WORD}\b(?=\s*(?::|from|as\s+of|on|"
    rf"immediately|now|today|date|\d|{_MONTH_RE}\b))|\b(?:is\s+now|now|is|went|goes)\s+live\b|"
    r"\bsigned\s+off\s+by\b",
    _I,
)
_PROPOSED_RE: Final = re.compile(
    r"\bpropos(?:ed|al|als|ing|e)\b|\bdraft\s+(?:policy|proposal|version|document|doc|sop|"
    r"rule|guidance|macro)\b|^\W*(?:status\s*:\s*)?draft\b|\b(?:this\s+is|still)\s+a\s+draft\b|"
    r"\bwork\s+in\s+progress\b|\bWIP\b|\bplan(?:s|ned|ning)?\s+to\b|"
    r"\bwe(?:['’]re|\s+are)\s+(?:thinking|considering)\b|\bunder\s+discussion\b",
    _I,
)
# Approval not given yet. "until/till X confirms" excludes the bank, the customer and
# pronouns, so "until the bank confirms the failure" is process, not an unapproved policy.
_PENDING_RE: Final = re.compile(
    r"""
    \bpending\s+(?:sign[\s-]?off|approval|review|confirmation|legal|compliance)\b
    | \bawaiting\s+(?:sign[\s-]?off|approval|confirmation|review)\b
    | \bnot\s+(?:yet\s+)?(?:approved|live|final|signed\s+off|in\s+(?:force|effect)|confirmed)\b
    | \b(?:approved|live|final|confirmed)\s+yet\b
    | \b(?:once|after|when|if)\s+[^.;]{0,60}?\b(?:signs?\s+off|approves?|gives?\s+(?:the\s+)?
      (?:approval|go-ahead)|is\s+approved|are\s+approved)\b
    | \b(?:until|till)\s+(?!the\s+(?:bank|customer|beneficiary|transfer|payment|money)\b)
      (?!(?:you|we|they|it|he|she)\b)[^.;]{1,40}?\b(?:confirms|signs?\s+off|approves|posts)\b
    | \bsubject\s+to\s+(?:approval|sign[\s-]?off|confirmation)\b
    | \b(?:needs?|requires?)\s+(?:sign[\s-]?off|approval)\b
    | \bto\s+be\s+(?:approved|confirmed|signed\s+off)\b
    | \bTBC\b
    """,
    _IX,
)
# Deprecation inside a claim's own clause ("the old 5-7 day timeline no longer applies").
_DEPRECATED_RE: Final = re.compile(
    r"\bdeprecated\b|\bobsolete\b|\bno\s+longer\s+(?:valid|applies|apply|applicable|in\s+"
    r"(?:use|force|effect)|accurate|correct|current|used)\b|\bout\s+of\s+date\b|"
    r"\b(?:is|are)\s+(?:now\s+)?outdated\b",
    _I,
)
# Deprecation of the whole document must name the document itself: "Section 3 of the SOP no
# longer applies" in a new policy is a supersession, and reading it as this document's own
# deprecation would exclude the policy that replaces it.
_DEPRECATED_DOC_RE: Final = re.compile(
    r"^\W*(?:status\s*:\s*)?(?:deprecated|obsolete|outdated|archived|no\s+longer\s+in\s+use)\b"
    r"|\b(?:this|the\s+present)\s+(?:doc|document|page|macro|sop|policy|guide|guidance|article|"
    r"section|note|message|rule)s?\s+(?:is|are|has\s+been)\s+(?:now\s+)?(?:deprecated|obsolete|"
    r"outdated|out\s+of\s+date|no\s+longer\s+(?:valid|in\s+use|in\s+force|current|accurate)|"
    r"retired|archived|superseded|replaced)\b",
    _I,
)
# The most cautious wording wins: pending wording next to "approved" must not read in force.
_STATUS_RANK: Final[dict[StatusWording, int]] = {
    "unstated": 0,
    "in_force": 1,
    "proposed": 2,
    "pending_approval": 3,
    "deprecated": 4,
}

# An effective date needs a trigger word: "Last reviewed 3 Nov 2026" is not one.
_EFFECTIVE_RE: Final = re.compile(
    rf"""
    \b(?:{_EFFECTIVE_WORD}(?:\s+(?:from|as\s+of|on|date))?|as\s+of|from|starting(?:\s+(?:from|on))?|
       beginning(?:\s+on)?|with\s+effect\s+from|in\s+(?:force|effect)\s+(?:from|as\s+of|on)|
       (?:goes|going|went)\s+live\s+on|live\s+(?:from|on)|takes\s+effect\s+(?:on|from)|
       applies\s+(?:from|as\s+of))
    [\s:]*(?:on\s+)?(?:the\s+)?
    (?:
        (?P<iso>\d{{4}}-\d{{2}}-\d{{2}})
      | (?P<d1>\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?(?P<m1>{_MONTH_RE})\.?,?\s+(?P<y1>\d{{4}})
      | (?P<m2>{_MONTH_RE})\.?\s+(?P<d2>\d{{1,2}})(?:st|nd|rd|th)?,?\s+(?P<y2>\d{{4}})
    )\b
    """,
    _IX,
)

# "This supersedes X for instant transfers": the target runs to a scope phrase, a date
# phrase, a comma or semicolon, or the end of the (trimmed) sentence. Whitespace runs are
# bounded here and below: a lazy target followed by an unbounded \s+ is quadratic.
_TARGET_END: Final = (
    r"(?=\s{1,3}for\s+(?:all\s+)?(?:instant|standard|non-instant|regular|all|both|these|those)\b"
    rf"|\s{{1,3}}(?:{_EFFECTIVE_WORD}|as\s+of|from|starting|with\s+effect)\b|\s{{0,3}}[,;]"
    r"|\s{0,3}\.(?:\s|$)|$)"
)
_SUPERSEDES_RE: Final = re.compile(
    rf"(?<!not\s)(?<!n['’]t\s)\b(?:supersedes|supercedes|replaces|overrides|overrules|"
    rf"takes\s+precedence\s+over|prevails\s+over)\b[\s:]+(?P<target>\S.*?){_TARGET_END}",
    _I,
)
# Passive: "Section 3 of DOC-101 is superseded by this policy".
_SUPERSEDED_BY_THIS_RE: Final = re.compile(
    r"^\W{0,10}(?P<target>\S[^,;]*?)\s{1,3}(?:is|are)\s+(?:hereby\s+|now\s+)?(?:superseded|"
    r"superceded|replaced|overridden)\s+by\s+(?:this|these)\b",
    _I,
)

# --- hedges (drafts) -----------------------------------------------------------------------

# Hedges anywhere in the duration's own clause; the commonest ones are read misspelt too
# ("shoudl", "usualy"), since a typo does not make a hedged promise definitive.
_HEDGE_RE: Final = re.compile(
    rf"""
    \b(?:{_HEDGE_ADVERB}|{_SHOULD_WORD}|often|mostly|probably|likely|possibly|
       hopefully|ideally|roughly|approximately|approx|estimated|estimate|might|could)\b
    | (?<!\d\s)\bmay\b(?!\s+\d)
    | \bI\s+(?:think|believe|guess|assume)\b
    | \b(?:I['’]m|I\s+am)\s+not\s+(?:sure|certain)\b | \bnot\s+(?:sure|certain)\b
    | \bwe(?:['’]re|\s+are)\s+(?:still\s+)?(?:checking|looking\s+into|confirming|investigating)\b
    | \bI(?:['’]m|\s+am)\s+(?:still\s+)?checking\b
    | \bin\s+most\s+cases\b | \bmost\s+of\s+the\s+time\b | \btends?\s+to\b
    | \bas\s+far\s+as\s+I\s+know\b | \bif\s+all\s+goes\s+well\b | \baims?\s+to\b
    """,
    _IX,
)
# Hedges that qualify the whole sentence when they come before its first duration
# ("Usually, refunds take 3 days and cards 5 days"); modal verbs only bind their own clause.
_SENTENCE_HEDGE_RE: Final = re.compile(
    rf"\b(?:{_HEDGE_ADVERB}|in\s+most\s+cases|most\s+of\s+the\s+time|"
    r"I\s+(?:think|believe)|we(?:['’]re|\s+are)\s+(?:still\s+)?checking|as\s+far\s+as\s+I\s+know)\b",
    _I,
)
# Approximation right before the number ("about 3 days"); "about" elsewhere is a preposition.
_APPROX_BEFORE_RE: Final = re.compile(
    r"(?:\b(?:about|around|approximately|approx\.?|roughly|circa|maybe|perhaps|some)|~)\s*$", _I
)
_APPROX_AFTER_RE: Final = re.compile(r"\s*(?:or\s+so\b|give\s+or\s+take\b|-?ish\b)", _I)

# --- safety ----------------------------------------------------------------------------------

# Invisible to readers, so never policy; and where injected instructions hide. An unclosed
# comment hides everything after it, as a Markdown renderer would.
_HTML_COMMENT_RE: Final = re.compile(r"<!--.*?(?:-->|\Z)", re.S)
# A source sentence that talks to an AI is data about the document, never a claim.
_INJECTION_RE: Final = re.compile(
    r"\bAI\s+(?:assistants?|models?|agents?|systems?|tools?|reviewers?)\b|\blanguage\s+models?\b"
    r"|\bLLMs?\b|\bchat\s?bots?\b|\bsystem\s+prompt\b"
    r"|\bignore\s+(?:all\s+|any\s+)?(?:the\s+)?(?:other|previous|prior|above|earlier)\b"
    r"|\bmark\s+(?:all\s+|every\s+|the\s+|this\s+)?(?:repl(?:y|ies)|drafts?|answers?|checks?)\s+as\b",
    _I,
)

# --- segmentation ----------------------------------------------------------------------------

_LINE_RE: Final = re.compile(r"[^\n\r]+")
_HEADING_RE: Final = re.compile(r"^ {0,3}(#{1,6})[ \t]+")
_TABLE_RULE_RE: Final = re.compile(r"^\s*\|[\s:|-]*-[\s:|-]*$")
_LINE_MARKER_RE: Final = re.compile(r"^\s*(?:>\s*)*(?:[-*+•]\s+|\d{1,3}[.)]\s+)?")
# A sentence ends at . ! ? … (with closing quotes or emphasis) before whitespace; the
# caller refuses a break before a lowercase letter or a digit ("approx. 3 days", "Oct. 27").
_SENTENCE_END_RE: Final = re.compile(r"[.!?…]+[\"'”’)\]*_]*(?=\s+\S)")


@dataclass(frozen=True)
class _Sentence:
    """One sentence, as a verbatim slice of the input, with what surrounds it."""

    text: str
    #: Enclosing Markdown headings, outermost first (and a table's header row for its rows):
    #: the section a list item belongs to.
    headings: tuple[str, ...]
    #: The topic named by the nearest earlier sentence that names one (on the same line in
    #: a source, anywhere before it in a reply): what this sentence carries over if it
    #: continues that subject. "Sorry your transfer failed. It takes 4 business days."
    carried: Topic | None


@dataclass(frozen=True)
class _Duration:
    start: int
    end: int
    text: str
    value: Value


@dataclass(frozen=True)
class _Clause:
    """The text a duration is read in, narrowest first."""

    left: str
    right: str
    sentence: str
    #: The sentence before its first duration: where sentence-wide hedges sit.
    lead: str

    @property
    def own(self) -> str:
        return f"{self.left} {self.right}"


def _mask_comments(text: str) -> str:
    """Blank HTML comments with newlines, keeping every offset, so no sentence spans one."""
    return _HTML_COMMENT_RE.sub(lambda m: "\n" * len(m.group()), text)


def _split_sentences(line: str) -> Iterator[tuple[int, int]]:
    """(start, end) of each sentence in a line; the caller trims whitespace."""
    start = 0
    for m in _SENTENCE_END_RE.finditer(line):
        rest = line[m.end() :].lstrip()
        if rest and (rest[0].islower() or rest[0].isdigit()):
            continue
        yield start, m.end()
        start = m.end()
    yield start, len(line)


def _trimmed(text: str, start: int, end: int) -> tuple[int, int]:
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    return start, end


def _sentences(text: str, *, mask_comments: bool, draft: bool) -> list[_Sentence]:
    """Sentences in reading order. Quotes come from the original text at the same offsets,
    and masked comments are line breaks, so a quote can never contain a comment."""
    scan = _mask_comments(text) if mask_comments else text
    out: list[_Sentence] = []
    headings: list[tuple[int, str]] = []
    table_header: str | None = None
    # A reply reads as one conversation; a source's paragraphs are read on their own.
    carried: Topic | None = None
    for line in _LINE_RE.finditer(scan):
        if not draft:
            carried = None
        # A table's header row is context for its rows, as a heading is for a list:
        # "| Rail | Reversal |" makes "| Instant | 1 business day |" a reversal claim.
        is_table = line.group().lstrip().startswith("|")
        if is_table and _TABLE_RULE_RE.match(line.group()):
            continue
        context = tuple(h for _, h in headings)
        if is_table and table_header is not None:
            context += (table_header,)
        table_header = (table_header or line.group()) if is_table else None
        body_start = line.start()
        heading = _HEADING_RE.match(line.group())
        if heading:
            level = len(heading.group(1))
            headings = [h for h in headings if h[0] < level]
            headings.append((level, line.group()[heading.end() :]))
            context = tuple(h for _, h in headings)
            body_start += heading.end()
        else:
            marker = _LINE_MARKER_RE.match(line.group())
            body_start += marker.end() if marker else 0
        content = scan[body_start : line.end()]
        for s, e in _split_sentences(content):
            a, b = _trimmed(scan, body_start + s, body_start + e)
            if a >= b:
                continue
            out.append(_Sentence(text[a:b], context, carried))
            carried = _topic_cue(scan[a:b]) or carried
    return out


# --- durations -------------------------------------------------------------------------------


def _number(text: str) -> float:
    """The value of a number as written: "4", "1.5", "four", "twenty-four", "one (1)"."""
    text = re.sub(r"\(.*", "", text).strip().lower()
    if text[:1].isdigit():
        return float(text)
    return float(sum(_NUMBER_WORDS[w] for w in re.split(r"[\s-]+", text) if w))


def _unit(qual: str | None, unit: str) -> tuple[Unit, float]:
    """The taxonomy unit and the factor that converts the written unit into it."""
    business = bool(qual and _BUSINESS_QUAL_RE.search(qual))
    u = unit.lower()
    if u.startswith("h"):
        return "hours", 1.0
    if u.startswith("w"):
        return ("business_days", 5.0) if business else ("calendar_days", 7.0)
    return ("business_days" if business else "calendar_days"), 1.0


def _value(low: float, high: float | None, unit: Unit, factor: float) -> Value:
    amount_max = None if high is None or high == low else high * factor
    return Value(amount=low * factor, amount_max=amount_max, unit=unit)


def _general(sentence: str, m: re.Match[str]) -> _Duration:
    low = _number(m["low"])
    high = _number(m["high"]) if m["high"] else None
    start = m.start()
    if high is not None and (high < low or (m["sep"].lower() == "and" and not m["between"])):
        # "from 4 to 1 business day" is a change and "section 3 and 4 days" is not a range:
        # only the number next to the unit is the value.
        low, high, start = high, None, m.start("high")
    unit, factor = _unit(m["qual"], m["unit"])
    return _Duration(start, m.end(), sentence[start : m.end()], _value(low, high, unit, factor))


def _implicit(sentence: str, m: re.Match[str], amount: float, high: float | None) -> _Duration:
    unit, factor = _unit(m["qual"], m.groupdict().get("unit") or "day")
    return _Duration(m.start(), m.end(), m.group(), _value(amount, high, unit, factor))


def _find_durations(sentence: str) -> list[_Duration]:
    """Every duration in a sentence, left to right; where two overlap the longer wins."""
    found = [_general(sentence, m) for m in _DURATION_RE.finditer(sentence)]
    found += [_implicit(sentence, m, 0, None) for m in _SAME_DAY_RE.finditer(sentence)]
    found += [_implicit(sentence, m, 1, None) for m in _NEXT_DAY_RE.finditer(sentence)]
    found += [
        _implicit(sentence, m, 1, 2 if m["or_two"] else None)
        for m in _ARTICLE_RE.finditer(sentence)
    ]
    found += [_implicit(sentence, m, 2, None) for m in _COUPLE_RE.finditer(sentence)]
    found.sort(key=lambda d: (d.start, -(d.end - d.start)))
    kept: list[_Duration] = []
    for d in found:
        if not kept or d.start >= kept[-1].end:
            kept.append(d)
    return kept


def _is_not_a_claim(sentence: str, durations: list[_Duration], i: int) -> bool:
    """An instruction not to say it, a past reference, a frequency or an old value."""
    d = durations[i]
    tail = sentence[max(0, d.start - 80) : d.start]
    right = sentence[d.end :]
    clause_start = max(tail.rfind(","), tail.rfind(";")) + 1
    nxt = durations[i + 1] if i + 1 < len(durations) else None
    to_next = _TO_NEXT_RE.match(right)
    changed_from = bool(
        _FROM_LEFT_RE.search(tail) and nxt and to_next and d.end + to_next.end() == nxt.start
    )
    return bool(
        _INSTRUCTION_NEG_RE.search(tail[clause_start:])
        or _negated(tail)
        or _CORRECTION_RIGHT_RE.match(right)
        or _OLD_VALUE_LEFT_RE.search(tail)
        or changed_from
        or _PAST_LEFT_RE.search(tail)
        or _PAST_RIGHT_RE.match(right)
        or _FREQUENCY_LEFT_RE.search(tail)
        or _FREQUENCY_RIGHT_RE.match(right)
    )


def _negated(tail: str) -> bool:
    """The text just before a duration denies it ("won't take", "not in"), outside a
    condition or relative clause ("if it hasn't arrived within", "that don't go through")."""
    starts = [m.end() for m in _CLAUSE_START_RE.finditer(tail)]
    clause = tail[starts[-1] :] if starts else tail
    m = _NEGATED_LEFT_RE.search(clause)
    if not m:
        return False
    before = clause[: m.start()]
    return not (_CONDITION_RE.search(before) or _RELATIVE_END_RE.search(before))


def _claims_in(sentence: str) -> list[tuple[_Duration, _Clause]]:
    """The durations that are claims, each with the clause it is read in."""
    found = _find_durations(sentence)
    kept = [d for i, d in enumerate(found) if not _is_not_a_claim(sentence, found, i)]
    lead = sentence[: kept[0].start] if kept else sentence
    out: list[tuple[_Duration, _Clause]] = []
    for i, d in enumerate(kept):
        prev_end = kept[i - 1].end if i else 0
        left_start = max(prev_end, sentence.rfind(";", prev_end, d.start) + 1)
        next_start = kept[i + 1].start if i + 1 < len(kept) else len(sentence)
        right = sentence[d.end : next_start]
        boundary = _CLAUSE_END_RE.search(right)
        right = right[: boundary.start()] if boundary else right
        out.append((d, _Clause(sentence[left_start : d.start], right, sentence, lead)))
    return out


# --- reading a clause --------------------------------------------------------------------------


def _topic_cue(text: str) -> Topic | None:
    """The topic `text` names: reversal cues beat other-timing cues, a failure is weakest."""
    if _REVERSAL_RE.search(text):
        return "reversal_window"
    if _OTHER_TOPIC_RE.search(text):
        return "other"
    if _FAILED_RE.search(text):
        return "reversal_window"
    return None


def _continues_subject(sentence: str) -> bool:
    """Whether a sentence goes on about the previous one's subject rather than starting its
    own: it points back ("It takes...", "You'll have it..."), names the money, or has no
    subject of its own ("Allow 4 business days.", "Usually 4 business days.") or the one
    handling the money is acting on it ("The bank needs 4 business days."). A sentence led
    by a noun of its own ("The upgrade takes 2 days", "Your statement updates...") is about
    that noun."""
    if _POINTS_BACK_RE.search(sentence):
        return True
    lead = _LEAD_FILLER_RE.sub("", sentence, count=1)
    return not lead or bool(_CONTINUING_START_RE.match(lead))


def _topic(clause: _Clause, sentence: _Sentence) -> Topic:
    """Nearer text beats farther: the duration's clause, then its sentence, then an earlier
    sentence (only when this one continues its subject), then the headings above.

    Within the clause a failure counts only after both sides were read, so "Your card ships
    in 5 days; failed payments take 3 business days" keeps each claim's own topic. A topic
    never bleeds into a sentence that names its own: in "Refunds take 3 business days. Our
    chat answers within 1 hour." the second claim is about a reply."""
    for part in (clause.left, clause.right):
        if _REVERSAL_RE.search(part):
            return "reversal_window"
        if _OTHER_TOPIC_RE.search(part):
            return "other"
    if _FAILED_RE.search(clause.own):
        return "reversal_window"
    own = _topic_cue(clause.sentence)
    if own is not None:
        return own
    if sentence.carried is not None and _continues_subject(clause.sentence):
        return sentence.carried
    return _topic_cue(" ".join(sentence.headings)) or "other"


def _rail_mentions(text: str) -> list[tuple[int, Rail]]:
    """Rail mentions by position; an explicit "all rails" masks rail words inside it."""
    any_spans = [m.span() for m in _ANY_RAIL_RE.finditer(text)]
    found: list[tuple[int, Rail]] = [(s, "any") for s, _ in any_spans]
    for rx, rail in ((_INSTANT_RE, "instant"), (_STANDARD_RE, "standard")):
        for m in rx.finditer(text):
            inside_any = any(s <= m.start() < e for s, e in any_spans)
            excluded = _RAIL_EXCLUSION_RE.search(text[max(0, m.start() - 30) : m.start()])
            if not inside_any and not excluded:
                found.append((m.start(), rail))  # type: ignore[arg-type]
    return sorted(found)


def _rail(clause: _Clause, headings: tuple[str, ...]) -> Rail:
    """The nearest rail wording: trailing "for instant transfers", then the clause before the
    duration, then the deepest heading that names exactly one rail. No wording means "any"."""
    right = _rail_mentions(clause.right)
    if right:
        return right[0][1]
    left = _rail_mentions(clause.left)
    if left:
        return left[-1][1]
    for heading in reversed(headings):
        rails = {r for _, r in _rail_mentions(heading)}
        if len(rails) == 1:
            return rails.pop()
        if rails:
            return "any"
    return "any"


def _status_in(text: str, *, deprecated: re.Pattern[str] | None) -> StatusWording:
    """The most cautious status wording in `text`."""
    checks: list[tuple[re.Pattern[str] | None, StatusWording]] = [
        (deprecated, "deprecated"),
        (_PENDING_RE, "pending_approval"),
        (_PROPOSED_RE, "proposed"),
        (_IN_FORCE_RE, "in_force"),
    ]
    for rx, status in checks:
        if rx is not None and rx.search(text):
            return status
    return "unstated"


def _most_cautious(*statuses: StatusWording) -> StatusWording:
    return max(statuses, key=_STATUS_RANK.__getitem__)


def _effective_in(text: str) -> date | None:
    """The first valid effective date in `text`; an impossible date (31 Feb) is no date."""
    for m in _EFFECTIVE_RE.finditer(text):
        try:
            if m["iso"]:
                return date.fromisoformat(m["iso"])
            day, month, year = (
                (m["d1"], m["m1"], m["y1"]) if m["d1"] else (m["d2"], m["m2"], m["y2"])
            )
            return date(int(year), _MONTHS[month[:3].lower()], int(day))
        except ValueError:
            continue
    return None


def _supersedes_in(sentence: str) -> Supersedes | None:
    m = _SUPERSEDES_RE.search(sentence) or _SUPERSEDED_BY_THIS_RE.search(sentence)
    if not m:
        return None
    target = m["target"].strip(" \t\"'“”‘’*_")
    return Supersedes(target_text=target, quote=sentence) if target else None


def _hedged(clause: _Clause) -> bool:
    return bool(
        _HEDGE_RE.search(clause.own)
        or _SENTENCE_HEDGE_RE.search(clause.lead)
        or _APPROX_BEFORE_RE.search(clause.left[-40:])
        or _APPROX_AFTER_RE.match(clause.right)
    )


# --- sources -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class _DocumentFacts:
    """What a document says about all its claims: sentences without a claim of their own."""

    status: StatusWording
    effective_from: date | None
    supersedes: Supersedes | None


def _document_facts(
    read: list[tuple[_Sentence, list[tuple[_Duration, _Clause]]]],
) -> _DocumentFacts:
    status: StatusWording = "unstated"
    effective: date | None = None
    supersedes: Supersedes | None = None
    for s, claims in read:
        if not claims:
            status = _most_cautious(status, _status_in(s.text, deprecated=_DEPRECATED_DOC_RE))
        effective = effective or _effective_in(s.text)
        supersedes = supersedes or _supersedes_in(s.text)
    return _DocumentFacts(status, effective, supersedes)


def extract_source_claims(source: Source) -> list[SourceClaim]:
    """Claims of one source body. Pure: the same source always gives the same claims."""
    read = [
        (s, _claims_in(s.text))
        for s in _sentences(source.body, mask_comments=True, draft=False)
        if not _INJECTION_RE.search(s.text)
    ]
    doc = _document_facts(read)
    claims: list[SourceClaim] = []
    for s, found in read:
        if not found:
            continue
        # Sentence-wide wording is read once: deprecation only binds its own clause.
        sentence_status = _most_cautious(doc.status, _status_in(s.text, deprecated=None))
        supersedes = _supersedes_in(s.text) or doc.supersedes
        for duration, clause in found:
            status = _most_cautious(
                sentence_status, _status_in(clause.own, deprecated=_DEPRECATED_RE)
            )
            claims.append(
                SourceClaim(
                    claim_id=f"{source.id}#c{len(claims) + 1}",
                    source_id=source.id,
                    source_version=source.signals.version,
                    topic=_topic(clause, s),
                    value=duration.value,
                    value_text=duration.text,
                    scope={"rail": _rail(clause, s.headings)},
                    effective_from=_effective_in(clause.own) or doc.effective_from,
                    status_wording=status,
                    supersedes=supersedes,
                    quote=s.text,
                )
            )
    return claims


# --- drafts ------------------------------------------------------------------------------------


def extract_draft_claims(text: str) -> list[DraftClaim]:
    """Claims of a draft reply. Comments are not masked and nothing is skipped as an
    injection: in a draft, more claims can only make the check stricter."""
    claims: list[DraftClaim] = []
    for s in _sentences(text, mask_comments=False, draft=True):
        for duration, clause in _claims_in(s.text):
            claims.append(
                DraftClaim(
                    claim_id=f"draft#c{len(claims) + 1}",
                    topic=_topic(clause, s),
                    value=duration.value,
                    value_text=duration.text,
                    span=s.text,
                    definitive=not _hedged(clause),
                )
            )
    return claims


# --- the extractor -----------------------------------------------------------------------------


def _error(e: Exception) -> str:
    return f"local extractor failed: {type(e).__name__}: {e}"


class LocalExtractor:
    """The offline extractor behind `mode = "local"`; its results are labelled as rules,
    never as a model's output."""

    mode: AiMode = "local"
    model: str = "local-rules"
    prompt_version: str = "local-1"

    def __init__(self, catalogue: Catalogue | None = None) -> None:
        self.catalogue = catalogue or default_catalogue()

    def extract_source(self, source: Source) -> SourceExtraction:
        """Never raises: an unexpected failure is an unread source (ok=False), which the
        engine treats differently from a source with no claims."""
        source_id = str(getattr(source, "id", ""))
        return _guarded(
            lambda: SourceExtraction(source_id=source_id, claims=extract_source_claims(source)),
            lambda e: SourceExtraction(source_id=source_id, ok=False, error=_error(e)),
        )

    def extract_draft(self, text: str) -> DraftExtraction:
        """Never raises: a failed draft extraction must block the send (D0a), not crash it."""
        shown = text if isinstance(text, str) else str(text)
        return _guarded(
            lambda: DraftExtraction(text=shown, claims=extract_draft_claims(text)),
            lambda e: DraftExtraction(text=shown, ok=False, error=_error(e)),
        )


def _guarded(run: Callable[[], _T], on_error: Callable[[Exception], _T]) -> _T:
    try:
        return run()
    except Exception as e:  # the contract is "never raises"; the error text says what broke
        return on_error(e)
