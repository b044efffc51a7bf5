"""The trust loop: when no source answers, ask an owner and capture the answer verbatim
(`answers`), have a second person approve it (`answers`), count the questions nobody could
answer (`gaps`), and replay sent replies when a governing value changes (`exposure`).

Services over the store; no Slack, no policy. The rules stay in `guard/engine`: a captured
answer is an ordinary source of kind `owner_answer`, weakened until someone approves it.
"""
