"""The stream compiler (paper 004): parsing with located refusals, schedules, the layout,
and differential checks: the simulator (the program lowered into warpsmith's IR, and paper
004's GPU mapping run with syncthreads barriers) against the sequential C backend."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import warpsmith as ws
from warpsmith.ir.errors import SemanticError, SyntaxErrorAt, Unsupported
from warpsmith.stream.backend_c import c_compiler, run_c
from warpsmith.stream.compiler import compile as stream_compile
from warpsmith.stream.heuristics import allowed_s, choose
from warpsmith.stream.layout import algorithm1, buffers, exact_layout, lower_bound, odd_lambda
from warpsmith.stream.lower import lower, run_simulator
from warpsmith.stream.mapping import MapParams, NaiveMapping, PaperMapping, carry_array
from warpsmith.stream.parser import parse
from warpsmith.stream.runtime import (Prepared, compile_naive, compile_paper, paper_ir,
                                      run_naive_sim, run_paper_sim)

BENCH = Path(__file__).resolve().parents[1] / "benchmarks" / "streamit"
PAPER8 = ["Bitonic", "BitonicRec", "DCT", "DES", "FFT", "FilterBank", "FMRadio", "MatrixMult"]
EXTRAS = ["Autocor", "TDE", "BeamFormer", "ChannelVocoder"]
FAST = {"Bitonic", "FFT", "MatrixMult"}

PEEK = """
void->void pipeline Main { add Src(); add Scale(3); add Fir(5);
  add splitjoin { split duplicate; add Fir(3); add Dec(); join roundrobin(2, 1); };
  add Fir(2); add Sink(); }
void->int filter Src { int x; init { x = 7; } work push 1 { push(x); x = (x * 1103515245 + 12345) & 0xffff; } }
int->int filter Fir(int n) { int[n] w; init { for (int i = 0; i < n; i++) w[i] = i * 3 + 1; }
  work pop 1 push 1 peek n { int s = 0; for (int i = 0; i < n; i++) s += w[i] * peek(i); pop(); push(s ^ (s >> 3)); } }
int->int filter Dec { work pop 2 push 1 { push(pop() - pop()); } }
int->int filter Scale(int k) { work pop 1 push 2 { int v = pop(); push(k * v); push(v % 7); } }
int->void filter Sink { work pop 3 { for (int i = 0; i < 3; i++) println(pop()); } }
"""

WIN = """
void->void pipeline Main { add Src(); add Fir(7); add Scale(3); add Fir(4); add Sink(); }
void->int filter Src { int x; init { x = 7; } work push 1 { push(x); x = (x * 1103515245 + 12345) & 0xffff; } }
int->int filter Fir(int n) { int[n] w; init { for (int i = 0; i < n; i++) w[i] = i * 3 + 1; }
  work pop 1 push 1 peek n { int s = 0; for (int i = 0; i < n; i++) s += w[i] * peek(i); pop(); push(s ^ (s >> 3)); } }
int->int filter Scale(int k) { work pop 1 push 2 { int v = pop(); push(k * v); push(v % 7); } }
int->void filter Sink { work pop 2 { for (int i = 0; i < 2; i++) println(pop()); } }
"""  # the first filter peeks at the input stream


def _need_cc():
    try:
        c_compiler()
    except Exception:  # noqa: BLE001 - the named missing dependency
        pytest.skip("no C compiler (cc/gcc) on this machine")


def _same(got, want, t):
    if t == "int":
        return np.array_equal(got, want)
    return got.shape == want.shape and np.allclose(got, want, rtol=1e-4, atol=1e-4)


# ----------------------------------------------------------------------------- front end

@pytest.mark.parametrize("text, kind, where", [
    ("float->float filter F { work pop * push 1 { push(pop()); } }", Unsupported, (1, 34)),
    ("float->float filter F {\n  prework push 1 { push(1); }\n work pop 1 push 1 { push(pop()); } }",
     Unsupported, (2, 3)),
    ("float->float filter F {\n handler h() { }\n work pop 1 { pop(); } }", Unsupported, (2, 2)),
    ("float->float filter F { work pop 1 push 1 { push(pop() }", SyntaxErrorAt, (1, 56)),
    ("float->float filter F { complex c; work pop 1 { pop(); } }", Unsupported, (1, 25)),
])
def test_refusals_are_located(text, kind, where):
    with pytest.raises(kind) as e:
        parse(text, "prog.str")
    assert (e.value.loc.file, e.value.loc.line, e.value.loc.col) == ("prog.str", *where)


def test_unbalanced_rates_and_unknown_streams_are_located():
    bad = ("float->float splitjoin SJ { split duplicate; add A(); add B(); join roundrobin; }\n"
           "float->float filter A { work pop 1 push 1 { push(pop()); } }\n"
           "float->float filter B { work pop 2 push 1 { push(pop()); pop(); } }\n"
           "float->float pipeline Main { add SJ(); }\n")
    with pytest.raises(SemanticError, match="do not balance"):
        stream_compile(bad)
    with pytest.raises(SemanticError, match="no stream named 'Nope'") as e:
        stream_compile("float->float pipeline Main { add Nope(); }")
    assert e.value.loc.line == 1 and e.value.loc.col == 34


def test_schedule_repetitions_and_peeking_carry():
    p = stream_compile(PEEK)
    g, s = p.graph, p.schedule
    names = {n.name: n.id for n in g.nodes}
    assert s.rep[names["Scale_0"]] == 1 and s.rep[names["Fir_0"]] == 2  # Scale pushes 2
    assert s.rep[names["Dec_0"]] == 1 and s.rep[names["Sink_0"]] == 1
    # every peeking filter finds peek - pop items waiting after the initialization
    for n in g.filters:
        for c in g.in_channels(n):
            assert s.carry[c.id] >= n.peek[0] - n.pop[0]


# ----------------------------------------------------------------------------- layout

@pytest.mark.parametrize("name", ["Bitonic", "FFT", "MatrixMult", "FilterBank"])
def test_layout_bounds(name):
    p = stream_compile(BENCH / f"{name}.str")
    bufs = buffers(p.graph, p.schedule)
    a1 = algorithm1(bufs, len(p.schedule.order))
    a1.check()
    ex = exact_layout(bufs, len(p.schedule.order), time_limit=5)
    ex.check()
    lb = lower_bound(bufs, len(p.schedule.order))
    assert lb == a1.lower_bound <= ex.size <= a1.size
    assert odd_lambda(a1.size) % 2 == 1


# ----------------------------------------------------------------------------- differential

def _bench_case(name, steady):
    _need_cc()
    p = stream_compile(BENCH / f"{name}.str")
    x = p.default_input(steady)
    host = run_c(p.graph, p.schedule, x, steady, dump=True)
    return p, x, host


@pytest.mark.parametrize("name", [pytest.param(n, marks=() if n in FAST else pytest.mark.slow)
                                  for n in PAPER8 + EXTRAS])
def test_benchmark_simulator_matches_c(name):
    p, x, host = _bench_case(name, 2)
    got = run_simulator(p.graph, p.schedule, x, 2)
    assert _same(got, host.output, p.graph.output_type)
    assert len(host.output) == p.schedule.init[-1] + 2 * p.schedule.output_per_steady(p.graph)


def test_des_reproduces_the_fips_test_vector():
    p, _x, host = _bench_case("DES", 1)
    assert "".join("%x" % v for v in host.output[:16]) == "85e813540f0ab405"


@pytest.mark.parametrize("name, W, S", [("MatrixMult", 8, 2), ("Bitonic", 8, 1),
                                        pytest.param("FilterBank", 32, 1, marks=pytest.mark.slow)])
def test_paper_and_naive_mappings_match_c(name, W, S):
    p, x, host = _bench_case(name, 10)
    pr = Prepared(p.graph, p.schedule, host)
    got = run_paper_sim(pr, x, 10, MapParams(W, S, 32), blocks=2)
    assert _same(got, host.output, p.graph.output_type)
    assert _same(run_naive_sim(pr, x, 10), host.output, p.graph.output_type)


def test_paper_mapping_peeking_across_executions_and_blocks():
    _need_cc()
    p = stream_compile(PEEK)
    x = p.default_input(30)
    host = run_c(p.graph, p.schedule, x, 30, dump=True)
    pr = Prepared(p.graph, p.schedule, host)
    # 8 groups of 4 over 2 blocks: the second block starts with warm-up groups
    assert np.array_equal(run_paper_sim(pr, x, 30, MapParams(4, 2, 32), blocks=2), host.output)


@pytest.mark.parametrize("text, params", [
    (PEEK, MapParams(40, 1, 32, "warp", peek="ghost")),
    (PEEK, MapParams(20, 2, 32, "warp", peek="ghost")),
    (PEEK, MapParams(40, 1, 32, "named", peek="pk")),
    (PEEK, MapParams(20, 2, 32, "named", peek="pk", elide=False)),
    (WIN, MapParams(40, 1, 32, peek="ghost")), (WIN, MapParams(20, 2, 32, "named", peek="pk")),
    (WIN, MapParams(40, 1, 32, window=False)),
])
def test_barrier_and_peek_forms_match_c(text, params):
    """Ghost executions or the packed PK area, elided or all barriers, the input's peeking
    window read across executions or loaded per execution, executions over two warps and two
    blocks (warm-up groups): the simulator, whose race checker fails a run with a barrier
    missing (tried: dropping the ones around peeks), agrees with C."""
    _need_cc()
    p = stream_compile(text)
    x = p.default_input(90)
    host = run_c(p.graph, p.schedule, x, 90, dump=True)
    pr = Prepared(p.graph, p.schedule, host)
    assert np.array_equal(run_paper_sim(pr, x, 90, params, blocks=2), host.output)


def test_barriers_only_where_data_crosses_threads():
    """S = 1 without peeking needs no barrier between operators; with S = 2 every boundary
    gets one (__syncwarp in warp mode); a peeking program keeps full C barriers around its
    peeks; the ghost layout keeps carried buffers apart and its PK image holds the carries."""
    _need_cc()
    p, _x, host = _bench_case("Bitonic", 1)
    g, s = p.graph, p.schedule
    ops = [n for n in s.order if g.nodes[n].kind in ("filter", "split", "join")]
    assert PaperMapping(g, s, host.fields, MapParams(8, 1, 32)).compute_phase()[1] == 0
    two = PaperMapping(g, s, host.fields, MapParams(8, 2, 32, "warp", alias=False, stages=False))
    assert two.compute_phase()[1] == len(ops) - 1
    assert "__syncwarp();" in two.source() and "bar.sync" not in two.compute_phase()[0]
    assert PaperMapping(g, s, host.fields, MapParams(8, 1, 32, elide=False, alias=False)
                        ).compute_phase()[1] == len(ops) - 1
    # stages (operators of equal depth run together): a barrier between stages only, and
    # every operator of a stage deeper than every writer of what it reads
    staged = PaperMapping(g, s, host.fields, MapParams(8, 2, 32, "warp", alias=False))
    assert staged.compute_phase()[1] == len(staged.stages) - 1 < len(ops) - 1
    writer = {c.id: staged.pos.get(c.src) for c in g.channels}
    for i, stage in enumerate(staged.stages):
        for nid in stage:
            assert all(writer[c.id] is None or writer[c.id] < i for c in g.in_channels(g.nodes[nid])
                       if g.nodes[c.src].kind != "input")
    # aliased splitters and joiners do not run: no firing, no barrier, a smaller working set
    al = PaperMapping(g, s, host.fields, MapParams(8, 2, 32, "warp", stages=False))
    assert al.gone and al.compute_phase()[1] == len(ops) - len(al.gone) - 1
    assert all(f"op_{g.nodes[i].name}(" not in al.source() for i in al.gone)
    assert al.lw < two.lw
    q = stream_compile(PEEK)
    x = q.default_input(4)
    qh = run_c(q.graph, q.schedule, x, 4, dump=True)
    m = PaperMapping(q.graph, q.schedule, qh.fields, MapParams(4, 1, 32, peek="ghost"))
    assert m.ghost and 0 < m.compute_phase()[1]
    spans = sorted((m.layout.offsets[c], m.layout.offsets[c] + m.P[c]) for c in m.carry)
    assert all(a[1] <= b[0] for a, b in zip(spans, spans[1:]))
    image = carry_array(m, qh.carry)
    for cid, c0 in m.carry.items():
        want = np.asarray(qh.carry[cid]).astype(np.int32)
        assert np.array_equal(image[[m.ghost_address(cid, j) for j in range(c0)]], want)


def test_generated_kernels_verify_and_compile_for_sm_90():
    from warpsmith.backends.cuda_compile import compiler_available
    if compiler_available() is None:
        pytest.skip("no NVRTC or nvcc on this machine")
    p, x, host = _bench_case("MatrixMult", 2)
    paper = PaperMapping(p.graph, p.schedule, host.fields, MapParams(8, 2, 32, "named"))
    assert paper_ir(paper).kernels  # verified IR (the syncthreads twin)
    assert compile_paper(paper).registers > 0
    assert lower(p.graph, p.schedule).kernels
    naive = NaiveMapping(p.graph, p.schedule, host.fields, 2)
    assert len(compile_naive(naive)) == len(naive.ops())
    q = stream_compile(PEEK)  # cp.async loads, ghost peeks, named and warp barriers
    qh = run_c(q.graph, q.schedule, q.default_input(4), 4, dump=True)
    for prm in (MapParams(8, 2, 32, "warp", peek="ghost"), MapParams(8, 1, 64, "named")):
        m = PaperMapping(q.graph, q.schedule, qh.fields, prm, min_blocks=2)
        assert m.threads <= m.max_threads < m.threads + 64
        assert "cp.async" in m.source() and f"__launch_bounds__({m.max_threads}, 2)" in m.source()
        assert compile_paper(m).registers > 0


def test_heuristic_respects_its_constraints():
    from warpsmith.hw.descriptions import load_device
    p, _x, host = _bench_case("FFT", 1)
    params, d = choose(p.graph, p.schedule, host.fields, load_device("h100"))
    assert params.S in allowed_s(p.schedule, p.graph)
    assert params.W * params.S <= d["N_G"] and params.F % 32 == 0
    assert params.W * d["Lambda_mapping"] <= d["L_SM"]


def test_tuning_candidates_fit_the_device():
    """The tuned chooser's configurations: each fits one block's shared memory and threads,
    covers the peeking window, S = 1 first, some S > 1; an unknown chooser is refused."""
    from warpsmith.hw.descriptions import load_device
    from warpsmith.ir.errors import LaunchError
    from warpsmith.stream.heuristics import _w_min, candidates
    dev = load_device("h100")
    p, _x, host = _bench_case("FilterBank", 1)
    g, s = p.graph, p.schedule
    cands = candidates(g, s, host.fields, dev)
    assert 8 <= len(cands) <= 16 and cands[0].S == 1 and any(c.S > 1 for c in cands)
    assert {c.peek for c in cands} == {"ghost", "pk"}
    for c in cands:
        m = PaperMapping(g, s, host.fields, c)
        assert 4 * m.shared_words <= dev.shared_per_block_optin and m.threads <= 1024
        assert c.W >= _w_min(g, s) and ((c.W * c.S) % 32 == 0 or c.W * c.S < 32)
    with pytest.raises(LaunchError):
        stream_compile(BENCH / "FFT.str", "cuda", chooser="fastest")


# ----------------------------------------------------------------------------- random graphs

@st.composite
def stream_graphs(draw):
    """Random pipelines of filters with rates, peeking and splitjoins (ints, so the check
    is bit for bit)."""
    def filt(depth):
        pop = draw(st.integers(1, 3))
        push = draw(st.integers(1, 3))
        peek = pop + draw(st.sampled_from([0, 0, 1, 3]))
        mul = draw(st.integers(1, 5))
        work = (f"int s = {mul}; for (int i = 0; i < {peek}; i++) s = s * 3 + peek(i); "
                f"for (int i = 0; i < {pop}; i++) pop(); "
                f"for (int j = 0; j < {push}; j++) push(s + j);")
        return ws.stream.Filter("F", work, pop=pop, push=push, peek=peek,
                                in_type="int", out_type="int")

    def stream(depth):
        if depth >= 2 or draw(st.booleans()):
            return filt(depth)
        if draw(st.booleans()):
            return ws.stream.Pipeline(*[stream(depth + 1) for _ in range(draw(st.integers(1, 3)))])
        branches = [stream(depth + 1) for _ in range(draw(st.integers(2, 3)))]
        split = "duplicate" if draw(st.booleans()) else \
            [draw(st.integers(1, 2)) for _ in branches]
        join = [draw(st.integers(1, 2)) for _ in branches]
        return ws.stream.SplitJoin(*branches, split=split, join=join)

    return ws.stream.Pipeline(*[stream(0) for _ in range(draw(st.integers(1, 3)))])


@settings(max_examples=12, derandomize=True, deadline=None)
@given(stream_graphs(), st.sampled_from([1, 2]))
def test_random_graphs_simulator_and_mapping_match_c(top, S):
    """S = 1 (channels in registers where their operators unroll) or S = 2 (stages)."""
    _need_cc()
    try:
        p = stream_compile(top)
    except SemanticError as e:  # unbalanced random rates: a located refusal, nothing to run
        assert "balance" in str(e)
        return
    g, s = p.graph, p.schedule
    if s.input_per_steady(g) > 64 or s.output_per_steady(g) > 64:
        return
    steady = 6
    x = (np.arange(s.init[0] + steady * s.input_per_steady(g)) * 7 % 23).astype(np.int32)
    host = run_c(g, s, x, steady, dump=True)
    assert np.array_equal(run_simulator(g, s, x, steady), host.output)
    pr = Prepared(g, s, host)
    w = max(2, max((-(-s.carry[c.id] // s.items_per_steady(g, c)) for c in g.channels
                    if s.carry[c.id] and g.nodes[c.src].kind != "input"), default=1))
    assert np.array_equal(run_paper_sim(pr, x, steady, MapParams(w, S, 32), blocks=2),
                          host.output)


def test_cli_stream_json(capsys):
    _need_cc()
    from warpsmith.cli import main
    import json
    assert main(["stream", str(BENCH / "Bitonic.str"), "--iterations", "1", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert set(out) == {"graph", "schedule", "layout", "mapping", "output", "timing"}
    assert out["output"] == sorted(out["output"])  # 8 keys, sorted
    assert main(["stream", "/nonexistent.str"]) == 1
