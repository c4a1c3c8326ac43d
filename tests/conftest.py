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
