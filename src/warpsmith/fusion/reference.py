"""NumPy meaning of every elementary function: the reference generated code is checked
against (batched over the leading axis of ``(n, rows, cols)`` arrays)."""

from __future__ import annotations

import re

import numpy as np

_OPS = {
    "mmul": lambda x, y: x @ y,
    "mvmul": lambda x, y: np.einsum("nij,nj->ni", x, y),
    "venorm": lambda x: np.sqrt((x * x).sum(axis=1)),
    "vdot": lambda x, y: (x * y).sum(axis=1),
    "madd": np.add, "msub": np.subtract, "mhad": np.multiply,
    "vadd": np.add, "vsub": np.subtract, "sadd": np.add, "smul": np.multiply,
    "smmul": lambda x, s: x * s[:, None, None],
    "svmul": lambda x, s: x * s[:, None],
    "mtrans": lambda x: np.swapaxes(x, 1, 2),
    "msqr": lambda x: x * x,
    "mabs": np.abs,
}


def apply(fn: str, *args: np.ndarray) -> np.ndarray:
    """Library function ``fn`` (``mmul33``) on batched NumPy arguments."""
    family = re.match(r"[a-z]+", fn).group(0)
    return _OPS[family](*args).astype(np.float32)


def _element_shape(t) -> tuple:
    return t.shape


def evaluate(graph, arrays: dict) -> dict:
    """Every output of ``graph`` for inputs ``arrays`` (name -> array of n elements)."""
    vals: dict = {}
    n = None
    for v in graph.vertices:
        if v.kind == "load":
            a = np.asarray(arrays[v.name], dtype=np.float32)
            n = a.shape[0]
            vals[v.id] = a.reshape((n, *_element_shape(v.type)))
    for v in graph.vertices:
        if v.kind == "const":
            vals[v.id] = np.full((n,), v.value, np.float32)
        elif v.kind == "call":
            vals[v.id] = apply(v.function, *(vals[a] for a in v.args))
    return {v.name: vals[v.args[0]] for v in graph.outputs}


__all__ = ["apply", "evaluate"]
