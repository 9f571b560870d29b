"""What is secret, as data: the words of a name (an environment variable's, an option's,
a config member's) that say its value is a secret, and how a value is written once it is
hidden. ``redaction.py`` is the one function that applies them, for every writer
(``collect``, triage's facts and events, summaries, ``--json``, the triage page).

Ours (adversarial reviews 2026-12-02 and 2026-12-04, H1: the names and places where real
deployments keep credentials: ``HCCL_AK``, ``MINDIE_LLM_PASS``, ``ASCEND_PWD``,
``MOONCAKE_STORE_KEY``, ``SGLANG_DSN``, ``--hf-token``, ``"auth": {"pass": ...}``).
"""

from __future__ import annotations

# A word of a name (split at ``_``, ``-``, ``.`` and camelCase: ``HCCL_AK`` is HCCL, AK;
# ``apiKey`` is api, Key) that makes its value a secret, in any case.
WORDS = frozenset(
    {
        "key",
        "apikey",
        "token",
        "secret",
        "password",
        "passwd",
        "pass",
        "pwd",
        "passphrase",
        "credential",
        "credentials",
        "cred",
        "creds",
        "auth",
        "authorization",
        "ak",
        "sk",
        "dsn",
        "cookie",
        "cookies",
        "session",
        "privatekey",
        "signature",
    }
)
# A word that ends so is one too, where a name glues words together (``HFTOKEN``,
# ``MYPASSWORD``, ``accesskey``); not one that only begins so (``tokens``, ``tokenizer``,
# ``keyboard``: a model's settings, no secret).
ENDINGS = ("password", "passwd", "secret", "token", "credential", "apikey", "cookie", "accesskey")
# Short options that take a secret (``mysql -p``, ``redis-cli -a``): the value after them
# is hidden even where it may be a port; hiding a port loses nothing triage reads.
SHORT_OPTIONS = frozenset({"-p", "-a"})
# What stands where a secret's value was.
REDACTED = "<redacted>"
