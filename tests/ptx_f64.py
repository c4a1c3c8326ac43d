"""A small interpreter of the PTX NVRTC emits for one-input double math kernels (tests only):
``y[tid] = f(x[tid])`` with ``f`` one of CUDA's ``log``, ``exp``, ``sincospi``. Scalar,
one instruction at a time, registers as bit patterns, fused multiply-adds by exact rationals,
so that ``backends/sim_libdevice64.py``'s vectorized transcription can be checked against
the PTX itself (tests/test_libdevice64_ptx.py). Only the instructions these kernels use
are known; any other raises. ``rcp.approx.ftz.f64`` is a parameter (the GPU's table is not
public)."""

from __future__ import annotations

import math
import re
import struct
from fractions import Fraction

M32, M64 = (1 << 32) - 1, (1 << 64) - 1


def f64(bits: int) -> float:
    return struct.unpack("<d", struct.pack("<Q", bits & M64))[0]


def b64(x: float) -> int:
    return struct.unpack("<Q", struct.pack("<d", x))[0]


def f32(bits: int) -> float:
    return struct.unpack("<f", struct.pack("<I", bits & M32))[0]


def fma(a: float, b: float, c: float) -> float:
    """IEEE fma, one rounding (exact rationals; Python's int division rounds correctly)."""
    if not all(math.isfinite(v) for v in (a, b, c)):
        return c if math.isfinite(a) and math.isfinite(b) else a * b + c
    q = Fraction(a) * Fraction(b) + Fraction(c)
    if q == 0:
        p = a * b
        same = p == 0 and c == 0 and math.copysign(1, p) == math.copysign(1, c)
        return p if same else 0.0
    try:
        r = q.numerator / q.denominator
    except OverflowError:
        return math.inf if q > 0 else -math.inf
    return r if r != 0 else math.copysign(0.0, q)


def _imm(tok: str, width: int) -> int:
    if tok.startswith(("0d", "0D")):
        return int(tok[2:], 16)
    if tok.startswith(("0f", "0F")):
        return int(tok[2:], 16)
    return int(tok) & ((1 << width) - 1)


def _cmp(op: str, a, b) -> bool:
    if isinstance(a, float) and (math.isnan(a) or math.isnan(b)):
        return op in ("neu", "geu", "ltu", "gtu", "leu", "equ", "nan")
    return {"eq": a == b, "ne": a != b, "neu": a != b, "lt": a < b, "le": a <= b,
            "gt": a > b, "ge": a >= b, "geu": a >= b}[op]


def _signed(v: int, width: int) -> int:
    return v - (1 << width) if v >> (width - 1) else v


class Kernel:
    """The instructions of a kernel's body and its labels."""

    def __init__(self, ptx: str):
        body = ptx[ptx.index(".entry"):]
        body = body[body.index("{", body.index(")")) + 1:]
        self.code: list[tuple[str | None, str, list[str]]] = []
        self.labels: dict[str, int] = {}
        for line in body.splitlines():
            line = line.split("//")[0].strip()
            if not line or line in ("{", "}") or line.startswith(".reg"):
                continue
            if line.endswith(":"):
                self.labels[line[:-1]] = len(self.code)
                continue
            line = line.rstrip(";")
            pred = None
            if line.startswith("@"):
                pred, line = line.split(None, 1)
            op, _, rest = line.partition(" ")
            ops = [t.strip() for t in re.findall(r"\{[^}]*\}|[^,\s][^,]*", rest)]
            self.code.append((pred, op, ops))

    def run(self, x: float, rcp) -> list[float]:
        """The doubles the kernel stores, in order, for input ``x``."""
        reg: dict[str, int | bool] = {}
        out: list[float] = []

        def get(tok: str, width: int = 64) -> int:
            if tok.startswith("%"):
                if tok == "%tid.x":
                    return 0
                return reg[tok]
            return _imm(tok, width)

        def d(tok: str) -> float:
            return f64(get(tok))

        pc = 0
        while pc < len(self.code):
            pred, op, a = self.code[pc]
            pc += 1
            if pred is not None:
                neg = pred.startswith("@!")
                val = reg[pred.lstrip("@!")]
                if val == neg:
                    continue
            parts = op.split(".")
            name = parts[0]
            if name in ("ld", "st", "cvta") or op == "mov.u32" and a[1] == "%tid.x":
                if op.startswith("ld.global.f64"):
                    reg[a[0]] = b64(x)
                elif op.startswith("st.global.f64"):
                    out.append(f64(get(a[1])))
                else:
                    reg[a[0]] = 0
            elif name == "ret":
                break
            elif name == "bra":
                pc = self.labels[a[0]]
            elif op == "mov.b64" and a[0].startswith("{"):
                lo, hi = (t.strip() for t in a[0][1:-1].split(","))
                v = get(a[1])
                reg[lo], reg[hi] = v & M32, (v >> 32) & M32
            elif op == "mov.b64" and a[1].startswith("{"):
                lo, hi = (t.strip() for t in a[1][1:-1].split(","))
                reg[a[0]] = (get(lo, 32) & M32) | ((get(hi, 32) & M32) << 32)
            elif name == "mov":
                reg[a[0]] = (get(a[1], 32 if parts[1] in ("u32", "b32") else 64)
                             if parts[1] != "pred" else bool(int(a[1])))
            elif name in ("add", "sub", "mul", "fma", "neg") and parts[-1] == "f64":
                v = {"add": lambda: d(a[1]) + d(a[2]), "sub": lambda: d(a[1]) - d(a[2]),
                     "mul": lambda: d(a[1]) * d(a[2]), "neg": lambda: -d(a[1]),
                     "fma": lambda: fma(d(a[1]), d(a[2]), d(a[3]))}[name]()
                reg[a[0]] = b64(v)
            elif op == "rcp.approx.ftz.f64":
                reg[a[0]] = b64(rcp(d(a[1])))
            elif op == "abs.f32":
                reg[a[0]] = get(a[1], 32) & 0x7FFFFFFF
            elif name == "setp":
                cmp, t = parts[1], parts[2]
                if t == "f64":
                    u, v = d(a[1]), d(a[2])
                elif t == "f32":
                    u, v = f32(get(a[1], 32)), f32(get(a[2], 32))
                elif t in ("s32", "u32"):
                    u, v = get(a[1], 32), get(a[2], 32)
                    if t == "s32":
                        u, v = _signed(u, 32), _signed(v, 32)
                else:  # b64
                    u, v = get(a[1]), get(a[2])
                reg[a[0]] = _cmp(cmp, u, v)
            elif op == "selp.f64":
                reg[a[0]] = get(a[1]) if reg[a[3]] else get(a[2])
            elif name in ("xor", "not") and parts[1] == "pred":
                reg[a[0]] = (reg[a[1]] != reg[a[2]]) if name == "xor" else not reg[a[1]]
            elif name in ("add", "sub", "and", "or", "xor", "shl", "shr", "mul"):
                width = 64 if parts[-1].endswith("64") else 32
                if op == "mul.wide.u32":
                    reg[a[0]] = get(a[1], 32) * get(a[2], 32) & M64
                    continue
                u, v = get(a[1], width), get(a[2], width)
                mask = (1 << width) - 1
                if op == "shr.s32":
                    r = _signed(u, 32) >> v
                elif name in ("shl", "shr"):
                    r = (u << v if name == "shl" else u >> v) if v < width else 0
                else:
                    r = {"add": u + v, "sub": u - v, "and": u & v, "or": u | v,
                         "xor": u ^ v}[name]
                reg[a[0]] = r & mask
            elif name == "cvt":
                src = get(a[1])
                if op in ("cvt.rni.f64.f64", "cvt.rzi.f64.f64"):
                    v = f64(src)
                    if math.isfinite(v):
                        v = math.copysign(float(round(v) if parts[1] == "rni" else math.trunc(v)),
                                          v)
                    reg[a[0]] = b64(v)
                elif op == "cvt.rzi.s64.f64":
                    v = f64(src)
                    reg[a[0]] = (0 if math.isnan(v) else max(-(1 << 63), min(
                        (1 << 63) - 1, math.trunc(v)))) & M64 if math.isfinite(v) or math.isnan(
                        v) else ((1 << 63) - 1 if v > 0 else 1 << 63)
                elif op == "cvt.u32.u64":
                    reg[a[0]] = src & M32
                elif op == "cvt.u64.u32":
                    reg[a[0]] = src & M32
                else:
                    raise NotImplementedError(op)
            else:
                raise NotImplementedError(op)
        return out
