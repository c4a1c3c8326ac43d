"""The 17 OpenCL programs of Table 2 of Magni, Dubach and O'Boyle, "A Large-Scale
Cross-Architecture Evaluation of Thread-Coarsening" (SC'13), in our own implementations:
same names, same semantics, the paper's global sizes (issue 5, part 3).

A :class:`CoarsenProgram` is one kernel of one file under ``corpus/coarsening/`` with a
free local size: the thread-coarsening exploration varies the local work-group size, so
every program accepts any local size its :attr:`~CoarsenProgram.local_ok` allows (local
memory is sized from it through a ``__local`` pointer parameter or a ``-D`` define), and
its launch, inputs and reference follow from (global size, local size) alone.

:meth:`CoarsenProgram.spec` turns a program at a size (``"ci"``: small, for the test
suite and the simulator; ``"paper"``: Table 2's global size) and a local size into an
ordinary :class:`~warpsmith.corpus.KernelSpec`, so everything that runs corpus kernels
(simulator, PoCL, the GPU runners) runs these too.

The programs themselves live in :mod:`warpsmith.corpus.coarsening_programs_a` (rows 1-9
of Table 2) and :mod:`warpsmith.corpus.coarsening_programs_b` (rows 10-17).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

import numpy as np

from . import KernelSpec, Launch

__all__ = ["CoarsenProgram", "PROGRAMS", "program", "global_grid"]


def global_grid(global_size: tuple, local: tuple) -> tuple:
    """Work-groups per dimension; the global size must be a multiple of the local size."""
    if len(global_size) != len(local):
        raise ValueError(f"global size {global_size} and local size {local} differ in rank")
    for g, l in zip(global_size, local):
        if l <= 0 or g % l:
            raise ValueError(f"global size {global_size} is not a multiple of local {local}")
    return tuple(g // l for g, l in zip(global_size, local))


@dataclass(frozen=True)
class CoarsenProgram:
    """One program of the coarsening study.

    * ``global_size``: ``{"ci": (...), "paper": (...)}``, the NDRange (work-items per
      dimension; 1 or 2 dimensions). ``"paper"`` is Table 2's "Num. threads".
    * ``default_local``: the local size the original benchmark suite uses (the first bar of
      the paper's Fig. 8); it must divide both global sizes.
    * ``dims(global_size, local)``: the problem sizes as a dict (every integer scalar
      argument of the kernel, plus whatever ``args``/``reference`` need, e.g. the local
      size when the output depends on it).
    * ``args(rng, dims)`` / ``reference(inputs, dims)`` / ``outputs`` / tolerances: as in
      :class:`~warpsmith.corpus.KernelSpec`.
    * ``defines(global_size, local)``: ``-D`` values that depend on the launch (default
      none).
    * ``local_ok(local)``: whether the program supports this local size (e.g. a tile that
      must be square); the global-size divisibility is checked separately.
    """

    name: str
    number: int  # row of Table 2
    source: str  # where the paper took it from ("AMD SDK", "Nvidia SDK", "Parboil")
    file: str  # relative to the corpus directory, e.g. "coarsening/mt.cl"
    kernel: str
    global_size: dict
    default_local: tuple
    dims: Callable[[tuple, tuple], dict]
    args: Callable[[np.random.Generator, dict], dict]
    reference: Callable[[dict, dict], dict]
    outputs: tuple[str, ...]
    rtol: float = 0.0
    atol: float = 0.0
    pocl_rtol: float | None = None
    pocl_atol: float | None = None
    defines: Callable[[tuple, tuple], dict] | None = None
    local_ok: Callable[[tuple], bool] = field(default=lambda local: True)
    description: str = ""

    @property
    def ndim(self) -> int:
        return len(self.global_size["paper"])

    def launch(self, size: str = "ci", local: tuple | None = None) -> Launch:
        """The launch at ``size`` with ``local`` (default: the suite's local size)."""
        local = tuple(local or self.default_local)
        gsize = tuple(self.global_size[size])
        if not self.local_ok(local):
            raise ValueError(f"{self.name}: local size {local} is not supported")
        grid = global_grid(gsize, local)
        defines = dict(self.defines(gsize, local)) if self.defines else {}
        return Launch(grid=grid, block=local, dims=dict(self.dims(gsize, local)),
                      defines=defines)

    def spec(self, size: str = "ci", local: tuple | None = None) -> KernelSpec:
        """An ordinary corpus spec for this program at ``size`` and ``local``: both of its
        launches (``ci`` and ``paper``) use that local size."""
        local = tuple(local or self.default_local)
        ci = self.launch("ci", local) if size == "ci" else self.launch("ci")
        paper = self.launch("paper", local) if size == "paper" else self.launch("paper")
        ref = self.reference
        return KernelSpec(
            name=f"coarsen_{self.name}", file=self.file, kernel=self.kernel,
            dialect="opencl", ci=ci, paper=paper, args=self.args,
            reference=lambda inputs, _d=dict(ci.dims): ref(inputs, _d),
            reference_dims=ref, outputs=self.outputs, rtol=self.rtol, atol=self.atol,
            pocl_rtol=self.pocl_rtol, pocl_atol=self.pocl_atol,
            description=self.description)


def _programs() -> tuple[CoarsenProgram, ...]:
    from . import coarsening_programs_a, coarsening_programs_b

    progs = tuple(coarsening_programs_a.PROGRAMS) + tuple(coarsening_programs_b.PROGRAMS)
    return tuple(sorted(progs, key=lambda p: p.number))


_PROGRAMS: tuple[CoarsenProgram, ...] | None = None


def __getattr__(name: str):
    """``PROGRAMS`` (all 17 programs, by Table 2 row) is built on first use, not at import:
    the two program modules import this one, so building it here at import time would be
    circular whenever a program module is imported first."""
    global _PROGRAMS
    if name == "PROGRAMS":
        if _PROGRAMS is None:
            try:
                _PROGRAMS = _programs()
            except ImportError:  # pragma: no cover - only while the corpus is being written
                return ()
        return _PROGRAMS
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def program(name: str) -> CoarsenProgram:
    """The program called ``name`` (the paper's spelling, e.g. ``"floydWarshall"``)."""
    progs = __getattr__("PROGRAMS")
    for p in progs:
        if p.name == name:
            return p
    raise KeyError(f"no coarsening program {name!r}; known: "
                   + ", ".join(p.name for p in progs))
