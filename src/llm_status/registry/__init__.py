"""The registry: every code of every family as data, with the source of every statement.

The bottom floor of the house. ``record`` is the shape of an entry, ``codes`` the
codes, ``functions`` upstream's API reference, ``upstream_messages`` every place
upstream's source reports a code (``data/*.tsv``, at one commit). Nothing here
imports a module outside this package: the floors above read it.
"""

from .codes import CODES, FUNCTIONS, RELATED
from .record import FAMILIES

__all__ = ["CODES", "FAMILIES", "FUNCTIONS", "RELATED"]
