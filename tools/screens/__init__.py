"""The README's pictures: `python -m tools.screens DIR` (run by `make readme`) writes them.

- `terminal`: what `answerguard check` prints, compact and `--verbose`, drawn by rich;
- `slack`: the quick-check verdict, the reasoning modal and the tour's steps as Slack shows
  them, drawn by `blockkit` (a Block Kit → SVG renderer) from the app's real builders.

There is no Slack workspace behind the docs, so the Slack pictures are renderings, and each
says so in its caption. Everything is deterministic, so a test regenerates them and fails
when a committed picture no longer matches the code.
"""
