"""Why a value found in a sentence is no claim there: an instruction not to say it, a denial, an
old value, a past reference, a frequency or an interval (generic English, not a catalogue's
words)."""

from __future__ import annotations

import re
from typing import Final

from guard.clauses import PUNCTUATION, clause_before
from guard.engine.pastsaid import past_after_colon
from guard.english import CLOSED_CLASSES
from guard.extract.local.conditioncase import CONDITION_CASE, case_in_condition
from guard.extract.local.countdown import time_to_go
from guard.extract.local.countwindow import counts_window
from guard.extract.local.deniedsubject import DENIED_SUBJECT, denied_subject
from guard.extract.local.ended import ended_before
from guard.extract.local.example import EXAMPLE, illustrates
from guard.extract.local.found import Found
from guard.extract.local.keptold import kept_from_before
from guard.extract.local.lasting import lasts_for
from guard.extract.local.lookback import lookback_in_rule
from guard.extract.local.mainclause import main_after_condition
from guard.extract.local.noneed import NO_NEED
from guard.extract.local.nothingto import NOTHING_TO
from guard.extract.local.numerals import _I, _WORD_NUMBER
from guard.extract.local.oldcomplement import old_thing_in_complement
from guard.extract.local.ownhistory import OWN_HISTORY, own_history
from guard.extract.local.owntime import OWN_ACT_TIME, own_act_time
from guard.extract.local.pastevent import PAST_EVENT, reports_an_event
from guard.extract.local.pastoffer import past_offer
from guard.extract.local.retracted import retracted
from guard.extract.local.summedparts import PART_OF_TOTAL, part_of_a_total
from guard.extract.local.taxtwin import TAX_TWIN, restates_with_tax
from guard.extract.local.threshold import threshold_in_condition
from guard.extract.local.timesnoun import frequency_times
from guard.extract.local.typical import TYPICAL, said_of_part_of_a_group

# An article's "a month" right after an amount is a rate, not a duration: "€29 a month", "two
# guests a month", "40GB of data a month". A verb or preposition between them makes it a
# duration again: "orders over €50 take a week", "3 guests in a month".
_RATE_LEFT_RE: Final = re.compile(
    rf"(?:(?<![\w.,])[€$£¥]?\d{{1,3}}(?:,\d{{3}})*(?:\.\d+)?(?:%|[a-z]{{1,3}}\b)?"
    rf"|\b(?:{_WORD_NUMBER}))"
    r"(?:\s{1,3}(?!(?:is|are|was|were|be|been|takes?|taking|took|lasts?|needs?|gives?|allow|"
    r"wait|within|in|after|for|about|around|than|under|over|up|to|from|until|by|at|and|or|"
    r"but|then|only|just)\b)[\w'’-]+){0,3}\s{1,3}$",
    _I,
)


# An instruction not to say something ("Do NOT promise same day", "never tell customers
# 2 days", "avoid quoting 48 hours"): the value is what must not be said. "Avoid", "stop"
# and "refrain from" negate the act right after them ("avoid quoting"): with a noun after
# them ("to avoid the charge please give us 48 hours' notice") they say what to avoid, and
# a later verb is another clause's. "Please" opens a request of its own, so no negation
# before it reaches a verb after it; nor does one reach past a clause break (a dash or a
# colon, asides already blanked) or a new subject ("Don't worry – you only need to give us
# 24 hours' notice": the negation is of "worry", and "give" is the next clause's verb).
_INSTRUCTION_GAP_STOP: Final = (
    r"\bplease\b|[:–—]|\s-\s|\b(?:I|we|you|he|she|they)(?:['’](?:ll|re|ve|d))?\s"
)
_SAYING_VERB: Final = (
    r"(?:promis\w*|say\w*|tell\w*|quot\w*|mention\w*|state\w*|commit\w*|"
    r"guarantee\w*|shar\w*|offer\w*|giv\w*|use|using|suggest\w*|impl(?:y|ying)|advertis\w*|"
    r"communicat\w*|confirm\w*)"
)
_INSTRUCTION_NEG_RE: Final = re.compile(
    r"\b(?:do\s+not|don['’]?t|never|must\s+not|mustn['’]t|should\s+not|shouldn['’]t|"
    r"cannot|can['’]?t|can\s+not|may\s+not|not\s+to)\b"
    rf"(?:(?!{_INSTRUCTION_GAP_STOP})[^,;]){{0,60}}?\b{_SAYING_VERB}\b"
    rf"|\b(?:avoid|refrain\s+from|stop)\s+(?:[a-z]+ly\s+)?{_SAYING_VERB}\b",
    _I,
)


# A negated value is what the value is not: "4 business days, not 2 days", "it won't take
# 2 weeks", "don't expect it within 12 hours", "it isn't back in 2 days". The negation may
# sit a few words before the value, but those words must stay in one clause: no
# punctuation, no conjunction or new subject ("don't worry it'll be back in 4 days"). A
# comparison keeps the claim, because the negation bounds it rather than denies it ("won't
# take more than 4 business days" promises at most 4), and so does a speaker's doubt
# ("I'm not sure it takes 4 days" is a hedged claim, not a denial). "No longer" before a verb
# denies what follows ("we no longer accept paper forms"); before "than" it is a bound. A
# negative subject denies its verb as "not" does: "nobody said 10 days" is "no one said it".
_NEGATOR: Final = (
    rf"\b(?:not|never|cannot|nobody|no[\s-]one|no\s+longer(?!\s+than\b)|{NO_NEED}|{NOTHING_TO}|"
    r"(?:do|does|did|is|are|was|were|has|have|"
    r"had|wo|ca|would|could|should|must|need)n['’]?t)"
)


_NEGATION_GAP_STOP: Final = (
    r"more|longer|over|beyond|than|less|fewer|under|later|sooner|earlier|before|after|until|"
    r"till|past|above|below|exceed\w*|at|worry|worried|panic|fret|hesitate|sure|certain|know|"
    r"think|believe|remember|recall|mind|and|but|or|so|because|as|though|although|while|if|"
    r"unless|when|once|I|we|you|he|she|they|there|\w+['’](?:ll|re|ve|d|s)"
)


# "as" before an article is a preposition, not the conjunction the stops above guard
# against ("not as long as", "as soon as"): "never as a voucher", "not as a refund" deny what
# follows as "never by card" does.
_AS_PREPOSITION: Final = r"as(?=\s{1,3}(?:a|an|the)\b)"


_NEGATED_LEFT_RE: Final = re.compile(
    rf"{_NEGATOR}(?:\s{{1,3}}(?!(?:{_NEGATION_GAP_STOP})\b)[\w'’]+|"
    rf"\s{{1,3}}{_AS_PREPOSITION}){{0,6}}\s{{1,3}}$",
    _I,
)


# A negation inside a condition is still a promise: "if it hasn't arrived within 4 business
# days, reply here" tells the customer to expect 4 business days. One right after a relative
# pronoun belongs to the noun, not the value: "withdrawals that don't go through come back
# within 2 days" ("note that it won't take 2 weeks" is not relative: "it" comes between).
# Keeping a claim in doubt is the safe side: it can only make a check stricter.
_CONDITION_RE: Final = re.compile(r"\b(?:if|unless|in\s+case|when|once)\b", _I)


_RELATIVE_END_RE: Final = re.compile(r"\b(?:that|which|who)\s+$", _I)
# A reduced relative: a noun, then "not" and a past participle ("Goods not collected within 60
# days are donated", "any deposit not refunded within 30 days"): the "not" belongs to the
# noun it describes, as after "that" ("goods that are not collected"), and the value is the
# rule's. The word before "not" is a content word (no auxiliary, modal, pronoun or other
# closed-class word, `guard.english.CLOSED_CLASSES`, and no "-ly" adverb: "are usually not
# paid" still denies), the word after it a participle ("-ed", "-en").
_REDUCED_RELATIVE_RE: Final = re.compile(
    rf"(?:^|\s)(?!(?:{'|'.join(CLOSED_CLASSES)})\b)(?![a-z]+ly\b)[a-z][\w'’-]*\s+$", _I
)
_PARTICIPLE_RE: Final = re.compile(r"not\s+[a-z]+(?:ed|en)\b", _I)


# A correction right after the value: "10 days was wrong", "5 days is not correct".
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


# An old value written as history: "(was €45)", "it used to be up to two weeks", "refunds
# previously took 30 days", "before that, it cost €2", "down from €45", "the old limit of 2 bags" ("the old 5-7 day
# timeline" names the old value's noun: its own status wording marks it). The words between the
# marker and the value are letters only ("up to", "take"), never another value, a clause
# break or "now"; "is used to" (utilised) is no history.
_HISTORY_GAP: Final = r"(?:\s{1,3}(?!(?:now|today|currently|but|and|or)\b)[A-Za-z'’]+){0,4}"


_HISTORY_LEFT_RE: Final = re.compile(
    rf"(?:(?:^|[(\[,;:—–]\s{{0,3}})(?:(?:it|this|that|which)\s+)?was"
    rf"|\b(?:previously|formerly){_HISTORY_GAP}"
    # "before that, unlocking cost 50p": the time before the change the sentence names
    rf"|\b(?:before\s+(?:that|then|this)|until\s+then|prior\s+to\s+(?:that|this))\s*,?{_HISTORY_GAP}"
    rf"|(?<!\bis\s)(?<!\bare\s)(?<!\bbe\s)(?<!\bbeing\s)(?<!\bbeen\s)\bused\s+to{_HISTORY_GAP}"
    r"|\b(?:down|up|reduced|cut|lowered|dropped|raised|increased|extended|shortened|changed)"
    r"\s+from"
    r"|\b(?:the|our|your|its|their|an?)\s+(?:old|previous|former)"
    r"(?:\s{1,3}(?!(?:within|in|for|after|before|to|at|on|by|up|under|over|than|from|and|or|"
    r"but|now)\b)[A-Za-z'’-]+){0,2}?(?:\s+(?:of|was|were|is)|\s*:)"
    r")\s+$",
    _I,
)


# A value the clause puts in the past, of any kind: a past copula right after it and a past
# time in the same clause ("The £150 was a promo code last Christmas", "2 bags were allowed
# until last year", "20% was the launch offer in 2024": a year said with a past copula is a
# past one). Either alone is no history: "which was 5 days" may still hold, and "last"
# also names a window ("in the last 3 days").
_PAST_TIME: Final = (
    r"(?:(?:last|until\s+last)\s+(?:year|month|week|quarter|season|time|christmas|easter|summer|"
    r"winter|spring|autumn|fall)|\d+\s+(?:days?|weeks?|months?|years?)\s+ago|"
    r"a\s+(?:year|month|while)\s+(?:ago|back)|(?:in|during)\s+(?:19|20)\d\d)"
)
_BYGONE_RIGHT_RE: Final = re.compile(rf"^\s*(?:was|were)\b[^,;.!?]*?\b{_PAST_TIME}\b", _I)


# What something said, reported in the past, with a past time in the same sentence: "the old
# macro, it said 30 days and got flagged a while back", "the page said 45 days last year". A
# report of past words put at a time gone by is what was said then, not the rule now; a bare
# "it said 30 days" (no past time) may report the rule as it stands and stays a claim.
_SAID_LEFT_RE: Final = re.compile(r"\bsaid\s+(?:(?:up\s+to|only|just|about)\s+)?$", _I)
_PAST_TIME_RIGHT_RE: Final = re.compile(rf"^[^;.!?]*?\b{_PAST_TIME}\b", _I)


# A value in a clause "no longer" opens is the rule that stopped: "Vouchers no longer lapse
# after 90 days", "we no longer charge £5 for it". The words between are the clause's own
# (no punctuation, conjunction or new subject) and hold no comparison: "no longer take more
# than 4 days" bounds the new rule (at most 4 days), so it stays a claim.
_NO_LONGER_LEFT_RE: Final = re.compile(
    r"\bno\s+longer(?!\s+than\b)(?:\s{1,3}(?!(?:more|less|fewer|than|over|under|beyond|above|"
    r"below|exceed\w*|and|but|or|so|because|if|unless|when|once|now|I|we|you|he|she|they|"
    r"it|there)\b)[\w'’-]+){1,6}\s{1,3}$",
    _I,
)


_FROM_LEFT_RE: Final = re.compile(r"\bfrom\s+$", _I)


_TO_NEXT_RE: Final = re.compile(r"\s*(?:to|->|→)\s*", _I)


# A duration in the customer's history, not a promise: "2 days ago", "it's been 3 days".
# "last" is a past window after a determiner or a preposition, or at the start ("in the last
# 3 days", "your last 2 days", "Last 14 days:"); after a subject it is the verb, a duration:
# "Trials last 14 days", "it will last 30 days".
_PAST_LEFT_RE: Final = re.compile(
    r"(?:\b(?:past|previous)|(?:^|\b(?:the|in|over|during|within|for|these|those|your|my|our|"
    r"their|his|her|its|of|from|since|than|at|each|every)\s+)last|"
    r"\b(?:been|waited|waiting)(?:\s+waiting)?(?:\s+for)?"
    r"(?:\s+(?:over|about|almost|nearly|more\s+than))?)\s+$",
    _I,
)


_PAST_RIGHT_RE: Final = re.compile(r"\s*(?:ago|already|so\s+far)\b", _I)


# Frequencies: "24 hours a day", "once a day", "every 2 days"; and rolling windows that
# bound an allowance, not a timing: "two visits in any 12 months", "a rolling 30 days".
_FREQUENCY_LEFT_RE: Final = re.compile(
    r"\b(?:per|every|each|any|rolling|minutes?|mins?|hours?|days?)\s+$", _I
)


# "once a day", "twice a month": a frequency only before "a"/"an"; before a number "once" is
# the conjunction ("once 24 hours have passed": a duration).
_ONCE_LEFT_RE: Final = re.compile(r"\b(?:once|twice)\s+$", _I)


# An interval: "every 6 months", "once every six months". What happens that often is said
# elsewhere in the sentence; a topic that measures how often takes it (`claims_in`).
_EVERY_LEFT_RE: Final = re.compile(r"\bevery\s+$", _I)


# "24 hours a day", "7 days a week"; but "up to 3 months a year" is an allowance, kept.
_FREQUENCY_RIGHT_RE: Final = re.compile(r"\s+(?:a|per|each)\s+(?:day|week)\b", _I)


# Why a value found is no claim (shown in a trace; `setaside` decides which count as read).
NOT_TO_SAY: Final = "an instruction not to say it"


DENIED: Final = "a denial or a correction"


OLD_VALUE: Final = "an old value"


PAST: Final = "a past reference"


#: A frequency can be a "how often" topic's value ("reviewed every 6 months"): no proof of
#: a deliberate reading, so `setaside` never counts it as read.
FREQUENCY: Final = "a frequency or a rate's period"
TIME_TO_GO: Final = "the time still to go until a point: a countdown"


#: "every 6 months": read on (`claims_in(intervals=True)`); never a reading by itself.
INTERVAL: Final = "an interval"


# An aside set off by a pair of dashes or brackets ("– for example because it never arrived
# –", "(never more than twice)"): a parenthetical, read as if it were not there.
_ASIDE_RE: Final = re.compile(r"\s[–—-]\s[^–—]*?\s[–—-]\s|—[^—]*?—|\([^()]*\)")


def without_asides(text: str) -> str:
    """`text` with each closed aside blanked out, same length: "never" inside "– for example
    because it never arrived –" is the aside's word, not an instruction about the value
    after it, while "Don't promise customers – even VIPs – 2 days" still says not to."""
    return _ASIDE_RE.sub(lambda m: " " * len(m.group()), text)


def _clause(tail: str) -> str:
    """The end of `tail` from its last clause break: the clause the value is in."""
    return clause_before(tail, len(tail), PUNCTUATION)


# A prohibition's length: a modal of permission negated, then "for" right before the value
# ("can't be moved for 60 days", "may not be resold for a year"). The negation is the rule
# and the value says how long it holds, so it is no denial of the value ("we don't keep
# them for 90 days" is a plain negation: it still denies).
_BARRED_FOR_RE: Final = re.compile(
    r"\b(?:cannot|can['’]?t|can\s+not|may\s+not|must\s+not|mustn['’]t)\b"
    r"[^,;:.!?]*\bfor\s+(?:(?:the\s+)?(?:first|next)\s+)?$",
    _I,
)


def _negated(tail: str) -> bool:
    """The text just before a value denies it ("won't take", "not in"), outside a
    condition or relative clause ("if it hasn't arrived within", "that don't go through",
    "goods not collected within")
    and other than a prohibition's length ("can't be moved for 60 days") or how long a thing
    lasts ("gift cards don't expire for 3 years", `lasting`)."""
    clause = _clause(tail)
    m = _NEGATED_LEFT_RE.search(clause)
    if not m or _BARRED_FOR_RE.search(clause) or lasts_for(clause):
        return False
    before = clause[: m.start()]
    # "If you cancel a trip we don't refund it to the card": the main clause's (`mainclause`)
    in_condition = _CONDITION_RE.search(before) and not main_after_condition(before)
    reduced = _PARTICIPLE_RE.match(clause, m.start()) and _REDUCED_RELATIVE_RE.search(before)
    return not (in_condition or _RELATIVE_END_RE.search(before) or reduced)


def why_not_a_claim(sentence: str, found: list[Found], i: int) -> str | None:
    """Why `found[i]` is no claim, or None: an instruction not to say it, a denial, a
    correction or an old value; for a duration also a past reference or a frequency."""
    d = found[i]
    tail = sentence[max(0, d.start - 80) : d.start]
    right = sentence[d.end :]
    said = without_asides(sentence[: d.start])[max(0, d.start - 80) :]
    clause_start = max(said.rfind(","), said.rfind(";")) + 1
    nxt = found[i + 1] if i + 1 < len(found) else None
    to_next = _TO_NEXT_RE.match(right)
    changed_from = bool(
        _FROM_LEFT_RE.search(tail) and nxt and to_next and d.end + to_next.end() == nxt.start
    )
    if _INSTRUCTION_NEG_RE.search(said[clause_start:]):
        return NOT_TO_SAY
    if _NO_LONGER_LEFT_RE.search(_clause(tail)):
        return OLD_VALUE
    if _negated(tail) or _CORRECTION_RIGHT_RE.match(right):
        return DENIED
    # "disposal of your old sofa is £20": the old thing is a complement's (`oldcomplement`)
    history = _HISTORY_LEFT_RE.search(tail) and not old_thing_in_complement(tail)
    if _OLD_VALUE_LEFT_RE.search(tail) or history or changed_from:
        return OLD_VALUE
    if kept_from_before(sentence, d.start):
        return OLD_VALUE  # "Bookings made before 1 May keep their 25% deposit" (`keptold`)
    if _SAID_LEFT_RE.search(tail) and _PAST_TIME_RIGHT_RE.match(right):
        return OLD_VALUE  # "it said 30 days and got flagged a while back": past words
    if _BYGONE_RIGHT_RE.match(right) or ended_before(sentence, d.start):
        return OLD_VALUE  # "... was £20 until last year", "Until May the fee was £20" (`ended`)
    if past_offer(sentence, d.end):
        return OLD_VALUE  # "the 50% promo from the summer" (`pastoffer`)
    if retracted(sentence, found, i):
        return OLD_VALUE  # "Sorry, I said £50 earlier, it's £52" (`retracted`)
    if past_after_colon(sentence, d.end):
        return OLD_VALUE  # "… 45 days on an old page: that was the limit before May" (`engine.pastsaid`)
    if d.value.kind == "choice" and denied_subject(sentence, d.start, d.end):
        return DENIED_SUBJECT  # "The front desk can't issue refunds" (`deniedsubject`)
    if d.value.kind == "count" and said_of_part_of_a_group(sentence, d.start):
        return TYPICAL  # "most couples pick 3": a typical choice, no limit (`typical`)
    if illustrates(sentence, found, i):
        return EXAMPLE  # "up to 3 boxes: for example two crates" (`example`)
    if restates_with_tax(sentence, found, i):
        return TAX_TWIN  # "£240 a day including VAT (£200 plus VAT)" (`taxtwin`)
    if part_of_a_total(sentence, found, i):
        return PART_OF_TOTAL  # "45 minutes … and 15 minutes …, so an hour in total" (`summedparts`)
    if d.value.kind == "count" and case_in_condition(sentence, d.start, d.end):
        return CONDITION_CASE  # "When two dogs share a kennel, …" (`conditioncase`)
    if reports_an_event(sentence, d.start, d.end, d.value.kind):
        return PAST_EVENT  # "Had two guests today turn up 20 minutes late" (`pastevent`)
    if d.value.kind != "duration":
        return None
    if (_PAST_LEFT_RE.search(tail) or _PAST_RIGHT_RE.match(right)) and not (
        threshold_in_condition(sentence, d.start, d.end) or lookback_in_rule(sentence, d.start)
    ):
        # but "if it's been more than 12 months since …" is a threshold (`threshold`), and
        # "declare any condition treated in the last 2 years" a rule's window (`lookback`)
        return PAST
    if time_to_go(sentence, d.end):
        return TIME_TO_GO  # "at 22 months she has a couple of months to go" (`countdown`)
    if own_act_time(sentence, d.start, d.value.unit, d.end):
        return OWN_ACT_TIME  # "you can sign up in about five minutes", "it takes 2 minutes" (`owntime`)
    if own_history(sentence, d.start):
        return OWN_HISTORY  # "we've been fitting kitchens for 12 years" (`ownhistory`)
    if (d.article and _RATE_LEFT_RE.search(tail)) or _FREQUENCY_RIGHT_RE.match(right):
        return FREQUENCY
    if _EVERY_LEFT_RE.search(tail):
        return INTERVAL
    if _FREQUENCY_LEFT_RE.search(tail) or (d.article and _ONCE_LEFT_RE.search(tail)):
        return FREQUENCY
    if frequency_times(tail, d.article):  # "three times a day", not "court times 7" (`timesnoun`)
        return FREQUENCY
    if counts_window(sentence, d):  # "more than 2 claims in a year" (`countwindow`)
        return FREQUENCY
    return None
