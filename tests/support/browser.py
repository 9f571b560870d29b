"""A real browser on the built site: Debian's Chromium driven by Playwright, served on 127.0.0.1."""

from __future__ import annotations

import contextlib
import email.utils
import functools
import gzip
import sys
import threading
import typing
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

CHROMIUM = "/usr/bin/chromium"
# Without the background-networking flag Chromium keeps calling out, and the
# closed network here refuses it.
CHROMIUM_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"]
LAPTOP = {"width": 1280, "height": 800}
PHONE = {"width": 390, "height": 844}


@functools.lru_cache(maxsize=256)
def _compressed(path: Path, modified: int) -> bytes:
    """A file gzipped once per version (the search index takes 20 ms a time, and the tests
    load pages some thousand times)."""
    return gzip.compress(path.read_bytes(), compresslevel=6)


class _QuietHandler(SimpleHTTPRequestHandler):
    """A static host: files as they are, and for anything else the site's one 404.html
    with status 404, as GitHub Pages and most static hosts serve it."""

    # Headers sent with every response (a host that states a policy as a header), and
    # what was sent: (path, status, body bytes), for the tests that count it.
    extra_headers: typing.ClassVar[dict] = {}
    sent: typing.ClassVar[list | None] = None

    def log_message(self, format, *args):
        pass

    def end_headers(self):
        for name, value in type(self).extra_headers.items():
            self.send_header(name, value)
        super().end_headers()

    def send_response(self, code, message=None):
        self._status = code
        super().send_response(code, message)

    def copyfile(self, source, outputfile):
        data = source.read()
        self._note(len(data))
        outputfile.write(data)

    # Text compressed, as static hosts send it (what Lighthouse's throttling weighs).
    _COMPRESSED = (".html", ".css", ".js", ".json", ".xml", ".svg")

    def do_GET(self):
        path = Path(self.translate_path(self.path))
        if path.is_dir():
            path = path / "index.html"
        wants = "gzip" in self.headers.get("Accept-Encoding", "")
        if not (wants and path.is_file() and path.suffix in self._COMPRESSED):
            return super().do_GET()
        if Path(self.translate_path(self.path)).is_dir() and not self.path.split("?")[0].endswith(
            "/"
        ):
            return super().do_GET()  # the redirect to the folder's URL
        # Dated as a static host dates it, so that a browser may keep it and ask again
        # with If-Modified-Since (answered 304, no body).
        modified = email.utils.formatdate(int(path.stat().st_mtime), usegmt=True)
        asked = self.headers.get("If-Modified-Since")
        if asked and email.utils.parsedate_to_datetime(asked).timestamp() >= int(
            path.stat().st_mtime
        ):
            self.send_response(304)
            self.end_headers()
            self._note(0)
            return None
        body = _compressed(path, path.stat().st_mtime_ns)
        self.send_response(200)
        self.send_header("Last-Modified", modified)
        self.send_header("Content-Type", self.guess_type(str(path)))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)
        self._note(len(body))

    def _note(self, size: int) -> None:
        if type(self).sent is not None:
            type(self).sent.append((self.path.split("?")[0], getattr(self, "_status", 200), size))

    def send_error(self, code, message=None, explain=None):
        page = Path(self.directory) / "404.html"
        if code != 404 or not page.exists():
            return super().send_error(code, message, explain)
        body = page.read_bytes()
        self.send_response(404)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)


class _Server(ThreadingHTTPServer):
    def handle_error(self, request, client_address):
        # A browser that leaves in the middle of an answer (the test went on to another
        # page, or closed) is no failure of the site: its broken pipe is not printed.
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


@contextlib.contextmanager
def serve(site: Path, headers: dict | None = None, sent: list | None = None):
    """A plain static server of ``site`` on a free port; yields its root URL. ``headers``
    go with every response; ``sent`` gets (path, status, body bytes) of each."""
    handler_class = type(
        "_Handler", (_QuietHandler,), {"extra_headers": headers or {}, "sent": sent}
    )
    handler = functools.partial(handler_class, directory=str(site))
    server = _Server(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()


# The search index loads in a worker; material shows "Initializing search" until it is ready.
# Ready: the index's first part searched, and its second added ("whole"), or known not to
# come ("first": the tests that leave it out).
SEARCH_READY = (
    "() => { const m = document.querySelector('.md-search-result__meta');"
    " return m && !/Initializing|初始化/.test(m.textContent)"
    " && /^(whole|first)$/.test(document.documentElement.dataset.llmSearch) }"
)
# What a page does after its load event, until it is as a reader sees it: the search index
# loads (above), the home page's decoder fetches its tables and marks itself ready, the
# fonts load. Waiting for these signs is what Playwright's "networkidle" does with half a
# second of quiet after each page, which the pages' many loads in the tests add up.
# The index is asked for only when a reader goes to search (overrides/main.html): a page
# nobody has searched on is settled with its index still waiting.
SEARCH_SETTLED = (
    "() => document.documentElement.dataset.llmSearch === 'waiting' || (" + SEARCH_READY + ")()"
)
SETTLED = (
    "() => document.fonts.status === 'loaded' && (" + SEARCH_SETTLED + ")()"
    " && [...document.querySelectorAll('#llm-decoder')]"
    ".every(box => box.classList.contains('llm-decoder--ready'))"
)


def open_settled(page, url: str) -> None:
    """Open ``url`` and wait until the page is settled (SETTLED)."""
    page.goto(url, wait_until="load")
    page.wait_for_function(SETTLED)


def _ready_box(page):
    """The search box, clicked open, once its index is ready."""
    box = page.locator("input.md-search__input")
    box.click()
    page.wait_for_function(SEARCH_READY)
    return box


def _type(box, query: str) -> None:
    box.fill(query)
    # Material reads the query on keyup; filling the box (as an input method does) sends none.
    box.dispatch_event("keyup")


def type_query(page, query: str) -> None:
    """Open the search box, wait for its index, and type ``query`` as an input method does."""
    _type(_ready_box(page), query)


def search(page, query: str) -> list[str]:
    """Type ``query`` into the search box; return the result pages' URLs, best first (the
    first ten, which material shows at once; more come as the list is scrolled)."""
    # The index first: "Initializing search" is on the line emptied below.
    box = _ready_box(page)
    # The last query's count and results stay until this query's arrive: empty them, so
    # that what the wait below sees is this query's own (not a pause of guessed length).
    # A box that holds the query already (a link's ?q=) has searched it, or will.
    page.evaluate(
        "q => { if (document.querySelector('input.md-search__input').value === q) return;"
        " for (const s of ['.md-search-result__meta', '.md-search-result__list'])"
        " document.querySelector(s).textContent = '' }",
        query,
    )
    _type(box, query)
    page.wait_for_function(
        "q => { const meta = document.querySelector('.md-search-result__meta').textContent;"
        " return document.querySelector('input.md-search__input').value === q && meta !== ''"
        " && !/Initializing|初始化|Type to start|键入/.test(meta) }",
        arg=query,
    )
    return page.eval_on_selector_all(
        "li.md-search-result__item", "items => items.map(i => i.querySelector('a').href)"
    )
