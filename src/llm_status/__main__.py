"""``python -m llm_status``: the same as the ``llm-status`` command."""

from .cli import main_exit

if __name__ == "__main__":  # not when doctest collection imports it
    main_exit()
