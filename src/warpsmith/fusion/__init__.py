"""Fusion of mapped-function chains (paper 001, Fousek's thesis): ``ws.fusion``.

::

    import warpsmith as ws

    f = ws.fusion.compile(open("function1.fn").read())   # or a path, or a Graph
    F = f(A, B, c, D, E)        # CuPy arrays / PyTorch tensors of shape (n, rows, cols)

    g = ws.fusion.trace(lambda A, B, v, C, D: (C @ D + C) * ws.fusion.norm(A @ B @ v),
                        A="MATRIX3x3", B="MATRIX3x3", v="VECTOR3", C="MATRIX5x5",
                        D="MATRIX5x5")

Modules: :mod:`.language` (the description language), :mod:`.graph` (the DAG, the builder,
tracing), :mod:`.library` (elementary functions), :mod:`.space`, :mod:`.schedule`,
:mod:`.model`, :mod:`.cover`, :mod:`.codegen`, :mod:`.compiler`, :mod:`.runtime`
(docs/fusion.md).
"""

from __future__ import annotations

import os
from pathlib import Path

from .graph import Graph, dot, norm, parse_graph, sqr, trace


def as_graph(description) -> Graph:
    """A :class:`Graph` from a Graph, a description text, or the path of a ``.fn`` file."""
    if isinstance(description, Graph):
        return description
    if isinstance(description, os.PathLike) or (
            isinstance(description, str) and "\n" not in description
            and ";" not in description):
        path = os.fspath(description)
        if not Path(path).is_file():
            from ..ir.errors import WarpsmithError

            raise WarpsmithError(f"{path}: no such file")
        return parse_graph(Path(path).read_text(), path)
    return parse_graph(description)


def compile(description, device: str = "h100", *, top: int = 10):  # noqa: A001
    """Compile a mapped function (description text, ``.fn`` path or :class:`Graph`) for
    ``device``: a callable on GPU arrays (or NumPy arrays, on the simulator)."""
    from .runtime import FusedFunction

    return FusedFunction(as_graph(description), device, top)


def compile_graph(graph, device: str = "h100", *, top: int = 10, **options):
    """The compiler's result (:class:`~.compiler.Compilation`): implementations in
    predicted order, candidate count, timings, the psi table's provenance."""
    from .compiler import compile_graph as _compile

    return _compile(as_graph(graph), device, top=top, **options)


__all__ = ["Graph", "trace", "norm", "dot", "sqr", "parse_graph", "as_graph", "compile",
           "compile_graph"]
