"""The paper mapping's generated code beyond the paper (docs/stream.md, "Beyond the paper:
the generated code"): identity filters as index maps, channels of one thread in registers,
unrolled work loops, restrict pointers, stages of independent operators. Differential checks
on the simulator against the sequential C backend, and the structure each form promises."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from warpsmith.hw.descriptions import load_device
from warpsmith.stream.aliasing import is_identity
from warpsmith.stream.backend_c import c_compiler, run_c
from warpsmith.stream.compiler import compile as stream_compile
from warpsmith.stream.mapping import MapParams, PaperMapping
from warpsmith.stream.runtime import Prepared, paper_for, run_paper_sim

BENCH = Path(__file__).resolve().parents[1] / "benchmarks" / "streamit"

# identities: on the input (read through), between filters (written through), inside a
# split-join between a splitter and a joiner (runs: one of the two must copy), the sink
IDS = """
void->void pipeline Main { add Src(); add Identity<int>(); add Tri(); add Identity<int>();
  add splitjoin { split roundrobin(1, 2); add Identity<int>(); add Tri(); join roundrobin(1, 3); };
  add Sink(); }
void->int filter Src { int x; init { x = 7; } work push 1 { push(x); x = (x * 1103515245 + 12345) & 0xffff; } }
int->int filter Tri { work pop 2 push 3 { int a = pop(); int b = pop(); push(a); push(b); push(a ^ b); } }
int->void filter Sink { work pop 1 { println(pop()); } }
"""


def _need_cc():
    try:
        c_compiler()
    except Exception:  # noqa: BLE001 - the named missing dependency
        pytest.skip("no C compiler (cc/gcc) on this machine")


def _case(src, steady):
    _need_cc()
    p = stream_compile(src)
    x = p.default_input(steady)
    return p, x, run_c(p.graph, p.schedule, x, steady, dump=True)


def _same(got, want, t):
    if t == "int":
        return np.array_equal(got, want)
    return got.shape == want.shape and np.allclose(got, want, rtol=1e-4, atol=1e-4)


@pytest.mark.parametrize("S", [1, 2])
def test_identity_filters_are_index_maps(S):
    p, x, host = _case(IDS, 12)
    g, s = p.graph, p.schedule
    ids = {n.id for n in g.nodes if is_identity(n)}
    assert len(ids) == 4  # three Identity<int> and the sink's println(pop())
    m = PaperMapping(g, s, host.fields, MapParams(4, S, 32))
    off = PaperMapping(g, s, host.fields, MapParams(4, S, 32, alias_identity=False))
    assert len(ids & m.gone) == 3 and not ids & off.gone  # the one in the split-join runs
    shared = [PaperMapping(g, s, host.fields, MapParams(4, S, 32, regs=False, alias_identity=a))
              for a in (True, False)]
    assert shared[0].lw < shared[1].lw
    got = run_paper_sim(Prepared(g, s, host), x, 12, MapParams(4, S, 32), blocks=2)
    assert np.array_equal(got, host.output)


def test_register_channels_leave_shared_memory():
    """FFT at S = 1: every internal channel is one thread's, its operators unroll, so the
    working set is the input and output slots only; S = 2, no inlining or no unrolling keep
    them in shared memory; the launch bounds leave the registers they want."""
    p, x, host = _case(BENCH / "FFT.str", 4)
    g, s = p.graph, p.schedule
    m = PaperMapping(g, s, host.fields, MapParams(8, 1, 32))
    assert m.reg and m.lw == 0 and "int rg[" in m.source()
    for prm in (MapParams(8, 2, 32), MapParams(8, 1, 32, inline=False),
                MapParams(8, 1, 32, unroll=0), MapParams(8, 1, 32, regs=False)):
        other = PaperMapping(g, s, host.fields, prm)
        assert not other.reg and other.lw > 0 and "int rg[" not in other.source()
    dev = load_device("h100")
    pf = paper_for(Prepared(g, s, host), MapParams(32, 1, 128), dev)
    assert pf.min_blocks * pf.max_threads * pf.registers_wanted() <= dev.registers_per_sm
    got = run_paper_sim(Prepared(g, s, host), x, 4, MapParams(2, 1, 32), blocks=2)
    assert _same(got, host.output, g.output_type)


def test_unroll_and_restrict_forms():
    """Work loops with constant bounds get ``#pragma unroll`` up to the size limit (none at
    0); operators read through a const restrict pointer and write through another."""
    p, x, host = _case(BENCH / "DCT.str", 2)
    g, s = p.graph, p.schedule
    src = PaperMapping(g, s, host.fields, MapParams(8, 2, 32)).source()
    assert "#pragma unroll\n" in src and "const int* __restrict__ smr" in src
    old = PaperMapping(g, s, host.fields, MapParams(8, 2, 32, unroll=0, restrict=False)).source()
    assert "smr" not in old and old.count("#pragma unroll") < src.count("#pragma unroll")
    small = PaperMapping(g, s, host.fields, MapParams(8, 2, 32, unroll=8)).source()
    assert small.count("#pragma unroll") < src.count("#pragma unroll")
    got = run_paper_sim(Prepared(g, s, host), x, 2, MapParams(2, 2, 32, restrict=False), blocks=2)
    assert _same(got, host.output, g.output_type)


def test_stages_deal_independent_operators_together():
    """DCT at S = 4: the eight row and eight column transforms are two stages (one barrier);
    the first column transform's firings start on the thread after the last row's."""
    p, x, host = _case(BENCH / "DCT.str", 4)
    g, s = p.graph, p.schedule
    m = PaperMapping(g, s, host.fields, MapParams(4, 4, 32))
    assert [len(st) for st in m.stages] == [8, 8] and m.compute_phase()[1] == 1
    assert "(sidx + 3) % S_" in m.compute_phase()[0]
    got = run_paper_sim(Prepared(g, s, host), x, 4, MapParams(4, 4, 32), blocks=2)
    assert _same(got, host.output, g.output_type)


def test_outputs_over_the_input_slot(monkeypatch):
    """MatrixMult (32 words in, 16 out): the outputs overwrite the inputs' slot, a smaller
    stride; the M threads' own barrier between the last group's stores and the next group's
    loads is what keeps the slot safe (dropped, the simulator's race checker fails the run).
    A program whose one operator reads the input and writes the output keeps two slots."""
    from warpsmith.ir.errors import SimulationError
    from warpsmith.stream import mapping as M

    p, x, host = _case(BENCH / "MatrixMult.str", 24)
    g, s = p.graph, p.schedule
    m = PaperMapping(g, s, host.fields, MapParams(8, 1, 32))
    two = PaperMapping(g, s, host.fields, MapParams(8, 1, 32, inplace=False))
    assert m.inplace and not two.inplace and m.lam < two.lam
    old = PaperMapping(g, s, host.fields, MapParams(8, 1, 32).without_extensions())
    assert not (old.inplace or old.reg or old.p.unroll or old.p.restrict) and old.lam > two.lam
    pr = Prepared(g, s, host)
    assert _same(run_paper_sim(pr, x, 24, MapParams(8, 1, 32), blocks=1), host.output,
                 g.output_type)
    orig = M.PaperMapping.source

    def no_m_barrier(self):
        text = orig(self)
        cut = "    }\n    __syncthreads();\n    if (!isC) {"
        assert cut in text
        return text.replace(cut, "    }\n    if (!isC) {", 1)

    monkeypatch.setattr(M.PaperMapping, "source", no_m_barrier)
    with pytest.raises(SimulationError, match="data race"):
        run_paper_sim(pr, x, 24, MapParams(8, 1, 32), blocks=1)
    monkeypatch.undo()
    one = stream_compile("void->void pipeline Main { add Src(); add Tri(); add Sink(); }\n"
                         + IDS.split("\n", 4)[4])
    h1 = run_c(one.graph, one.schedule, one.default_input(4), 4, dump=True)
    assert not PaperMapping(one.graph, one.schedule, h1.fields, MapParams(4, 1, 32)).inplace
