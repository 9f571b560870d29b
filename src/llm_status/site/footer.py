"""The line under every page: which upstream it describes and when it was made, the
benchmarks (for the project's readers, out of the users' menu), and a way to report a
wrong remedy (like Microsoft Learn's "Applies to" and feedback link)."""

from __future__ import annotations

import os
from datetime import datetime, timezone
from urllib.parse import urlencode

from ..i18n import say
from ..registry import upstream_messages

# Where a reader reports a wrong remedy: the project's issue form (.github/ISSUE_TEMPLATE/
# wrong-remedy.yml), its title and page filled in. Set here, and only here.
REPORT_URL = "https://github.com/llm-status/llm-status/issues/new"
REPORT_TEMPLATE = "wrong-remedy.yml"


def generated_on() -> str:
    """The day the site was built: SOURCE_DATE_EPOCH's where it is set (a reproducible
    build), else today's, in UTC."""
    epoch = os.environ.get("SOURCE_DATE_EPOCH", "")
    moment = (
        datetime.fromtimestamp(int(epoch), timezone.utc)
        if epoch.isdigit()
        else datetime.now(timezone.utc)
    )
    return moment.date().isoformat()


def report_url(title: str, address: str) -> str:
    """The issue form, with the page's title and address filled in.

    >>> report_url("LLM_TIMEOUT", "https://llm-status.github.io/codes/LLM_TIMEOUT/")[:64]
    'https://github.com/llm-status/llm-status/issues/new?template=wro'
    """
    fields = {"template": REPORT_TEMPLATE, "title": f"Wrong remedy: {title}", "page": address}
    return f"{REPORT_URL}?{urlencode(fields)}"


def footer(lang: str, title: str, address: str, benchmarks: str) -> dict[str, str]:
    """The footer's words and links for one page: ``benchmarks`` is the benchmarks page's
    URL as seen from this page, ``address`` this page's own."""
    return {
        "applies": say(
            "footer_applies",
            lang,
            repository="hicann/hixl",
            commit=upstream_messages.COMMIT[:7],
            date=generated_on(),
        ),
        "commit_url": f"{upstream_messages.REPOSITORY}/tree/{upstream_messages.COMMIT}",
        "benchmarks": say("footer_benchmarks", lang),
        "benchmarks_url": benchmarks,
        "report": say("footer_report", lang),
        "report_url": report_url(title, address),
    }
