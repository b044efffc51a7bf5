"""AnswerGuard: checks a draft support reply against the team's sources before it is sent."""

LABEL = "Independent concept · synthetic data · not affiliated with Slite"
