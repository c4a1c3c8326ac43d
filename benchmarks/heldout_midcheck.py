"""Check held-out variants made for the GPU launch on the simulator at a middle launch
where their run-time guard holds (the runner checks at the ci launch, where the guard of
these variants falls back to the original, so it cannot check them there).

    PYTHONPATH=src python benchmarks/heldout_midcheck.py matadd_fig6a int8_add_colwalk ...

Prints per kernel the steps applied, the launch the guard picks and whether the original
and the variant match the suite's NumPy reference. Kernels: the keys of MID."""
import sys, json
import numpy as np
from warpsmith.corpus import heldout as H, int_params, compare_outputs
from warpsmith.frontend import read_module
from warpsmith.ir.launch import Launch
from warpsmith.transform.memopt import optimize
from warpsmith.transform.dispatch import dispatcher
from warpsmith.backends.simulator import simulate

MID = {
    "stencil5_colwalk": ((2, 64, 1), (32, 8, 1), {"width": 512, "height": 64}),
    "int8_add_colwalk": ((2, 64, 1), (32, 8, 1), {"width": 512, "height": 64}),
    "axpy2d_colwalk": ((2, 64, 1), (32, 8, 1), {"width": 512, "height": 64}),
    "matadd_fig6a": ((4096, 1, 1), (4, 1, 1), {"n": 16384}),
}
for name in sys.argv[1:]:
    s = H.spec(name)
    m = read_module(str(s.path), dialect=s.dialect)
    fn = m.function(s.kernel)
    gargs = s.make_args(0, "ci")
    gp = {k: int(v) for k, v in s.paper.dims.items() if k in [p.name for p in fn.params]}
    res = optimize(m, s.kernel, Launch(s.paper.grid, s.paper.block, params=gp))
    v = res.variant
    grid, block, dims = MID[name]
    args = s.args(np.random.default_rng(1), dims)
    params = int_params(fn, args)
    k, g, b, failed = dispatcher(v)(grid, block, params)
    want = s.reference_dims(args, dims)
    r0 = simulate(m, s.kernel, grid, block, dict(args)).outputs
    r1 = simulate(v.module, k, g, b, dict(args)).outputs
    print(name, [st.name for st in res.applied], "guard:", k, g, b, failed,
          "original:", compare_outputs(r0, want, s.outputs, s.rtol, s.atol) or "ok",
          "variant:", compare_outputs(r1, want, s.outputs, s.rtol, s.atol) or "ok", flush=True)
