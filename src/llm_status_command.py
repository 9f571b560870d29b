"""The ``llm-status`` command's entry point, outside the package: a Ctrl-C while the
package still loads (a loaded machine's start-up) is the same one line and exit 130 as
afterwards (``llm_status.cli.main_exit``), not a traceback."""

import sys


def main_exit() -> None:
    try:
        from llm_status.cli import main_exit as run
    except KeyboardInterrupt:
        said = "interrupted"
        try:  # the reader's language, if its words can still be loaded
            from llm_status.i18n import current_lang, say

            said = say("interrupted", current_lang())
        except BaseException:
            pass
        print(f"llm-status: {said}", file=sys.stderr, flush=True)
        sys.exit(130)
    run()
