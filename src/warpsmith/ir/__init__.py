"""The dialect-neutral kernel IR: types, nodes, builtins, printers and visitors."""

from .nodes import *  # noqa: F401,F403
from .types import *  # noqa: F401,F403
