"""What the browser's triage (the site's triage page, in a worker) needs to give the
report ``llm-status triage`` gives, as data: how lines become events, the symptoms and
hypotheses, the numbers of the method, the report's sentences. The site writes it as
``triage.json``; the page's scripts hold none of it."""

from __future__ import annotations

from ..code_text import lower_meaning
from ..i18n import MESSAGES
from ..links import docs_base
from ..logs import _BINARY_CHECK, LONGEST_LINE
from ..registry.lower_layers import acl_codes, hccl_codes
from ..registry.record import LANGUAGES
from ..registry.symptoms import LOWER_LAYERS, SYMPTOMS, Look
from ..terminal import UNSAFE_RANGES
from . import diagnosis, events, report, sources

# The sentences the report says (i18n), by their keys' first words.
_SAID = (
    "triage_",
    "decided_",
    "missing_",
    "pair_",
    "clocks_",
    "verdict_",
    "status_",
    "role_",
    "phase_",
    "path_",
)
_ALSO_SAID = (
    "said_by",
    "colon",
    "list_separator",
    "passes_on",
    "lower_decoded",
    "source_troubleshooting-guide",
    "nothing_readable",
    "bad_summary",
)


def _look(look: Look | None) -> dict | None:
    if look is None:
        return None
    return {
        "lines": [list(line) for line in look.lines],
        "side": look.side,
        "layers": list(look.layers) if look.layers is not None else None,
        "before": look.before,
        "errors": look.errors,
    }


def _texts(text) -> dict:
    return {lang: text[lang] for lang in LANGUAGES}


def symptoms() -> list[dict]:
    """The symptoms of upstream's differential diagnosis (registry/symptoms.py), as data."""
    return [
        {
            "key": s.key,
            "title": s.title,
            "lines": [list(line) for line in s.lines],
            "phase": s.phase,
            "error_only": s.error_only,
            "source": s.source.value,
            "hypotheses": [
                {
                    "key": h.key,
                    "says": _texts(h.says),
                    "next": _texts(h.next),
                    "supports": _look(h.supports),
                    "refutes": _look(h.refutes),
                    "absent_rules_out": h.absent_rules_out,
                    "absent_supports": h.absent_supports,
                    "check": h.check,
                    "shows": list(h.shows),
                    "source": h.source.value,
                }
                for h in s.hypotheses
            ],
        }
        for s in SYMPTOMS
    ]


def _lower() -> dict:
    """Each lower layer's code as the report names it (``lower_decoded``)."""
    return {
        code.name: {
            "layer": code.layer,
            "value": code.value,
            "hex": code.hex,
            "meaning": {lang: lower_meaning(code, lang) for lang in LANGUAGES},
        }
        for code in (*acl_codes(), *hccl_codes())
    }


def says() -> dict:
    keys = [
        k
        for k in MESSAGES
        if k.startswith(_SAID) and not k.startswith(("triage_page_", "triage_ui_"))
    ]
    keys += _ALSO_SAID
    return {lang: {key: MESSAGES[key][lang] for key in keys} for lang in LANGUAGES}


def record() -> dict:
    return {
        "schema": report.SCHEMA,
        "summary_schema": sources.SUMMARY_SCHEMA,
        "read": {
            "longest_line": LONGEST_LINE,
            "binary_check": _BINARY_CHECK,
            "most_events": sources.MOST_EVENTS,
            "most_versions": sources.MOST_VERSIONS,
            "shown_version": sources.SHOWN_VERSION,
            "version": events.js_pattern(sources._VERSION),
            "clock": sources._CLOCK.pattern.decode(),
        },
        "events": events.shipped(),
        "diagnosis": {
            "window": diagnosis.WINDOW,
            "after": diagnosis.AFTER,
            "chain_gap": diagnosis.CHAIN_GAP,
            "ours_layers": list(diagnosis.OURS_LAYERS),
            "lower_layers": list(LOWER_LAYERS),
            "entry": diagnosis.ENTRY,
            "python_site": diagnosis.PYTHON_SITE,
            "callers": list(diagnosis.CALLERS),
            "id_forms": diagnosis.ID_FORMS,
        },
        "report": {"shown": report.SHOWN, "timeline": report.TIMELINE, "docs": docs_base()},
        "symptoms": symptoms(),
        "lower": _lower(),
        "says": says(),
        # What a log's text never brings as it is (terminal.visible): written out.
        "unsafe": [list(pair) for pair in UNSAFE_RANGES],
    }
