"""Building the site in a test, and reading what was built."""

from __future__ import annotations

import fcntl
import json
import os
import subprocess
import sys
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urljoin, urlsplit

ROOT = Path(__file__).parents[2]
MKDOCS = Path(sys.executable).with_name("mkdocs")


def build(site_dir: Path, registry: Path | None = None, config: Path | None = None):
    """``mkdocs build --strict`` into ``site_dir``; ``registry`` replaces the package's codes."""
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1"}
    env.pop("LLM_STATUS_REGISTRY", None)
    if registry is not None:
        env["LLM_STATUS_REGISTRY"] = str(registry)
    command = [str(MKDOCS), "build", "--strict", "--site-dir", str(site_dir)]
    command += ["--config-file", str(config or ROOT / "mkdocs.yml")]
    return subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)


def once_a_run(request, tmp_path_factory, name: str, make) -> tuple[Path, dict]:
    """``make(folder)`` once a run, not once a pytest-xdist worker: the first worker to ask
    makes it in the workers' common folder, under a lock (two makes at once would share
    one build folder), and the others read what it left. Returns the folder and the dict
    ``make`` returned (JSON, as it passes between workers). A later run of the same tree
    may read what an earlier one made: make test's run of the test marked ``alone`` reads
    the first run's site (LLM_STATUS_TESTS_MADE, that run's --basetemp)."""
    earlier = os.environ.get("LLM_STATUS_TESTS_MADE")
    if earlier and (Path(earlier) / f"{name}.json").is_file():
        said = json.loads((Path(earlier) / f"{name}.json").read_text("utf-8"))
        return Path(earlier) / name, said
    if not hasattr(request.config, "workerinput"):  # one process: its own
        folder = tmp_path_factory.mktemp(name)
        return folder, make(folder)
    common = tmp_path_factory.getbasetemp().parent
    folder, said = common / name, common / f"{name}.json"
    with (common / f"{name}.lock").open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not said.exists():
            said.write_text(json.dumps(make(folder)), "utf-8")
    return folder, json.loads(said.read_text("utf-8"))


class Page(HTMLParser):
    """The links, ids and a few marked elements of one built HTML page."""

    def __init__(self, path: Path):
        super().__init__()
        self.links: list[str] = []
        self.resources: list[str] = []
        self.ids: set[str] = set()
        self.switcher: dict[str, str] = {}
        self.canonical = None
        self.refresh = None
        self.feed(path.read_text("utf-8"))

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if "id" in a:
            self.ids.add(a["id"])
        if tag == "a" and "href" in a:
            self.links.append(a["href"])
            if "md-select__link" in (a.get("class") or "") and "hreflang" in a:
                self.switcher[a["hreflang"]] = a["href"]
        if tag in ("script", "img", "iframe") and a.get("src"):
            self.resources.append(a["src"])
        if tag == "link" and a.get("href"):
            if a.get("rel") == "canonical":
                self.canonical = a["href"]
            else:
                self.resources.append(a["href"])
        if tag == "meta" and (a.get("http-equiv") or "").lower() == "refresh":
            self.refresh = a["content"].split("url=", 1)[1]


def page_of(site: Path, url_path: str) -> Path | None:
    """The file a static server sends for a path below the site root, or None."""
    path = site / unquote(url_path).lstrip("/")
    if path.is_dir():
        path = path / "index.html"
    return path if path.is_file() else None


def resolve(site: Path, page: Path, href: str) -> tuple[str, str] | None:
    """An internal link of ``page`` as (path below the site root, fragment); None if external."""
    base = "http://site/" + page.relative_to(site).as_posix()
    url = urlsplit(urljoin(base, href))
    if url.scheme != "http" or url.netloc != "site":
        return None
    return url.path, url.fragment


def html_pages(site: Path) -> list[Path]:
    return sorted(site.rglob("*.html"))
