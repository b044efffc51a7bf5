"""Claim extraction: the only place where text becomes structured claims.

Every extractor (local, saved, live) implements `Extractor`; the check service never
knows which one it has beyond the `mode` it reports.
"""
