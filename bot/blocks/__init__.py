"""Pure Block Kit builders: functions of result and model objects to dicts. No I/O and no
policy: a builder may choose words and layout, never a decision."""
