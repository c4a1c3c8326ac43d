"""Code generation of a mapped-function implementation (thesis 001, Section 4.1).

One kernel per member of the cover: the fusion's routines glued in its linearized order
(loads into shared memory at their offsets, compute routines on shared memory, stores),
``__syncthreads()`` between steps (none between consecutive loads or consecutive stores),
one static shared array of ``size x E`` floats. Values crossing kernels go through global
temporaries. The CUDA C text is read by warpsmith's frontend into the IR, checked by
:func:`warpsmith.ir.verify.verify` and printed back by the CUDA printer: what the GPU
compiles and what the simulator runs is that IR.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass, field

from ..ir.nodes import Module
from ..ir.printer import PIPELINE_PRELUDE, print_function
from ..ir.verify import verify
from . import ircache
from .graph import Graph
from .library import CONST_ROUTINE, io_routine
from .library import templates as T


@dataclass
class KernelPlan:
    """One generated kernel: its name, elements per block, threads per block, shared bytes,
    parameters ``(buffer name, "in"|"out")`` in order."""

    name: str
    elements: int
    block: int
    shared_bytes: int
    params: list
    source: str = ""  # the CUDA C of this kernel alone (its routines and itself)
    raw: str = ""  # the kernel's generated text before the frontend (calls of routines)
    routines: dict = field(default_factory=dict)  # routine name -> its library text

    def grid(self, n: int) -> int:
        """Blocks for ``n`` data elements."""
        return -(-n // self.elements)


def _ident(name: str) -> str:
    return re.sub(r"\W", "_", name)


def buffer_names(g: Graph) -> dict:
    """Graph vertex -> the global buffer holding its value (``g_<input>``, ``g_<output>``,
    ``g_tmp_<name>``)."""
    names = {}
    for v in g.vertices:
        if v.kind == "load":
            names[v.id] = f"g_{_ident(v.name)}"
    for v in g.outputs:
        names.setdefault(v.args[0], f"g_{_ident(v.name)}")
    for v in g.vertices:
        if v.kind == "call":
            names.setdefault(v.id, f"g_tmp_{_ident(v.name)}")
    return names


def _float(value: float) -> str:
    text = repr(float(value))
    return text + ("f" if any(c in text for c in ".e") else ".0f")



def kernel_text(g: Graph, fi, name: str, buffers: dict) -> tuple[str, KernelPlan, set]:
    """The CUDA C of one fusion implementation ``fi`` and its plan; also the routines used."""
    dag, sched, e = fi.dag, fi.schedule, fi.elements
    params, lines, used = [], [], set()

    def param(vid: int, role: str) -> str:
        b = buffers[vid]
        if (b, role) not in params:
            params.append((b, role))
        return b

    def at(var: str) -> str:
        return f"sm + {sched.offsets[var] * e}"

    prev, pending = None, False
    for step in sched.order:
        kind = step[0]
        if prev is not None and not (prev == kind and kind in "LS"):
            if pending:  # cp.async copies of the loads before this barrier land first
                lines.append("    __pipeline_wait_prior(0);")
                pending = False
            lines.append("    __syncthreads();")
        prev = kind
        vid = int(step[1:])
        v = g.vertices[vid]
        if kind == "L":
            r = io_routine("load", v.type)
            lines.append(f"    {r.name}({at(step)}, {param(vid, 'in')}, first, count);")
            pending = pending or T.load_is_async(v.type)
        elif kind == "K":
            r = CONST_ROUTINE
            lines.append(f"    {r.name}({at(step)}, {_float(v.value)}, count);")
        elif kind == "C":
            r = fi.impls[vid]
            args = [f"C{a}" if a in dag.members else
                    (f"K{a}" if g.vertices[a].kind == "const" else f"L{a}") for a in v.args]
            lines.append(f"    {r.name}({at(step)}, {', '.join(at(a) for a in args)}, count);")
        else:
            r = io_routine("store", v.type)
            lines.append(f"    {r.name}({param(vid, 'out')}, {at('C' + str(vid))}, "
                         f"first, count);")
        used.add(r)
    decl = ", ".join(f"{'const ' if role == 'in' else ''}float* __restrict__ {b}"
                     for b, role in params)
    size = max(sched.size * e, 1)
    text = (f"extern \"C\" __global__ void {name}({decl}, int n) {{\n"
            f"    __shared__ float sm[{size}];\n"
            f"    int first = blockIdx.x * {e};\n"
            f"    int count = min({e}, n - first);\n" + "\n".join(lines) + "\n}\n")
    plan = KernelPlan(name, e, fi.block, size * 4, params)
    return text, plan, used


def generate(g: Graph, fusion_impls: list, prefix: str = "fused"):
    """(CUDA C text, IR module, kernel plans) of an implementation made of
    ``fusion_impls`` (in an order where every kernel runs after its producers)."""
    return generate_many(g, [fusion_impls], prefix)[0]


def generate_many(g: Graph, covers: list, prefix: str = "fused") -> list:
    """:func:`generate` for several implementations at once.

    Routines are read by the frontend (and verified) once per process; kernels are read
    with empty stubs of the routines they call (same signatures, so the calls type-check
    the same) and then joined with the routines' IR. The reads are batched (one frontend
    call for every routine not yet read, one for every kernel), and a kernel is named after
    a hash of its text, so implementations sharing a fusion implementation share its IR,
    its printed text and its compiled code."""
    buffers = buffer_names(g)
    staged = []
    for fusion_impls in covers:
        kernels = []
        for fi in fusion_impls:
            text, plan, used = kernel_text(g, fi, "KERNEL", buffers)
            used = sorted(used, key=lambda r: r.name)
            stubs = "".join(_stub(r.text) for r in used)
            plan.name = f"{prefix}_" + hashlib.sha1((stubs + text).encode()).hexdigest()[:12]
            plan.raw = text.replace("KERNEL", plan.name, 1)
            plan.routines = {r.name: r.text for r in used}
            kernels.append((plan, used, plan.raw))
        staged.append(kernels)
    _read_routines([r for kernels in staged for _p, used, _t in kernels for r in used])
    _read_kernels([(p.name, used, t) for kernels in staged for p, used, t in kernels])
    out = []
    for kernels in staged:
        functions, texts, plans = {}, {}, []
        for plan, used, _text in kernels:
            for r in used:
                functions[r.name], texts[r.name] = _ROUTINES[r.name]
            functions[plan.name], texts[plan.name] = _KERNELS[plan.name]
            plan.source = _with_prelude(
                "\n\n".join([*(texts[r.name] for r in used), texts[plan.name]]) + "\n")
            plans.append(plan)
        module = Module(tuple(functions.values()), dialect="cuda", file=f"<{prefix}>")
        out.append((_with_prelude("\n\n".join(texts.values()) + "\n"), module, plans))
    return out


def _with_prelude(text: str) -> str:
    """``text`` (functions printed one by one, without the module header) preceded by the
    printer's cp.async prelude where a routine uses it."""
    return f"{PIPELINE_PRELUDE}\n\n{text}" if "ws_pipeline_memcpy_async(" in text else text


_SIGNATURE = re.compile(r"__device__ void \w+\([^)]*\)")
_ROUTINES: dict = {}  # routine name -> (IR Function, printed text)
_KERNELS: dict = {}   # kernel name (a hash of its text) -> (IR Function, printed text)


def _stub(routine_text: str) -> str:
    return _SIGNATURE.search(routine_text).group(0) + " {}\n"


def _read(text: str) -> Module:
    from ..frontend import read_module

    return verify(read_module("<fusion>", text=text, dialect="cuda"))


def _wrapper(r) -> str:
    """A kernel calling routine ``r`` (the frontend keeps only what kernels reach)."""
    sig = _SIGNATURE.search(r.text).group(0)
    params = sig[sig.index("(") + 1:-1]
    names = ", ".join(re.findall(r"(\w+)\s*(?:,|$)", params))
    return f"extern \"C\" __global__ void wrap_{r.name}({params}) {{ {r.name}({names}); }}\n"


def _read_routines(routines) -> None:
    todo = list({r.name: r for r in routines if r.name not in _ROUTINES}.values())
    todo = [r for r in todo if not _cached(_ROUTINES, r.name, r.text)]
    if todo:
        module = _read("".join(r.text + _wrapper(r) for r in todo))
        for r in todo:
            fn = module.function(r.name)
            _ROUTINES[r.name] = (fn, print_function(fn, "cuda", module))
            ircache.put(ircache.key(r.text), _ROUTINES[r.name])


def _read_kernels(kernels) -> None:
    todo = {name: (used, text) for name, used, text in kernels
            if name not in _KERNELS and not _cached(_KERNELS, name, name + text)}
    if todo:
        stubs = {r.name: _stub(r.text) for used, _t in todo.values() for r in used}
        module = _read("".join(stubs.values()) + "".join(t for _u, t in todo.values()))
        for name in todo:
            fn = module.function(name)
            _KERNELS[name] = (fn, print_function(fn, "cuda", module))
            ircache.put(ircache.key(name + todo[name][1]), _KERNELS[name])


def _cached(table: dict, name: str, text: str) -> bool:
    """Fill ``table[name]`` from the disk cache (:mod:`.ircache`) when it holds ``text``."""
    hit = ircache.get(ircache.key(text))
    if hit is not None:
        table[name] = hit
    return hit is not None


def clear_caches() -> None:
    """Forget every routine and kernel read in this process (the disk cache stays: set
    ``WARPSMITH_NO_CACHE=1`` to measure the compiler fully cold)."""
    _ROUTINES.clear()
    _KERNELS.clear()


def order_fusions(g: Graph, fusion_impls: list) -> list:
    """The cover's members in an order where each runs after the members it reads."""
    owner = {v: i for i, fi in enumerate(fusion_impls) for v in fi.dag.members}
    deps = {i: {owner[a] for v in fi.dag.members for a in g.vertices[v].args
                if a in owner and owner[a] != i} for i, fi in enumerate(fusion_impls)}
    done, out = set(), []
    while len(out) < len(fusion_impls):
        for i in range(len(fusion_impls)):
            if i not in done and deps[i] <= done:
                done.add(i)
                out.append(fusion_impls[i])
                break
        else:
            raise ValueError("cyclic cover")  # cannot happen for convex fusions
    return out


__all__ = ["KernelPlan", "buffer_names", "kernel_text", "generate", "generate_many",
           "order_fusions", "clear_caches", "T"]
