"""Inline PTX on the GPU (issues 17/18): every instruction of the simulated subset
(docs/inline-asm.md) run by the CUDA backend (warpsmith's printed CUDA, NVRTC, CuPy) and by
the simulator on the same random inputs (with NaN, infinities, subnormals, zeros, extreme
integers mixed in), compared bit for bit (float outputs: two NaNs count as equal, reported
apart as NaN-payload differences).

Usage: ``PYTHONPATH=src python3 scripts/gpu_asm.py OUT_DIR [--no-gpu] [--n N]``.
``--no-gpu``: the simulator on both sides (checks the script on a machine without a GPU).
Writes ``OUT_DIR/asm.json``: header (device, driver, date, commit, command) and per case the
template, the count, the mismatches and the first mismatching inputs, or the error.
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import subprocess
import sys
import time
import traceback

import numpy as np

import warpsmith as ws

CT = {"r": ("unsigned", np.uint32), "l": ("unsigned long long", np.uint64),
      "f": ("float", np.float32), "d": ("double", np.float64),
      "h": ("unsigned short", np.uint16)}

#: (name, template, output letter, input letters, input kind per operand)
#: input kinds: "u" random bits, "s" small ints 0..40, "f" floats with specials,
#: "x" selector values for prmt (0..0xFFFF)
CASES = [
    ("mov.b64 pack", "mov.b64 %0, {%1, %2};", "l", "rr", "uu"),
    ("mov.b64 unpack", "{ .reg .b32 lo, hi; mov.b64 {lo, hi}, %1; xor.b32 %0, lo, hi; }",
     "r", "l", "u"),
    ("add.u32", "add.u32 %0, %1, %2;", "r", "rr", "uu"),
    ("sub.s32", "sub.s32 %0, %1, %2;", "r", "rr", "uu"),
    ("add.sat.s32", "add.sat.s32 %0, %1, %2;", "r", "rr", "uu"),
    ("mul.lo.u32", "mul.lo.u32 %0, %1, %2;", "r", "rr", "uu"),
    ("mul.hi.s32", "mul.hi.s32 %0, %1, %2;", "r", "rr", "uu"),
    ("mul.hi.u32", "mul.hi.u32 %0, %1, %2;", "r", "rr", "uu"),
    ("mul.wide.u32", "mul.wide.u32 %0, %1, %2;", "l", "rr", "uu"),
    ("mul.wide.s32", "mul.wide.s32 %0, %1, %2;", "l", "rr", "uu"),
    ("mul.hi.u64", "mul.hi.u64 %0, %1, %2;", "l", "ll", "uu"),
    ("mad.lo.u32", "mad.lo.u32 %0, %1, %2, %3;", "r", "rrr", "uuu"),
    ("mad.wide.u32", "mad.wide.u32 %0, %1, %2, %3;", "l", "rrl", "uuu"),
    ("add.u64", "add.u64 %0, %1, %2;", "l", "ll", "uu"),
    ("min.s32", "min.s32 %0, %1, %2;", "r", "rr", "uu"),
    ("max.u32", "max.u32 %0, %1, %2;", "r", "rr", "uu"),
    ("neg.s32", "neg.s32 %0, %1;", "r", "r", "u"),
    ("abs.s32", "abs.s32 %0, %1;", "r", "r", "u"),
    ("div.s32", "div.s32 %0, %1, %2;", "r", "rr", "un"),
    ("rem.u32", "rem.u32 %0, %1, %2;", "r", "rr", "un"),
    ("and/or/xor/not", "{ .reg .b32 t; and.b32 t, %1, %2; or.b32 t, t, %3; "
     "xor.b32 t, t, %1; not.b32 %0, t; }", "r", "rrr", "uuu"),
    ("shl.b32", "shl.b32 %0, %1, %2;", "r", "rr", "us"),
    ("shr.u32", "shr.u32 %0, %1, %2;", "r", "rr", "us"),
    ("shr.s32", "shr.s32 %0, %1, %2;", "r", "rr", "us"),
    ("popc/clz/brev", "{ .reg .b32 a, b, c; popc.b32 a, %1; clz.b32 b, %1; brev.b32 c, %1; "
     "add.u32 a, a, b; xor.b32 %0, a, c; }", "r", "r", "u"),
    *((f"lop3.b32 0x{lut:02x}", f"lop3.b32 %0, %1, %2, %3, 0x{lut:02x};", "r", "rrr", "uuu")
      for lut in (0x96, 0xE8, 0xF8, 0x6A, 0x01, 0xCA)),
    ("prmt.b32", "prmt.b32 %0, %1, %2, %3;", "r", "rrr", "uux"),
    ("shf.l.wrap.b32", "shf.l.wrap.b32 %0, %1, %2, %3;", "r", "rrr", "uus"),
    ("shf.r.wrap.b32", "shf.r.wrap.b32 %0, %1, %2, %3;", "r", "rrr", "uus"),
    ("shf.l.clamp.b32", "shf.l.clamp.b32 %0, %1, %2, %3;", "r", "rrr", "uus"),
    ("shf.r.clamp.b32", "shf.r.clamp.b32 %0, %1, %2, %3;", "r", "rrr", "uus"),
    ("bfe.u32", "bfe.u32 %0, %1, %2, %3;", "r", "rrr", "uss"),
    ("bfe.s32", "bfe.s32 %0, %1, %2, %3;", "r", "rrr", "uss"),
    ("bfi.b32", "bfi.b32 %0, %1, %2, %3, %4;", "r", "rrrr", "uuss"),
    ("setp.lt.s32+selp", "{ .reg .pred p; setp.lt.s32 p, %1, %2; selp.u32 %0, %1, %2, p; }",
     "r", "rr", "uu"),
    ("setp.hi.u32|q", "{ .reg .pred p, q; setp.hi.u32 p|q, %1, %2; selp.u32 %0, 1, 2, q; }",
     "r", "rr", "uu"),
    ("setp.ltu.f32", "{ .reg .pred p; setp.ltu.f32 p, %1, %2; selp.u32 %0, 1, 0, p; }",
     "r", "ff", "ff"),
    ("setp.num.f32", "{ .reg .pred p; setp.num.f32 p, %1, %2; selp.u32 %0, 1, 0, p; }",
     "r", "ff", "ff"),
    *((f"{op}.{m}.f32", f"{op}.{m}.f32 %0, %1, %2;", "f", "ff", "ff")
      for op in ("add", "sub", "mul", "div") for m in ("rn", "rz", "rm", "rp")),
    *((f"fma.{m}.f32", f"fma.{m}.f32 %0, %1, %2, %3;", "f", "fff", "fff")
      for m in ("rn", "rz", "rm", "rp")),
    ("add.rn.ftz.f32", "add.rn.ftz.f32 %0, %1, %2;", "f", "ff", "ff"),
    ("mul.rn.sat.f32", "mul.rn.sat.f32 %0, %1, %2;", "f", "ff", "ff"),
    ("min.f32", "min.f32 %0, %1, %2;", "f", "ff", "ff"),
    ("max.f32", "max.f32 %0, %1, %2;", "f", "ff", "ff"),
    ("neg.f32", "neg.f32 %0, %1;", "f", "f", "f"),
    ("add.f64", "add.f64 %0, %1, %2;", "d", "dd", "ff"),
    ("mul.rn.f64", "mul.rn.f64 %0, %1, %2;", "d", "dd", "ff"),
    ("add.f16x2", "add.f16x2 %0, %1, %2;", "r", "rr", "uu"),
    ("mul.rn.bf16x2", "mul.rn.bf16x2 %0, %1, %2;", "r", "rr", "uu"),
    ("fma.rn.bf16x2", "fma.rn.bf16x2 %0, %1, %2, %3;", "r", "rrr", "uuu"),
    ("fma.rn.f16", "fma.rn.f16 %0, %1, %2, %3;", "h", "hhh", "uuu"),
    *((f"cvt.{m}.f16.f32", f"cvt.{m}.f16.f32 %0, %1;", "h", "f", "f")
      for m in ("rn", "rz", "rm", "rp")),
    *((f"cvt.{m}.bf16.f32", f"cvt.{m}.bf16.f32 %0, %1;", "h", "f", "f")
      for m in ("rn", "rz", "rm", "rp")),
    ("cvt.rn.f16x2.f32", "cvt.rn.f16x2.f32 %0, %1, %2;", "r", "ff", "ff"),
    ("cvt.rn.bf16x2.f32", "cvt.rn.bf16x2.f32 %0, %1, %2;", "r", "ff", "ff"),
    ("cvt.rn.satfinite.bf16x2.f32", "cvt.rn.satfinite.bf16x2.f32 %0, %1, %2;", "r", "ff",
     "ff"),
    ("cvt.f32.f16", "cvt.f32.f16 %0, %1;", "f", "h", "u"),
    ("cvt.f32.bf16", "cvt.f32.bf16 %0, %1;", "f", "h", "u"),
    *((f"cvt.{m}.s32.f32", f"cvt.{m}.s32.f32 %0, %1;", "r", "f", "f")
      for m in ("rni", "rzi", "rmi", "rpi")),
    ("cvt.rzi.u32.f32", "cvt.rzi.u32.f32 %0, %1;", "r", "f", "f"),
    ("cvt.rni.s64.f64", "cvt.rni.s64.f64 %0, %1;", "l", "d", "f"),
    ("cvt.rzi.u64.f32", "cvt.rzi.u64.f32 %0, %1;", "l", "f", "f"),
    ("cvt.rzi.s16.f32", "cvt.rzi.s16.f32 %0, %1;", "r", "f", "f"),
    ("cvt.rn.sat.f16.f32", "cvt.rn.sat.f16.f32 %0, %1;", "h", "f", "f"),
    ("cvt.rn.ftz.f32.f64", "cvt.rn.ftz.f32.f64 %0, %1;", "f", "d", "f"),
    ("cvt.s32.s16", "cvt.s32.s16 %0, %1;", "r", "h", "u"),
    ("mov.b32 unpack f16x2",
     "{ .reg .b16 lo, hi; mov.b32 {lo, hi}, %1; cvt.u32.u16 %0, hi; }", "r", "r", "u"),
    *((f"cvt.{m}.f32.s32", f"cvt.{m}.f32.s32 %0, %1;", "f", "r", "u")
      for m in ("rn", "rz", "rm", "rp")),
    ("cvt.rn.f32.u64", "cvt.rn.f32.u64 %0, %1;", "f", "l", "u"),
    ("cvt.rn.f32.f64", "cvt.rn.f32.f64 %0, %1;", "f", "d", "f"),
    ("cvt.rni.f32.f32", "cvt.rni.f32.f32 %0, %1;", "f", "f", "f"),
    ("cvt.u16.u32", "cvt.u16.u32 %0, %1;", "h", "r", "u"),
    ("cvt.sat.s8.s32", "cvt.sat.s8.s32 %0, %1;", "r", "r", "u"),
    ("cvt.s64.s32", "cvt.s64.s32 %0, %1;", "l", "r", "u"),
    ("mov.u32 %laneid", "mov.u32 %0, %%laneid;", "r", "", ""),
    ("mov.u32 %lanemask_lt", "mov.u32 %0, %%lanemask_lt;", "r", "", ""),
    ("shfl.sync.idx.b32", "shfl.sync.idx.b32 %0, %1, %2, 0x1f, 0xffffffff;", "r", "rr", "us"),
    ("shfl.sync.up.b32", "shfl.sync.up.b32 %0, %1, %2, 0, 0xffffffff;", "r", "rr", "us"),
    ("shfl.sync.down.b32", "shfl.sync.down.b32 %0, %1, %2, 0x1f, 0xffffffff;", "r", "rr",
     "us"),
    ("shfl.sync.bfly.b32 w8", "shfl.sync.bfly.b32 %0, %1, %2, 0x181f, 0xffffffff;", "r",
     "rr", "us"),
]

MEMORY = r'''
__global__ void mem(const uint4* g, uint4* o, unsigned* p, float4* c, const float4* cg,
                    float4* c2, int n) {
    __shared__ float4 s[256];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int t = threadIdx.x;
    uint4 d;
    asm volatile("{\n .reg .pred q;\n setp.ne.b32 q, %5, 0;\n"
                 " mov.b32 %0, 0; mov.b32 %1, 0; mov.b32 %2, 0; mov.b32 %3, 0;\n"
                 " @q ld.global.nc.v4.u32 {%0, %1, %2, %3}, [%4];\n}\n"
                 : "=r"(d.x), "=r"(d.y), "=r"(d.z), "=r"(d.w) : "l"(g + i), "r"(i % 3));
    asm volatile("st.global.v4.u32 [%0], {%1, %2, %3, %4};"
                 :: "l"(o + i), "r"(d.w), "r"(d.z), "r"(d.y), "r"(d.x) : "memory");
    asm volatile("st.global.u32 [%0+4], %1;" :: "l"(p + 2 * i), "r"(d.x ^ d.y) : "memory");
    unsigned sw = (unsigned)__cvta_generic_to_shared(s + t);
    asm volatile("cp.async.cg.shared.global [%0], [%1], 16, %2;\n"
                 :: "r"(sw), "l"(cg + i), "r"((t % 5) * 4));
    asm volatile("cp.async.commit_group;\n" ::);
    asm volatile("cp.async.wait_all;\n" ::: "memory");
    __syncthreads();
    c[i] = s[(t + 1) % blockDim.x];
    float4 v;
    unsigned rd;
    asm("{ .reg .u64 q; cvta.to.shared.u64 q, %1; cvt.u32.u64 %0, q; }"
        : "=r"(rd) : "l"(&s[(t + 3) % blockDim.x]));
    asm volatile("ld.shared.v4.f32 {%0, %1, %2, %3}, [%4+0];"
                 : "=f"(v.x), "=f"(v.y), "=f"(v.z), "=f"(v.w) : "r"(rd));
    __syncthreads();
    asm volatile("st.shared.f32 [%0+4], %1;" :: "r"(sw), "f"(v.x) : "memory");
    __syncthreads();
    c2[i] = s[t];
}
'''


#: ldmatrix (x4, x2) and mma.sync.m16n8k16 (FMT: f16 or bf16) on one warp per block
MMA = r'''__global__ void mm(const unsigned short* a, const unsigned short* b, float* d) {
    __shared__ __align__(16) unsigned short sa[256];
    __shared__ __align__(16) unsigned short sb[128];
    int l = threadIdx.x;
    for (int i = l; i < 256; i += 32) sa[i] = a[blockIdx.x * 256 + i];
    for (int i = l; i < 128; i += 32) sb[i] = b[blockIdx.x * 128 + i];
    __syncthreads();
    unsigned a0, a1, a2, a3, b0, b1;
    unsigned pa = (unsigned)__cvta_generic_to_shared(&sa[((l % 8) + 8 * ((l / 8) % 2)) * 16 + 8 * (l / 16)]);
    asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0, %1, %2, %3}, [%4];"
                 : "=r"(a0), "=r"(a1), "=r"(a2), "=r"(a3) : "r"(pa));
    unsigned pb = (unsigned)__cvta_generic_to_shared(&sb[(l % 8) * 16 + 8 * ((l / 8) % 2)]);
    asm volatile("ldmatrix.sync.aligned.m8n8.x2.shared.b16 {%0, %1}, [%2];"
                 : "=r"(b0), "=r"(b1) : "r"(pb));
    float c0 = 0.0f, c1 = 0.0f, c2 = 0.0f, c3 = 0.0f;
    asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.FMT.FMT.f32 {%0, %1, %2, %3}, "
                 "{%4, %5, %6, %7}, {%8, %9}, {%0, %1, %2, %3};"
                 : "+f"(c0), "+f"(c1), "+f"(c2), "+f"(c3)
                 : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1));
    int g = l / 4, t = l % 4;
    d += blockIdx.x * 128;
    d[g * 8 + 2 * t] = c0;
    d[g * 8 + 2 * t + 1] = c1;
    d[(g + 8) * 8 + 2 * t] = c2;
    d[(g + 8) * 8 + 2 * t + 1] = c3;
}
'''


#: ldmatrix .x4 and .x4.trans of four 8x8 b16 tiles per block
LDT = r'''
__global__ void ldt(const unsigned short* a, unsigned* o) {
    __shared__ __align__(16) unsigned short s[256];
    int l = threadIdx.x;
    for (int i = l; i < 256; i += 32) s[i] = a[blockIdx.x * 256 + i];
    __syncthreads();
    unsigned p = (unsigned)__cvta_generic_to_shared(&s[l * 8]);
    unsigned r0, r1, r2, r3, t0, t1, t2, t3;
    asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0, %1, %2, %3}, [%4];"
                 : "=r"(r0), "=r"(r1), "=r"(r2), "=r"(r3) : "r"(p));
    asm volatile("ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {%0, %1, %2, %3}, [%4];"
                 : "=r"(t0), "=r"(t1), "=r"(t2), "=r"(t3) : "r"(p));
    unsigned* q = o + (blockIdx.x * 32 + l) * 8;
    q[0] = r0; q[1] = r1; q[2] = r2; q[3] = r3; q[4] = t0; q[5] = t1; q[6] = t2; q[7] = t3;
}
'''


def inputs_of(kinds: str, letters: str, n: int, rng) -> dict:
    """Random operand arrays ``a0..ak`` of the constraint types."""
    out = {}
    for k, (kind, letter) in enumerate(zip(kinds, letters)):
        _, dt = CT[letter]
        dt = np.dtype(dt)
        if kind == "s":
            a = rng.integers(0, 41, n).astype(dt)
        elif kind == "x":
            a = rng.integers(0, 0x10000, n).astype(dt)
        elif kind == "n":  # divisors: never zero
            a = rng.integers(0, 2**(8 * dt.itemsize), n, dtype=np.uint64).astype(dt)
            a[a == 0] = 3
            a[::7] = dt.type(7)
            if dt == np.uint32:
                a[1::11] = np.uint32(0xFFFFFFFF)
        elif kind == "f":
            fdt = np.float32 if letter in "fr" else np.float64
            x = rng.standard_normal(n) * np.exp2(rng.integers(-30, 30, n))
            special = np.array([0.0, -0.0, np.inf, -np.inf, np.nan, 1e-40, -1e-42, 0.5, 1.5,
                                2.5, -2.5, 65504.0, 65520.0, 3.4e38, 1e30, 2.0**31,
                                -2.0**31, 4e9, 1.0 / 3])
            pick = rng.random(n) < 0.25
            x[pick] = rng.choice(special, pick.sum())
            with np.errstate(over="ignore"):
                a = x.astype(fdt)
            if letter != "f" and letter != "d":
                a = a.view(dt) if a.dtype.itemsize == dt.itemsize else a.astype(dt)
        else:
            a = rng.integers(0, 2**64, n, dtype=np.uint64)
            a[:8] = [0, 1, 0xFFFFFFFF, 0x80000000, 0x7FFFFFFF, 2**63, 2**64 - 1, 0xFFFF]
            a = a.astype(dt) if dt.kind in "ui" else a.astype(np.uint32).view(dt) \
                if dt.itemsize == 4 else a.view(dt)
        out[f"a{k}"] = np.ascontiguousarray(a)
    return out


def source_of(template: str, out: str, ins: str) -> str:
    ot = CT[out][0]
    params = "".join(f", const {CT[c][0]}* a{k}" for k, c in enumerate(ins))
    args = ", ".join(f'"{c}"(a{k}[i])' for k, c in enumerate(ins))
    tmpl = template.replace("\\", "\\\\").replace('"', '\\"')
    return (f"__global__ void t({ot}* o{params}, int n) {{\n"
            f"    int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
            f"    if (i >= n) return;\n    {ot} v = 0;\n"
            f"    asm volatile(\"{tmpl}\" : \"={out}\"(v) : {args});\n    o[i] = v;\n}}\n"
            ).replace(" : );", ");")


def _bits(a: np.ndarray) -> np.ndarray:
    a = np.asarray(a)
    return a.view(f"uint{8 * a.dtype.itemsize}") if a.dtype.kind == "f" else a


def compare(dev: np.ndarray, sim: np.ndarray, inputs: dict, k: int = 5) -> dict:
    d, s = _bits(dev).ravel(), _bits(sim).ravel()
    same = d == s
    nan = np.zeros(d.shape, bool)
    if np.asarray(dev).dtype.kind == "f":
        nan = np.isnan(np.asarray(dev).ravel()) & np.isnan(np.asarray(sim).ravel())
    bad = ~same & ~nan
    idx = np.flatnonzero(bad)[:k]
    ex = [{name: int(_bits(v).ravel()[i]) for name, v in inputs.items()
           if isinstance(v, np.ndarray) and v.size == d.size}
          | {"index": int(i), "gpu": int(d[i]), "sim": int(s[i])} for i in idx]
    return {"count": int(d.size), "mismatches": int(bad.sum()),
            "nan_payload_only": int((~same & nan).sum()), "examples": ex}


def run_both(src: str, kernel: str, grid: int, block: int, args: dict, gpu: bool):
    prog = ws.read(src)
    k = prog.kernel(kernel)
    launch = ws.Launch(grid=grid, block=block)
    sim = ws.run(k, launch, {a: (v.copy() if isinstance(v, np.ndarray) else v)
                             for a, v in args.items()}, timeout=None)
    dev = ws.run(k, launch, {a: (v.copy() if isinstance(v, np.ndarray) else v)
                             for a, v in args.items()},
                 backend="cuda" if gpu else "cpu", timeout=None)
    return sim.outputs, dev.outputs


def case(name, template, out, ins, kinds, n, gpu, rng) -> dict:
    args = inputs_of(kinds, ins, n, rng)
    args["o"] = np.zeros(n, CT[out][1])
    args["n"] = n
    src = source_of(template, out, ins)
    sim, dev = run_both(src, "t", (n + 255) // 256, 256, args, gpu)
    r = compare(dev["o"], sim["o"], args)
    r.update(name=name, template=template)
    return r


def memory_case(n, gpu, rng) -> dict:
    g = rng.integers(0, 2**32, (n, 4), dtype=np.uint64).astype(np.uint32)
    cg = rng.standard_normal((n, 4)).astype(np.float32)
    args = {"g": g, "o": np.zeros((n, 4), np.uint32), "p": np.zeros(2 * n, np.uint32),
            "c": np.zeros((n, 4), np.float32), "cg": cg,
            "c2": np.zeros((n, 4), np.float32), "n": n}
    sim, dev = run_both(MEMORY, "mem", n // 256, 256, args, gpu)
    out = {"name": "ld/st.global.v4, cp.async.cg with src-size", "parts": {}}
    total = 0
    for name in ("o", "p", "c", "c2"):
        r = compare(dev[name], sim[name], {})
        out["parts"][name] = r
        total += r["mismatches"]
    out["mismatches"] = total
    out["count"] = int(sum(r["count"] for r in out["parts"].values()))
    return out


def mma_case(fmt: str, blocks: int, gpu: bool, rng) -> dict:
    """Random f16/bf16 tiles (normal values of mixed scale): D = A B^T + 0 per block."""
    import ml_dtypes

    dt = np.float16 if fmt == "f16" else ml_dtypes.bfloat16
    a = (rng.standard_normal(blocks * 256) * np.exp2(rng.integers(-6, 6, blocks * 256)))
    b = (rng.standard_normal(blocks * 128) * np.exp2(rng.integers(-6, 6, blocks * 128)))
    args = {"a": a.astype(dt).view(np.uint16), "b": b.astype(dt).view(np.uint16),
            "d": np.zeros(blocks * 128, np.float32)}
    sim, dev = run_both(MMA.replace("FMT", fmt), "mm", blocks, 32, args, gpu)
    r = compare(dev["d"], sim["d"], {})
    diff = np.abs(dev["d"].astype(np.float64) - sim["d"].astype(np.float64))
    ulp = np.spacing(np.abs(sim["d"]).astype(np.float32)).astype(np.float64)
    r["max_ulps"] = float(np.max(diff / ulp)) if diff.size else 0.0
    r.update(name=f"ldmatrix+mma.m16n8k16.{fmt}", template="scripts/gpu_asm.py MMA")
    return r


def header(argv) -> dict:
    h = {"date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ"),
         "commit": os.environ.get("COMMIT", "unknown"),
         "command": " ".join(["python3", "scripts/gpu_asm.py", *argv])}
    try:
        q = subprocess.run(["nvidia-smi", "--query-gpu=name,driver_version",
                            "--format=csv,noheader"], capture_output=True, text=True,
                           timeout=30)
        h["device"], _, h["driver"] = q.stdout.strip().partition(", ")
    except Exception as e:  # noqa: BLE001 - no GPU: recorded
        h["device"], h["driver"] = f"none ({type(e).__name__})", ""
    return h


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    ap = argparse.ArgumentParser()
    ap.add_argument("out")
    ap.add_argument("--no-gpu", action="store_true")
    ap.add_argument("--n", type=int, default=1 << 14)
    ap.add_argument("--only", help="only cases whose name contains this")
    a = ap.parse_args(argv)
    os.makedirs(a.out, exist_ok=True)
    res = {"header": header(argv), "gpu": not a.no_gpu, "n": a.n, "cases": []}
    rng = np.random.default_rng(20261127)
    t0 = time.time()
    for name, template, out, ins, kinds in CASES:
        if a.only and a.only not in name:
            continue
        try:
            r = case(name, template, out, ins, kinds, a.n, not a.no_gpu, rng)
        except Exception as e:  # noqa: BLE001 - one case failing must not stop the others
            r = {"name": name, "template": template, "error": f"{type(e).__name__}: {e}",
                 "traceback": traceback.format_exc()[-2000:]}
        res["cases"].append(r)
        print(f"{name:32s} " + (f"ERROR {r['error'][:150]}" if "error" in r else
                                f"{r['mismatches']} of {r['count']} differ"
                                f" (nan payload {r['nan_payload_only']})"), flush=True)
    if not a.only or a.only in "memory":
        try:
            r = memory_case(a.n, not a.no_gpu, rng)
        except Exception as e:  # noqa: BLE001
            r = {"name": "memory", "error": f"{type(e).__name__}: {e}",
                 "traceback": traceback.format_exc()[-2000:]}
        res["cases"].append(r)
        print("memory", r.get("error") or f"{r['mismatches']} of {r['count']} differ")
    if not a.only or a.only in "ldmatrix":
        try:
            blocks = max(a.n // 256, 1)
            args = {"a": rng.integers(0, 2**16, blocks * 256).astype(np.uint16),
                    "o": np.zeros(blocks * 256, np.uint32)}
            sim, dev = run_both(LDT, "ldt", blocks, 32, args, not a.no_gpu)
            r = compare(dev["o"], sim["o"], {})
            r.update(name="ldmatrix.x4 / .x4.trans", template="scripts/gpu_asm.py LDT")
        except Exception as e:  # noqa: BLE001
            r = {"name": "ldmatrix", "error": f"{type(e).__name__}: {e}",
                 "traceback": traceback.format_exc()[-2000:]}
        res["cases"].append(r)
        print(r["name"], r.get("error") or f"{r['mismatches']} of {r['count']} differ")
    for fmt in ("f16", "bf16"):
        if a.only and a.only not in "mma":
            continue
        try:
            r = mma_case(fmt, max(a.n // 256, 1), not a.no_gpu, rng)
        except Exception as e:  # noqa: BLE001
            r = {"name": f"mma {fmt}", "error": f"{type(e).__name__}: {e}",
                 "traceback": traceback.format_exc()[-2000:]}
        res["cases"].append(r)
        print(r["name"], r.get("error") or f"{r['mismatches']} of {r['count']} differ, "
                                            f"at most {r['max_ulps']:.1f} ulp")
    res["seconds"] = round(time.time() - t0, 1)
    res["summary"] = {"cases": len(res["cases"]),
                      "exact": sum(1 for r in res["cases"] if r.get("mismatches") == 0),
                      "differ": [r["name"] for r in res["cases"] if r.get("mismatches")],
                      "errors": [r["name"] for r in res["cases"] if "error" in r]}
    with open(os.path.join(a.out, "asm.json"), "w") as f:
        json.dump(res, f, indent=1)
    print(json.dumps(res["summary"]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
