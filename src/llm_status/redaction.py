"""A secret's value hidden, wherever the tool writes: the one place that knows how, for
every writer (``collect``'s transcript, triage's facts and events, summaries, ``--json``,
the triage page's saved record). The names that say a value is secret are data
(``registry/secrets.py``); this module only applies them, to a name's value, a command
line, a parsed config, or free text (a log line, a shell string, a pasted file).

Over-hiding is the safe side: a port after ``-p`` or a path after ``--key-file`` is
hidden too, and nothing triage reads is lost by it (no Reading or rule reads such a
value)."""

from __future__ import annotations

import json
import re

from .registry.secrets import ENDINGS, REDACTED, SHORT_OPTIONS, WORDS

# The words of a name: "HCCL_AK" is HCCL, AK; "apiKey" api, Key; "APIKey" API, Key.
_WORD = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+")
# A URL's user and password, up to the last "@" of the run (Python's urlsplit takes the
# last one: "redis://u:pa@ss@h" has the password "pa@ss"; "postgresql://u:pa/ss@h" has
# "pa/ss", which a path's "/" would end in urlsplit but not for a person). Quotes and
# brackets end it, as they end a URL in a config or a line.
_URL_USER = re.compile(r"(?P<scheme>\b[A-Za-z][\w+.-]{0,30}://)(?P<user>[^\s\"'<>`]{0,2000})@")
# A name then "=" or ":" (quoted or not: NAME=v, name: v, "name": v, --name=v).
_ASSIGNED = re.compile(r"(?P<q>[\"']?)(?P<name>[A-Za-z_][\w.-]{0,127})(?P=q)\s*[=:]\s*")
# An option then its value: "--api-key X", "-p X" (not an option's "=", read above).
_OPTION = re.compile(r"(?<!\S)(?P<option>--?[A-Za-z][\w.-]{0,127})[ \t]+(?=\S)")
# A PEM private key, whole (its base64 lines follow on lines of their own in a file).
_PEM = re.compile(
    r"-----BEGIN [A-Z ]{0,40}PRIVATE KEY-----.*?(?:-----END [A-Z ]{0,40}PRIVATE KEY-----|\Z)",
    re.DOTALL,
)
_OPEN = {"{": "}", "[": "]"}
# What any secret text_of hides shows first: a URL's "://", a word that ends a secret's
# name, a short option that takes one ("-p "). A line with none (most lines of a log) is
# returned as it is after these substring tests, at C speed; "ak" and "sk" stand in many
# words ("task", "disk"), so where they do, a search says whether one ends a word.
_MAYBE = (
    "://", "key", "token", "secret", "pass", "pwd", "auth", "cred", "cookie", "session",
    "dsn", "signature", "-p ", "-a ", "-p\t", "-a\t",
)  # fmt: skip
_AK_SK = re.compile(r"(?:ak|sk)(?![a-z])")


def _maybe(text: str) -> bool:
    low = text.lower()
    if any(word in low for word in _MAYBE):
        return True
    return ("ak" in low or "sk" in low) and _AK_SK.search(low) is not None


def is_secret_name(name: str) -> bool:
    """Whether a name (a variable's, an option's, a member's) says its value is secret."""
    words = [w.lower() for w in _WORD.findall(name)]
    return any(w in WORDS or w.endswith(ENDINGS) for w in words)


def value(name: str, text: str) -> str:
    """A named value as it may be written: hidden where the name says secret; a JSON value
    with its secret members hidden; any other with the secrets in its text hidden."""
    if is_secret_name(name):
        return REDACTED
    return structured_text(text)


def structured_text(text: str) -> str:
    """Text that may be JSON (a config on a command line, a rank table in a variable):
    parsed, its secret members hidden at any depth, written compactly; else as ``text``."""
    stripped = text.strip()
    if stripped[:1] in ("{", "["):
        try:
            parsed = json.loads(stripped)
        except (ValueError, RecursionError):
            return text_of(text)
        return json.dumps(tree(parsed), ensure_ascii=False, separators=(",", ":"))
    return text_of(text)


def tree(node: object) -> object:
    """A parsed config (JSON, TOML, YAML's scalars) with every value under a secret name
    hidden, whatever its type (a number, an object), at any depth."""
    if isinstance(node, dict):
        return {
            key: REDACTED if is_secret_name(str(key)) else tree(item) for key, item in node.items()
        }
    if isinstance(node, list):
        return [tree(item) for item in node]
    if isinstance(node, str):
        return text_of(node)
    return node


def arguments(args: list[str]) -> list[str]:
    """A command line (its arguments) with every secret hidden: an option's value where the
    option names a secret (``--api-key X``, ``--token=X``, ``-p X``), JSON members, URLs'
    users, and ``NAME=value`` and options inside a shell string (``sh -c '...'``)."""
    out: list[str] = []
    secret_next = False
    for arg in (a for a in args if a):
        if secret_next:
            out.append(REDACTED)
            secret_next = False
            continue
        option, equals, _ = arg.partition("=")
        if arg.startswith("-") and re.fullmatch(r"--?[A-Za-z][\w.-]{0,127}", option):
            if is_secret_name(option):
                if equals:
                    out.append(f"{option}={REDACTED}")
                else:
                    out.append(arg)
                    secret_next = True
                continue
            if option in SHORT_OPTIONS and not equals:
                out.append(arg)
                secret_next = True
                continue
            if equals:
                out.append(f"{option}={structured_text(arg[len(option) + 1 :])}")
                continue
        out.append(structured_text(arg))
    return out


def command_line(args: list[str]) -> str:
    """A command line as one line of text, every secret hidden: each argument's
    (``arguments``), then the whole line's, for a pair a shell split in two (``key: v``,
    JSON with spaces given unquoted)."""
    return text_of(" ".join(arguments(args)))


def text_of(text: str) -> str:
    """Free text (a log line, a shell string, a line of a pasted file) with the secrets it
    shows hidden: URLs' users and passwords, ``name=value`` and ``name: value`` under a
    secret name (a quoted value, an object, a bare word), the value after a secret option,
    a PEM private key."""
    if not text or not _maybe(text):
        return text  # most log lines: one search, and nothing to hide
    text = _URL_USER.sub(lambda m: m["scheme"] + REDACTED + "@", text)
    if "PRIVATE KEY" in text:
        text = _PEM.sub(REDACTED, text)
    spans = []
    for m in _ASSIGNED.finditer(text):
        if is_secret_name(m["name"]):
            spans.append((m.end(), _value_end(text, m.end()), m["q"] == '"'))
    for m in _OPTION.finditer(text):
        if is_secret_name(m["option"]) or m["option"] in SHORT_OPTIONS:
            spans.append((m.end(), _value_end(text, m.end(), bare_stop=""), False))
    if not spans:
        return text
    out, at = [], 0
    for start, end, quoted in sorted(spans):
        if start < at or end <= start:
            continue  # inside a value already hidden, or an empty one
        if text[start:end].strip("\"'") == REDACTED:
            continue
        # In JSON (a quoted name) or where the value was quoted, the mark stays a string.
        quoted = quoted or text[start] in "\"'{["
        out += [text[at:start], f'"{REDACTED}"' if quoted else REDACTED]
        at = end
    return "".join(out) + text[at:]


def _value_end(text: str, start: int, bare_stop: str = ",;&}])") -> int:
    """Where a value written at ``start`` ends: a quoted string at its closing quote, an
    object or a list at its closing bracket (nesting and strings inside counted), a bare
    word at white space (or a separator of a list it stands in)."""
    if start >= len(text):
        return start
    first = text[start]
    if first in "\"'":
        i = start + 1
        while i < len(text):
            if text[i] == "\\":
                i += 2
                continue
            if text[i] == first:
                return i + 1
            i += 1
        return len(text)
    if first in _OPEN:
        depth, i, quote = 0, start, None
        while i < len(text):
            c = text[i]
            if quote:
                if c == "\\":
                    i += 1
                elif c == quote:
                    quote = None
            elif c in "\"'":
                quote = c
            elif c in "{[":
                depth += 1
            elif c in "}]":
                depth -= 1
                if depth == 0:
                    return i + 1
            i += 1
        return len(text)
    i = start
    while i < len(text) and not text[i].isspace() and text[i] not in bare_stop:
        i += 1
    return i
