"""Which ``if`` bodies ptxas if-converts, read from the compiled SASS (model.predict_branches,
docs/model.md rule 10), and what the model does with it. NVRTC compiles for sm_90 without a
GPU; where no CUDA compiler is installed these tests are skipped."""

import pytest

from warpsmith.backends.cuda_compile import compile_facts, compiler_available, local_compiler
from warpsmith.frontend import read_module
from warpsmith.ir import find_kernel
from warpsmith.ir import nodes as N
from warpsmith.ir.visit import walk
from warpsmith.model import predict_branches as PB
from warpsmith.pipeline_predict import predict_kernel

pytestmark = pytest.mark.skipif(compiler_available() is None,
                                reason="no CUDA compiler (NVRTC or nvcc) installed: the "
                                       "decision is read from compiled SASS")

SCAN = "src/warpsmith/corpus/model/scan.cu"
KERNELS = {"Init": "scan_init", "Div": "scan_div", "Init_Bank": "scan_init_bank",
           "Div_Bank": "scan_div_bank"}


def _scan(kind: str, block: int):
    defines = {"BLOCK_SIZE": str(block)}
    if kind.endswith("_Bank"):
        defines["NUM_BANKS"] = "32"
    m = read_module(SCAN, defines=defines, kernel=KERNELS[kind])
    return m, find_kernel(m, KERNELS[kind])


def _ifs(fn):
    """(sweep ifs: those inside a loop, the other ifs) of ``fn``, as predicate keys."""
    in_loops = set()
    for s in walk(fn.body):
        if isinstance(s, (N.For, N.While, N.DoWhile)):
            in_loops |= {PB.predicate_key(x) for x in walk(s.body) if isinstance(x, N.If)}
    every = {PB.predicate_key(x) for x in walk(fn.body) if isinstance(x, N.If)}
    return in_loops, every - in_loops


@pytest.mark.parametrize("block", [64, 128, 256, 512])
@pytest.mark.parametrize("kind", list(KERNELS))
def test_scan_sweeps_if_converted_unless_bank_padded(kind, block):
    # H100 counters (docs/model.md): Init and Div issue their sweep bodies in every warp,
    # the padded variants branch around them; the block-total if (one thread) is predicated
    m, fn = _scan(kind, block)
    got = PB.if_conversion(m, fn, "sm_90", local_compiler())
    assert got is not None, PB.explain(m, fn, "sm_90", local_compiler())
    sweeps, others = _ifs(fn)
    assert len(sweeps) == 2 and len(others) == 1
    assert set(got) == sweeps | others  # every if's body has instructions of its own
    branched = kind.endswith("_Bank")
    assert all(got[k] is (not branched) for k in sweeps), got
    assert all(got[k] for k in others), got


def _kernel(tmp_path, body: list[str]):
    """A kernel whose thread-dependent ``if`` holds ``body``, with a store after it (so that
    the body is not the kernel's tail, compiled as a conditional exit)."""
    lines = ["__global__ void k(float *a, const float *b, const float *c)",
             "{",
             "    int i = blockIdx.x * blockDim.x + threadIdx.x;",
             "    float x = b[i];",
             "    float y = c[i];",
             "    if (i % 3 == 0) {",
             *body,
             "        a[i] = x;",
             "    }",
             "    a[i + 4096] = y;",
             "}"]
    path = tmp_path / "k.cu"
    path.write_text("\n".join(lines) + "\n")
    m = read_module(str(path))
    return m, find_kernel(m, "k")


def test_long_body_is_branched_and_short_body_predicated(tmp_path):
    long_m, long_fn = _kernel(tmp_path, ["        x = x * y + 0.5f;"] * 40)
    got = PB.decisions(long_m, long_fn, "sm_90", local_compiler())
    assert got is not None and len(got) == 1
    assert not got[0].converted and got[0].branches >= 1 and got[0].skipped > 40
    short_m, short_fn = _kernel(tmp_path, ["        x = x + y;"])
    got = PB.decisions(short_m, short_fn, "sm_90", local_compiler())
    assert got is not None and len(got) == 1
    assert got[0].converted and got[0].skipped == 0 and got[0].predicated >= 1


def test_line_table_names_the_kernels_own_lines():
    # every instruction of the kernel maps to a line of one of its statements (or the
    # generated file's prologue); the sweep bodies' lines all hold instructions
    m, fn = _scan("Div_Bank", 64)
    sass = PB.compiled_sass(compile_facts(m, fn, "sm_90"))
    mine = {s.loc.line for s in walk(fn.body) if isinstance(s, N.Stmt) and s.loc.line}
    mine.add(fn.loc.line)
    scan_lines = {ln for f, ln in filter(None, sass.where) if f.endswith("scan.cu")}
    assert scan_lines and scan_lines <= mine | {max(mine) + 1}  # the closing brace: EXIT
    bodies = {s.loc.line for x in walk(fn.body) if isinstance(x, N.If)
              for s in walk(x.then) if isinstance(s, N.ExprStmt)}
    assert bodies <= scan_lines


def test_no_compiler_or_old_arch_gives_none():
    m, fn = _scan("Div", 64)
    assert PB.if_conversion(m, fn, "sm_60", local_compiler()) is None
    assert "sm_70" in PB.explain(m, fn, "sm_60", local_compiler())


def _div64(**kw):
    m, fn = _scan("Div", 64)
    return predict_kernel(m, "scan_div", (1024, 1, 1), (64, 1, 1), device="h100", **kw)


def test_model_issues_if_converted_shared_accesses_in_every_warp(monkeypatch):
    on = _div64()
    off = _div64(ablate=("predication",))
    assert on.terms["pipe_shared"] > off.terms["pipe_shared"]
    assert any("if-converted" in n and "89" in n for n in on.notes), on.notes
    # where the decision cannot be read, the model is the ablated one, and says why
    monkeypatch.setattr(PB, "derive", lambda *a, **k: (None, "stubbed out"))
    unknown = _div64()
    assert unknown.terms["pipe_shared"] == pytest.approx(off.terms["pipe_shared"])
    assert unknown.predicted_ms == pytest.approx(off.predicted_ms)
    assert any("stubbed out" in n for n in unknown.notes), unknown.notes


def test_model_keeps_branched_bodies_per_active_warp():
    # Div_Bank's sweeps are branched: only the block-total if (one thread, a shared load,
    # a shared store and a global store) becomes every warp's
    m, fn = _scan("Div_Bank", 64)
    on = predict_kernel(m, "scan_div_bank", (1024, 1, 1), (64, 1, 1), device="h100")
    off = predict_kernel(m, "scan_div_bank", (1024, 1, 1), (64, 1, 1), device="h100",
                         ablate=("predication",))
    grow = on.terms["pipe_shared"] - off.terms["pipe_shared"]
    assert 0 < grow < 0.05 * off.terms["pipe_shared"]
