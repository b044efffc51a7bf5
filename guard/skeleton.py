"""The Unicode TR39 (UTS #39) skeleton: two strings are confusable when their skeletons match.

"Jоnas" with a Cyrillic о, "Ꭻonas" with a Cherokee letter and "Jonas" all have the skeleton
"Jonas". The algorithm (UTS #39, section 4): decompose (NFD), drop default-ignorable code
points, replace each character by its prototype from Unicode's confusables.txt, decompose
again.

Why our own twenty lines over a package: the Python packages on the index that read
confusables.txt do not compute the skeleton. `confusable_homoglyphs` tests a string for
mixed scripts and keeps a two-way table built from the file's comments, and `confusables`
matches with a looser table of its own (a "3" for an "e"), neither of which is TR39's
mapping; `disarm` is a compiled, fast-moving newcomer whose normalisers go beyond the
skeleton. So the data file ships unmodified in `guard/unicode_data/` with Unicode's license
(LICENSE-UNICODE.txt there), and this module implements the algorithm over it. Pure: the
table is read once from the package.
"""

from __future__ import annotations

import unicodedata
from functools import lru_cache
from importlib import resources

#: Default-ignorable code points that are not format characters (category Cf, which the
#: first check catches): the combining grapheme joiner, Hangul fillers, Khmer inherent
#: vowels, Mongolian and other variation selectors, and the tag range.
_IGNORABLE_RANGES = (
    (0x034F, 0x034F),
    (0x115F, 0x1160),
    (0x17B4, 0x17B5),
    (0x180B, 0x180F),
    (0x3164, 0x3164),
    (0xFE00, 0xFE0F),
    (0xFFA0, 0xFFA0),
    (0xE0000, 0xE0FFF),
)


def ignorable(ch: str) -> bool:
    """A default-ignorable code point: invisible, so it never tells two names apart."""
    if unicodedata.category(ch) == "Cf":
        return True
    cp = ord(ch)
    return any(lo <= cp <= hi for lo, hi in _IGNORABLE_RANGES)


@lru_cache(maxsize=1)
def prototypes() -> dict[str, str]:
    """confusables.txt as a table: character → its prototype (one or more characters)."""
    table: dict[str, str] = {}
    text = (resources.files("guard") / "unicode_data" / "confusables.txt").read_text("utf-8-sig")
    for line in text.splitlines():
        data = line.partition("#")[0].strip()
        if not data:
            continue
        source, target, *_ = (field.strip() for field in data.split(";"))
        key = "".join(chr(int(cp, 16)) for cp in source.split())
        table[key] = "".join(chr(int(cp, 16)) for cp in target.split())
    return table


def skeleton(text: str) -> str:
    """UTS #39 skeleton(X): NFD, default-ignorables removed, each character replaced by its
    prototype, NFD again."""
    table = prototypes()
    decomposed = unicodedata.normalize("NFD", text)
    mapped = "".join(table.get(ch, ch) for ch in decomposed if not ignorable(ch))
    return unicodedata.normalize("NFD", mapped)


def confusable(a: str, b: str) -> bool:
    return skeleton(a) == skeleton(b)
