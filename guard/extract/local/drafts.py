"""The local reader of a draft reply: its claims, including comparisons that name a topic but
give no value and numbers it could not put on a topic."""

from __future__ import annotations

import re
from typing import Final

from guard.extract.local.addedclaim import added_claim
from guard.extract.local.aheadshare import with_ahead_shares
from guard.extract.local.conditionmeasure import draft_conditions_yield
from guard.extract.local.cues import NOTHING, Because, cue
from guard.extract.local.difference import is_difference
from guard.extract.local.directions import OTHER_WAY
from guard.extract.local.draftscope import scope_words
from guard.extract.local.draftscopecarry import carried_topics
from guard.extract.local.exceptionzero import clause_condition_words, is_zero_price
from guard.extract.local.found import Found
from guard.extract.local.freeperiod import limited_zero_claims
from guard.extract.local.guessed import guessed_ages_yield
from guard.extract.local.limitcondition import claimed_limits, limit_words
from guard.extract.local.lowerbound import lower_bounds
from guard.extract.local.noclaim import _named, _not_a_value
from guard.extract.local.nodiscount import zero_discount_claims
from guard.extract.local.oneinterval import lone_interval
from guard.extract.local.percountperiod import period_counts
from guard.extract.local.pricedcount import priced_counts
from guard.extract.local.priceshare import with_price_shares
from guard.extract.local.reading import _as_written, topic_and_value
from guard.extract.local.readtext import Read, _read
from guard.extract.local.relvalue import with_relative_values
from guard.extract.local.restatedchange import new_value_of_change, restated_on_topic
from guard.extract.local.roles import not_the_topics_age
from guard.extract.local.sameas import with_same_as
from guard.extract.local.scopefree import group_words
from guard.extract.local.scopelead import LEAD_NOTE, led_by_scope
from guard.extract.local.segment import Clause
from guard.extract.local.unnamed import uncovered_subject
from guard.extract.local.vocab import Vocabulary, vocabulary
from guard.extract.local.wordcount import with_word_counts
from guard.extract.local.wording import definitive
from guard.extract.local.zerotime import stated_duration_topics, zero_time_claims
from guard.kb.catalogue import OTHER, UNATTRIBUTED, Catalogue, TopicSpec, default_catalogue
from guard.kb.phrasematch import find_all
from guard.kb.specificoption import named_by_option, said_as_place_or_means
from guard.models import DraftClaim, Value

# Comparative words that say a topic's value differs from another without giving it: "a
# lower free-shipping minimum", "the return window is longer". Each kind has its own: "more"
# counts things, "longer" measures time, "lower" prices and rates.
_COMPARATIVES: Final[dict[str, str]] = {
    "duration": r"longer|shorter|quicker|faster|slower|extended|reduced",
    "money": r"lower|higher|cheaper|smaller|bigger|larger|greater|reduced|discounted",
    "percent": r"lower|higher|smaller|bigger|larger|greater|reduced",
    "count": r"more|fewer|less|extra|higher|lower|bigger|larger|greater",
}


# After the topic's words: "the delivery fee is lower", "returns take longer".
_LINK: Final = (
    r"\s+(?:is|are|was|will\s+be|would\s+be|gets?|got|takes?|runs?|stays?)"
    r"(?:\s+(?:a\s+(?:bit|lot|little)|much|slightly|even|far|way))?\s+"
)


# After the topic's words and "for" (theirs or the sentence's), a comparative alone or with
# an article before its noun: "valid for longer", "valid for a shorter time", "kept for a longer
# period". The preposition asks for the value, and the comparative stands where it would be.
_IN_PLACE: Final = (
    r"(?:(?<=\bfor)|\s+for)\s+(?:(?:a|an)\s+(?:(?:bit|lot|little|much|slightly)\s+)?)?"
)


# After the topic's words (and up to two more, its head noun: "the parking fee", "the
# delivery time for Wales"), a verb that says the value moved, with no number: "the parking
# fee went up", "delivery times have gone down", "the deposit has been increased". The
# sentence says the value is now other than it was, which is a claim about it that states
# none (D8: the draft states no value), as a comparative is. "changed" is left out: a thing
# named by a topic's words changes in many ways that are no value ("the delivery address
# changed").
_MOVED: Final = re.compile(
    r"(?:\s+[a-z][\w'’-]*){0,2}?\s+(?:(?:has|have|had)\s+)?(?:(?:just|recently|now|also)\s+)?"
    r"(?:(?:went|gone|goes|go)\s+(?:up|down)|risen|rose|rises|increased|decreased|dropped|fallen|"
    r"fell|(?:been|was|were|is|are)\s+(?:increased|decreased|raised|lowered|cut|reduced))\b",
    re.IGNORECASE,
)


def _moved(r: Read, vocab: Vocabulary) -> list[tuple[str, str, Clause]]:
    """A draft sentence with no value that says a named topic's value went up or down
    ("Just so you know, the parking fee went up recently"): a claim about the topic with no
    value, (topic, the words, clause), as `_comparisons` reads a comparison. Only a topic
    whose kind has an amount (a choice does not go up), and only right after its words."""
    if r.sentence.table_row:
        return []
    text = r.sentence.text
    out: list[tuple[str, str, Clause]] = []
    for start, end, topic in cue(text, vocab).strong:
        spec = vocab.topic(topic)
        if spec is None or spec.kind not in _COMPARATIVES or any(t == topic for t, _, _ in out):
            continue
        m = _MOVED.match(text, end)
        if m is None:
            continue
        clause = Clause(text[:start], text[m.end() :], text, text[:start], start, m.end())
        out.append((topic, text[start : m.end()], clause))
    return out


def _comparisons(r: Read, vocab: Vocabulary) -> list[tuple[str, str, Clause]]:
    """A draft sentence with no value that compares a named topic's value with another's
    ("Plus members get a lower free-shipping minimum than standard members"): a claim about
    the topic with no value, (topic, the words, clause). The comparative must be of the
    topic's kind and touch its words: right before them, after a linking verb, or where the
    value would stand after the topic's words and "for" ("valid for a shorter time")."""
    if r.sentence.table_row:
        return []
    text = r.sentence.text
    out: list[tuple[str, str, Clause]] = []
    for start, end, topic in cue(text, vocab).strong:
        spec = vocab.topic(topic)
        words = _COMPARATIVES.get(spec.kind) if spec is not None else None
        if words is None or any(t == topic for t, _, _ in out):
            continue
        before = re.search(rf"\b(?:{words})[\s-]+$", text[:start], re.I)
        after = re.compile(rf"{_LINK}(?:{words})\b", re.I).match(text, end) or re.compile(
            rf"{_IN_PLACE}(?:{words})\b", re.I
        ).match(text, end)
        if before is None and after is None:
            continue
        a = before.start() if before is not None else start
        b = after.end() if after is not None else end
        clause = Clause(text[:a], text[b:], text, text[:a], a, b)
        out.append((topic, text[a:b], clause))
    return out


def _unattributed_count(vocab: Vocabulary, found: Found, clause: Clause, r: Read) -> bool:
    """A draft's bare count per period ("You can bring 2 a month") or bare age said of
    someone ("Guests must be 16 or over": `bounds`) whose words name no topic of its kind
    and no uncovered subject: like any value that names nothing, it is the engine's to read
    on the ticket's topic of its kind (a source's is no claim: a document names its
    subjects). The age's sentence may name another kind's subject ("guests"), which says
    whose age it is, not which limit: that is the ticket's question."""
    counted = found.rate and found.value.kind == "count"
    if not (found.bare and (counted or _bare_age(found))):
        return False
    got = topic_and_value(vocab, r, found, clause)
    return got is not None and _names_nothing(vocab, found, clause, r, got[2])


def _bare_age(found: Found) -> bool:
    """A bare bound said of someone ("must be 16 or over"), read as an age (`bounds`)."""
    return found.bare and found.value.kind == "duration" and found.value.unit == "years"


def _names_nothing(vocab: Vocabulary, found: Found, clause: Clause, r: Read, why: Because) -> bool:
    """No words put the value on a topic, and none name an uncovered subject it is about. A
    bare age is a person's, whatever other nouns its clause has ("without an adult")."""
    if why.where != NOTHING.where:
        return False
    kind = found.value.kind
    if _bare_age(found):
        return True
    uncovered = uncovered_subject(vocab, clause, r.carried, kind)
    if uncovered is not None and uncovered.note == LEAD_NOTE:
        # "E-bikes need longer, so allow 5 days": a scope value leads it (`scopelead`)
        return led_by_scope(vocab, kind, clause.sentence)
    return uncovered is None


def _option_alone(vocab: Vocabulary, found: Found, clause: Clause, r: Read) -> bool:
    """A choice option whose context names no choice topic ("bring a receipt" beside a
    "proof of purchase" topic whose options are receipt and statement): an option's words
    alone are common English, as a source's are (`noclaim._named`). Whether the reply is
    about that topic is the ticket's question (`guard.engine.attribution`). A topic with no
    `about` phrases is named by its options alone ("dogs are welcome"): they stand, as does an
    option whose own words hold one of its topic's `about` phrases, and a specific option
    phrase said in full and definitively (`guard.kb.specificoption`: "re-enrol every spring")."""
    spec = vocab.topic(found.topic) if found.topic else None
    return (
        found.value.kind == "choice"
        and spec is not None
        and bool(spec.about)
        and not find_all(spec.about, found.text)  # "weekend payouts" names "weekend*" itself
        and not _named(vocab, spec.key, clause, r)
        and not _specific_said(vocab, spec, found, clause)
    )


def _specific_said(vocab: Vocabulary, spec: TopicSpec, found: Found, clause: Clause) -> bool:
    """A specific option phrase of the topic (`guard.kb.specificoption`) said in full,
    definitively, and as what its clause says, not as where or how another act is done
    ("book in the town app"): such words name their topic with no other words."""
    return (
        definitive(clause)
        and not said_as_place_or_means(clause.sentence[: clause.start])
        and named_by_option(vocab.catalogue.topics, spec, found.text)
    )


def _zero_condition(value: Value | None, clause: Clause) -> str | None:
    """The words of the condition a price of nothing is said under
    (`exceptionzero.clause_condition_words`), or None: like a source's, such a zero states
    when the fee is not charged, not what the fee is, so it is no outright value. Against a
    governing zero it agrees (D10); against a governing fee it can only soften to CAUTION
    (D9), never HOLD a correct exception nor ALLOW a wrong one."""
    return clause_condition_words(clause) if is_zero_price(value) else None


def _group_condition(
    vocab: Vocabulary, value: Value | None, found: Found, clause: Clause, r: Read
) -> str | None:
    """The words of the scope value a price of nothing is said for after a price in its
    sentence ("£2, free for Plus members": `scopefree.group_words`), or None: the group's
    exception to that price holds for that group only, which the engine reads against the
    ticket's group (`engine.groupexception`). A zero said for a group with no price before
    it ("lockers are free for Plus members") stays an outright value, as it was."""
    priced = any(
        f.value.kind == "money" and not f.free and f.end <= found.start for f, _ in r.claims
    )
    if not (priced and is_zero_price(value)):
        return None
    return group_words(vocab, clause.sentence, found.start, found.end, clause.left)


def extract_draft_claims(text: str, catalogue: Catalogue | None = None) -> list[DraftClaim]:
    """Claims of a draft reply. Comments are not masked and nothing is skipped as an
    injection: in a draft, more claims can only make the check stricter. A sentence that
    compares a topic's value with another's and gives no number is a claim with no value
    (`_comparisons`), which the rules cannot support (D8); so is one that says a topic's value
    went up or down and gives no number (`_moved`)."""
    vocab = vocabulary(catalogue or default_catalogue())
    claims: list[DraftClaim] = []
    whys: list[Because] = []  # why each claim's topic was read (`guessed`)
    limits: list[str | None] = []  # a zero's window or fronted reason (`limitcondition`)
    changes: list[bool] = []  # a change's new value, "from X to Y" (`restatedchange`)
    clauses: list[Clause | None] = []  # each claim's clause (`conditionmeasure`)
    reads = _read(text, vocab, source=False)
    for r in reads:
        if not r.claims:
            compared = _comparisons(r, vocab)
            moved = [m for m in _moved(r, vocab) if all(m[0] != t for t, _, _ in compared)]
            for topic, words, clause in compared + moved:
                claims.append(
                    added_claim(
                        claims, topic, None, words, r.sentence.quote, definitive=definitive(clause)
                    )
                )
                whys.append(NOTHING)
                limits.append(None)
                changes.append(False)
                clauses.append(None)
        for found, clause in r.claims:
            lone = lone_interval(vocab, found, clause, r)  # "every two years" (`oneinterval`)
            if (
                _not_a_value(vocab, found, clause, r)
                and not _unattributed_count(vocab, found, clause, r)
                and lone is None
            ):
                continue  # an option offered, or a plan called Free
            if is_difference(found, clause):
                continue  # "£15 more, so £60": a difference, not the price (`difference`)
            got = topic_and_value(vocab, r, found, clause)
            if got is None:
                continue  # a zero said of no fee
            topic, value, why = got
            if why.note == OTHER_WAY:
                continue  # "kids under 5" on the age from which: no value of it
            if lone is not None:
                topic = lone
            elif not_the_topics_age(vocab, found, clause) is not None:
                topic = OTHER  # "with an adult aged 18 or over": another party's age (`roles`)
            elif _names_nothing(vocab, found, clause, r, why) or _option_alone(
                vocab, found, clause, r
            ):
                topic = UNATTRIBUTED  # no words name a topic: the engine asks the ticket
            claims.append(
                DraftClaim(
                    claim_id=f"draft#c{len(claims) + 1}",
                    topic=topic,
                    alternatives=list(why.alternatives),
                    value=value,
                    value_text=_as_written(found),
                    span=r.sentence.quote,
                    # A question back to the customer or their own words repeated ("you were
                    # told 2 weeks") is no promise: it can soften a contradiction, not make one.
                    definitive=definitive(clause),
                    # Nor is a zero said under a condition ("no fee if you cancel 2 days
                    # ahead"): the exception a condition sets, not the fee (`exceptionzero`).
                    condition=_zero_condition(value, clause)
                    or _group_condition(vocab, value, found, clause, r)
                    # "On Basic it's £15": the scope it is said for (`draftscope`)
                    or scope_words(vocab, value, clause, r.sentence),
                )
            )
            whys.append(why)
            limits.append(limit_words(clause) if is_zero_price(value) else None)
            changes.append(new_value_of_change(clause.left))
            clauses.append(clause)
    claims = lower_bounds(claims, clauses, vocab.catalogue)  # "from £45, … medium £52"
    claims = draft_conditions_yield(claims, clauses)  # "…, unless your visit is within 2 days"
    claims = restated_on_topic(claims, whys, changes)  # "from 5 to 3 days, so … 3 days"
    claims = claimed_limits(claims, limits, catalogue or default_catalogue())
    claims = _with_zero_times(guessed_ages_yield(claims, whys), reads, vocab)
    claims = _with_period_counts(claims, reads, vocab)
    claims = _with_priced_counts(claims, reads, vocab)  # "£15pm with 4 washes"
    claims = with_word_counts(claims, reads, vocab)  # "twice for lessons" (`wordcount`)
    claims = with_relative_values(claims, reads, vocab)  # "£60, and a hem is half that"
    claims = with_ahead_shares(claims, reads, vocab)  # "a third upfront" (`aheadshare`)
    claims = with_price_shares(claims, reads, vocab)  # "double the usual price" (`priceshare`)
    claims = zero_discount_claims(claims, reads, vocab)  # "no discount" (`nodiscount`)
    claims = _with_limited_zeros(claims, reads, vocab)
    claims = with_same_as(claims, reads, vocab)  # "£40 for flats, same as for houses"
    # "On Basic it's £15 a month, and Premium is £25": the gapped topic (`draftscopecarry`)
    return carried_topics(text, claims, vocab.catalogue)


def _clause_of(text: str, start: int, end: int) -> Clause:
    """The whole sentence as the clause of the words at `text[start:end]`."""
    return Clause(text[:start], text[end:], text, text[:start], start, end)


def _with_limited_zeros(
    claims: list[DraftClaim], reads: list[Read], vocab: Vocabulary
) -> list[DraftClaim]:
    """The claims, and a zero under its condition for each "free" said only for a period, an
    occasion or a group ("free for the first month, then £30", `freeperiod`)."""
    out = list(claims)
    for r in reads:
        if r.sentence.table_row:
            continue
        said = [c for c in claims if c.span == r.sentence.quote]
        for topic, value, zero in limited_zero_claims(r.sentence.text, said, vocab):
            out.append(
                added_claim(
                    out,
                    topic,
                    value,
                    zero.text,
                    r.sentence.quote,
                    definitive=definitive(_clause_of(r.sentence.text, zero.start, zero.end)),
                    condition=zero.condition,
                )
            )
    return out


def _with_zero_times(
    claims: list[DraftClaim], reads: list[Read], vocab: Vocabulary
) -> list[DraftClaim]:
    """The claims, and a zero for each word for no time ("refunds are instant") on a duration
    topic, in a sentence that states no duration of its own (`zerotime`)."""
    out = list(claims)
    for r in reads:
        if r.sentence.table_row:
            continue
        stated = stated_duration_topics(claims, r)
        if stated is None:
            continue  # the sentence's own number wins ("the 14-day period, so cancel straight away")
        for topic, words, value in zero_time_claims(r.sentence.text, vocab):
            if topic in stated:
                continue  # that topic's own number is said in the sentence
            # `zero_time_claims` keeps only the writer's own promise: definitive
            out.append(added_claim(out, topic, value, words, r.sentence.quote, definitive=True))
    return out


def _with_priced_counts(
    claims: list[DraftClaim], reads: list[Read], vocab: Vocabulary
) -> list[DraftClaim]:
    """The claims, and a count said with a price per its topic's period ("£15pm with 4
    washes", `pricedcount`)."""
    out = list(claims)
    for r in reads:
        if r.sentence.table_row:
            continue
        said = [c for c in claims if c.span == r.sentence.quote]
        for topic, words, value, condition in priced_counts(r.sentence.text, said, vocab):
            out.append(
                added_claim(
                    out,
                    topic,
                    value,
                    words,
                    r.sentence.quote,
                    definitive=definitive(
                        _clause_of(r.sentence.text, *_at(r.sentence.text, words))
                    ),
                    condition=condition,
                )
            )
    return out


def _at(text: str, words: str) -> tuple[int, int]:
    at = max(text.find(words), 0)
    return at, at + len(words)


def _with_period_counts(
    claims: list[DraftClaim], reads: list[Read], vocab: Vocabulary
) -> list[DraftClaim]:
    """The claims, and a count for each rate in time said of a count topic's noun ("a wash
    every day") in a sentence that states no count of its own (`percountperiod`)."""
    out = list(claims)
    for r in reads:
        if r.sentence.table_row or any(f.value.kind == "count" for f, _ in r.claims):
            continue
        taken = [(f.start, f.end) for f, _ in r.claims]
        for topic, words, value in period_counts(r.sentence.text, vocab, taken):
            out.append(added_claim(out, topic, value, words, r.sentence.quote, definitive=True))
    return out
