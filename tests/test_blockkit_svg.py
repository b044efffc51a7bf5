"""The Block Kit → SVG renderer behind the README's Slack pictures (tools/screens): each block
type draws what Slack would show, mrkdwn is styled (and never leaks its markers), every image
is well-formed XML whatever the text, and the same payload always gives the same bytes."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from typing import Any

from tools.screens.blockkit import CAPTION, App, Screen, render
from tools.screens.mrkdwn import Line, Pre, Run, inline, parse, wrap
from tools.screens.svg import CODE, DANGER, LINK, PRE_FILL, PRIMARY, text_width
from tools.screens.text import BODY, measure

NS = "{http://www.w3.org/2000/svg}"


def svg_of(*blocks: dict[str, Any], ephemeral: bool = False) -> ET.Element:
    return ET.fromstring(render([Screen({"blocks": list(blocks)}, ephemeral=ephemeral)]))


def section(text: str, **extra: Any) -> dict[str, Any]:
    return {"type": "section", "text": {"type": "mrkdwn", "text": text}, **extra}


def texts(root: ET.Element) -> list[str]:
    return ["".join(t.itertext()) for t in root.iter(f"{NS}text")]


def spans(root: ET.Element) -> dict[str, ET.Element]:
    """Every tspan by its text (the last one wins for duplicates)."""
    return {"".join(s.itertext()): s for s in root.iter(f"{NS}tspan")}


def groups(root: ET.Element, cls: str) -> list[ET.Element]:
    return [g for g in root.iter(f"{NS}g") if g.get("class") == cls]


def button(text: str, style: str | None = None) -> dict[str, Any]:
    b: dict[str, Any] = {
        "type": "button",
        "action_id": "a",
        "text": {"type": "plain_text", "text": text},
    }
    if style:
        b["style"] = style
    return b


# --- mrkdwn ----------------------------------------------------------------------------------


def test_mrkdwn_styles_become_tspans_and_the_markers_disappear() -> None:
    root = svg_of(section("*Bold* and _italic_, ~gone~, `code` and <https://example.com/x|a link>"))
    s = spans(root)
    assert s["Bold"].get("font-weight") == "700"
    assert s["italic"].get("font-style") == "italic"
    assert s["gone"].get("text-decoration") == "line-through"
    assert s["code"].get("class") == "m" and s["code"].get("fill") == CODE
    assert s["a link"].get("fill") == LINK
    line = next(t for t in texts(root) if "Bold" in t)
    assert line == "Bold and italic, gone, code and a link"  # no *, _, ~, `, <, | or url


def test_words_with_underscores_and_unclosed_marks_stay_as_typed() -> None:
    assert inline("snake_case_name and *not bold") == [Run("snake_case_name and *not bold")]
    assert inline("*a* b") == [Run("a", bold=True), Run(" b")]
    assert inline("*_both_*") == [Run("both", bold=True, italic=True)]


def test_slack_entities_show_as_the_characters_and_are_escaped_for_xml() -> None:
    raw = render([Screen({"blocks": [section("&lt;!channel&gt; &amp; \"q\" 'a'")]})])
    assert "&lt;!channel&gt; &amp; &quot;q&quot; &apos;a&apos;" in raw
    assert "<!channel" not in raw
    assert "<!channel> & \"q\" 'a'" in texts(ET.fromstring(raw))


def test_hostile_text_in_every_kind_of_field_still_gives_well_formed_xml() -> None:
    nasty = "<script>alert(1)</script> & ]]> \" ' <!-- x --> \u2028"
    view = {
        "type": "modal",
        "title": {"type": "plain_text", "text": nasty[:24]},
        "close": {"type": "plain_text", "text": nasty[:10]},
        "submit": {"type": "plain_text", "text": nasty[:10]},
        "blocks": [
            {"type": "header", "text": {"type": "plain_text", "text": nasty}},
            section(nasty, fields=[{"type": "plain_text", "text": nasty}]),
            {"type": "context", "elements": [{"type": "plain_text", "text": nasty}]},
            {"type": "actions", "elements": [button(nasty, "danger")]},
            {
                "type": "input",
                "label": {"type": "plain_text", "text": nasty},
                "element": {"type": "plain_text_input", "multiline": True, "initial_value": nasty},
            },
            {"type": nasty},
        ],
    }
    root = ET.fromstring(render([Screen(view, title=nasty)], note=nasty))
    assert any("<script>alert(1)</script>" in t for t in texts(root))


def test_a_line_break_a_quote_and_bullets_keep_their_shape() -> None:
    root = svg_of(section("first\n> quoted line\n• one\n• two"))
    lines = {t: float(e.get("y")) for e in root.iter(f"{NS}text") if (t := "".join(e.itertext()))}
    ys = [lines["first"], lines["quoted line"], lines["• one"], lines["• two"]]
    assert ys == sorted(ys) and len(set(ys)) == 4
    quote_x = next(
        float(e.get("x")) for e in root.iter(f"{NS}text") if "quoted" in "".join(e.itertext())
    )
    first_x = next(
        float(e.get("x")) for e in root.iter(f"{NS}text") if "".join(e.itertext()) == "first"
    )
    assert quote_x > first_x  # indented, beside the grey bar
    assert any(r.get("width") == "4" for r in root.iter(f"{NS}rect"))


def test_a_code_fence_is_one_monospace_box_with_its_spacing_kept() -> None:
    assert parse("```a  b\nc```") == [Pre("a  b\nc")]
    assert parse("before\n```x```\nafter") == [
        Line((Run("before"),)),
        Pre("x"),
        Line((Run("after"),)),
    ]
    root = svg_of(section("```col1    col2\nnext```"))
    (pre,) = groups(root, "pre")
    assert pre.find(f"{NS}rect").get("fill") == PRE_FILL
    assert [t.text for t in pre.iter(f"{NS}text")] == ["col1    col2", "next"]
    assert all(t.get("class") == "m" for t in pre.iter(f"{NS}text"))


def test_wrapping_keeps_every_line_inside_the_width_and_loses_no_word() -> None:
    words = ("reversal " * 40 + "Supercalifragilisticexpialidocious" * 3).split()
    runs = [Run(" ".join(words[:20])), Run(" " + " ".join(words[20:]), bold=True)]
    lines = wrap(runs, 300, measure(BODY))
    assert len(lines) > 3
    assert all(sum(measure(BODY)(r) for r in line) <= 300 for line in lines)
    assert "".join(r.text for line in lines for r in line).replace(" ", "") == "".join(words)


def test_text_width_estimate_grows_with_text_and_weight() -> None:
    assert text_width("iiii", 15) < text_width("MMMM", 15)
    assert text_width("Send", 15) < text_width("Send", 15, bold=True)
    assert text_width("\u200d\ufe0f", 15) == 0


# --- blocks ----------------------------------------------------------------------------------


def test_header_fields_context_and_divider() -> None:
    root = svg_of(
        {"type": "header", "text": {"type": "plain_text", "text": "Impact"}},
        section(
            "*Left*",
            fields=[{"type": "mrkdwn", "text": "*Alpha*"}, {"type": "mrkdwn", "text": "*Beta*"}],
        ),
        {"type": "divider"},
        {"type": "context", "elements": [{"type": "mrkdwn", "text": "small print"}]},
    )
    header = next(e for e in root.iter(f"{NS}text") if "".join(e.itertext()) == "Impact")
    assert header.get("font-size") == "18" and header.get("font-weight") == "700"
    a, b = (
        next(e for e in root.iter(f"{NS}text") if "".join(e.itertext()) == k)
        for k in ("Alpha", "Beta")
    )
    assert a.get("y") == b.get("y") and float(a.get("x")) < float(b.get("x"))  # side by side
    assert len(list(root.iter(f"{NS}line"))) == 1
    (ctx,) = groups(root, "context")
    small = next(ctx.iter(f"{NS}text"))
    assert small.get("font-size") == "13" and small.get("fill") == "#616061"


def test_buttons_draw_in_their_style_colours() -> None:
    root = svg_of(
        {
            "type": "actions",
            "elements": [button("Go", "primary"), button("Stop", "danger"), button("Later")],
        }
    )
    primary, danger, plain = (
        groups(root, "button primary"),
        groups(root, "button danger"),
        groups(root, "button"),
    )
    assert primary[0].find(f"{NS}rect").get("fill") == PRIMARY
    assert primary[0].find(f"{NS}text").text == "Go"
    assert primary[0].find(f"{NS}text").get("fill") == "#ffffff"
    assert danger[0].find(f"{NS}rect").get("fill") == DANGER
    assert plain[0].find(f"{NS}rect").get("fill") == "#ffffff"
    assert plain[0].find(f"{NS}rect").get("stroke") is not None  # outlined
    xs = [float(g.find(f"{NS}rect").get("x")) for g in (*primary, *danger, *plain)]
    assert xs == sorted(xs)  # left to right, in the payload's order


def test_many_buttons_wrap_to_a_second_row() -> None:
    root = svg_of(
        {"type": "actions", "elements": [button(f"Button number {i}") for i in range(12)]}
    )
    rows = {g.find(f"{NS}rect").get("y") for g in groups(root, "button")}
    assert len(rows) > 1


def test_selects_overflow_and_a_section_accessory() -> None:
    select = {
        "type": "static_select",
        "placeholder": {"type": "plain_text", "text": "Pick one"},
        "initial_option": {"text": {"type": "plain_text", "text": "Instant"}, "value": "i"},
        "options": [{"text": {"type": "plain_text", "text": "Instant"}, "value": "i"}],
    }
    root = svg_of(
        {"type": "actions", "elements": [select, {"type": "overflow", "options": []}]},
        section("Row text", accessory=button("Open source")),
        {
            "type": "actions",
            "elements": [
                {"type": "users_select", "placeholder": {"type": "plain_text", "text": "Someone"}}
            ],
        },
    )
    (sel,) = groups(root, "static_select")
    assert "Instant" in texts(sel) and sel.find(f"{NS}path") is not None  # chevron
    (users,) = groups(root, "users_select")
    assert "Someone" in texts(users)
    (over,) = groups(root, "overflow")
    assert len(list(over.iter(f"{NS}circle"))) == 3
    (acc,) = groups(root, "button")
    row = next(e for e in root.iter(f"{NS}text") if "".join(e.itertext()) == "Row text")
    assert float(acc.find(f"{NS}rect").get("x")) > float(row.get("x")) + 200  # on the right


def test_an_input_modal_has_its_frame_labels_and_footer() -> None:
    view = {
        "type": "modal",
        "title": {"type": "plain_text", "text": "Edit DOC-1"},
        "close": {"type": "plain_text", "text": "Cancel"},
        "submit": {"type": "plain_text", "text": "Save"},
        "blocks": [
            {
                "type": "input",
                "label": {"type": "plain_text", "text": "Body"},
                "element": {
                    "type": "plain_text_input",
                    "multiline": True,
                    "placeholder": {"type": "plain_text", "text": "Type here"},
                },
                "hint": {"type": "plain_text", "text": "Up to 4,000 characters"},
            },
            {
                "type": "input",
                "optional": True,
                "label": {"type": "plain_text", "text": "Signals"},
                "element": {
                    "type": "checkboxes",
                    "options": [{"text": {"type": "plain_text", "text": "Flagged"}, "value": "f"}],
                    "initial_options": [
                        {"text": {"type": "plain_text", "text": "Flagged"}, "value": "f"}
                    ],
                },
            },
        ],
    }
    root = ET.fromstring(render([Screen(view)]))
    shown = texts(root)
    for word in (
        "Edit DOC-1",
        "Body",
        "Type here",
        "Up to 4,000 characters",
        "Signals",
        "(optional)",
        "Flagged",
    ):
        assert word in shown, word
    (modal,) = groups(root, "modal")
    save = next(g for g in modal.iter(f"{NS}g") if g.get("class") == "button primary")
    assert save.find(f"{NS}text").text == "Save"
    cancel = next(g for g in modal.iter(f"{NS}g") if g.get("class") == "button")
    assert cancel.find(f"{NS}text").text == "Cancel"
    assert float(cancel.find(f"{NS}rect").get("x")) < float(save.find(f"{NS}rect").get("x"))
    (box,) = groups(root, "plain_text_input")
    assert float(box.find(f"{NS}rect").get("height")) > 80  # multiline: several lines tall
    (checks,) = groups(root, "checkboxes")
    assert checks.find(f"{NS}path") is not None  # ticked


def test_rich_text_preformatted_and_an_unknown_block_are_both_visible() -> None:
    root = svg_of(
        {
            "type": "rich_text",
            "elements": [
                {
                    "type": "rich_text_preformatted",
                    "elements": [{"type": "text", "text": '{"a": 1}'}],
                }
            ],
        },
        {"type": "video", "title": {"type": "plain_text", "text": "x"}},
    )
    assert '{"a": 1}' in texts(root)
    assert any("video block: not drawn" in t for t in texts(root))


def test_a_message_shows_the_app_and_its_ephemeral_marker() -> None:
    root = ET.fromstring(
        render(
            [Screen({"blocks": [section("hi")]}, ephemeral=True)], app=App("AnswerGuard", "#123456")
        )
    )
    shown = texts(root)
    assert "AnswerGuard" in shown and "AG" in shown and "APP" in shown
    assert any("Only visible to you" in t for t in shown)
    assert any(r.get("fill") == "#123456" for r in root.iter(f"{NS}rect"))
    plain = ET.fromstring(render([Screen({"blocks": [section("hi")]})]))
    assert not any("Only visible to you" in t for t in texts(plain))


def test_every_image_says_it_is_a_rendering_and_is_deterministic() -> None:
    screens = [
        Screen({"blocks": [section("*same*")]}, title="t"),
        Screen({"type": "modal", "title": {"type": "plain_text", "text": "M"}, "blocks": []}),
    ]
    first, second = render(screens, note="n"), render(screens, note="n")
    assert first == second
    assert CAPTION.startswith("Rendered from the app's Block Kit by tools.screens.blockkit")
    assert CAPTION.endswith("not a screenshot of Slack")
    assert CAPTION in texts(ET.fromstring(first))


def test_the_image_grows_with_its_content() -> None:
    short = ET.fromstring(render([Screen({"blocks": [section("word")]})]))
    long = ET.fromstring(render([Screen({"blocks": [section("word " * 200)]})]))
    assert float(long.get("height")) > float(short.get("height"))
