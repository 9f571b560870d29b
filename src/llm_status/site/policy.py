"""The content security policy every page states."""

from __future__ import annotations

import html
import re

# -- the content security policy ------------------------------------------------------

# The site loads nothing from elsewhere and runs only its own scripts: its files,
# and the few inline scripts of the theme, each allowed by its hash. 'wasm-unsafe-eval'
# lets the triage page's worker compile Python's WebAssembly (Pyodide, from the site's
# own files); no 'unsafe-eval': nothing builds code from strings. A page's <meta> does
# not reach its workers: a host that sends this policy as a header does.
_INLINE_SCRIPT = re.compile(r"<script(?![^>]*\b(?:src|type)=)[^>]*>(.*?)</script>", re.DOTALL)
_POLICY = (
    "default-src 'none'; script-src 'self' 'wasm-unsafe-eval' {hashes}; style-src 'self' 'unsafe-inline'; "
    "img-src 'self' data:; font-src 'self'; connect-src 'self'; worker-src 'self'; "
    "manifest-src 'self'; base-uri 'self'; form-action 'none'"
)


def content_security_policy(page: str) -> str:
    """The policy a page needs: only its own files, and its inline scripts by their hash.

    >>> content_security_policy("<script>go()</script>").split("; ")[1]
    "script-src 'self' 'wasm-unsafe-eval' 'sha256-...'"
    """
    import base64
    import hashlib

    hashes = " ".join(
        f"'sha256-{base64.b64encode(hashlib.sha256(body.encode()).digest()).decode()}'"
        for body in _INLINE_SCRIPT.findall(page)
    )
    return _POLICY.format(hashes=hashes).replace(" ;", ";")


def with_policy(page: str) -> str:
    """An HTML page with its content security policy, first in its <head> (a policy
    applies only to what follows it)."""
    policy = content_security_policy(page)
    meta = (
        f'<meta http-equiv="Content-Security-Policy" content="{html.escape(policy, quote=False)}">'
    )
    head = page.find("<head>")
    if head < 0:
        return page
    return page[: head + 6] + "\n" + meta + page[head + 6 :]
