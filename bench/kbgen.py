"""Generated knowledge bases for the scaling benchmark: help-centre articles written from
templates with varied wording, on the BrightCart catalogue, and unique drafts to check.

Each article is about 1,300 characters: a title, an introduction, two or three sections that
state policy facts on the catalogue's topics (plan- and region-specific values, several
phrasings of each), one or two how-to sections on subjects the catalogue does not cover, and
a short FAQ. Most articles agree with one truth table; a few are what a real help centre also
holds: announcements of coming changes, macros flagged outdated with an old value, drafts
not yet verified, internal notes only ops leads see. Everything is deterministic for a seed.

`python -m bench.kbgen DIR N` writes a workspace folder of N sources.
"""

from __future__ import annotations

import random
import shutil
import sys
from dataclasses import dataclass
from pathlib import Path

from guard.settings import REPO_ROOT

BRIGHTCART = REPO_ROOT / "guard" / "workspaces" / "brightcart"
PLANS = ("starter", "pro", "enterprise")
PLAN_NAME = {"starter": "Starter", "pro": "Pro", "enterprise": "Enterprise"}
REGIONS = ("eu", "us")

# --- the truth table: what the knowledge base says ------------------------------------------

PAYOUT_DAYS = {"starter": 3, "pro": 2, "enterprise": 1}
FEE = {"starter": "5%", "pro": "3.5%"}
LISTINGS = {"starter": 20, "pro": 200}
RETURN_DAYS = 30
DISPUTE_DAYS = 7
INSTANT_FEE = "1.5%"
CHARGEBACK_EUR = 15
PHOTOS = 10


def _days(n: int) -> str:
    return "1 business day" if n == 1 else f"{n} business days"


# Each fact: (topic, plan or None, template list). Templates take {plan} (the plan's name),
# {days}, {fee}, {n}. Every phrasing was checked with the local extractor (bench/kbgen.py's
# self-check, `python -m bench.kbgen --check`).
FACTS: dict[str, list[str]] = {
    "payout_delay": [
        "If you're on the {plan} plan, payouts reach your bank within {days} of the order "
        "being marked as delivered.",
        "{plan} plan sellers are paid out within {days} of delivery.",
        "On the {plan} plan, your payout is sent within {days} after the order is delivered.",
        "Payouts for {plan} plan sellers arrive within {days} of the delivery date.",
    ],
    "weekend_payouts": [
        "Payouts are sent on business days only.",
        "We send payouts Monday to Friday; a sale delivered on Saturday is paid in the "
        "next weekday payout.",
        "Payouts run on weekdays only and are not sent at weekends or on public holidays.",
    ],
    "return_window": [
        "Buyers can return most items within {n} days of delivery.",
        "The return window is {n} days from the day the buyer receives the order.",
        "A buyer may send an item back within {n} days of receiving it, on every plan.",
    ],
    "refund_method": [
        "Refunds always go back to the buyer's original payment method.",
        "When you issue a refund, the money is returned to the original payment method.",
        "A refund is paid back to the card they paid with.",
    ],
    "dispute_response_deadline": [
        "You have {n} days to respond to a dispute and upload your evidence.",
        "The response deadline for a dispute is {n} days from the day it is opened.",
        "Make sure you respond to the case within {n} days, or it closes in the buyer's favour.",
    ],
    "transaction_fee": [
        "On the {plan} plan, the transaction fee is {fee} of the order total.",
        "{plan} plan sellers pay a transaction fee of {fee} on each sale.",
        "The transaction fee for {plan} plan shops is {fee} of the order total, shipping included.",
    ],
    "instant_payout_fee": [
        "For EU sellers, an instant payout costs {fee} of the payout amount.",
        "Instant payouts are available to EU sellers for a fee of {fee} of the payout.",
    ],
    "chargeback_fee": [
        "EU sellers pay a chargeback fee of €{n} per chargeback.",
        "For EU sellers, each chargeback costs €{n}, refunded if you win the case.",
    ],
    "free_listings": [
        "The {plan} plan includes {n} free listings a month.",
        "{plan} plan sellers get {n} free listings per month.",
    ],
    "max_photos": [
        "You can add up to {n} photos per listing, whichever plan you're on.",
        "Each listing can show up to {n} photos.",
    ],
}

#: Topics whose value depends on the plan (the fact is written once per plan it names).
BY_PLAN = {"payout_delay": PAYOUT_DAYS, "transaction_fee": FEE, "free_listings": LISTINGS}

SECTION_TITLES = {
    "payout_delay": ["How long payouts take", "When you get paid", "Payout timing"],
    "weekend_payouts": ["Weekends and public holidays", "Payout days"],
    "return_window": ["Return window", "How long buyers have to return an item"],
    "refund_method": ["How refunds are paid", "Refunds"],
    "dispute_response_deadline": ["Responding to a dispute", "Deadlines"],
    "transaction_fee": ["Transaction fees", "What you pay when you sell"],
    "instant_payout_fee": ["Instant payouts", "Cashing out instantly"],
    "chargeback_fee": ["Chargeback fees", "What a chargeback costs"],
    "free_listings": ["Free listings", "Your listing allowance"],
    "max_photos": ["Listing photos", "Pictures"],
}

AREAS = {
    "payouts": ["payout_delay", "weekend_payouts", "instant_payout_fee"],
    "fees": ["transaction_fee", "free_listings", "instant_payout_fee", "chargeback_fee"],
    "returns": ["return_window", "refund_method"],
    "disputes": ["dispute_response_deadline", "chargeback_fee", "refund_method"],
    "listings": ["max_photos", "free_listings"],
    "account": ["payout_delay", "transaction_fee", "weekend_payouts"],
}

TITLES = {
    "payouts": ["Getting paid", "Payouts explained", "Your payout schedule", "Payout FAQ"],
    "fees": ["Fees explained", "What selling costs", "Plans and fees", "Understanding fees"],
    "returns": ["Returns and refunds", "Handling a return", "Refunds for sellers"],
    "disputes": ["Disputes and chargebacks", "When a buyer opens a case", "Buyer protection"],
    "listings": ["Creating great listings", "Listing basics", "Listing limits"],
    "account": ["Choosing a plan", "Getting started as a seller", "Your seller account"],
}

AUDIENCES = [
    "new sellers",
    "sellers moving from another marketplace",
    "shops with a growing catalogue",
    "sellers who ship internationally",
    "handmade and vintage shops",
    "shops run by a small team",
    "sellers in the EU",
    "sellers in the US",
    "seasonal sellers",
    "sellers on a mobile device",
]

#: Subjects the catalogue does not cover: how-to text with no policy value in it.
HOWTO = [
    (
        "Printing a shipping label",
        "Open the order in **Orders → To ship** and choose **Buy label**. Pick the carrier, "
        "check the parcel size and confirm; the label opens as a PDF you can print at home "
        "or at the post office. Tracking is added to the order automatically.",
    ),
    (
        "Vacation mode",
        "Going away? Turn on vacation mode in **Settings → Shop status**. Your listings stay "
        "visible but buyers can't check out, and an automatic message tells them when "
        "you'll be back. Switch it off again from the same page.",
    ),
    (
        "Keeping your account secure",
        "Turn on two-step verification in **Settings → Security** and use a password you "
        "don't use anywhere else. We will never ask for your password by email or chat. If "
        "something looks wrong, sign out of every device from the security page.",
    ),
    (
        "Messages from buyers",
        "Buyers can message you from any listing. Answer from **Inbox**; saved replies help "
        "with the questions you get most often. Keep the conversation on BrightCart so that "
        "Seller Support can see it if you ever need help.",
    ),
    (
        "Shop analytics",
        "The **Stats** page shows visits, favourites and orders for each listing. Use it to "
        "see which listings buyers find through search and which ones they leave without "
        "buying, and try a new title or first picture on those.",
    ),
    (
        "Updating your bank details",
        "Go to **Finance → Payout account**, choose **Edit** and enter the new account. For "
        "your security we confirm the change by email, and the next payout goes to the new "
        "account once it is verified.",
    ),
    (
        "Tax documents",
        "Your yearly statements are under **Finance → Documents**. Download them as PDF or "
        "CSV for your accountant. If your tax details change, update them in **Settings → "
        "Tax** so that future documents are correct.",
    ),
    (
        "Writing a good title",
        "Put the words a buyer would search for first: what the item is, what it's made of, "
        "and who it's for. Avoid capital letters throughout and keep the most important "
        "detail at the start, where it shows on small screens.",
    ),
    (
        "Packaging tips",
        "Wrap fragile items twice and fill empty space so nothing moves in the box. A short "
        "thank-you note is a nice touch. Photograph the packed parcel before you seal it, in "
        "case a buyer reports damage later.",
    ),
    (
        "Contacting Seller Support",
        "Use the **Help** button in your shop manager to start a conversation with us. Tell "
        "us the order number and what you've already tried; a screenshot helps too. We "
        "reply in the same conversation.",
    ),
]

INTROS = [
    "This article is for {audience}. It explains {subject} and answers the questions we "
    "hear most often in Seller Support.",
    "Whether you're new to BrightCart or have been selling for years, here's what you need "
    "to know about {subject}. We've written it with {audience} in mind.",
    "We get a lot of questions about {subject}, especially from {audience}. This guide "
    "brings the answers together in one place.",
    "Here's a short guide to {subject} for {audience}. If anything is unclear after "
    "reading it, our team is happy to help.",
]

SUBJECT = {
    "payouts": "how and when you get paid",
    "fees": "what you pay to sell on BrightCart",
    "returns": "returns and refunds",
    "disputes": "disputes, chargebacks and buyer protection",
    "listings": "creating and managing your listings",
    "account": "choosing and using your seller plan",
}

FAQ = [
    (
        "Where can I see this in my shop manager?",
        "Everything in this article is also shown in **Finance** or **Settings**.",
    ),
    ("Does this apply to orders I've already received?", "Yes, unless the article says otherwise."),
    ("Who can I ask if my case is different?", "Contact Seller Support with the order number."),
    (
        "Will you tell me before this changes?",
        "Yes. We email every seller before a policy change.",
    ),
]


def _fact(topic: str, rng: random.Random, plan: str | None = None, *, value=None) -> str:
    template = rng.choice(FACTS[topic])
    values = {
        "plan": PLAN_NAME.get(plan or "", ""),
        "days": _days(value if value is not None else PAYOUT_DAYS.get(plan or "", 3)),
        "fee": value
        if value is not None
        else FEE.get(plan or "", INSTANT_FEE if topic == "instant_payout_fee" else "5%"),
        "n": value
        if value is not None
        else {
            "return_window": RETURN_DAYS,
            "dispute_response_deadline": DISPUTE_DAYS,
            "chargeback_fee": CHARGEBACK_EUR,
            "max_photos": PHOTOS,
            "free_listings": LISTINGS.get(plan or "", 20),
        }.get(topic, 0),
    }
    return template.format(**values)


def _section(topic: str, rng: random.Random) -> str:
    title = rng.choice(SECTION_TITLES[topic])
    if topic in BY_PLAN:
        plans = [p for p in PLANS if p in BY_PLAN[topic]]
        chosen = rng.sample(plans, k=rng.randint(1, len(plans)))
        sentences = [_fact(topic, rng, p) for p in sorted(chosen, key=PLANS.index)]
    else:
        sentences = [_fact(topic, rng)]
    filler = rng.choice(
        [
            "You can check this at any time in your shop manager.",
            "The details for each order are shown on its page.",
            "If something doesn't look right, contact Seller Support.",
            "This is the same whichever device you sell from.",
        ]
    )
    return f"## {title}\n\n" + " ".join(sentences) + f" {filler}\n"


@dataclass(frozen=True)
class Article:
    id: str
    path: str
    text: str
    topics: tuple[str, ...]


#: The share of articles that state policy values (fees, timings, limits); the rest are how-to
#: articles on subjects the catalogue does not cover (labels, security, listings, analytics).
POLICY_SHARE = 0.3


def article(i: int, rng: random.Random) -> Article:
    area = rng.choice(list(AREAS))
    policy = rng.random() < POLICY_SHARE
    topics = rng.sample(AREAS[area], k=min(len(AREAS[area]), rng.randint(2, 3))) if policy else []
    title = f"{rng.choice(TITLES[area])} ({rng.choice(AUDIENCES)}, part {i % 97 + 1})"
    audience = rng.choice(AUDIENCES)
    sid = f"HC-{i:05d}"
    front = {
        "id": sid,
        "title": title,
        "updatedAt": f"2026-{(i % 10) + 1:02d}-{(i % 27) + 1:02d}T09:00:00Z",
    }
    body: list[str] = [
        f"# {title}\n",
        rng.choice(INTROS).format(audience=audience, subject=SUBJECT[area]) + "\n",
    ]
    howtos = rng.sample(HOWTO, k=2 if policy else 3)
    blocks = [_section(t, rng) for t in topics] + [f"## {h}\n\n{t}\n" for h, t in howtos]
    rng.shuffle(blocks)
    body += blocks
    q, a = rng.choice(FAQ)
    body.append(f"## FAQ\n\n**{q}**\n{a}\n")
    related = rng.sample([t for ts in TITLES.values() for t in ts], k=3)
    body.append("**Related articles**\n\n" + "".join(f"- [{t}]({_slug(t)}.md)\n" for t in related))
    roll = rng.random()
    if roll < 0.03:  # a macro flagged outdated, with an old value
        front["kind"] = "help_article"
        front["flaggedOutdated"] = True
        front["flagNote"] = "Old payout timing; see the payout schedule."
        body.insert(
            2, "## Old payout timing\n\n" + _fact("payout_delay", rng, "starter", value=5) + "\n"
        )
    elif roll < 0.06:  # an announcement of a coming change: never governs
        front["kind"] = "status_update"
        body.insert(
            2,
            "## Coming soon\n\nWe're planning weekend payouts for Pro sellers early next year; "
            "we'll confirm the date here.\n",
        )
    elif roll < 0.09:  # a draft nobody has verified yet
        front["verification"] = "unverified"
    elif roll < 0.11:  # an internal note: ops leads only
        front["visibility"] = "ops"
    text = "---\n" + "".join(f"{k}: {_yaml(v)}\n" for k, v in front.items()) + "---\n"
    text += "\n".join(body)
    return Article(sid, f"{area}/{sid.lower()}.md", text, tuple(topics))


def _slug(title: str) -> str:
    return "-".join(w for w in "".join(c if c.isalnum() else " " for c in title.lower()).split())


def _yaml(v: object) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    s = str(v)
    return f'"{s}"' if any(c in s for c in ":#,()") else s


def write_workspace(root: Path, n: int, seed: int = 7) -> Path:
    """A workspace folder of n generated sources, BrightCart's catalogue and tickets."""
    if root.exists():
        shutil.rmtree(root)
    (root / "sources").mkdir(parents=True)
    shutil.copy(BRIGHTCART / "answerguard.yaml", root / "answerguard.yaml")
    shutil.copy(BRIGHTCART / "tickets.yaml", root / "tickets.yaml")
    rng = random.Random(seed)
    for i in range(n):
        a = article(i, rng)
        path = root / "sources" / a.path
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(a.text, encoding="utf-8")
    return root


# --- drafts ------------------------------------------------------------------------------------

NAMES = ["Maya", "Tom", "Aisha", "Lucía", "Carlos", "Sam", "Jonas", "Priya", "Noah", "Elena"]
OPENERS = [
    "Hi {name}, thanks for reaching out about order #{order}!",
    "Hello {name}, thanks for your patience with order #{order}.",
    "Hi {name}! I've looked into order #{order} for you.",
    "Thanks for getting in touch, {name}. About order #{order}:",
]
CLOSERS = [
    "Let me know if there's anything else I can help with.",
    "Have a great day!",
    "Happy selling!",
    "I'm here if you have any other questions.",
]

#: Draft facts: (topic, ticket, template, right value, wrong value). The tickets are
#: BrightCart's (BC-1001 pro/eu, BC-1002 starter/us, BC-1004 starter/eu).
DRAFT_FACTS = [
    (
        "payout_delay",
        "BC-1001",
        "as a Pro seller your payout reaches your bank within {v}.",
        "2 business days",
        "4 business days",
    ),
    (
        "payout_delay",
        "BC-1002",
        "payouts reach your bank within {v} of delivery.",
        "3 business days",
        "5 business days",
    ),
    (
        "transaction_fee",
        "BC-1002",
        "the transaction fee on your plan is {v} of the order total.",
        "5%",
        "3%",
    ),
    (
        "transaction_fee",
        "BC-1001",
        "Pro sellers pay a transaction fee of {v} on each sale.",
        "3.5%",
        "2.5%",
    ),
    (
        "return_window",
        "BC-1004",
        "buyers can return the item within {v} of delivery.",
        "30 days",
        "14 days",
    ),
    ("max_photos", "BC-1004", "you can add up to {v} photos per listing.", "10", "12"),
    (
        "dispute_response_deadline",
        "BC-1002",
        "you have {v} to respond to the dispute.",
        "7 days",
        "10 days",
    ),
]


@dataclass(frozen=True)
class Draft:
    ticket: str
    text: str
    wrong: bool


def drafts(count: int, seed: int = 11, wrong_every: int = 4, start: int = 0) -> list[Draft]:
    """`count` unique drafts (order numbers from 80000 + `start`: give each run its own
    range); every `wrong_every`-th states a value the knowledge base contradicts (a HOLD),
    the rest agree."""
    rng = random.Random(seed + start)
    out: list[Draft] = []
    for i in range(start, start + count):
        _topic, ticket, template, right, wrong = DRAFT_FACTS[i % len(DRAFT_FACTS)]
        bad = i % wrong_every == wrong_every - 1
        opener = rng.choice(OPENERS).format(name=rng.choice(NAMES), order=80000 + i)
        fact = template.format(v=wrong if bad else right)
        text = f"{opener} Good news: {fact} {rng.choice(CLOSERS)}"
        out.append(Draft(ticket, text, bad))
    return out


def _self_check(n: int = 300) -> int:
    """How the local extractor reads generated articles: the claims per topic, and any
    article topic it found no claim for (a template the extractor cannot read)."""
    import tempfile

    from guard.extract.local import LocalExtractor
    from guard.kb.index import judge
    from guard.kb.workspace import load_folder

    root = write_workspace(Path(tempfile.mkdtemp()) / "kb", n)
    ws = load_folder(root)
    ex = LocalExtractor(ws.catalogue)
    lengths = sorted(len(s.body) for s in ws.sources)
    per_topic: dict[str, int] = {}
    status: dict[str, int] = {}
    for s in ws.sources:
        ext = ex.extract_source(s)
        st = judge(s, ext, ws.catalogue)
        status[st] = status.get(st, 0) + 1
        for c in ext.claims:
            per_topic[c.topic] = per_topic.get(c.topic, 0) + 1
    print(f"{n} sources, body chars median {lengths[n // 2]}, min {lengths[0]}, max {lengths[-1]}")
    print("claims per topic:", per_topic)
    print("index status:", status)
    for d in drafts(14):
        got = [(c.topic, c.value_text) for c in ex.extract_draft(d.text).claims]
        print(d.ticket, d.wrong, got)
    return 0


if __name__ == "__main__":
    if sys.argv[1:2] == ["--check"]:
        sys.exit(_self_check())
    write_workspace(Path(sys.argv[1]), int(sys.argv[2]))
