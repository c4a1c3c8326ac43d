"""Launch geometry and kernel arguments, shared by every backend.

* ``--grid`` / ``--block`` text is read by :func:`warpsmith.ir.launch.dim3`.
* :func:`parse_arg_value` reads the VALUE of ``--arg NAME=VALUE``:

  - a scalar literal: ``512``, ``-3``, ``0.5``, ``1e-3`` (``0x1F`` too);
  - ``@file.npy``: loaded with ``np.load(allow_pickle=False)``;
  - ``DTYPE[COUNT]`` with optional ``:zeros`` (default), ``:random`` or ``:range``; DTYPE is a
    NumPy or C/OpenCL name (``float32``, ``float``, ``uint``, ``uchar``...) or a vector
    element type (``float4[1024]`` = 1024 float4 = 4096 float32 values);
  - ``shared:BYTES`` for an OpenCL ``__local`` pointer parameter;
  - ``@file.npy:texture(filter=linear,address=clamp,...)`` for a texture parameter
    (:mod:`launch_texture`);
  - ``{FIELD=VALUE,...}`` for a struct passed by value (:mod:`launch_struct`);
  - a buffer (file or ``DTYPE[COUNT]``) may end in ``:DTYPE`` (``@x.npy:float32``,
    ``int32[64]:range:float32``): the explicit conversion of its values to that type.

* :func:`make_arguments` turns the specs into NumPy values for a kernel ``Function``.
  ``:random`` data is reproducible from the seed: floats uniform in [-1, 1), integers
  (signed and unsigned) uniform in [0, 100) so that data used as indices stays sane,
  bool 0/1. ``:range`` is 0..COUNT-1 (in the element dtype, wrapping like NumPy).
  A buffer whose element type differs from the pointee's is refused, naming the parameter
  and both types (never reinterpreted byte for byte): convert it with a ``:DTYPE`` suffix or
  ``cast=True`` (``--cast``). ``void*`` and struct pointers take any buffer of a whole
  number of elements. A buffer larger than :data:`MAX_BUFFER_BYTES` is refused before it is
  allocated.
* :func:`outputs_json` describes the buffers after a run: dtype, count, sha256, sum.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass, replace
from pathlib import Path

import ml_dtypes  # noqa: F401  (registers the bfloat16 and float8 dtype names)
import numpy as np

from ..ir.errors import LaunchError
from ..ir.texture import Texture, TextureType
from .launch_struct import make_struct, split_fields
from .launch_texture import split_texture, texture_value
from ..ir.types import (AddressSpace, ArrayType, PointerType, ScalarType, StructType, Type,
                        VectorType, VoidType)

DTYPE_ALIASES = {
    "float": "float32", "double": "float64", "half": "float16", "int": "int32",
    "uint": "uint32", "unsigned": "uint32", "char": "int8", "uchar": "uint8",
    "short": "int16", "ushort": "uint16", "long": "int64", "ulong": "uint64",
    "bool": "bool", "size_t": "uint64", "bf16": "bfloat16",
    **{n: n for n in ("bfloat16", "float8_e4m3fn", "float8_e5m2", "float16", "float32", "float64", "int8", "uint8", "int16", "uint16",
                      "int32", "uint32", "int64", "uint64")},
}
VECTOR_LANES = (2, 3, 4, 8, 16)
#: the largest buffer an ``--arg`` may ask for (4 GiB): the simulator holds every buffer in
#: host memory, and a GPU run copies it there first.
MAX_BUFFER_BYTES = 1 << 32


@dataclass(frozen=True)
class SharedSize:
    """Bytes of per-block memory for an OpenCL ``__local`` pointer argument."""

    bytes: int


@dataclass(frozen=True)
class ArgSpec:
    """A parsed ``--arg`` value. ``kind`` is "scalar", "file", "buffer", "shared",
    "array" (a NumPy array given by a program, in ``value``) or "struct" (``value``: a
    tuple of (field, ArgSpec))."""

    kind: str
    text: str
    value: object = None  # scalar: int or float; file: Path; shared: bytes
    dtype: str | None = None  # buffer: NumPy dtype name of the elements
    lanes: int = 1  # buffer: vector lanes per element (float4 -> 4)
    count: int = 0  # buffer: number of (vector) elements
    fill: str = "zeros"  # buffer: zeros | random | range
    cast: str | None = None  # buffer or file: convert the values to this NumPy dtype


_BUF = re.compile(r"^\s*([A-Za-z_][A-Za-z_0-9]*)\s*\[\s*([0-9xXa-fA-F_]+)\s*\]\s*"
                  r"(?::\s*(\w+))?\s*(?::\s*(\w+))?\s*$")


def _parse_dtype(name: str) -> tuple[str, int]:
    if name in DTYPE_ALIASES:
        return DTYPE_ALIASES[name], 1
    m = re.match(r"^([a-z]+?(?:8|16|32|64)?)(2|3|4|8|16)$", name)
    if m and m.group(1) in DTYPE_ALIASES and int(m.group(2)) in VECTOR_LANES:
        return DTYPE_ALIASES[m.group(1)], int(m.group(2))
    raise LaunchError(f"unknown element type '{name}'",
                      hint="use a NumPy or C name such as float32, int, uchar, float4")


def _parse_cast(name: str, text: str) -> str:
    """The NumPy dtype of a ``:DTYPE`` conversion suffix (scalar types only)."""
    if name not in DTYPE_ALIASES:
        raise LaunchError(f"unknown conversion ':{name}' in '{text}'",
                          hint="end a buffer with :float32, :int32, ... to convert it")
    return DTYPE_ALIASES[name]


def parse_arg_value(text: str) -> ArgSpec:
    """Parse the VALUE of ``--arg NAME=VALUE`` (see the module docstring)."""
    t = str(text).strip()
    if not t:
        raise LaunchError("empty argument value")
    if t.startswith("@"):
        tex = split_texture(t[1:])
        if tex is not None:
            return ArgSpec("texture", t, (Path(tex[0]), tex[1]))
        path, cast = t[1:], None
        head, colon, tail = path.rpartition(":")
        if colon and tail.strip() in DTYPE_ALIASES:
            path, cast = head, _parse_cast(tail.strip(), t)
        return ArgSpec("file", t, Path(path), cast=cast)
    fields = split_fields(t)
    if fields is not None:
        return ArgSpec("struct", t, tuple((f, _field_value(f, v, t)) for f, v in fields))
    if t.startswith("shared:") or t.startswith("local:"):
        n = t.split(":", 1)[1].strip()
        try:
            b = int(n, 0)
        except ValueError:
            raise LaunchError(f"bad shared size '{t}': expected shared:BYTES") from None
        if b <= 0:
            raise LaunchError(f"bad shared size '{t}': must be positive")
        return ArgSpec("shared", t, b)
    m = _BUF.match(t)
    if m:
        dtype, lanes = _parse_dtype(m.group(1))
        try:
            count = int(m.group(2), 0)
        except ValueError:
            raise LaunchError(f"bad element count in '{t}'") from None
        if count <= 0:
            raise LaunchError(f"bad element count in '{t}': must be positive")
        fill, cast = (m.group(3) or "zeros").lower(), m.group(4)
        if cast is None and fill in DTYPE_ALIASES:
            fill, cast = "zeros", fill
        if fill not in ("zeros", "random", "range"):
            raise LaunchError(f"unknown fill ':{fill}' in '{t}'",
                              hint="use :zeros, :random or :range (then :DTYPE to convert)")
        nbytes = count * lanes * np.dtype(dtype).itemsize
        if nbytes > MAX_BUFFER_BYTES:
            raise LaunchError(f"buffer '{t}' would take {nbytes} bytes; the limit is "
                              f"{MAX_BUFFER_BYTES} bytes ({MAX_BUFFER_BYTES >> 30} GiB) per "
                              "buffer", hint="use a smaller COUNT")
        return ArgSpec("buffer", t, None, dtype, lanes, count, fill,
                       _parse_cast(cast, t) if cast else None)
    low = t.lower()
    try:
        if re.fullmatch(r"[+-]?(0x[0-9a-f]+|[0-9]+)[ul]*", low):
            return ArgSpec("scalar", t, int(low.rstrip("ul"), 0))
        if low in ("true", "false"):
            return ArgSpec("scalar", t, int(low == "true"))
        return ArgSpec("scalar", t, float(low.rstrip("f")))
    except ValueError:
        raise LaunchError(f"bad argument value '{t}'",
                          hint="expected a number, @file.npy, DTYPE[COUNT][:zeros|:random|:range]"
                               " or shared:BYTES") from None


def _field_value(name: str, text: str, whole: str) -> ArgSpec:
    """The parsed VALUE of field ``name`` in the struct value ``whole``."""
    try:
        return parse_arg_value(text)
    except LaunchError as err:
        err.message = f"field '{name}' of '{whole}': {err.message}"
        err.args = (err.message,)
        raise


def _np_dtype(t: Type) -> np.dtype | None:
    if isinstance(t, ScalarType):
        return np.dtype(t.numpy_dtype)
    if isinstance(t, VectorType):
        return np.dtype(t.elem.numpy_dtype)
    return None


def _param_types(function) -> str:
    return ", ".join(f"{p.type} {p.name}" for p in function.params)


def _fill(spec: ArgSpec, rng: np.random.Generator) -> np.ndarray:
    n = spec.count * spec.lanes
    dt = np.dtype(spec.dtype)
    if spec.fill == "zeros":
        return np.zeros(n, dt)
    if spec.fill == "range":
        with np.errstate(all="ignore"):
            return np.arange(n, dtype=np.int64).astype(dt)
    if dt.kind == "f" or dt.name in _LOWP_DTYPES:
        return rng.uniform(-1.0, 1.0, n).astype(dt)
    if dt.kind == "b":
        return rng.integers(0, 2, n).astype(dt)
    return rng.integers(0, 100, n).astype(dt)


def module_variables(function, module) -> dict:
    """Module variables (``__constant__``/``__device__``, not ``__shared__``) the host may
    fill by name, excluding those shadowed by a parameter of ``function``."""
    if module is None:
        return {}
    params = {p.name for p in function.params}
    return {g.name: g for g in getattr(module, "globals", ())
            if g.space != AddressSpace.SHARED and g.name not in params}


def make_arguments(function, specs: dict[str, object], seed: int = 0, *, module=None,
                   base_dir=None, cast: bool = False) -> dict[str, object]:
    """Values for every parameter of ``function``: NumPy arrays for buffers, NumPy scalars
    for scalars, :class:`SharedSize` for OpenCL local-pointer parameters. ``specs`` maps a
    parameter name to VALUE text (or an already parsed ArgSpec).

    With ``module``, ``specs`` may also name module variables (CUDA ``__constant__`` /
    ``__device__``): their value is a NumPy array of exactly the variable's byte size (or a
    NumPy scalar for a scalar variable), which the simulator copies in before the launch;
    module variables not named keep their initializer (or zeros). ``base_dir`` is where a
    relative ``@file.npy`` path resolves (default: the current directory). ``cast``: convert
    a buffer whose element type differs from its parameter's (an error otherwise)."""
    rng = np.random.default_rng(seed)
    names = {p.name for p in function.params}
    mvars = module_variables(function, module)
    for k in specs:
        if k not in names and k not in mvars:
            valid = _param_types(function) or "none"
            hint = f"parameters: {valid}"
            if mvars:
                hint += "; module variables: " + ", ".join(
                    f"{g.type} {g.name}" for g in mvars.values())
            raise LaunchError(f"kernel '{function.name}' has no parameter "
                              f"{'or module variable ' if module is not None else ''}'{k}'",
                              hint=hint)
    out: dict[str, object] = {}
    for p in function.params:
        if p.name not in specs:
            raise LaunchError(f"no value for parameter '{p.name}' of kernel '{function.name}'",
                              p.loc if p.loc and p.loc.line else function.loc,
                              hint=f"parameters: {_param_types(function)}; "
                                   f"give --arg {p.name}=VALUE")
        try:
            spec = as_arg_spec(specs[p.name])
        except LaunchError as err:
            if "texture" in err.message and not err.message.startswith("--arg"):
                err.message = f"--arg {p.name}: {err.message}"
                err.args = (err.message,)
            raise
        out[p.name] = _make_one(function, p, _rebase(spec, base_dir), rng, cast)
    for name, g in mvars.items():
        if name not in specs:
            continue
        spec = as_arg_spec(specs[name])
        out[name] = _make_module_var(function, g, _rebase(spec, base_dir), rng)
    return out


def as_arg_spec(value) -> ArgSpec:
    """An :class:`ArgSpec` from VALUE text, a parsed ArgSpec, a NumPy array (a buffer given
    as is: kind "array"), a bool, or anything else by its text (numbers included), so that
    programs can pass their own data where the command line passes text."""
    if isinstance(value, ArgSpec):
        return value
    if isinstance(value, Texture):
        return ArgSpec("texture", "<texture>", value)
    if isinstance(value, np.ndarray) and value.ndim > 0:
        return ArgSpec("array", f"<{value.dtype} array of {value.size}>", value)
    if isinstance(value, (bool, np.bool_)):
        return ArgSpec("scalar", str(value), int(value))
    if isinstance(value, dict):
        return ArgSpec("struct", "<struct>", tuple((str(k), as_arg_spec(v))
                                                   for k, v in value.items()))
    return parse_arg_value(str(value))


def _rebase(spec: ArgSpec, base_dir) -> ArgSpec:
    if spec.kind == "texture" and isinstance(spec.value, tuple) and base_dir is not None \
            and not spec.value[0].is_absolute():
        return replace(spec, value=(Path(base_dir) / spec.value[0], spec.value[1]))
    if spec.kind != "file" or base_dir is None:
        return spec
    path = Path(spec.value)
    if path.is_absolute():
        return spec
    return replace(spec, value=Path(base_dir) / path)


def _read_npy(where: str, path) -> np.ndarray:
    """The array in the ``.npy`` file ``path``; a located error when it cannot be read."""
    try:
        return np.load(path, allow_pickle=False)
    except FileNotFoundError:
        raise LaunchError(f"{where}: file '{path}' not found") from None
    except Exception as e:  # noqa: BLE001 - any loader failure is a user error
        raise LaunchError(f"{where}: cannot load '{path}' as .npy: {e}") from None


def _load_npy(where: str, path) -> np.ndarray:
    arr = _read_npy(where, path)
    if arr.dtype.kind not in "biuf" or arr.dtype.byteorder not in "=|<":
        raise LaunchError(f"{where}: '{path}' holds {arr.dtype}, not plain numbers")
    return np.ascontiguousarray(arr).reshape(-1)


def _make_module_var(function, g, spec: ArgSpec, rng):
    t = g.type
    if isinstance(t, TextureType):
        return _texture_arg(f"texture reference '{g.name}' of kernel '{function.name}'", t,
                            spec)
    space = "__constant__" if g.space == AddressSpace.CONSTANT else "__device__"
    where = f"module variable '{g.name}' ({space} {t}, {t.size} bytes) of kernel " \
            f"'{function.name}'"
    if spec.kind == "shared":
        raise LaunchError(f"{where}: give a buffer or a number, not shared memory")
    if spec.kind == "scalar":
        if not isinstance(t, ScalarType):
            raise LaunchError(f"{where} is an array: give a buffer of {t.size} bytes such as "
                              f"{_example_buffer(t)} or @file.npy, not '{spec.text}'")
        from types import SimpleNamespace
        return _make_one(function, SimpleNamespace(name=g.name, type=t), spec, rng)
    return _sized_buffer(where, t, spec, rng)


def _sized_buffer(where: str, t: Type, spec: ArgSpec, rng) -> np.ndarray:
    """A buffer of exactly ``t.size`` bytes (an array variable or struct field)."""
    if spec.kind not in ("file", "array", "buffer"):
        raise LaunchError(f"{where} is an array ({t}): give a buffer of {t.size} bytes such "
                          f"as {_example_buffer(t)} or @file.npy, not '{spec.text}'")
    arr = _load_npy(where, spec.value) if spec.kind == "file" else \
        np.ascontiguousarray(spec.value).reshape(-1) if spec.kind == "array" else _fill(spec, rng)
    if arr.nbytes != t.size:
        raise LaunchError(f"{where}: the buffer holds {arr.nbytes} bytes ({arr.size} x "
                          f"{arr.dtype}); expected {t.size} bytes, e.g. {_example_buffer(t)}")
    return arr


def _struct_arg(function, where: str, name: str, t: Type, spec: ArgSpec, rng, cast: bool):
    """A struct passed by value, field by field (:mod:`launch_struct`)."""
    from types import SimpleNamespace

    if not isinstance(t, StructType):
        raise LaunchError(f"{where} has type {t}, not a struct: give a value without braces")
    if spec.kind != "struct":
        fields = ",".join(f"{f}=..." for f, _ in t.fields)
        raise LaunchError(f"{where} is a {t} passed by value: give its fields, not "
                          f"'{spec.text}'", hint=f"--arg '{name}={{{fields}}}'")
    seen: dict = {}
    for f, sub in spec.value:
        if f in seen:
            raise LaunchError(f"{where}: field '{f}' given twice")
        seen[f] = sub

    def make_field(fwhere, path, ftype, sub):
        if isinstance(ftype, ArrayType) or isinstance(ftype, VectorType) \
                and sub.kind in ("file", "array", "buffer"):
            return _sized_buffer(fwhere, ftype, sub, rng)
        return _make_one(function, SimpleNamespace(name=path, type=ftype), sub, rng, cast)

    return make_struct(where, name, t, seen, make_field)


def _example_buffer(t: Type) -> str:
    n = 1
    while isinstance(t, ArrayType):
        n *= t.count or 0
        t = t.elem
    dt = _np_dtype(t)
    if isinstance(t, VectorType):
        return f"{dt}[{n * t.lanes}]"
    if dt is None or isinstance(t, ScalarType) and t.kind == "bool":
        return f"uint8[{n * t.size}]"
    return f"{dt}[{n}]"


def _make_one(function, p, spec: ArgSpec, rng, cast: bool = False):
    t = p.type
    where = f"parameter '{p.name}' of kernel '{function.name}'"
    if isinstance(t, TextureType) or spec.kind == "texture":
        return _texture_arg(where, t, spec)
    if isinstance(t, StructType) or spec.kind == "struct":
        return _struct_arg(function, where, p.name, t, spec, rng, cast)
    if isinstance(t, PointerType):
        if t.space == AddressSpace.SHARED:
            if spec.kind != "shared":
                raise LaunchError(f"{where} is a local-memory pointer: give shared:BYTES")
            return SharedSize(int(spec.value))
        if spec.kind == "shared":
            raise LaunchError(f"{where} is a {t.space.value} pointer, not a local-memory one")
        if spec.kind == "scalar":
            raise LaunchError(f"{where} is a pointer ({t}): give a buffer such as "
                              f"float32[1024] or @file.npy, not '{spec.text}'")
        if spec.kind == "file":
            arr = _load_npy(where, spec.value)
        elif spec.kind == "array":
            arr = np.ascontiguousarray(spec.value).reshape(-1)
        else:
            arr = _fill(spec, rng)
        if spec.cast:
            arr = arr.astype(spec.cast)
        arr = _checked_type(where, p.name, t, spec, arr, cast)
        pointee = t.pointee
        size = 1 if isinstance(pointee, VoidType) else pointee.size
        if size > 0 and arr.nbytes % size != 0:
            raise LaunchError(f"{where} points to {pointee} ({size} bytes) but the buffer "
                              f"holds {arr.nbytes} bytes of {arr.dtype}, not a whole number "
                              f"of elements")
        return arr
    if spec.kind != "scalar":
        raise LaunchError(f"{where} is a scalar ({t}): give a number, not '{spec.text}'")
    if not isinstance(t, ScalarType):
        raise LaunchError(f"{where} has type {t}, which cannot be given on the command line")
    v = spec.value
    dt = np.dtype(t.numpy_dtype)
    if t.is_float:
        return dt.type(v)
    if isinstance(v, float):
        raise LaunchError(f"{where} is an integer ({t}): '{spec.text}' is not an integer")
    if t.kind == "bool":
        return np.bool_(v != 0)
    info = np.iinfo(dt)
    if not info.min <= v <= info.max:
        raise LaunchError(f"{where}: {v} does not fit in {t} [{info.min}, {info.max}]")
    return dt.type(v)


def _texture_arg(where: str, t: Type, spec: ArgSpec):
    """A texture parameter's value: a Texture, or a file with ``:texture(...)``."""
    if not isinstance(t, TextureType):
        raise LaunchError(f"{where} is {t}, not a texture: '{spec.text}' does not fit")
    if t.kind == "sampler":
        if spec.kind != "scalar" or not isinstance(spec.value, int):
            raise LaunchError(f"{where} is a sampler_t: give its CLK_* bits as a number "
                              f"(e.g. 0x12: unnormalized, clamp to edge, nearest), not "
                              f"'{spec.text}'")
        return np.int64(spec.value)
    if spec.kind == "texture" and isinstance(spec.value, Texture):
        return spec.value
    if spec.kind == "texture":
        path, opts = spec.value
        return texture_value(where, np.ascontiguousarray(_read_npy(where, path)), opts)
    if spec.kind == "array":
        return Texture(np.ascontiguousarray(spec.value))
    raise LaunchError(f"{where} is a texture object: give @FILE.npy:texture(...) or "
                      f"ws.Texture(array, ...), not '{spec.text}'")


def _checked_type(where: str, name: str, t: PointerType, spec: ArgSpec, arr: np.ndarray,
                  cast: bool) -> np.ndarray:
    """``arr`` when its elements are the pointee's (scalar or vector element) type;
    converted with ``cast``; a :class:`LaunchError` naming both types otherwise."""
    want = _np_dtype(t.pointee)
    if want is None or arr.dtype == want:
        return arr
    if cast:
        with np.errstate(all="ignore"):
            return arr.astype(want)
    hint = (f"convert it explicitly: array.astype('{want}'), or cast=True"
            if spec.kind == "array" else
            f"convert it explicitly: --arg {name}={spec.text}:{want} (or --cast to convert "
            f"every buffer), or give {want} data")
    raise LaunchError(f"{where} is {t} (elements {want}) but the value given holds "
                      f"{arr.dtype}; it would be reinterpreted byte for byte", hint=hint)


_LOWP_DTYPES = ("bfloat16", "float8_e4m3fn", "float8_e5m2")


def outputs_json(function, args: dict[str, object]) -> dict[str, dict]:
    """For each buffer parameter: ``{dtype, count, sha256, sum}`` of the array in ``args``;
    then every other array in ``args`` (module ``__device__`` variables a run wrote)."""
    out: dict[str, dict] = {}
    names = [p.name for p in function.params]
    names += [k for k in args if k not in names]
    for name in names:
        a = args.get(name)
        if not isinstance(a, np.ndarray):
            continue
        a = np.ascontiguousarray(a)
        if a.dtype.kind == "f" or a.dtype.name in _LOWP_DTYPES:
            s = float(np.sum(a.astype(np.float64)))
        elif a.dtype.kind == "b":
            s = int(np.count_nonzero(a))
        elif a.dtype.kind not in "iu":  # structured (a struct array) or bytes: no sum
            s = None
        else:
            s = int(np.sum(a.astype(object))) if a.size < 4096 else int(
                np.sum(a, dtype=np.int64 if a.dtype.kind == "i" else np.uint64))
        out[name] = {"dtype": str(a.dtype), "count": int(a.size),
                       "sha256": hashlib.sha256(a.tobytes()).hexdigest(), "sum": s}
    return out


def minimal_bytes(function, before: dict, after: dict, pure_outputs=()) -> int:
    """The bytes a kernel must move at least: each buffer it reads, read once, and each
    buffer it writes, written once. A buffer is written when the run changed it; it is read
    unless it is a pure output (``pure_outputs``: buffers whose result does not depend on
    their contents before the run, found by running again with them poisoned)."""
    import numpy as np

    from ..ir.types import AddressSpace, PointerType

    total = 0
    for p in function.params:
        t = p.type
        if not isinstance(t, PointerType) or t.space == AddressSpace.SHARED:
            continue
        a, b = before.get(p.name), after.get(p.name)
        if not isinstance(a, np.ndarray):
            continue
        written = isinstance(b, np.ndarray) and a.tobytes() != b.tobytes()
        total += a.nbytes * ((p.name not in pure_outputs) + written)
    return int(total)
