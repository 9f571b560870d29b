"""The tests' helpers: the browser, the site's build, the plog writers, the lines
as upstream prints them, the command run as a user runs it. A floor of their own: no
helper imports a test module; the tests and bench/ import them (tests/ is on the path:
pyproject's pythonpath, bench's PYTHONPATH)."""
