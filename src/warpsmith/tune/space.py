"""The search space of the auto-tuner (issue 20): tunables, restrictions, launch geometry
and hardware pruning.

* **Tunables** are a Kernel Tuner style ``tune_params`` dict ``{name: [values]}``: ``-D``
  macros and template parameters of the kernel, the block shape (``block_size_x/y/z``, or
  the names given as ``block_size_names``), and warpsmith's own transformations as
  parameters (:data:`TRANSFORM_PARAMS`: coarsening factor/dimension/stride, memopt steps on
  or off, a register bound), which the tuner applies instead of passing them as macros.
* **Restrictions** are Kernel Tuner's forms: Python expressions over the names
  (``"block_size_x*block_size_y <= 1024"``), callables taking the parameters as keywords, a
  ``(callable, [names])`` tuple, or one callable taking the whole dict. An expression is
  parsed once and evaluated over all points at once with NumPy (``and``/``or``/``not``,
  chained comparisons and ``x if c else y`` are rewritten to their element-wise forms);
  one NumPy cannot evaluate falls back to one evaluation per point.
* The space is the Cartesian product held as an ``(n, p)`` array of value indices, so
  building a space of 10^6 points is array work (``benchmarks/bench_tune_space.py`` times
  it). Every point pruned has its reason recorded (:meth:`Space.reason`).
* **Hardware pruning** (:func:`Space.prune_hardware`): threads per block and per
  dimension against a ``hw`` ``Device``, and, where the caller passes them, a shared-memory
  size (an expression or callable of the parameters) and the compile reports of the points
  (registers x threads against the register file, static + dynamic shared memory).
* **Geometry** (:func:`grid_of`): the grid from the problem size with Kernel Tuner's
  ``grid_div_x/y/z`` semantics (default divisor: the block size parameter of the axis).
"""

from __future__ import annotations

import ast
from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

import numpy as np

from ..ir.errors import LaunchError

#: The block shape parameters Kernel Tuner uses unless told otherwise.
BLOCK_SIZE_NAMES = ("block_size_x", "block_size_y", "block_size_z")

#: warpsmith's transformations as tunables: applied by the tuner, never passed as macros.
TRANSFORM_PARAMS = {
    "ws_coarsen_factor": "thread coarsening factor (1: none; paper 002)",
    "ws_coarsen_dim": "coarsening dimension (0, 1, 2 for x, y, z)",
    "ws_coarsen_stride": "coarsening stride (1: consecutive elements)",
    "ws_memopt": "memory-access optimizer steps on (1) or off (0) (paper 003)",
    "ws_memopt_swap": "with ws_memopt: index swapping, re-linearization and block shape "
                      "tried (1) or not (0)",
    "ws_memopt_group": "with ws_memopt: access grouping (straight, loop, across threads, "
                       "128-bit) tried (1) or not (0)",
    "ws_memopt_pad": "with ws_memopt: padding of shared arrays tried (1) or not (0)",
    "ws_maxrreg": "register bound per thread (-maxrregcount; 0: none)",
}

#: Per-axis block limits of every CUDA GPU since compute capability 2.0 (CUDA programming
#: guide, table "Technical Specifications per Compute Capability"); the total per block
#: comes from the Device.
AXIS_LIMITS = (1024, 1024, 64)

_LEGAL = 0


def key_of(values: Sequence) -> str:
    """The Kernel Tuner cache key of a configuration: its values joined by commas."""
    return ",".join(str(v) for v in values)


# ----------------------------------------------------------------------------- restrictions


class _Vectorize(ast.NodeTransformer):
    """Rewrite a restriction so that it evaluates element-wise over NumPy columns."""

    def visit_BoolOp(self, node):
        self.generic_visit(node)
        fn = "_and" if isinstance(node.op, ast.And) else "_or"
        return ast.Call(ast.Name(fn, ast.Load()), node.values, [])

    def visit_UnaryOp(self, node):
        self.generic_visit(node)
        if isinstance(node.op, ast.Not):
            return ast.Call(ast.Name("_not", ast.Load()), [node.operand], [])
        return node

    def visit_Compare(self, node):
        self.generic_visit(node)
        if len(node.ops) == 1:
            return node
        parts, left = [], node.left
        for op, right in zip(node.ops, node.comparators):
            parts.append(ast.Compare(left, [op], [right]))
            left = right
        return ast.Call(ast.Name("_and", ast.Load()), parts, [])

    def visit_IfExp(self, node):
        self.generic_visit(node)
        return ast.Call(ast.Name("_where", ast.Load()), [node.test, node.body, node.orelse], [])


def _nary(fn):
    return lambda *xs: fn.reduce(np.broadcast_arrays(*[np.asarray(x) for x in xs]))


_VECTOR_NS = {"_and": _nary(np.logical_and), "_or": _nary(np.logical_or),
              "_not": np.logical_not, "_where": np.where,
              "min": _nary(np.minimum), "max": _nary(np.maximum), "abs": np.abs,
              "np": np, "__builtins__": {}}
_SCALAR_NS = {"min": min, "max": max, "abs": abs, "int": int, "float": float,
              "__builtins__": {}}


@dataclass
class Restriction:
    """One restriction, compiled once: ``text`` (its description), the names it reads and
    how to evaluate it over columns (``columns``: name -> array) -> boolean mask."""

    text: str
    names: tuple
    vector: Any = None        # code object of the rewritten expression, or None
    scalar: Any = None        # code object of the expression, or None
    call: Callable | None = None
    whole_dict: bool = False

    def mask(self, columns: dict, n: int) -> np.ndarray:
        """Which of the ``n`` points (their ``columns``) satisfy the restriction."""
        if self.vector is not None:
            try:
                with np.errstate(all="ignore"):
                    out = eval(self.vector, dict(_VECTOR_NS), {k: columns[k] for k in self.names})
                out = np.broadcast_to(np.asarray(out, dtype=bool), (n,))
                return out.copy()
            except Exception:  # noqa: BLE001 - not NumPy-evaluable: one point at a time
                self.vector = None
        return _per_point(self._one, {k: columns[k] for k in self.names}, n, bool)

    def _one(self, point: dict) -> bool:
        try:
            if self.scalar is not None:
                return bool(eval(self.scalar, dict(_SCALAR_NS), point))
            if self.whole_dict:
                return bool(self.call(point))
            return bool(self.call(**point))
        except ZeroDivisionError:
            return False


def _per_point(fn, columns: dict, n: int, dtype) -> np.ndarray:
    """``fn(point)`` at each of ``n`` points, evaluated once per distinct combination of
    the ``columns`` it reads (a restriction of two tunables over 10^6 points is a few
    dozen calls)."""
    names = list(columns)
    if not names:
        return np.full(n, fn({}), dtype=dtype)
    if all(columns[k].dtype.kind in "biuf" for k in names):
        stacked = np.stack([columns[k].astype(float) for k in names], axis=1)
        uniq, inverse = np.unique(stacked, axis=0, return_inverse=True)
        cast = [int if columns[k].dtype.kind in "biu" else float for k in names]
        out = np.array([fn({k: c(x) for k, c, x in zip(names, cast, row)}) for row in uniq],
                       dtype=dtype)
        return out[inverse.reshape(-1)]
    return np.fromiter((fn({k: _py(columns[k][i]) for k in names}) for i in range(n)),
                       dtype=dtype, count=n)


def _py(v):
    return v.item() if isinstance(v, np.generic) else v


def compile_restriction(r, names: Sequence[str]) -> Restriction:
    """A :class:`Restriction` of one of Kernel Tuner's forms (expression text, callable of
    keywords, ``(callable, names)``); a located :class:`LaunchError` for bad text or a
    name that is not a tunable."""
    names = list(names)
    if isinstance(r, str):
        try:
            tree = ast.parse(r.strip(), mode="eval")
        except SyntaxError as e:
            raise LaunchError(f"restriction {r!r}: not a Python expression "
                              f"(column {e.offset}): {e.msg}") from None
        used = sorted({n.id for n in ast.walk(tree) if isinstance(n, ast.Name)}
                      - set(_SCALAR_NS) - {"np"})
        unknown = [u for u in used if u not in names]
        if unknown:
            raise LaunchError(f"restriction {r!r}: {', '.join(unknown)} is not a tunable "
                              f"(tunables: {', '.join(names)})")
        vec = ast.fix_missing_locations(_Vectorize().visit(ast.parse(r.strip(), mode="eval")))
        return Restriction(r, tuple(used), compile(vec, "<restriction>", "eval"),
                           compile(tree, "<restriction>", "eval"))
    if isinstance(r, tuple) and len(r) in (2, 3) and callable(r[0]):
        return Restriction(getattr(r[0], "__name__", "callable"), tuple(r[1]), call=r[0])
    if callable(r):
        import inspect

        try:
            params = inspect.signature(r).parameters
            kw = [p for p in params if p in names]
        except (TypeError, ValueError):
            kw = []
        if kw and len(kw) == len(params):
            return Restriction(getattr(r, "__name__", "callable"), tuple(kw), call=r)
        return Restriction(getattr(r, "__name__", "callable"), tuple(names), call=r,
                           whole_dict=True)
    raise LaunchError(f"restriction {r!r}: expected an expression, a callable or "
                      "(callable, [names])")


def compile_restrictions(restrictions, names) -> list[Restriction]:
    """Kernel Tuner's ``restrictions`` argument (None, one callable of the dict, or a list
    of restrictions) compiled."""
    if restrictions is None:
        return []
    if callable(restrictions) and not isinstance(restrictions, (list, tuple)):
        return [Restriction(getattr(restrictions, "__name__", "callable"), tuple(names),
                            call=restrictions, whole_dict=True)]
    if isinstance(restrictions, str):
        restrictions = [restrictions]
    return [compile_restriction(r, names) for r in restrictions]


# ----------------------------------------------------------------------------- the space


@dataclass
class Space:
    """A tuning space: the tunables (``names``, ``values``), the legal points (``coords``:
    an ``(n, p)`` array of value indices, in the Cartesian product's order) and the
    reasons points were pruned (``pruned``: reason -> count; ``reasons`` maps the code of
    a pruned point to its reason index)."""

    names: list
    values: list
    coords: np.ndarray
    pruned: dict = field(default_factory=dict)
    block_size_names: tuple = BLOCK_SIZE_NAMES
    _pruned_codes: dict = field(default_factory=dict)
    _codes: np.ndarray | None = None
    _columns: dict | None = None

    # -- size and points
    def __len__(self) -> int:
        return int(self.coords.shape[0])

    @property
    def cartesian_size(self) -> int:
        """Points of the Cartesian product before any restriction."""
        return int(np.prod([len(v) for v in self.values], dtype=np.int64))

    @property
    def radices(self) -> np.ndarray:
        """Number of values of each tunable."""
        return np.array([len(v) for v in self.values], dtype=np.int64)

    @property
    def codes(self) -> np.ndarray:
        """The mixed-radix code of each legal point (sorted: the product's order)."""
        if self._codes is None:
            self._codes = encode(self.coords, self.radices)
        return self._codes

    def config(self, i: int) -> dict:
        """Point ``i`` as ``{name: value}``."""
        return {n: _py(self.values[j][self.coords[i, j]]) for j, n in enumerate(self.names)}

    def values_of(self, i: int) -> tuple:
        """Point ``i``'s values in the tunables' order."""
        return tuple(_py(self.values[j][self.coords[i, j]]) for j in range(len(self.names)))

    def key(self, i: int) -> str:
        """Point ``i``'s Kernel Tuner cache key."""
        return key_of(self.values_of(i))

    def index_of(self, config) -> int | None:
        """The index of a configuration (a dict or values in order), None when it is not a
        legal point."""
        vals = [config[n] for n in self.names] if isinstance(config, dict) else list(config)
        try:
            c = [list(v).index(x) for v, x in zip(self.values, vals)]
        except ValueError:
            return None
        return self.index_of_coords(np.array([c]))[0]

    def index_of_coords(self, coords: np.ndarray) -> list:
        """Indices of points given as value-index rows (None where not legal)."""
        codes = encode(np.asarray(coords), self.radices)
        pos = np.searchsorted(self.codes, codes)
        pos = np.minimum(pos, len(self) - 1)
        ok = self.codes[pos] == codes if len(self) else np.zeros(len(codes), bool)
        return [int(p) if k else None for p, k in zip(pos, ok)]

    def columns(self) -> dict:
        """Each tunable's value at every legal point (NumPy arrays; numeric where the
        values are numbers)."""
        if self._columns is None:
            self._columns = {n: value_array(self.values[j])[self.coords[:, j]]
                             for j, n in enumerate(self.names)}
        return self._columns

    def numeric(self) -> np.ndarray:
        """An ``(n, p)`` float array of the parameter values (value index for non-numbers):
        the features a surrogate model reads."""
        cols = []
        for j, vals in enumerate(self.values):
            arr = value_array(vals)
            cols.append(arr[self.coords[:, j]].astype(float) if arr.dtype.kind in "biuf"
                        else self.coords[:, j].astype(float))
        return np.stack(cols, axis=1) if cols else np.zeros((len(self), 0))

    # -- neighbourhoods
    def neighbours(self, i: int, kind: str = "adjacent") -> list[int]:
        """Legal points that differ from point ``i`` in one tunable: by one value step
        (``adjacent``, the default) or by any value (``hamming``)."""
        base = self.coords[i]
        rows = []
        for j, r in enumerate(self.radices):
            steps = (base[j] - 1, base[j] + 1) if kind == "adjacent" else range(r)
            for v in steps:
                if 0 <= v < r and v != base[j]:
                    row = base.copy()
                    row[j] = v
                    rows.append(row)
        if not rows:
            return []
        return [k for k in self.index_of_coords(np.array(rows)) if k is not None]

    # -- pruning
    def reason(self, config) -> str | None:
        """Why a configuration is not in the space (None when it is a legal point)."""
        vals = [config[n] for n in self.names] if isinstance(config, dict) else list(config)
        try:
            c = [list(v).index(x) for v, x in zip(self.values, vals)]
        except ValueError:
            return "a value outside the tunable's list"
        if self.index_of_coords(np.array([c]))[0] is not None:
            return None
        code = int(encode(np.array([c]), self.radices)[0])
        return self._pruned_codes.get(code, "not in the space")

    def keep(self, mask: np.ndarray, reason: str) -> "Space":
        """Drop the points where ``mask`` is false, recording ``reason`` for each (in
        place; returns the space)."""
        mask = np.asarray(mask, dtype=bool)
        dropped = int((~mask).sum())
        if dropped:
            self.pruned[reason] = self.pruned.get(reason, 0) + dropped
            if dropped <= 200_000:  # remember per point where it is affordable
                for code in encode(self.coords[~mask], self.radices):
                    self._pruned_codes[int(code)] = reason
            self.coords = self.coords[mask]
            self._codes = None if self._codes is None else self._codes[mask]
            if self._columns is not None:
                self._columns = {k: v[mask] for k, v in self._columns.items()}
        return self

    def restrict(self, restrictions) -> "Space":
        """Apply Kernel Tuner style restrictions (see :func:`compile_restrictions`)."""
        for r in compile_restrictions(restrictions, self.names):
            cols = self.columns()
            self.keep(r.mask(cols, len(self)), f"restriction {r.text}")
        return self

    def threads(self) -> np.ndarray:
        """Threads per block at every point (1 for an axis without a block parameter)."""
        cols, n = self.columns(), len(self)
        out = np.ones(n, dtype=np.int64)
        for name in self.block_size_names:
            if name in cols:
                out = out * cols[name].astype(np.int64)
        return out

    def prune_hardware(self, device=None, *, max_threads: int | None = None,
                       shared_bytes=None, reports: Callable | None = None) -> "Space":
        """Prune what the GPU cannot launch, each with its reason: threads per block above
        the device's limit (``device.max_threads_per_block`` or ``max_threads``) or an axis
        above its limit; with ``shared_bytes`` (an expression or callable of the
        parameters: shared bytes per block) more shared memory than the device allows per
        block; with ``reports`` (``reports(space, indices) -> list of CompileReport or
        None``, e.g. NVRTC's, compiled on demand where the user asks) registers x threads
        above the registers per block and static + dynamic shared memory above the limit."""
        limit = max_threads or (device.max_threads_per_block if device is not None else None)
        cols = self.columns()
        for axis, name in enumerate(self.block_size_names):
            if name in cols:
                self.keep(cols[name] <= AXIS_LIMITS[axis],
                          f"hardware: {name} above {AXIS_LIMITS[axis]}")
                cols = self.columns()
        if limit:
            self.keep(self.threads() <= limit, f"hardware: more than {limit} threads per block")
        smem_limit = _shared_limit(device)
        if shared_bytes is not None and smem_limit:
            r = compile_restriction(shared_bytes, self.names) if not isinstance(
                shared_bytes, Restriction) else shared_bytes
            sizes = _values(r, self.columns(), len(self))
            self.keep(sizes <= smem_limit, f"hardware: more than {smem_limit} shared bytes "
                                           "per block")
        if reports is not None and device is not None:
            self._prune_reports(device, reports, smem_limit)
        return self

    def _prune_reports(self, device, reports, smem_limit) -> None:
        got = reports(self, np.arange(len(self)))
        threads = self.threads()
        regs_ok = np.ones(len(self), bool)
        smem_ok = np.ones(len(self), bool)
        for i, rep in enumerate(got):
            if rep is None:
                continue
            regs_ok[i] = rep.registers * threads[i] <= device.registers_per_block
            smem_ok[i] = not smem_limit or rep.shared_static_bytes <= smem_limit
        self.keep(regs_ok, f"hardware: registers x threads above {device.registers_per_block} "
                           "(compile report)")
        self.keep(smem_ok[regs_ok], f"hardware: static shared memory above {smem_limit} "
                                    "(compile report)")

    def summary(self) -> dict:
        """Sizes and pruning reasons, as JSON."""
        return {"tunables": {n: [_py(x) for x in v] for n, v in zip(self.names, self.values)},
                "cartesian": self.cartesian_size, "legal": len(self), "pruned": dict(self.pruned)}


def _values(r: Restriction, columns: dict, n: int) -> np.ndarray:
    if r.vector is not None:
        try:
            with np.errstate(all="ignore"):
                out = eval(r.vector, dict(_VECTOR_NS), {k: columns[k] for k in r.names})
            return np.broadcast_to(np.asarray(out, dtype=float), (n,)).copy()
        except Exception:  # noqa: BLE001 - one point at a time below
            pass

    def one(point):
        if r.scalar is not None:
            return float(eval(r.scalar, dict(_SCALAR_NS), point))
        return float(r.call(point) if r.whole_dict else r.call(**point))

    return _per_point(one, {k: columns[k] for k in r.names}, n, float)


def _shared_limit(device) -> int | None:
    if device is None:
        return None
    return int(getattr(device, "shared_per_block_optin", None) or device.shared_per_block)


def value_array(values: Sequence) -> np.ndarray:
    """A tunable's values as a NumPy array (numeric when they all are numbers)."""
    if all(isinstance(v, (bool, int, np.integer)) for v in values):
        return np.array(values, dtype=np.int64)
    if all(isinstance(v, (int, float, np.number)) for v in values):
        return np.array(values, dtype=float)
    arr = np.empty(len(values), dtype=object)
    arr[:] = list(values)
    return arr


def encode(coords: np.ndarray, radices: np.ndarray) -> np.ndarray:
    """Mixed-radix codes of value-index rows (the last tunable varies fastest)."""
    coords = np.asarray(coords, dtype=np.int64)
    if coords.size == 0:
        return np.zeros(coords.shape[0], dtype=np.int64)
    weights = np.ones(len(radices), dtype=np.int64)
    for j in range(len(radices) - 2, -1, -1):
        weights[j] = weights[j + 1] * radices[j + 1]
    return coords @ weights


def cartesian(radices: Sequence[int]) -> np.ndarray:
    """Every value-index row of the product of ``radices``, in order."""
    radices = [int(r) for r in radices]
    if not radices:
        return np.zeros((1, 0), dtype=np.int32)
    grids = np.meshgrid(*[np.arange(r, dtype=np.int32) for r in radices], indexing="ij")
    return np.stack([g.reshape(-1) for g in grids], axis=1)


def build_space(tune_params: dict, restrictions=None, *, device=None,
                max_threads: int | None = None, block_size_names=None,
                shared_bytes=None, reports=None) -> Space:
    """The legal points of ``tune_params`` under ``restrictions`` and the hardware limits
    (see :class:`Space`); the order of ``tune_params`` is kept (it is the cache key's)."""
    if not isinstance(tune_params, dict) or not tune_params:
        raise LaunchError("tune_params must be a non-empty dict {name: [values]}")
    names, values = [], []
    for name, vals in tune_params.items():
        vals = list(vals) if isinstance(vals, (list, tuple, range, np.ndarray)) else [vals]
        if not vals:
            raise LaunchError(f"tunable {name}: no values")
        if len(set(map(repr, vals))) != len(vals):
            raise LaunchError(f"tunable {name}: repeated values {vals}")
        names.append(str(name))
        values.append(vals)
    space = Space(names, values, cartesian([len(v) for v in values]),
                  block_size_names=tuple(block_size_names or BLOCK_SIZE_NAMES))
    space.restrict(restrictions)
    if device is not None or max_threads is not None:
        space.prune_hardware(device, max_threads=max_threads, shared_bytes=shared_bytes,
                             reports=reports)
    return space


def from_configs(names: Sequence[str], configs: Sequence[Sequence], values=None) -> Space:
    """The space made of exactly ``configs`` (value rows in ``names``' order; a stored
    exhaustive space), with each tunable's values in first-seen order (or ``values``)."""
    names = list(names)
    if values is None:
        values = [list(dict.fromkeys(c[j] for c in configs)) for j in range(len(names))]
        values = [sorted(v) if all(isinstance(x, (int, float)) for x in v) else v
                  for v in values]
    index = [{repr(x): k for k, x in enumerate(v)} for v in values]
    coords = np.array([[index[j][repr(c[j])] for j in range(len(names))] for c in configs],
                      dtype=np.int32).reshape(len(configs), len(names))
    order = np.argsort(encode(coords, np.array([len(v) for v in values])), kind="stable")
    space = Space(names, [list(v) for v in values], coords[order])
    return space


# ----------------------------------------------------------------------------- geometry


def _divisor(div, default: str | None, params: dict) -> float:
    if div is None:
        return float(params.get(default, 1)) if default else 1.0
    if isinstance(div, (int, np.integer, float)):
        return float(div)
    if callable(div):
        return float(div(params))
    if isinstance(div, str):
        return float(eval(compile(div, "<grid_div>", "eval"), dict(_SCALAR_NS), dict(params)))
    if isinstance(div, (list, tuple)):
        out = 1.0
        for d in div:
            out *= _divisor(d, None, params)
        return out
    raise LaunchError(f"grid divisor {div!r}: expected an int, an expression, a callable "
                      "or a list of them")


def problem_of(problem_size, params: dict) -> tuple:
    """The problem size (an int, a tuple of ints or expressions, or a callable of the
    parameters) at one configuration, as three extents."""
    if callable(problem_size):
        problem_size = problem_size(params)
    if isinstance(problem_size, (int, np.integer, str)):
        problem_size = (problem_size,)
    out = []
    for p in problem_size:
        if isinstance(p, str):
            p = eval(compile(p, "<problem_size>", "eval"), dict(_SCALAR_NS), dict(params))
        out.append(int(p))
    return tuple(out + [1] * (3 - len(out)))[:3]


def block_of(params: dict, block_size_names=None) -> tuple:
    """The block shape of a configuration (1 on an axis without a parameter)."""
    names = tuple(block_size_names or BLOCK_SIZE_NAMES)
    return tuple(int(params.get(names[i], 1)) if i < len(names) else 1 for i in range(3))


def grid_of(problem_size, params: dict, grid_div=(None, None, None),
            block_size_names=None) -> tuple:
    """Blocks per axis: ceil(problem extent / divisor), the divisor being Kernel Tuner's
    ``grid_div_{x,y,z}`` (an int, an expression, a callable, or a list multiplied
    together; default the axis's block size parameter)."""
    names = tuple(block_size_names or BLOCK_SIZE_NAMES) + (None, None, None)
    extents = problem_of(problem_size, params)
    grid_div = tuple(grid_div) + (None,) * (3 - len(grid_div))
    return tuple(int(np.ceil(extents[i] / _divisor(grid_div[i], names[i], params)))
                 for i in range(3))


__all__ = ["BLOCK_SIZE_NAMES", "TRANSFORM_PARAMS", "AXIS_LIMITS", "Restriction", "Space",
           "key_of", "compile_restriction", "compile_restrictions", "build_space",
           "from_configs", "value_array", "encode", "cartesian", "grid_of", "block_of",
           "problem_of"]
