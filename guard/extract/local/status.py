"""Status wording: whether a sentence says a claim or its document is proposed, pending approval,
deprecated or in force, and only when said of the document or the change, never of the
customer's process ("once your account is approved")."""

from __future__ import annotations

import re
from typing import Final

from guard.english import CHANGE_NOUNS, WRITER_WORDS, one_of
from guard.extract.local.effective import _EFFECTIVE_WORD, _MONTH_RE
from guard.extract.local.proposednoun import a_listed_item, of_a_handled_thing
from guard.extract.local.readerplan import plan_of_the_reader
from guard.extract.local.unfinishedwork import names_unfinished_things
from guard.models import StatusWording

_I: Final = re.IGNORECASE
_IX: Final = re.IGNORECASE | re.VERBOSE


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
      (?:approval|go-ahead))\b
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


#: The nouns by which a text names a change it announces ("the change", "this increase").


_SELF_SUBJECT_RE: Final = re.compile(
    r"^\W*(?:(?:and|but|so|still|also|this|these|that|it|which|all\s+of\s+this)\b\W*)*"
    r"(?:(?:this|these|the)\s+(?:(?:new|proposed|planned|updated|revised)\s+[\w-]+(?:\s+[\w-]+)?|"
    rf"(?:{CHANGE_NOUNS}|proposal|plan|policy|"
    r"document|doc|page|draft|rule|rules|"
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


# "Once X is approved": a wait for approval only when X is the text or the change ("once
# this change is approved", "once it is approved"); "Once the claim is approved, release
# payment" is a step of the process the document describes, and it stays in force.
_PASSIVE_APPROVAL_RE: Final = re.compile(
    r"\b(?:once|after|when|if)\s+(?P<what>[^.;,]{0,60}?)\s+(?:is|are|has\s+been|have\s+been)\s+"
    r"approved\b",
    _I,
)


def _own_passive_approval(text: str) -> bool:
    """A conditional approval said of the text itself (see `_PASSIVE_APPROVAL_RE`)."""
    return any(
        _SELF_SUBJECT_RE.match(m["what"]) and _of_the_document(text, m)
        for m in _PASSIVE_APPROVAL_RE.finditer(text)
    )


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


# A condition on an approval of "a refund", "any exception", "each claim": an indefinite
# object is every case of a process the document describes ("If we approve a refund, the
# money goes back within 10 days"). A document or a change names itself definitely ("once
# Legal approves this", "when finance approves the change"), never as one of many.
_CONDITION_RE: Final = re.compile(r"^(?:once|after|when|if)\b", _I)
_INDEFINITE_OBJECT_RE: Final = re.compile(r"\s+(?:a|an|any|each|every|some)\s+[^\W\d_]", _I)


def _of_each_case(text: str, m: re.Match[str]) -> bool:
    """A conditional approval whose object is indefinite: a step of a process."""
    return bool(_CONDITION_RE.match(m.group()) and _INDEFINITE_OBJECT_RE.match(text, m.end()))


def _of_the_document(text: str, m: re.Match[str]) -> bool:
    """Whether status wording is said of the document or the change, not of the customer's
    process: its clause's subject (what comes before the status verb) and the approval's
    object (what follows it) are not the customer's, and a condition's approval is not of
    an indefinite case (`_of_each_case`)."""
    subject = _subject_before(text[: m.start()])
    return not (
        _CUSTOMER_SUBJECT_RE.match(subject + m.group())
        or _CUSTOMER_OBJECT_RE.match(text, m.end())
        or _of_each_case(text, m)
    )


# "<party> may propose …": the verb "propose" under a modal of possibility or permission
# ("may", "can", "might", "could"), with a subject that is a party other than the writer ("the
# landlord", "either party", "your manager", "you"), says what that party is allowed to do in
# a process the text describes ("The supplier may propose a new date"), not that the text or
# its change is a proposal. The writer proposing ("we may propose", "I could propose") and
# every other form ("we propose", "proposed:", "we're proposing", "this proposal") stay
# proposals. English grammar only: a modal, a base verb and whose subject it is.
_PARTYS_PROPOSING_RE: Final = re.compile(
    r"(?P<subject>[^\W\d_][\w'’-]*(?:\s+[\w'’-]+){0,3}?)\s+(?:may|can|might|could)\s+"
    r"(?:(?:also|still|only|then|always|usually|sometimes|not)\s+)?$",
    _I,
)
_WRITER_SUBJECT_RE: Final = re.compile(
    rf"^\W*(?:(?:and|but|so|then|or)\s+)*(?:{one_of(WRITER_WORDS)})\b", _I
)


def _a_partys_process(text: str, m: re.Match[str]) -> bool:
    """Whether proposal wording `m` is "<party> may propose" (`_PARTYS_PROPOSING_RE`): a
    step another party may take, no status of the text."""
    if m.group().lower() != "propose":
        return False
    subject = _subject_before(text[: m.start()])
    said = _PARTYS_PROPOSING_RE.search(subject)
    if said is None:
        return False
    words = subject[: said.end("subject")]
    return not (_WRITER_SUBJECT_RE.match(words) or _SELF_SUBJECT_RE.match(words))


def _said(rx: re.Pattern[str], text: str) -> bool:
    return any(_of_the_document(text, m) for m in rx.finditer(text))


def status_in(text: str, *, deprecated: re.Pattern[str] | None) -> StatusWording:
    """The most cautious status wording in `text`. Approval wording counts only when said
    of the document or the change (`_of_the_document`)."""
    if deprecated is not None and deprecated.search(text):
        return "deprecated"
    if _said(_PENDING_RE, text) or _own_requirement(text) or _own_passive_approval(text):
        return "pending_approval"
    if any(
        not of_a_handled_thing(text, *m.span())
        and not a_listed_item(text, *m.span())  # "birthdays, proposals, fishing trips"
        and not plan_of_the_reader(text, m.start())
        and not names_unfinished_things(text, *m.span())  # "a rack for work in progress"
        and not _a_partys_process(text, m)  # "the supplier may propose a new date"
        for m in _PROPOSED_RE.finditer(text)
    ):
        return "proposed"  # not "check the proposed stand-in tutor" (`proposednoun`)
    if _said(_IN_FORCE_RE, text):
        return "in_force"
    return "unstated"


# An idea said to have come to nothing: English's idiom for a proposal dropped ("Sam suggested
# 15% at the meeting but nothing came of it"). Said after a value in its sentence, it says
# that value is no change anyone still puts forward.
_CAME_TO_NOTHING_RE: Final = re.compile(
    r"\bnothing\s+(?:ever\s+)?came\s+of\s+(?:it|that|this|them)\b|\bnever\s+came\s+to\s+anything\b",
    _I,
)


def dropped_after(sentence: str, end: int) -> StatusWording:
    """ "deprecated" when the sentence says, after a value ending at `end`, that the idea came
    to nothing (`_CAME_TO_NOTHING_RE`); else "unstated"."""
    return "deprecated" if _CAME_TO_NOTHING_RE.search(sentence, end) else "unstated"


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
