"""The library of elementary functions (thesis 001, Section 4.1.1).

Each function's CUDA C source is generated from the templates of :mod:`.templates` for
sizes 2..8; its metadata is read back from the source's ``// @`` comments
(:func:`parse_metadata`), and its code is read by warpsmith's own frontend
(:meth:`Function.module`), so every routine is also IR that the simulator runs and the
analyses see. :func:`library` is the catalogue (name -> :class:`Function`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from ...ir.errors import SemanticError
from ..language import DataType, parse_type
from . import templates as T


@dataclass(frozen=True)
class Routine:
    """One routine: ``role`` is ``load``, ``store`` or ``compute``; ``threads`` per data
    element (compute), ``registers`` (metadata estimate), ``text`` (its CUDA C)."""

    name: str
    role: str
    threads: int
    registers: int
    text: str
    function: str = ""


@dataclass(frozen=True)
class Function:
    """An elementary function: typed inputs and output, flops per element, the load
    routine of each input, the store routine, its implementations and its source."""

    name: str
    inputs: tuple
    output: DataType
    flops: int
    loads: tuple
    store: str
    impls: tuple  # of Routine
    source: str

    def impl(self, name: str) -> Routine:
        """The implementation routine called ``name`` (``mmul33_row`` or ``row``)."""
        for r in self.impls:
            if r.name in (name, f"{self.name}_{name}"):
                return r
        raise KeyError(name)

    def module(self):
        """The function's source read by warpsmith's frontend (an ``ir.Module`` with the
        routines and one standalone kernel ``<impl>_kernel`` per implementation)."""
        return _module(self.source)


@lru_cache(maxsize=512)
def _module(source: str):
    from ...frontend import read_module

    return read_module("<fusion-library>", text=source, dialect="cuda")


_META = re.compile(r"^// @(\w+) (.*)$", re.M)


def parse_metadata(source: str) -> dict:
    """The ``// @`` metadata of a function's source: function, inputs, output, flops, the
    load routine per input, the store routine and ``impls`` [(name, {threads, registers})]."""
    meta: dict = {"loads": {}, "impls": []}
    for key, value in _META.findall(source):
        if key == "function":
            meta["function"] = value.strip()
        elif key == "inputs":
            meta["inputs"] = tuple(parse_type(t) for t in value.split())
        elif key == "output":
            meta["output"] = parse_type(value.strip())
        elif key == "flops":
            meta["flops"] = int(value)
        elif key == "load":
            k, name = value.split()
            meta["loads"][int(k)] = name
        elif key == "store":
            meta["store"] = value.strip()
        elif key == "impl":
            name, *fields = value.split()
            meta["impls"].append((name, {k: int(v) for k, v in
                                         (f.split("=") for f in fields)}))
    return meta


def _routine_text(source: str, name: str) -> str:
    m = re.search(rf"^__device__ void {re.escape(name)}\(.*?^}}\n", source, re.M | re.S)
    if m is None:
        raise KeyError(name)
    return m.group(0)


def _function(name: str, kind: tuple) -> Function:
    source = T.function_source(name, kind)
    meta = parse_metadata(source)
    impls = tuple(Routine(n, "compute", f["threads"], f["registers"],
                          _routine_text(source, n), name) for n, f in meta["impls"])
    loads = tuple(meta["loads"][k] for k in range(len(meta["inputs"])))
    return Function(meta["function"], meta["inputs"], meta["output"], meta["flops"], loads,
                    meta["store"], impls, source)


@lru_cache(maxsize=1)
def library() -> dict:
    """Every elementary function, by name (``mmul33``, ``venorm3``, ``smmul55``, ...)."""
    return {name: _function(name, kind) for name, kind in T.function_kinds().items()}


def function(name: str, loc=None) -> Function:
    """The library function ``name``, or a located :class:`SemanticError` naming it."""
    lib = library()
    if name not in lib:
        close = [n for n in lib if n.rstrip("0123456789") == name.rstrip("0123456789")][:6]
        hint = f"functions of that family: {', '.join(close)}" if close else None
        raise SemanticError(f"no elementary function '{name}' in the library", loc, hint)
    return lib[name]


@lru_cache(maxsize=64)
def io_routine(kind: str, t: DataType) -> Routine:
    """The ``load`` or ``store`` routine of type ``t``."""
    text = T.load_routine(t) if kind == "load" else T.store_routine(t)
    name = T.load_name(t) if kind == "load" else T.store_name(t)
    return Routine(name, kind, 1, 16, text)


def routine(name: str) -> Routine:
    """Any routine by name: a compute routine ``<function>_<impl>`` or a load/store one."""
    m = re.fullmatch(r"(load|store)_(m(\d+)x(\d+)|v(\d+)|s)", name)
    if m:
        t = (parse_type(f"MATRIX{m.group(3)}x{m.group(4)}") if m.group(3) else
             parse_type(f"VECTOR{m.group(5)}") if m.group(5) else parse_type("SCALAR"))
        return io_routine(m.group(1), t)
    fn = function(name.rsplit("_", 1)[0])
    return fn.impl(name)


CONST_ROUTINE = Routine(
    "const_fill", "compute", 1, 8,
    "__device__ void const_fill(float* out, float value, int count) {\n"
    "    for (int w = threadIdx.x; w < count; w += blockDim.x)\n"
    "        out[w] = value;\n}\n")


__all__ = ["Routine", "Function", "parse_metadata", "library", "function", "io_routine",
           "routine", "CONST_ROUTINE", "T"]
