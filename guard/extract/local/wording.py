"""What a sentence says about its claims besides the value: status wording, effective
dates, supersession, hedges, and text addressed to an AI.

All of it is generic English; the only catalogue words used are the scope phrases that end a
supersession's target ("This supersedes DOC-101 for instant transfers").
"""

from __future__ import annotations

import re
from typing import Final

from guard.english import CURRENCY_WORD, PEOPLE_NOUNS, people_pattern
from guard.extract.local.advice import advises
from guard.extract.local.believed import believed
from guard.extract.local.conditioned import states_itself, without_request_condition
from guard.extract.local.inverted import asked_by_word_order
from guard.extract.local.labeloption import label_body
from guard.extract.local.money import priced_in_pence
from guard.extract.local.newspeaker import NEW_SPEAKER
from guard.extract.local.optionverb import (
    SWITCH_VERBS,
    without_describing_clause,
    without_own_act,
)
from guard.extract.local.quotedperson import quoted_of_a_person
from guard.extract.local.reduced import describes_subject
from guard.extract.local.segment import Clause
from guard.extract.local.status import _PROPOSED_RE
from guard.extract.local.unlessoption import in_exception_sentence, in_unless_clause
from guard.kb.spellings import slips

_I: Final = re.IGNORECASE
_IX: Final = re.IGNORECASE | re.VERBOSE

_SHOULD_WORD: Final = slips("should")
_SHOULD_RE: Final = re.compile(_SHOULD_WORD, re.IGNORECASE)
# Sentence-wide hedge adverbs, misspelt or not ("usualy", "typicaly").
_HEDGE_ADVERB: Final = slips("usually", "typically", "generally", "normally")

# --- hedges (drafts) -----------------------------------------------------------------------

# Hedges anywhere in the duration's own clause; the commonest ones are read misspelt too
# ("shoudl", "usualy"), since a typo does not make a hedged promise definitive.
_HEDGE_RE: Final = re.compile(
    rf"""
    \b(?:{_HEDGE_ADVERB}|{_SHOULD_WORD}|often|mostly|probably|likely|possibly|
       hopefully|ideally|roughly|approximately|approx|estimated|estimate|might|could)\b
    | (?<!\d\s)(?<!in\s)(?<!by\s)(?<!of\s)(?<!from\s)(?<!until\s)(?<!since\s)(?<!before\s)
      (?<!after\s)(?<!early\s)(?<!late\s)(?<!mid-)(?<!end\s)\bmay\b(?!\s+\d)  # not the month
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

# --- questions and reported speech -----------------------------------------------------------

# Where a value's own clause ends on its right: a question mark there makes the value asked,
# not stated ("customer says we told them refunds take two weeks??"). A comma, a dash or a
# conjunction first means the question is a tag on a statement ("It's 5 days, OK?"), which
# stays a statement. A full stop before a digit is a decimal point.
_CLAUSE_STOP_RE: Final = re.compile(
    r"[.!?…](?!\d)|[,;:()\[\]]|\s[-–—]\s|[—–]|\s(?:and|but|so|because)\s", _I
)
# A question that suggests a change ("what if we promised 6 hours?", "how about 21 days?",
# "proposal: bump trials to 21 days?") is a proposal, not a question about the facts.
_SUGGESTION_RE: Final = re.compile(
    r"\b(?:what\s+if|how\s+about|what\s+about|why\s+(?:don['’]?t|not)|(?:should|shall|could|"
    r"can)\s+we|let['’]s|idea\b|suggest\w*)",
    _I,
)
# Someone else's words, reported: "customer says", "they were told", "someone mentioned",
# "apparently". The reporter must be a person other than the document's author (a policy
# that "says 30 days" is the policy speaking), and the verb must follow the reporter (and at
# most a short phrase of where they speak, "a caller on the phone says") directly
# ("customers who asked for a refund get it in 5 days" is a statement about those customers).
_REPORTED_RE: Final = re.compile(
    r"""
    \b(?:(?:the|a|this|that|one|our|my|some|a\s+few|several)\s+)?
      (?:"""
    + people_pattern(PEOPLE_NOUNS, ("seller", "merchant"))
    + r"""|someone|somebody|people|folks|he|she|they|you|"""
    + NEW_SPEAKER  # "a woman at the desk says": any noun after "a" (newspeaker)
    + r""")
      # a short phrase of where or how they speak: "a customer on chat insists", "the
      # caller on the phone says", "a member from Leeds claims"
      (?:\s+(?:on|in|at|from|via|over|by)(?:\s+(?:the|a|an|our|their|live))?\s+[\w-]+){0,2}
      \s+(?:just\s+|also\s+|now\s+|still\s+|already\s+)?
      (?:says?|said|claims?|claimed|mention(?:s|ed)|thinks?|thought|believes?|reckons?|
         insists?|swears?|heard|(?:is|are|was|were|keeps?)\s+(?:saying|asking|claiming)|
         asks?\s+(?:if|whether|why|how|when|about)|asked\s+(?:if|whether|why|how|when|about)|
         wonder(?:s|ed)|(?:is|are)\s+wondering|wants?\s+to\s+know|told\s+(?:us|me|him|her|them))\b
    | \b(?:was|were|been|being|got|get)\s+told\b
    | \btold\s+(?:him|her|them|me|us)\b  # whoever told them: "one of our agents told him"
    | \bI\s+(?:heard|was\s+told)\b | \bheard\s+(?:that|from)\b | \bword\s+is\b
    | \baccording\s+to\s+(?:the\s+)?(?:customer|client|caller|user|them|him|her)\b
    """,
    _IX,
)
# Hearsay adverbs qualify the whole sentence wherever they sit before its first value
# ("Apparently, refunds take two weeks now").
_HEARSAY_RE: Final = re.compile(
    r"\b(?:apparently|supposedly|allegedly|reportedly|rumou?red(?:ly)?|rumou?r\s+(?:is|has\s+it))\b",
    _I,
)
# Where a reporting verb stops binding, looking left from the value: "If a customer says they
# were told 2 weeks, explain that refunds take 3-5 days" reports only the first value.
_REPORT_BOUNDARY_RE: Final = re.compile(r"[,;.!?…](?!\d)|\s[-–—]\s|[—–]")


# A value that something is compared with is not the policy's value: "rolling out takes
# longer than a couple of weeks" says how long it is not. Negated, the comparison is a bound
# and stays a claim ("no later than five business days", "not less than 30 days").
_COMPARED_RE: Final = re.compile(
    r"(?<!\bno\s)(?<!\bnot\s)(?<!n['’]t\s)\b(?:longer|shorter|more|less|fewer|quicker|faster|"
    r"slower|later|sooner|earlier|greater|bigger|smaller|higher|lower|cheaper|dearer)\s+than\s+$",
    _I,
)
# A negation before a comparison makes it a bound: "no", "not", "never", "cannot", "won't"
# (the contraction is glued to its verb, so it has no word boundary before it), and a verb
# that forbids what follows ("stop listings going more than 20% above face value", "we
# don't let…", "prevent", "ban"): a limit said as what may not happen.
_NEGATED_BEFORE_RE: Final = re.compile(
    r"(?:\b(?:no|not|never|nothing|none|cannot|stop|stops|prevent|prevents|ban|bans|"
    r"forbid|forbids|prohibit|prohibits)\b|n['’]t\b)[^,;.]{0,30}$",
    _I,
)
# A comparison inside a condition is a threshold the text sets: "if it takes more than 4
# business days, escalate" tells an agent what to expect. A condition goes on past a comma
# before "or" that joins a second case to it ("if you miss it, or cancel with less than 48
# hours' notice, we charge"): the second case is as much the condition as the first.
_CONDITION_BEFORE_RE: Final = re.compile(
    r"\b(?:if|unless|when|once|where|whenever|in\s+case)\b(?:[^,;.]|,\s+or\b){0,60}$", _I
)


# --- options offered, not defaults (choice topics) ---------------------------------------------

# Offering an option is not stating which one applies: "you can ask for a paper bill", "if
# you'd rather go paperless, switch in the app", "prefer paper?", "available on request",
# "for a small charge". Opt-in and switching words only: "you can pay by bank transfer" states
# what is accepted and stays a claim. Switching counts when it is offered to the reader
# (after "can", "want to", "just", or as an instruction: "Switch to paperless in the app"),
# not when a change is announced ("All accounts move to paperless billing in March", "we're
# planning to turn on weekend payouts").
_OPT_IN_RE: Final = re.compile(
    r"""
    \b(?:switch|swap|change|move|convert)\w*\s+between\b
    | (?:^|[,;:.!?]\s*|\b(?:can|could|may|might|able\s+to|free\s+to|want\s+to|like\s+to|
         wish\s+to|choose\s+to|prefer\s+to|just|simply|easily|please)\s+)
      """
    + SWITCH_VERBS
    + r"""\b
    | \bopt(?:s|ed|ing)?\s+(?:in|into|for)\b
    | \b(?:ask|asks|asking|request|requests|requesting)\s+(?:for\b|an?\b|one\b|to\b|your\b)
    | \b(?:on|upon)\s+request\b | \bif\s+(?:requested|you\s+ask)\b
    | \bif\s+you(?:['’]d|\s+would)?\s+(?:prefer|rather|like|want|wish|choose)\b
    | \bprefer(?:s|red)?\b | \b(?:would|['’]d)\s+rather\b
    | \bchoose\b | (?<!\bonly\s)\boption(?:al|ally|s)?\b
    | \bfor\s+(?:a|an)\s+(?:small\s+|one[\s-]off\s+|monthly\s+|extra\s+|additional\s+)?
       (?:fee|charge|cost)\b
    | (?<!\bno\s)\b(?:extra|additional)\s+(?:cost|charge|fee)\b | \bcosts?\s+extra\b
    """,
    _IX,
)
# A default stated next to the option outweighs the opt-in words around it ("paper bills as
# standard; if you'd rather go paperless, switch in the app" states paper for its clause).
_DEFAULT_RE: Final = re.compile(
    r"\bby\s+default\b|\bdefault\b|\bas\s+(?:a\s+)?standard\b|\bautomatically\b|"
    r"\bunless\s+you\b",
    _I,
)
# A positive price: an option with a price of its own is an add-on, not the default ("| Paper
# bill | £1.50 |", "paper bills cost £1.50").
_PRICE_RE: Final = re.compile(
    r"[€$£¥]\s?(?:[1-9]|0[.,]\d*[1-9])|\b(?:[1-9]\d*|0[.,]\d*[1-9])(?:[.,]\d+)?\s?"
    rf"(?:EUR|USD|GBP|{CURRENCY_WORD})\b",
    _I,
)
# Where an option's own clause stops, on either side. "so" (or "so that") before a subject
# pronoun opens a clause of purpose or result ("we'll call you first so you can choose what
# goes in"): what it lets someone do is not the option's, so its "choose" offers nothing.
_OPTION_BOUNDARY_RE: Final = re.compile(
    r"[,;:.!?…](?!\d)|\s[-–—]\s|[—–]|\s(?:but|while)\s"
    r"|\sso(?:\s+that)?\s+(?=(?:you|we|they|I|he|she|it)\b)",
    _I,
)


# --- safety ----------------------------------------------------------------------------------

# A source sentence that talks to an AI is data about the document, never a claim.
_INJECTION_RE: Final = re.compile(
    r"\bAI\s+(?:assistants?|models?|agents?|systems?|tools?|reviewers?)\b|\blanguage\s+models?\b"
    r"|\bLLMs?\b|\bchat\s?bots?\b|\bsystem\s+prompt\b"
    r"|\bignore\s+(?:all\s+|any\s+)?(?:the\s+)?(?:other|previous|prior|above|earlier)\b"
    r"|\bmark\s+(?:all\s+|every\s+|the\s+|this\s+)?(?:repl(?:y|ies)|drafts?|answers?|checks?)\s+as\b",
    _I,
)


def hedged(clause: Clause) -> bool:
    """A hedge in the value's clause; "you should <act>" is advice, no hedge (`advice`)."""
    hedges = (
        m
        for m in _HEDGE_RE.finditer(clause.own)
        if not (_SHOULD_RE.fullmatch(m.group()) and advises(clause.own, m.start(), m.end()))
    )
    return bool(
        next(hedges, None) is not None
        or _SENTENCE_HEDGE_RE.search(clause.lead)
        or _APPROX_BEFORE_RE.search(clause.left[-40:])
        or _APPROX_AFTER_RE.match(clause.right)
    )


def addresses_an_ai(text: str) -> bool:
    """A source sentence that talks to an AI is data about the document, never a claim."""
    return bool(_INJECTION_RE.search(text))


#: How far from a value its own reporting verb, quotation, comparison or question mark can
#: be: a few dozen words. Looking at the whole sentence from every value made a sentence with thousands of
#: amounts quadratic (a 10,000-character run of prices took 8 s to read).
LOOKBACK = 300


def _before(clause: Clause) -> str:
    return clause.sentence[max(0, clause.start - LOOKBACK) : clause.start]


def asked(clause: Clause) -> bool:
    """The value is asked about, not stated: its own clause ends in a question mark. A
    question is not a policy ("Did it take more than 5 days?"); a question tag after a
    comma is ("It's 5 days, OK?"); the first alternative of an either-or question is not
    ("Is it 5 days, or 7?", `inverted`)."""
    m = _CLAUSE_STOP_RE.search(clause.sentence, clause.end, clause.end + LOOKBACK)
    if m and m.group().startswith("?"):
        return True
    return asked_by_word_order(clause.sentence, clause.start)  # "Is it 6, or 12?" (`inverted`)


def suggests(sentence: str) -> bool:
    """A question that puts a change forward ("what if we promised 6 hours?") is a
    proposal; so is one with proposal or pending wording of its own."""
    return bool(_SUGGESTION_RE.search(sentence) or _PROPOSED_RE.search(sentence))


def reported(clause: Clause) -> bool:
    """The value is someone else's words ("customer says we told them two weeks", "they
    were told 14 days", "apparently it's 2 weeks", 'the customer wrote: "I was promised
    90 days"'): what a person claims is not what the document states."""
    before = _before(clause)
    stops = [m.end() for m in _REPORT_BOUNDARY_RE.finditer(before)]
    own = _past_a_finished_report(before[stops[-1] :] if stops else before)
    return bool(
        _REPORTED_RE.search(own)
        or _HEARSAY_RE.search(clause.lead)
        or quoted_speech(before)
        or quoted_of_a_person(before)  # 'a member is arguing it's "one month"'
        or believed(own)
    )


def _past_a_finished_report(own: str) -> str:
    """The words after a colon that follows a finished report: "a dad asked about his
    11-year-old: riders must be 14" reports a question, then the writer answers it. The colon
    ends the report only where the speech verb's complement stands before it; right after the
    verb ("a caller says: it's £5") the colon opens the speech, which stays reported."""
    head, colon, tail = own.rpartition(":")
    if not colon:
        return own
    ends = [m.end() for m in _REPORTED_RE.finditer(head)]
    if ends and head[ends[-1] :].strip(" \t\"'“”‘’"):
        return tail
    return own


def definitive(clause: Clause) -> bool:
    """The value is the writer's own promise: not hedged, asked back or someone else's words
    (a draft claim's `definitive`; a zero time is no claim otherwise, `zerotime`)."""
    return not (hedged(clause) or asked(clause) or reported(clause))


# A speech verb right before an opening quotation mark: 'the customer wrote: "…', 'Dana
# said, “…', 'Customer: "…', and its -ing form ('had a caller today insisting "…').
_SPEECH_VERB_RE: Final = re.compile(
    r"(?P<subject>(?:[\w'’-]+\s+){0,3}?)(?:(?:just|also|then|later|had|has|have)\s+)?"
    r"(?:says?|said|saying|wrote|writes|writing|asks?|asked|asking|claims?|claimed|claiming|"
    r"insists?|insisted|insisting|repl(?:y|ies|ied|ying)|"
    r"tells?\s+(?:us|me)|told\s+(?:us|me|them|him|her)|(?:was|were|been)\s+told|messaged|"
    r"emailed|commented|quoted|quotes|heard)"
    r"[\s,:–—-]*$"
    r"|\b(?:customers?|clients?|callers?|users?|buyers?|shoppers?)\s*:\s*$",
    _I,
)
_FIRST_PERSON_RE: Final = re.compile(r"\b(?:we|our|us|I|my)\b", _I)
_DEMONSTRATIVE_RE: Final = re.compile(r"\b(?:this|these)\b", _I)
#: The words that may stand before a subject's own "this"/"these" ("and this page says"):
#: after any other word (a noun: "a caller this week"), the demonstrative opens a time phrase
#: after a subject that is already complete.
_BEFORE_SUBJECT_RE: Final = re.compile(
    r"(?:^|\b(?:and|but|or|so|then|as|in|per|since|because|while|where|yet|that|which)\s+)$", _I
)


def _our_subject(subject: str) -> bool:
    """The speech verb's subject is ours: a first-person word, or "this"/"these" that
    determines the subject ("this policy says") rather than timing it after someone else's
    ("a rider this morning insisting")."""
    if _FIRST_PERSON_RE.search(subject):
        return True
    m = _DEMONSTRATIVE_RE.search(subject)
    return m is not None and _BEFORE_SUBJECT_RE.search(subject[: m.start()]) is not None


def quoted_speech(before: str) -> bool:
    """The text after `before` is inside quotation marks opened right after someone else's
    speech verb: reported speech, whatever it says. Our own words in quotes ('our terms
    say: "…"') are still ours."""
    curly = before.rfind("“")
    opening = curly if curly > before.rfind("”") else -1
    straight = [i for i, ch in enumerate(before) if ch == '"']
    if len(straight) % 2 == 1:
        opening = max(opening, straight[-1])
    if opening < 0:
        return False
    m = _SPEECH_VERB_RE.search(before[:opening])
    return m is not None and not _our_subject(m.group("subject") or "")


def _own_clause(sentence: str, start: int, end: int) -> str:
    """The clause around `sentence[start:end]`, between the boundaries on either side."""
    stops = [m.end() for m in _OPTION_BOUNDARY_RE.finditer(sentence, 0, start)]
    after = _OPTION_BOUNDARY_RE.search(sentence, end)
    return sentence[stops[-1] if stops else 0 : after.start() if after else len(sentence)]


# "the £18", "your £18": an amount already known, not a price named for the first time. An
# adjective between the determiner and the amount keeps it definite ("the full £60", "your
# remaining £40"): the determiner, not the word after it, says the sum is known. A
# preposition there is no adjective: "switch to this for £5" prices the option.
_KNOWN_AMOUNT_BEFORE_RE: Final = re.compile(
    r"\b(?:the|your|that|this)\s+(?:(?!(?:for|at|from|by|with|to|of|in|on|per)\b)[a-z]+\s+)?$", _I
)
# A price noun right after the amount makes it a price again ("for the £2 monthly fee").
_PRICE_NOUN_AFTER_RE: Final = re.compile(
    r"^(?:\s+[a-z-]+)?\s+(?:fee|charge|cost|price|supplement|surcharge|extra)\b", _I
)


def _priced(where: str) -> bool:
    """A price of the option's own in `where`: an amount, unless said with "the" or "your"
    and no price noun after it ("we can give you salon credit for the £18", "store credit for
    your £40"). A definite amount refers to a sum already known (the customer's, the order's):
    it is what the option is worth or is for, never what it costs, which English names with no
    article ("add gift wrap for £2")."""
    for m in _PRICE_RE.finditer(where):
        known = _KNOWN_AMOUNT_BEFORE_RE.search(where[: m.start()])
        if not known or _PRICE_NOUN_AFTER_RE.match(where[m.end() :].lstrip("0123456789.,")):
            return True
    return False


def offered(clause: Clause, *, table_row: bool) -> bool:
    """A choice option that is offered, not stated as what applies: opt-in or switching
    words in its own clause, or a price of its own (in its clause, or anywhere on its table
    row; in pence too: "add it for 80p"), and no default stated there. Mentioning an option
    is not stating the default. The option's own words are its name, never its price
    ("720p" is no 720 pence)."""
    if in_unless_clause(clause.sentence, clause.start):
        return True  # "unless you have asked for e-statements": the exception (`unlessoption`)
    if in_exception_sentence(clause.sentence):
        return True  # "The one exception is illness: we'll move it" (`unlessoption`)
    own = _own_clause(clause.sentence, clause.start, clause.end)
    body = label_body(clause.sentence, clause.start, clause.end)
    if body is not None:  # "**Paper bills:** if you'd rather have paper, ask" (`labeloption`)
        own = body
    if _DEFAULT_RE.search(own):
        return False
    s, e = clause.start, clause.end
    unnamed = clause.sentence[:s] + " " * (e - s) + clause.sentence[e:]
    where = unnamed if table_row else _own_clause(unnamed, s, e)
    priced = _priced(where) or priced_in_pence(where)
    if states_itself(clause.sentence[s:e]):  # "X are refundable if you ask" (`conditioned`)
        own = without_request_condition(own)
        # "helmets are optional" as an option's own clause: its name, not an offer
        own = own.replace(clause.sentence[s:e], " " * (e - s), 1)
    # "you can move your date once for free", "you can choose your delivery day": the
    # option's own verb (`optionverb`)
    own = without_own_act(own, clause.sentence[s:e], _OPT_IN_RE)
    # "comfortable shoes you can move in": what one does in it (`optionverb`)
    own = without_describing_clause(own, clause.sentence[s:e])
    return bool(priced or _OPT_IN_RE.search(own))


def compared(clause: Clause) -> bool:
    """The value is what something is compared with ("takes longer than a couple of weeks"),
    not a value the text states. A negated comparison is a bound ("no longer than 5 days",
    "won't take more than 4 days") and one in a condition a threshold ("if it takes more than
    4 days, escalate"), also when a participle phrase sets it ("a booking cancelled less
    than 48 hours before it starts is charged", `reduced`): both are stated."""
    before = _before(clause)
    m = _COMPARED_RE.search(before)
    if m is None:
        return False
    lead = before[: m.start()]
    after = clause.sentence[clause.end : clause.end + LOOKBACK]
    return not (
        _NEGATED_BEFORE_RE.search(lead)
        or _CONDITION_BEFORE_RE.search(lead)
        or describes_subject(lead, after)
    )
