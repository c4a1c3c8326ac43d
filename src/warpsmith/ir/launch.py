"""One launch of a kernel, and the one vocabulary of launch symbols.

A :class:`Launch` is what every layer passes around instead of loose ``grid, block,
params`` triples: the grid (number of blocks / work-groups per dimension), the block
(threads / local size per dimension), dynamic shared memory in bytes, and the integer
(or float) values of scalar kernel parameters by name. :func:`dim3` is the only place that
turns user-given extents into ``(x, y, z)``.

Launch symbols, used by the analysis's affine forms, the transformations' run-time
assumptions, the model and the backends alike:

============  ==========================================  ==========================
symbol        meaning                                     CUDA / OpenCL
============  ==========================================  ==========================
``tid.x``     thread index in its block                   threadIdx.x / get_local_id(0)
``bid.x``     block index in the grid                     blockIdx.x / get_group_id(0)
``block.x``   threads per block                           blockDim.x / get_local_size(0)
``grid.x``    blocks in the grid                          gridDim.x / get_num_groups(0)
``param:n``   the value of scalar parameter ``n``
============  ==========================================  ==========================
"""

from __future__ import annotations

from dataclasses import field, replace

from .record import record
from .errors import LaunchError

AXES = "xyz"
TID = tuple(f"tid.{a}" for a in AXES)
BID = tuple(f"bid.{a}" for a in AXES)
BLOCK = tuple(f"block.{a}" for a in AXES)
GRID = tuple(f"grid.{a}" for a in AXES)
PARAM_PREFIX = "param:"

def param_symbol(name: str) -> str:
    """The symbol of scalar parameter ``name`` (``param:n``)."""
    return PARAM_PREFIX + name


def dim3(extents, option_name: str | None = None) -> tuple[int, int, int]:
    """``(x, y, z)`` from an int, a sequence of 1 to 3 ints, or text such as ``"64,4"``
    (``"64x4"`` too); missing extents are 1. Every extent must be a positive integer: a
    :class:`~warpsmith.ir.errors.LaunchError` names the bad value (and ``option_name``,
    e.g. ``"--grid"``) otherwise. This is the one place launch extents are normalized."""
    what = f"{option_name} " if option_name else ""
    if isinstance(extents, str):
        return _parse_dim_text(extents, what)
    if _is_integer(extents):
        extents = (extents,)
    try:
        values = tuple(extents)
    except TypeError:
        raise LaunchError(f"bad {what}dimensions {extents!r}: 1 to 3 positive sizes") from None
    if not 1 <= len(values) <= 3 or not all(_is_integer(v) for v in values):
        raise LaunchError(f"bad {what}dimensions {values}: 1 to 3 positive sizes")
    values = tuple(int(v) for v in values)
    if any(v <= 0 for v in values):
        raise LaunchError(f"bad {what}dimensions {values}: every size must be positive")
    return values + (1,) * (3 - len(values))


def _parse_dim_text(text: str, what: str) -> tuple[int, int, int]:
    """``"64"`` -> (64, 1, 1); ``"64,4"`` -> (64, 4, 1); ``"64x4x2"`` -> (64, 4, 2)."""
    parts = [p.strip() for p in text.replace("x", ",").split(",")] if text.strip() else []
    if not 1 <= len(parts) <= 3:
        raise LaunchError(f"bad {what}dimension '{text}': expected X, X,Y or X,Y,Z")
    dims = []
    for p in parts:
        try:
            v = int(p, 0)
        except ValueError:
            raise LaunchError(f"bad {what}dimension '{text}': '{p}' is not an integer") \
                from None
        if v <= 0:
            raise LaunchError(f"bad {what}dimension '{text}': every size must be positive")
        dims.append(v)
    return tuple(dims) + (1,) * (3 - len(dims))


def _is_integer(v) -> bool:
    """An int or a NumPy integer, not a bool (without importing NumPy here)."""
    return not isinstance(v, bool) and hasattr(type(v), "__index__")


@record
class Launch:
    """A kernel launch: ``grid`` blocks of ``block`` threads (each normalized to
    ``(x, y, z)``), ``shared`` bytes of dynamic shared memory, and ``params``, the values
    of scalar kernel parameters that analyses and transformations may use (sizes such as
    ``n``). ``Launch(1024, 256)`` and ``Launch((64, 16), (16, 16), params={"n": 1024})``
    are both valid."""

    grid: tuple = (1, 1, 1)
    block: tuple = (1, 1, 1)
    shared: int = 0
    params: dict = field(default_factory=dict, hash=False)

    def __post_init__(self):
        object.__setattr__(self, "grid", dim3(self.grid))
        object.__setattr__(self, "block", dim3(self.block))
        if not _is_integer(self.shared) or int(self.shared) < 0:
            raise LaunchError(f"bad dynamic shared memory size {self.shared!r}: "
                              "a non-negative number of bytes")
        object.__setattr__(self, "shared", int(self.shared))
        object.__setattr__(self, "params", dict(self.params or {}))

    @property
    def threads_per_block(self) -> int:
        """Threads in one block."""
        return self.block[0] * self.block[1] * self.block[2]

    @property
    def blocks(self) -> int:
        """Blocks in the grid."""
        return self.grid[0] * self.grid[1] * self.grid[2]

    @property
    def threads(self) -> int:
        """Threads in the whole launch."""
        return self.blocks * self.threads_per_block

    def global_size(self) -> tuple[int, int, int]:
        """OpenCL's global work size: grid times block, per dimension."""
        return tuple(g * b for g, b in zip(self.grid, self.block))

    def with_params(self, **params) -> "Launch":
        """The same launch with more (or replaced) parameter values."""
        return replace(self, params={**self.params, **params})

    def with_geometry(self, grid, block) -> "Launch":
        """The same parameters and shared memory under another grid and block."""
        return replace(self, grid=grid, block=block)

    def symbols(self) -> dict:
        """Values of the launch symbols ``block.*`` and ``grid.*`` and of the integer
        parameters as ``param:NAME`` (see the module doc)."""
        out = {BLOCK[i]: self.block[i] for i in range(3)}
        out.update({GRID[i]: self.grid[i] for i in range(3)})
        out.update({param_symbol(k): int(v) for k, v in self.params.items()
                    if _is_integer(v)})
        return out

    def geometry_env(self) -> dict:
        """Values of ``grid.*`` and ``block.*`` only."""
        return {**{GRID[i]: self.grid[i] for i in range(3)},
                **{BLOCK[i]: self.block[i] for i in range(3)}}

    def __str__(self) -> str:
        def text(t):
            while len(t) > 1 and t[-1] == 1:
                t = t[:-1]
            return ",".join(str(v) for v in t)
        out = f"grid {text(self.grid)} x block {text(self.block)}"
        if self.shared:
            out += f", {self.shared} B shared"
        if self.params:
            out += ", " + ", ".join(f"{k}={v}" for k, v in self.params.items())
        return out


def as_launch(launch=None, *, grid=None, block=None, params=None, shared=0) -> Launch:
    """A :class:`Launch` from a Launch, or from ``grid``/``block`` (and ``params``);
    the adapter for functions that still take the loose form."""
    if isinstance(launch, Launch):
        return launch
    if launch is not None:
        raise LaunchError(f"expected a warpsmith Launch, got {type(launch).__name__}")
    if grid is None or block is None:
        raise LaunchError("a launch needs a grid and a block")
    return Launch(grid, block, shared, params or {})


__all__ = ["Launch", "dim3", "as_launch", "param_symbol", "AXES", "TID", "BID", "BLOCK",
           "GRID", "PARAM_PREFIX"]
