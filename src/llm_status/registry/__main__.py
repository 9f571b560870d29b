"""``python -m llm_status.registry``: check the package's registry (registry/check.py)."""

import sys

from .check import main

sys.exit(main())
