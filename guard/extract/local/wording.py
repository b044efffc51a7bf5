"""What a sentence says about its claims besides the value: status wording, effective
dates, supersession, hedges, and text addressed to an AI.

All of it is generic English; the only catalogue words used are the scope phrases that end a
supersession's target ("This supersedes DOC-101 for instant transfers").
"""

from __future__ import annotations

import re
from datetime import date
from functools import lru_cache
from typing import Final

from guard.extract.local.segment import Clause
from guard.extract.local.values import priced_in_pence
from guard.models import StatusWording, Supersedes
from guard.phrases import slips

_I: Final = re.IGNORECASE
_IX: Final = re.IGNORECASE | re.VERBOSE

_EFFECTIVE_WORD: Final = slips("effective")
_SHOULD_WORD: Final = slips("should")
# Sentence-wide hedge adverbs, misspelt or not ("usualy", "typicaly").
_HEDGE_ADVERB: Final = slips("usually", "typically", "generally", "normally")

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
    | \b(?:still\s+)?waiting\s+(?:on|for)\s+(?:[\w'’]+\s+){0,3}?(?:sign[\s-]?off|approval|
      confirmation|the\s+go[\s-]ahead|a\s+decision)\b
    | \bnot\s+(?:yet\s+)?(?:approved|live|final|signed\s+off|in\s+(?:force|effect)|confirmed|
      decided|agreed|finali[sz]ed)\b
    | \b(?:approved|live|final|confirmed|decided|agreed|finali[sz]ed)\s+yet\b
    | \bnothing(?:['’]s|\s+is|\s+has\s+been)\s+(?:been\s+)?(?:signed\s+off|approved|decided|
      agreed|confirmed|final)\b
    | \b(?:once|after|when|if)\s+[^.;]{0,60}?\b(?:signs?\s+off|approves?|gives?\s+(?:the\s+)?
      (?:approval|go-ahead)|is\s+approved|are\s+approved)\b
    | \b(?:until|till)\s+(?!the\s+(?:bank|customer|beneficiary|transfer|payment|money)\b)
      (?!(?:you|we|they|it|he|she)\b)[^.;]{1,40}?\b(?:confirms|signs?\s+off|approves|posts)\b
    | \b(?:until|till)\s+(?:it['’]s\s+|it\s+is\s+)?(?:approved|signed\s+off|confirmed|live)\b
    | \b(?:don['’]?t|do\s+not|please\s+don['’]?t)\s+(?:tell|share|mention|promise|announce|
      quote)\b[^.;]{0,40}?\byet\b
    | \bto\s+be\s+confirmed\b | \bTBC\b | \bTBD\b
    """,
    _IX,
)
# A requirement for approval ("needs sign-off", "requires approval", "subject to approval",
# "to be approved") is this text's own status only when it is about the text itself: said of
# "this", "it", "the change" or the like, or with no subject at all ("Still needs sign-off
# from Risk."). Said of something else it is a procedure: "Anything beyond that needs
# sign-off from the VP of Sales" states how exceptions are handled, and the SOP holding it is
# no less in force.
_REQUIREMENT_RE: Final = re.compile(
    r"\b(?:needs?|requires?|subject\s+to)\s+(?:[\w'’]+\s+){0,2}?(?:sign[\s-]?off|approval)\b"
    r"|\bto\s+be\s+(?:approved|signed\s+off)\b",
    _I,
)
_REQUIREMENT_SUBJECT_STOP_RE: Final = re.compile(r"[.,;:!?()\[\]]|\s[-–—]\s|[—–]")
_SELF_SUBJECT_RE: Final = re.compile(
    r"^\W*(?:(?:and|but|so|still|also|this|these|that|it|which|all\s+of\s+this)\b\W*)*"
    r"(?:(?:this|these|the)\s+(?:(?:new|proposed|planned|updated|revised)\s+[\w-]+(?:\s+[\w-]+)?|"
    r"(?:change|changes|update|updates|proposal|plan|policy|document|doc|page|draft|rule|rules|"
    r"figure|figures|timeline|rollout|launch|announcement|post|message|note|version)\b)\W*)?"
    r"(?:(?:is|are|still|also|will|would|'ll|’ll|currently|now)\b\W*)*$",
    _I,
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

# "This supersedes X for instant transfers": the target runs to a scope phrase of the
# catalogue, a date phrase, a comma or semicolon, or the end of the (trimmed) sentence.
# Whitespace runs are bounded here and below: a lazy target followed by an unbounded \s+ is
# quadratic.
_TARGET_END_REST: Final = (
    rf"|\s{{1,3}}(?:{_EFFECTIVE_WORD}|as\s+of|from|starting|with\s+effect)\b|\s{{0,3}}[,;]"
    r"|\s{0,3}\.(?:\s|$)|$)"
)
_SUPERSEDES_HEAD: Final = (
    r"(?<!not\s)(?<!n['’]t\s)\b(?:supersedes|supercedes|replaces|overrides|overrules|"
    r"takes\s+precedence\s+over|prevails\s+over)\b[\s:]+(?P<target>\S.*?)"
)


@lru_cache(maxsize=64)
def _supersedes_re(scope_words: str) -> re.Pattern[str]:
    """The supersession pattern for a catalogue: "for <a scope phrase>" ends the target."""
    words = f"{scope_words}|all|both|these|those" if scope_words else "all|both|these|those"
    end = rf"(?=\s{{1,3}}for\s+(?:all\s+)?(?:{words})(?![\w])" + _TARGET_END_REST
    return re.compile(_SUPERSEDES_HEAD + end, _I)


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
# that "says 30 days" is the policy speaking), and the verb must follow the reporter directly
# ("customers who asked for a refund get it in 5 days" is a statement about those customers).
_REPORTED_RE: Final = re.compile(
    r"""
    \b(?:(?:the|a|this|that|one|our|my|some|a\s+few|several)\s+)?
      (?:customers?|clients?|callers?|users?|buyers?|members?|someone|somebody|people|folks|
         passengers?|guests?|shoppers?|travell?ers?|subscribers?|tenants?|patients?|students?|
         parents?|sellers?|merchants?|he|she|they|you)
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
_NEGATED_BEFORE_RE: Final = re.compile(r"\b(?:no|not|never|n['’]t|nothing|none)\b[^,;.]{0,30}$", _I)
# A comparison inside a condition is a threshold the text sets: "if it takes more than 4
# business days, escalate" tells an agent what to expect.
_CONDITION_BEFORE_RE: Final = re.compile(
    r"\b(?:if|unless|when|once|where|whenever|in\s+case)\b[^,;.]{0,60}$", _I
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
      (?:switch|swap|change|move|convert|go|turn)\b
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
    r"(?:EUR|USD|GBP|euros?|dollars?|pounds?)\b",
    _I,
)
# Where an option's own clause stops, on either side.
_OPTION_BOUNDARY_RE: Final = re.compile(r"[,;:.!?…](?!\d)|\s[-–—]\s|[—–]|\s(?:but|while)\s", _I)


# --- safety ----------------------------------------------------------------------------------

# A source sentence that talks to an AI is data about the document, never a claim.
_INJECTION_RE: Final = re.compile(
    r"\bAI\s+(?:assistants?|models?|agents?|systems?|tools?|reviewers?)\b|\blanguage\s+models?\b"
    r"|\bLLMs?\b|\bchat\s?bots?\b|\bsystem\s+prompt\b"
    r"|\bignore\s+(?:all\s+|any\s+)?(?:the\s+)?(?:other|previous|prior|above|earlier)\b"
    r"|\bmark\s+(?:all\s+|every\s+|the\s+|this\s+)?(?:repl(?:y|ies)|drafts?|answers?|checks?)\s+as\b",
    _I,
)


# A bracketed aside inside a subject ("Anything above the standard amounts (e.g. goodwill
# on top) needs sign-off") is no part of it: its brackets must not cut the subject short.
_ASIDE_RE: Final = re.compile(r"\([^()]*\)|\[[^\[\]]*\]")


def _subject_before(before: str) -> str:
    """The words of the clause that ends `before`, bracketed asides left out: whose a
    status verb is."""
    before = _ASIDE_RE.sub("", before)
    stops = [s.end() for s in _REQUIREMENT_SUBJECT_STOP_RE.finditer(before)]
    return before[stops[-1] :] if stops else before


def _own_requirement(text: str) -> bool:
    """A requirement for approval said of the text itself (see `_REQUIREMENT_RE`)."""
    for m in _REQUIREMENT_RE.finditer(text):
        if _SELF_SUBJECT_RE.match(_subject_before(text[: m.start()])):
            return True
    return False


# Whose an approval is: a clause whose subject, or an approval whose object, belongs to the
# customer ("once your account is approved", "after we approve your claim", "Your refund is
# pending approval") is the customer's process, not the document's status.
_CUSTOMER_SUBJECT_RE: Final = re.compile(
    r"^\W*(?:(?:once|after|when|if|until|till|as\s+soon\s+as|so|and|but)\s+)*"
    r"(?:your|you|yours|the\s+customer(?:['’]s)?|customers?['’]?|their|his|her|my)\b",
    _I,
)
_CUSTOMER_OBJECT_RE: Final = re.compile(
    r"\s*(?:(?:on|to|for)\s+)?(?:your|you|yours|the\s+customer(?:['’]s)?|their|his|her|my)\b",
    _I,
)


def _of_the_document(text: str, m: re.Match[str]) -> bool:
    """Whether status wording is said of the document or the change, not of the customer's
    process: its clause's subject (what comes before the status verb) and the approval's
    object (what follows it) are not the customer's."""
    subject = _subject_before(text[: m.start()])
    return not (
        _CUSTOMER_SUBJECT_RE.match(subject + m.group()) or _CUSTOMER_OBJECT_RE.match(text, m.end())
    )


def _said(rx: re.Pattern[str], text: str) -> bool:
    return any(_of_the_document(text, m) for m in rx.finditer(text))


def status_in(text: str, *, deprecated: re.Pattern[str] | None) -> StatusWording:
    """The most cautious status wording in `text`. Approval wording counts only when said
    of the document or the change (`_of_the_document`)."""
    if deprecated is not None and deprecated.search(text):
        return "deprecated"
    if _said(_PENDING_RE, text) or _own_requirement(text):
        return "pending_approval"
    if _PROPOSED_RE.search(text):
        return "proposed"
    if _said(_IN_FORCE_RE, text):
        return "in_force"
    return "unstated"


def claim_status(text: str) -> StatusWording:
    """Status wording in a claim's own clause: deprecation binds only there."""
    return status_in(text, deprecated=_DEPRECATED_RE)


def document_status(text: str) -> StatusWording:
    """Status wording of a sentence with no claim: deprecation must name the document."""
    return status_in(text, deprecated=_DEPRECATED_DOC_RE)


def sentence_status(text: str) -> StatusWording:
    return status_in(text, deprecated=None)


def most_cautious(*statuses: StatusWording) -> StatusWording:
    return max(statuses, key=_STATUS_RANK.__getitem__)


def effective_in(text: str) -> date | None:
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


def supersedes_in(sentence: str, scope_words: str) -> Supersedes | None:
    m = _supersedes_re(scope_words).search(sentence) or _SUPERSEDED_BY_THIS_RE.search(sentence)
    if not m:
        return None
    target = m["target"].strip(" \t\"'“”‘’*_")
    return Supersedes(target_text=target, quote=sentence) if target else None


def hedged(clause: Clause) -> bool:
    return bool(
        _HEDGE_RE.search(clause.own)
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
    comma is ("It's 5 days, OK?")."""
    m = _CLAUSE_STOP_RE.search(clause.sentence, clause.end, clause.end + LOOKBACK)
    return bool(m and m.group().startswith("?"))


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
    own = before[stops[-1] :] if stops else before
    return bool(
        _REPORTED_RE.search(own) or _HEARSAY_RE.search(clause.lead) or quoted_speech(before)
    )


# A speech verb right before an opening quotation mark: 'the customer wrote: "…', 'Dana
# said, “…', 'Customer: "…'.
_SPEECH_VERB_RE: Final = re.compile(
    r"(?P<subject>(?:[\w'’-]+\s+){0,3}?)(?:(?:just|also|then|later|had|has|have)\s+)?"
    r"(?:says?|said|wrote|writes|asks?|asked|claims?|claimed|insists?|insisted|repl(?:y|ies|ied)|"
    r"tells?\s+(?:us|me)|told\s+(?:us|me|them|him|her)|(?:was|were|been)\s+told|messaged|"
    r"emailed|commented|quoted|quotes|heard)"
    r"[\s,:–—-]*$"
    r"|\b(?:customers?|clients?|callers?|users?|buyers?|shoppers?)\s*:\s*$",
    _I,
)
_FIRST_PERSON_RE: Final = re.compile(r"\b(?:we|our|us|I|my|this|these)\b", _I)


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
    return m is not None and not _FIRST_PERSON_RE.search(m.group("subject") or "")


def _own_clause(sentence: str, start: int, end: int) -> str:
    """The clause around `sentence[start:end]`, between the boundaries on either side."""
    stops = [m.end() for m in _OPTION_BOUNDARY_RE.finditer(sentence, 0, start)]
    after = _OPTION_BOUNDARY_RE.search(sentence, end)
    return sentence[stops[-1] if stops else 0 : after.start() if after else len(sentence)]


def offered(clause: Clause, *, table_row: bool) -> bool:
    """A choice option that is offered, not stated as what applies: opt-in or switching
    words in its own clause, or a price of its own (in its clause, or anywhere on its table
    row; in pence too: "add it for 80p"), and no default stated there. Mentioning an option
    is not stating the default."""
    own = _own_clause(clause.sentence, clause.start, clause.end)
    if _DEFAULT_RE.search(own):
        return False
    where = clause.sentence if table_row else own
    priced = _PRICE_RE.search(where) or priced_in_pence(where)
    return bool(priced or _OPT_IN_RE.search(own))


def compared(clause: Clause) -> bool:
    """The value is what something is compared with ("takes longer than a couple of weeks"),
    not a value the text states. A negated comparison is a bound ("no longer than 5 days",
    "won't take more than 4 days") and one in a condition a threshold ("if it takes more than
    4 days, escalate"): both are stated."""
    before = _before(clause)
    m = _COMPARED_RE.search(before)
    if m is None:
        return False
    lead = before[: m.start()]
    return not (_NEGATED_BEFORE_RE.search(lead) or _CONDITION_BEFORE_RE.search(lead))
