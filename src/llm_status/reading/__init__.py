"""The reading floor: what a line of a log carries, read once, by kind of code (issue 49).
Every front (``explain`` on a line, ``decode --json``, triage's events) names the codes
of a line from here, so that they name the same ones."""

from .findings import KINDS, Finding, findings_of_hit, findings_of_line, keys

__all__ = ["KINDS", "Finding", "findings_of_hit", "findings_of_line", "keys"]
