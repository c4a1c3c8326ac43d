"""Paper 003's memory-access optimizer run over the fusion compiler's generated kernels.

The access analysis reads a kernel's own body (``analysis/access.py``), while a generated
kernel does its memory accesses inside the library's routines. :func:`inlined_kernel`
therefore writes each kernel once more with every routine call replaced by the routine's
body (a block that binds the parameters to the evaluated arguments: C's call by value),
reads it with the frontend, and the optimizer and paper 000's model see every load, store
and cp.async copy.

The load and store routines are written coalesced and 16 bytes wide (cp.async or float4,
``library/templates.py``); the verdict says whether the optimizer can do better with each
kernel at the launch the fusion runtime uses: the steps it would apply, the reason for each
step it refused, and the analysis's verdict on each global access. A kernel the optimizer
changes is reported, not substituted: the fusion runtime launches every kernel with the
fusion's own grid and block and checks no run-time assumptions, so a variant that changes
the launch or carries assumptions cannot be used as is (none of the examples' kernels has
given one: ``docs/fusion.md``).
"""

from __future__ import annotations

import re

from ..ir.launch import Launch

_VERDICTS: dict = {}  # (kernel name, n) -> verdict (kernels are named by their text's hash)
_INLINED: dict = {}  # kernel name -> IR module of the kernel with its routines inlined


def inlined_kernel(plan):
    """(IR module, kernel name) of generated kernel ``plan`` with its routines' bodies
    inlined (read by the frontend, checked by ``ir.verify``)."""
    from ..frontend import read_module
    from ..ir.verify import verify

    if plan.name not in _INLINED:  # kernels are named by their text's hash
        text = _INLINE_CALL.sub(lambda m: _inline(m, plan.routines), plan.raw)
        _INLINED[plan.name] = verify(read_module(f"<{plan.name}>", text=text, dialect="cuda"))
    return _INLINED[plan.name], plan.name


_INLINE_CALL = re.compile(r"^(\s*)(\w+)\((.*)\);$", re.M)
_HEAD = re.compile(r"__device__ void (\w+)\((.*?)\)\s*\{", re.S)


def _inline(m, routines: dict) -> str:
    indent, name, args = m.group(1), m.group(2), m.group(3)
    if name not in routines:
        return m.group(0)
    text = routines[name]
    head = _HEAD.search(text)
    params = [p.strip() for p in head.group(2).split(",")]
    body = text[head.end():text.rstrip().rindex("}")]
    values = args.split(",")  # generated calls: names, sums and literals, no nesting
    temps = "".join(f"{indent}    {_decl(p, f'ws_arg{k}')} = {v.strip()};\n"
                    for k, (p, v) in enumerate(zip(params, values)))
    binds = "".join(f"{indent}        {p} = ws_arg{k};\n" for k, p in enumerate(params))
    return (f"{indent}{{  // {name}\n{temps}{indent}    {{\n{binds}{body}"
            f"{indent}    }}\n{indent}}}")


def _decl(param: str, new_name: str) -> str:
    """``param`` (a declaration such as ``const float* __restrict__ g``) renamed."""
    return re.sub(r"\w+$", new_name, param)


def kernel_verdict(plan, n: int = 4096) -> dict:
    """The optimizer's verdict on generated kernel ``plan`` (a :class:`~.codegen.KernelPlan`)
    launched for ``n`` data elements, its routines inlined: ``{"kernel", "applied": [step
    names], "refused": [[step, reason]], "global_accesses": {analysis verdict: count}}``."""
    key = (plan.name, n)
    if key not in _VERDICTS:
        from ..transform.memopt import optimize

        module, name = inlined_kernel(plan)
        launch = Launch((plan.grid(n), 1, 1), (plan.block, 1, 1), params={"n": n})
        r = optimize(module, name, launch)
        refused = [(x.step, x.reason) for x in r.refused]
        _VERDICTS[key] = {"kernel": plan.name,
                          "applied": [s.name for s in r.applied],
                          "refused": [list(x) for x in dict.fromkeys(refused)],
                          "global_accesses": _verdicts(r.before)}
    return _VERDICTS[key]


def _verdicts(report) -> dict:
    """Global accesses of the access report by the analysis's verdict (coalesced,
    uncoalesced, broadcast, short-word, unknown)."""
    out: dict = {}
    for p in getattr(report, "predictions", None) or []:
        if p.access.space == "global":
            out[p.verdict] = out.get(p.verdict, 0) + 1
    return out


def implementation_verdicts(impl, n: int = 4096) -> list:
    """:func:`kernel_verdict` for every kernel of ``impl``, in launch order."""
    return [kernel_verdict(plan, n) for plan in impl.kernels]


__all__ = ["inlined_kernel", "kernel_verdict", "implementation_verdicts"]
