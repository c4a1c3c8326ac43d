"""Types of the kernel IR.

One spelling for both dialects: CUDA's ``unsigned int`` and OpenCL's ``uint`` are both
``U32``; CUDA's ``float4`` and OpenCL's ``float4`` are both ``VectorType(F32, 4)``; the
address space is part of every pointer type. Types are frozen dataclasses, so they compare
and hash by value and can be used as dictionary keys.
"""

from __future__ import annotations

import enum
from dataclasses import field

from .record import record


class AddressSpace(enum.Enum):
    """Where a pointer points or an array lives (CUDA spelling / OpenCL spelling)."""

    GLOBAL = "global"  # device memory: CUDA global / OpenCL __global
    SHARED = "shared"  # per-block memory: CUDA __shared__ / OpenCL __local
    CONSTANT = "constant"  # CUDA __constant__ / OpenCL __constant
    PRIVATE = "private"  # per-thread: locals, local arrays, OpenCL __private
    GENERIC = "generic"  # a CUDA pointer whose space the frontend could not decide


class Type:
    """Base of all IR types."""

    @property
    def size(self) -> int:
        """Size in bytes, as sizeof gives it on the GPU (64-bit pointers)."""
        raise NotImplementedError

    @property
    def align(self) -> int:
        """Alignment in bytes."""
        return self.size


@record
class VoidType(Type):
    """``void``: the result of functions that return nothing; ``void*`` pointee."""

    @property
    def size(self) -> int:
        return 1

    def __str__(self) -> str:
        return "void"


@record
class ScalarType(Type):
    """A C arithmetic type.

    ``kind`` is ``"bool"``, ``"int"`` (signed or unsigned by ``signed``) or ``"float"``;
    ``bits`` is 1 byte for bool, 8/16/32/64 for ints, 8/16/32/64 for floats. ``fmt`` names
    a float format other than IEEE binary16/32/64: ``"bf16"`` (bfloat16: 8 exponent bits,
    7 fraction bits), ``"e4m3"`` and ``"e5m2"`` (the fp8 formats of CUDA's ``cuda_fp8.h``;
    e4m3 has no infinities and one NaN pattern per sign, as OCP's "fn" variant).
    """

    kind: str
    bits: int
    signed: bool = True
    fmt: str = ""

    @property
    def is_lowp(self) -> bool:
        """A float narrower than 32 bits (half, bfloat16, fp8): CUDA computes on it only
        through its header's operators and intrinsics (``docs/cxx-half.md``)."""
        return self.kind == "float" and self.bits < 32

    @property
    def size(self) -> int:
        return 1 if self.kind == "bool" else self.bits // 8

    @property
    def is_float(self) -> bool:
        return self.kind == "float"

    @property
    def is_integer(self) -> bool:
        return self.kind in ("int", "bool")

    @property
    def rank(self) -> int:
        """Integer conversion rank (C11 6.3.1.1): bool < char < short < int < long long."""
        return {8: 1, 16: 2, 32: 3, 64: 4}.get(self.bits, 0) if self.kind == "int" else 0

    @property
    def numpy_dtype(self) -> str:
        """The NumPy dtype name of this type (bool is stored as one byte)."""
        if self.kind == "bool":
            return "bool"
        if self.kind == "float":
            return _FMT_DTYPES.get(self.fmt, f"float{self.bits}")
        return f"{'' if self.signed else 'u'}int{self.bits}"

    def __str__(self) -> str:
        return NEUTRAL_NAMES[self]


BOOL = ScalarType("bool", 8, False)
I8 = ScalarType("int", 8, True)
U8 = ScalarType("int", 8, False)
I16 = ScalarType("int", 16, True)
U16 = ScalarType("int", 16, False)
I32 = ScalarType("int", 32, True)
U32 = ScalarType("int", 32, False)
I64 = ScalarType("int", 64, True)
U64 = ScalarType("int", 64, False)
F16 = ScalarType("float", 16)
F32 = ScalarType("float", 32)
F64 = ScalarType("float", 64)
BF16 = ScalarType("float", 16, True, "bf16")
FP8_E4M3 = ScalarType("float", 8, True, "e4m3")
FP8_E5M2 = ScalarType("float", 8, True, "e5m2")
VOID = VoidType()

SIZE_T = U64
PTRDIFF_T = I64

# The neutral names are the OpenCL C names, which are short and unambiguous.
NEUTRAL_NAMES: dict[ScalarType, str] = {
    BOOL: "bool", I8: "char", U8: "uchar", I16: "short", U16: "ushort", I32: "int",
    U32: "uint", I64: "long", U64: "ulong", F16: "half", F32: "float", F64: "double",
    BF16: "bfloat16", FP8_E4M3: "fp8_e4m3", FP8_E5M2: "fp8_e5m2",
}
#: NumPy dtype names of the formats NumPy lacks (registered by the ``ml_dtypes`` package,
#: which the simulator imports)
_FMT_DTYPES = {"bf16": "bfloat16", "e4m3": "float8_e4m3fn", "e5m2": "float8_e5m2"}
SCALARS_BY_NAME: dict[str, ScalarType] = {v: k for k, v in NEUTRAL_NAMES.items()}


@record
class VectorType(Type):
    """A short vector such as ``float4`` or ``uchar2`` (2, 3, 4, 8 or 16 lanes)."""

    elem: ScalarType
    lanes: int

    @property
    def size(self) -> int:
        # 3-lane vectors occupy 4 lanes in OpenCL; CUDA's float3 is 12 bytes. We follow
        # CUDA for 3 lanes (the struct layout), since OpenCL kernels rarely store them.
        return self.elem.size * self.lanes

    @property
    def align(self) -> int:
        n = self.lanes if self.lanes != 3 else 1
        return min(self.elem.size * n, 16)

    def __str__(self) -> str:
        return f"{self.elem}{self.lanes}"


@record
class PointerType(Type):
    """A pointer; ``space`` is where the pointee lives. ``const``/``restrict``/``volatile``
    qualify the pointee (``const float*``) and the pointer (``__restrict__``)."""

    pointee: Type
    space: AddressSpace = AddressSpace.GLOBAL
    const: bool = False
    restrict: bool = False
    volatile: bool = False

    @property
    def size(self) -> int:
        return 8

    def __str__(self) -> str:
        q = "const " if self.const else ""
        return f"{self.space.value} {q}{self.pointee}*"


@record
class ArrayType(Type):
    """A fixed-size array (``float tile[16][17]`` is ArrayType(ArrayType(F32, 17), 16)).

    ``count`` is None for ``extern __shared__ float s[]`` (sized at launch)."""

    elem: Type
    count: int | None

    @property
    def size(self) -> int:
        return self.elem.size * (self.count or 0)

    @property
    def align(self) -> int:
        return self.elem.align

    def __str__(self) -> str:
        return f"{self.elem}[{'' if self.count is None else self.count}]"


@record
class StructType(Type):
    """A struct (or union when ``union``) with named fields laid out as C does.
    ``typedef_name``: the name a ``typedef struct tag {..} name_t;`` gave it besides its tag
    ``name`` (the printers define and use it, as the source did)."""

    name: str
    fields: tuple[tuple[str, Type], ...] = field(default=())
    union: bool = False
    typedef_name: str = ""
    #: the alignment the source gives the struct (``struct alignas(16) S``,
    #: ``__align__(16)``, ``__attribute__((aligned(16)))``); 0: its natural alignment
    align_to: int = 0
    #: ((field name, alignment), ..): members the source aligns beyond their type
    #: (``alignas(128) uint32_t counter;``)
    field_align: tuple[tuple[str, int], ...] = field(default=())

    def field_alignment(self, name: str, t: Type) -> int:
        """The alignment of member ``name`` of type ``t``: its type's, or more when the
        source asks for more."""
        return max([t.align] + [a for n, a in self.field_align if n == name])

    def offset_of(self, name: str) -> int:
        """Byte offset of field ``name`` (0 for every field of a union)."""
        off = 0
        for fname, ftype in self.fields:
            off = _round_up(off, self.field_alignment(fname, ftype))
            if fname == name:
                return 0 if self.union else off
            if not self.union:
                off += ftype.size
        raise KeyError(name)

    def field_type(self, name: str) -> Type:
        for fname, ftype in self.fields:
            if fname == name:
                return ftype
        raise KeyError(name)

    @property
    def natural_align(self) -> int:
        """The alignment without the struct's own ``align_to``."""
        return max((self.field_alignment(n, t) for n, t in self.fields), default=1)

    @property
    def align(self) -> int:
        return max(self.natural_align, self.align_to)

    @property
    def size(self) -> int:
        if self.union:
            return _round_up(max((t.size for _, t in self.fields), default=0), self.align)
        off = 0
        for fname, ftype in self.fields:
            off = _round_up(off, self.field_alignment(fname, ftype)) + ftype.size
        return _round_up(off, self.align)

    def __str__(self) -> str:
        return f"{'union' if self.union else 'struct'} {self.name}"


def _round_up(n: int, a: int) -> int:
    return (n + a - 1) // a * a


def is_arithmetic(t: Type) -> bool:
    return isinstance(t, ScalarType)


def element_scalar(t: Type) -> ScalarType | None:
    """The scalar type of a scalar or of a vector's lanes; None otherwise."""
    if isinstance(t, ScalarType):
        return t
    if isinstance(t, VectorType):
        return t.elem
    return None


def integer_promote(t: ScalarType) -> ScalarType:
    """C integer promotion: types of rank below int (and bool) become int."""
    if t.kind == "bool" or (t.kind == "int" and t.bits < 32):
        return I32
    return t


def usual_arithmetic_conversion(a: ScalarType, b: ScalarType) -> ScalarType:
    """The common type of a binary arithmetic operation (C11 6.3.1.8)."""
    if a.is_float or b.is_float:
        if a.fmt.startswith("e") or b.fmt.startswith("e"):
            # fp8 has no arithmetic: its class converts to float (cuda_fp8.hpp)
            a = F32 if a.fmt.startswith("e") else a
            b = F32 if b.fmt.startswith("e") else b
        if a == b:
            return a
        if a.is_float and b.is_float and a.bits == b.bits == 16:
            return F32  # half with bfloat16: both convert to float
        if a.is_float and a.bits == 16 and not b.is_float:
            return a  # half (bfloat16) with an integer stays half (bfloat16)
        if b.is_float and b.bits == 16 and not a.is_float:
            return b
        fa = a.bits if a.is_float else 0
        fb = b.bits if b.is_float else 0
        return F64 if max(fa, fb) == 64 else (F32 if max(fa, fb) == 32 else F16)
    a, b = integer_promote(a), integer_promote(b)
    if a == b:
        return a
    if a.signed == b.signed:
        return a if a.rank >= b.rank else b
    u, s = (a, b) if not a.signed else (b, a)
    if u.rank >= s.rank:
        return u
    if s.bits > u.bits:
        return s
    return ScalarType("int", s.bits, False)
