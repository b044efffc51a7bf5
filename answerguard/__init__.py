"""The composition root: the `answerguard` console script is guard's command line plus the two
commands that start a surface, `bot` (the Slack app, bot/) and `serve` (the JSON API and the
Intercom app, web/). They are wired here, outside guard/, so that the domain package never
imports a surface."""
