"""Checking sources against each other: `ask` and the Conflict Register as services
(`conflicts`), which topics an update recomputes (`register_scope`), settling an entry."""
