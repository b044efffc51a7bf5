"""`python -m answerguard`: the same as the `answerguard` console script."""

from answerguard.cli import main

main()
