"""A fronted phrase that places the main clause at a time of an event is its anchor (issue
17, mattress): `guard.extract.local.fronted`.

"On the morning of your installation we'll text you a 3-hour window" says how long the texted
window is; the installation is only when the text is sent. Read on the installation's time,
the window made a false conflict with it. A main clause that names the topic itself ("On the
day of your installation, installations take 4 hours") keeps it. An invented broadband
installer's words: none comes from tests/kb.
"""

from __future__ import annotations

from tests.support.reading import named_catalogue, source_topics

_INSTALLER = named_catalogue(
    "Installer",
    {"install_time": {"kind": "duration", "about": ["installation", "installed"]}},
)


def test_a_fronted_time_of_an_event_is_no_cue_for_the_value() -> None:
    text = "On the morning of your installation we'll text you a 3-hour window."
    assert source_topics(text, _INSTALLER) == ["other"]
    text = "On the day of your installation, an engineer will call you within 2 hours."
    assert source_topics(text, _INSTALLER) == ["other"]


def test_the_main_clause_naming_the_topic_keeps_it() -> None:
    text = "On the day of your installation, your router is installed within 4 hours."
    assert source_topics(text, _INSTALLER) == ["install_time"]
    assert source_topics("Routers are installed within 4 hours.", _INSTALLER) == ["install_time"]
