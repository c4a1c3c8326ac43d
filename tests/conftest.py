"""Test settings shared by every file.

In CI (``CI`` set) hypothesis runs derandomized: the same examples on every run, so a
submission's result does not depend on luck; locally it explores new examples each run."""

import os

from hypothesis import settings

# every transformation's result is checked with warpsmith.ir.verify in the tests
os.environ.setdefault("WARPSMITH_VERIFY", "1")

settings.register_profile("ci", derandomize=True, deadline=None, print_blob=True)
settings.register_profile("dev", deadline=None)
settings.load_profile("ci" if os.environ.get("CI") else "dev")


# The longest tests, run first so that pytest-xdist spreads them over its workers while the
# many short ones fill the gaps (collected last, they all landed on one worker at the end:
# a 9-minute tail of the soundness fuzzer's families on one core while the other idled).
LONG_FIRST = (
    "tests/test_memopt_soundness.py::test_stencil",
    "tests/test_memopt_soundness.py::test_loops",
    "tests/test_memopt_soundness.py::test_elementwise1d",
    "tests/test_memopt_soundness.py::test_shared",
    "tests/test_memopt_soundness.py::test_scatter",
    "tests/test_memopt_soundness.py::test_elementwise2d",
    "tests/test_memopt_soundness.py::test_stencil_merge_forms",
)


def pytest_collection_modifyitems(session, config, items):
    """Move the tests of :data:`LONG_FIRST` to the front, in that order (a stable sort:
    everything else keeps its collection order)."""
    rank = {name: i for i, name in enumerate(LONG_FIRST)}

    def key(item):
        return rank.get(item.nodeid.split("[")[0], len(LONG_FIRST))

    items.sort(key=key)
