"""The pages of the CANN error manager's codes (``registry/error_manager.py``): an index by
class, and a page a code with each entry registered for it, word for word (upstream's
English, in both languages, the Chinese page saying so), where it is registered, and the
sections of HCCL's fault-diagnosis guide about it; and the page of torch_npu's codes
(``registry/torch_npu.py``)."""

from __future__ import annotations

from ..i18n import say
from ..links import MANAGER_FOLDER, TORCH_NPU_PAGE
from ..registry import error_manager, torch_npu
from ..registry.lower_layers import lower_code
from ..registry.record import Source
from ..registry.symptoms import SYMPTOMS
from .code_page import explain_section, front_matter, provenance
from .paths import TRIAGE_IN_BROWSER, symptom_path
from .text import escape

MANAGER_INDEX = MANAGER_FOLDER + "index.md"
TORCH_NPU_DOC = TORCH_NPU_PAGE.rstrip("/") + ".md"
# The commits the entries were read at, as links (upstream's README: the table's rows).
_GITHUB = "https://github.com/{repo}/blob/{commit}/{path}"


def manager_pages(lang: str) -> dict[str, str]:
    """The index and every registered code's page, by their paths in docs/."""
    codes = dict.fromkeys(entry.code for entry in error_manager.entries())
    pages = {MANAGER_INDEX: manager_index(lang)}
    for code in codes:
        pages[f"{MANAGER_FOLDER}{code}.md"] = manager_page(code, lang)
    return pages


def manager_index(lang: str) -> str:
    entries = error_manager.entries()
    codes = dict.fromkeys(e.code for e in entries)
    lines = [
        "---",
        f"title: {front_matter(say('em_index_title', lang))}",
        f"description: {front_matter(say('em_index_intro', lang, count=len(codes)))}",
        "---",
        "",
        f"# {escape(say('em_index_title', lang))}",
        "",
        escape(say("em_index_intro", lang, count=len(codes)))
        + provenance(Source.ERROR_MANAGER, lang),
        "",
        escape(say("em_index_inner", lang)),
        "",
    ]
    if lang != "en":
        lines += [escape(say("em_english_only", lang)), ""]
    by_class: dict[str, list[str]] = {}
    for code in codes:
        cls = error_manager.class_of(code) or say("em_no_class", lang)
        by_class.setdefault(cls, []).append(code)
    for cls in sorted(by_class):
        rows = by_class[cls]
        lines += [f"## {escape(cls)} ({len(rows)})", ""]
        lines += [
            f"| {escape(say('em_col_code', lang))} | {escape(say('em_col_title', lang))} |",
            "| --- | --- |",
        ]
        for code in rows:
            title = error_manager.of_code(code)[0].title
            lines.append(f"| [`{code}`]({code}.md) | {escape(title)} |")
        lines.append("")
    return "\n".join(lines) + "\n"


def manager_page(code: str, lang: str) -> str:
    entries = error_manager.of_code(code)
    title = f"{code} · {entries[0].title}"
    colon = escape(say("colon", lang))
    layer = error_manager.layer_of(code)
    lines = [
        "---",
        f"title: {front_matter(title)}",
        f"description: {front_matter(say('em_page_description', lang, code=code, title=entries[0].title))}",
        "---",
        "",
        f"[{escape(say('crumb_home', lang))}](../../index.md) › "
        f"[{escape(say('em_index_title', lang))}](index.md) › `{code}`",
        '{ .llm-breadcrumb aria-label="breadcrumb" }',
        "",
        f"# `{code}` {escape(entries[0].title)}",
        "",
        escape(say("em_page_intro", lang, code=code)),
        "",
        f"- **{escape(say('em_col_class', lang))}**{colon}"
        f"{escape(error_manager.class_of(code) or say('em_no_class', lang))}",
        f"- **{escape(say('em_col_layer', lang))}**{colon}{escape(layer)}"
        + provenance(Source.OURS, lang),
        "",
    ]
    if lang != "en":
        lines += [escape(say("em_english_only", lang)), ""]
    for entry in entries:
        where = _GITHUB.format(repo=entry.repo, commit=entry.commit, path=entry.path)
        lines += [
            f"## {escape(say('em_registered_in', lang, repo=entry.repo))}",
            "",
            f"[`{entry.path}`]({where}) @ `{entry.commit[:12]}`"
            + provenance(Source.ERROR_MANAGER, lang),
            "",
        ]
        for key, text in (
            ("em_title", entry.title),  # each entry's own: a code registered twice has two
            ("em_message", entry.message),
            ("em_args", entry.arglist),
            ("em_cause", entry.cause),
            ("em_solution", entry.solution),
        ):
            if text and text != "N/A":
                lines += [f"**{escape(say(key, lang))}**", "", _quoted(text), ""]
    found = [s for s in SYMPTOMS if code in s.manager_codes]
    if found:
        lines += [f"## {escape(say('page_symptoms', lang))}", ""]
        lines += [f"- [`{s.title}`](../../{symptom_path(s)})" for s in found]
        # Where it is a symptom's code, the way to its cause: both ends' logs.
        lines += [
            f"- [{escape(say('decoder_triage', lang))}](../../triage.md#{TRIAGE_IN_BROWSER})",
            "",
        ]
    sections = error_manager.guide_of(code)
    if sections:
        lines += [f"## {escape(say('em_guide', lang))}", ""]
        lines += [
            f"- [{escape(s.heading)}]({s.url}) (`{s.file}`)" + provenance(Source.HCCL_GUIDE, lang)
            for s in sections
        ]
        lines.append("")
    lines += explain_section(code, lang)
    return "\n".join(lines) + "\n"


def _quoted(text: str) -> str:
    """Upstream's words as a quote: each of its lines a line, and its numbered steps (1.,
    2., ... in order, as upstream numbers them) a numbered list."""
    parts = [p.strip() for p in text.replace("\r\n", "\n").split("\n") if p.strip()]
    steps = error_manager.steps_of(" ".join(parts))
    if steps:
        return "\n".join(f"> {n}. {escape(step)}" for n, step in enumerate(steps, start=1))
    return "\n>\n".join(f"> {escape(part)}" for part in parts)


def _acl_row(value: int) -> str:
    """The aclError, linked to its row where AscendCL's table has one (507904, of the
    runtime's header, is in no row of it)."""
    row = lower_code("ACL", value)
    return f"[`{value}`](aclError.md#{row.name})" if row else f"`{value}`"


def torch_npu_page(lang: str) -> str:
    """torch_npu's scheme, its two tables, and the codes of its check macros."""
    colon = escape(say("colon", lang))
    label = provenance(Source.TORCH_NPU, lang)
    lines = [
        "---",
        f"title: {front_matter(say('tn_page_title', lang))}",
        f"description: {front_matter(say('tn_page_intro', lang))}",
        "---",
        "",
        f"# {escape(say('tn_page_title', lang))}",
        "",
        escape(say("tn_page_intro", lang)) + label,
        "",
        f"## {escape(say('tn_submodules', lang))}",
        "",
        "| `ss` | " + escape(say("tn_col_name", lang)) + " |",
        "| --- | --- |",
        *(f"| `{n:02d}` | `{name}` |" for n, name in torch_npu.SUBMODULES.items()),
        "",
        f"## {escape(say('tn_types', lang))}",
        "",
        "| `ttt` | "
        + escape(say("tn_col_name", lang))
        + " | "
        + escape(say("tn_col_meaning", lang))
        + " |",
        "| --- | --- | --- |",
        *(
            f"| `{n:03d}` | `{name}` | {escape(meaning)} |"
            for n, (name, meaning) in torch_npu.ERROR_TYPES.items()
        ),
        "",
        f"## {escape(say('tn_checks', lang))}",
        "",
    ]
    for code in torch_npu.LISTED:
        parsed = torch_npu.parse(code)
        carries = (
            say("torch_npu_carries", lang, carries=parsed.carries)
            if parsed.carries
            else say("torch_npu_carries_nothing", lang)
        )
        lines += [
            f'- <a id="{code}"></a>`{code}` `{parsed.submodule}` {escape(parsed.meaning)}{colon}'
            + escape(carries),
        ]
    lines += [
        "",
        f"## {escape(say('tn_device_errors', lang))}",
        "",
        escape(say("tn_device_errors_intro", lang)) + label,
        "",
        "| aclError | " + escape(say("tn_col_constant", lang)) + " | `X` |",
        "| --- | --- | --- |",
        *(
            f"| {_acl_row(value)} | `{constant}` | `{shown}` |"
            for value, constant, shown in torch_npu.DEVICE_ERRORS
        ),
        "",
        escape(say("tn_device_errors_notes", lang)) + label,
        "",
        f"## {escape(say('tn_compact', lang, variable=torch_npu.COMPACT))}",
        "",
        escape(say("tn_compact_text", lang, variable=torch_npu.COMPACT)) + label,
        "",
    ]
    return "\n".join(lines) + "\n"
