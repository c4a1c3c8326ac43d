"""Every elementary function of the fusion library on the simulator against NumPy, and the
compiler over random DAGs of library functions (hypothesis, derandomized in CI)."""

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from warpsmith.backends.simulator import simulate
from warpsmith.fusion.compiler import compile_graph
from warpsmith.fusion.graph import Graph
from warpsmith.fusion.library import library, parse_metadata
from warpsmith.fusion.reference import apply
from warpsmith.ir.verify import verify

FAST_SIZES = ("3", "4")  # an odd stride and an even (padded) one; every size is slow


def _names(sizes):
    out = []
    for name in library():
        digits = "".join(c for c in name if c.isdigit())
        if not digits or digits[0] in sizes:
            out.append(name)
    return out


def _check_function(name: str, n: int = 5, seed: int = 0):
    f = library()[name]
    module = verify(f.module())
    rng = np.random.default_rng(seed)
    ins = [rng.standard_normal((n, *t.shape)).astype(np.float32) for t in f.inputs]
    want = apply(name, *ins)
    for r in f.impls:
        args = {f"in{k}": a.ravel() for k, a in enumerate(ins)}
        args["out"] = np.zeros(n * f.output.size, np.float32)
        args["n"] = n
        # 64 threads for 5 elements (and a 2-block launch): idle threads, block-stride loops
        res = simulate(module, f"{r.name}_kernel", (2, 1, 1), (64, 1, 1), dict(args, n=n))
        got = res.outputs["out"].reshape((n, *f.output.shape))
        assert np.allclose(got, want, rtol=1e-5, atol=1e-5), r.name


@pytest.mark.parametrize("name", _names(FAST_SIZES))
def test_library_function_equals_numpy(name):
    _check_function(name)


@pytest.mark.slow
@pytest.mark.parametrize("name", [n for n in _names("2345678") if n not in
                                  _names(FAST_SIZES)])
def test_library_function_equals_numpy_every_size(name):
    _check_function(name)


def test_metadata_is_read_from_the_comments():
    f = library()["mmul55"]
    meta = parse_metadata(f.source)
    assert meta["function"] == "mmul55"
    assert [name for name, _ in meta["impls"]] == ["mmul55_elem", "mmul55_row", "mmul55_entry"]
    assert [fields["threads"] for _, fields in meta["impls"]] == [1, 5, 25]
    assert meta["loads"] == {0: "load_m5x5", 1: "load_m5x5"}
    # every routine named in the metadata is a function of the module the frontend read
    names = {fn.name for fn in f.module().functions}
    assert {"load_m5x5", "store_m5x5", *(r.name for r in f.impls)} <= names


# ----------------------------------------------------------------------------- random DAGs

_BY_TYPE = {  # function -> (argument type tags, result tag) over 2x2 and 3-vectors
    "mmul22": (("m", "m"), "m"), "madd22": (("m", "m"), "m"), "mhad22": (("m", "m"), "m"),
    "mtrans22": (("m",), "m"), "smmul22": (("m", "s"), "m"), "msqr22": (("m",), "m"),
    "mvmul33": (("M", "v"), "v"), "venorm3": (("v",), "s"), "vdot3": (("v", "v"), "s"),
    "vsub3": (("v", "v"), "v"), "svmul3": (("v", "s"), "v"), "smul": (("s", "s"), "s"),
}
_TYPES = {"m": "MATRIX2x2", "M": "MATRIX3x3", "v": "VECTOR3", "s": "SCALAR"}


@st.composite
def random_graphs(draw):
    g = Graph("random")
    pool = {tag: [g.input(f"in_{tag}{k}", _TYPES[tag]) for k in range(2)] for tag in _TYPES}
    calls = []
    for _ in range(draw(st.integers(2, 5))):
        fn = draw(st.sampled_from(sorted(_BY_TYPE)))
        tags, out = _BY_TYPE[fn]
        args = [draw(st.sampled_from(pool[t])) for t in tags]
        vid = g.call(fn, *args)
        pool[out].append(vid)
        calls.append(vid)
    consumed = {a for v in g.vertices for a in v.args}
    sinks = [v for v in calls if v not in consumed] or calls[-1:]
    for k, v in enumerate(sinks):
        g.output(f"out{k}", v)
    used = {a for v in g.vertices for a in v.args}
    g.vertices = [v for v in g.vertices if v.kind != "load" or v.id in used]
    return _renumber(g)


def _renumber(g: Graph) -> Graph:
    """A graph whose vertex ids are positions again (after dropping unused inputs)."""
    new = Graph(g.name)
    ids = {}
    for v in g.vertices:
        if v.kind == "load":
            ids[v.id] = new.input(v.name, v.type)
        elif v.kind == "call":
            ids[v.id] = new.call(v.function, *(ids[a] for a in v.args))
        elif v.kind == "store":
            new.output(v.name, ids[v.args[0]])
    return new


@settings(max_examples=20, derandomize=True, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(random_graphs(), st.integers(0, 2))
def test_generated_implementations_equal_numpy(g, pick):
    comp = compile_graph(g, top=3, max_size=4)
    im = comp.implementations[min(pick, len(comp.implementations) - 1)]
    rng = np.random.default_rng(pick)
    arrays = {v.name: rng.uniform(-1, 1, (11, *v.type.shape)).astype(np.float32)
              for v in g.inputs}
    got, want = im.run_simulator(arrays), g.reference(arrays)
    for name in want:
        assert np.allclose(got[name], want[name], rtol=1e-4, atol=1e-4), (im.label(), name)
