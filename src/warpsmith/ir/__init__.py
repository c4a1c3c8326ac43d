"""The dialect-neutral kernel IR: types, nodes, builtins, printers and visitors.

``from warpsmith.ir import *`` gives the node and type classes; :func:`find_kernel` looks a
kernel up by the name a user gives, :func:`verify` checks a module's invariants."""

from .nodes import *  # noqa: F401,F403
from .types import *  # noqa: F401,F403
from .lookup import find_kernel  # noqa: F401
from .verify import verify  # noqa: F401
