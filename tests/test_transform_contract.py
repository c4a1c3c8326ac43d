"""The transformation contract (transform/contract.py, variant.py, pipeline.py): every step
is ``step(variant, **options) -> Variant | Refusal``; refusals for a located reason carry
the source line; the optimizer's one keep-if-it-pays rule; ``WARPSMITH_VERIFY=1``."""

from __future__ import annotations

import types

import pytest

from warpsmith.frontend import read_module
from warpsmith.ir import nodes as N
from warpsmith.ir.errors import SemanticError
from warpsmith.ir.launch import Launch
from warpsmith.ir.visit import walk
from warpsmith.transform import contract, pipeline
from warpsmith.transform.coarsen import coarsen
from warpsmith.transform.group import merge_threads, unroll_loop
from warpsmith.transform.pad import pad_shared
from warpsmith.transform.registers import bound_registers
from warpsmith.transform.swap import swap
from warpsmith.transform.variant import Refusal, Step, Variant

SRC = r"""
__global__ void add1d(float *out, const float *in) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    out[i] = in[i] + 1.0f;
}

__global__ void copy2d(float *out, const float *in, int n) {
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    out[x * n + y] = in[x * n + y];
}

__global__ void sum(float *out, const float *in, int n) {
    float s = 0.0f;
    for (int k = 0; k < n; k++)
        s += in[threadIdx.x * n + k];
    out[threadIdx.x] = s;
}

__global__ void early(float *out, const float *in, int n) {
    float s = 0.0f;
    for (int k = 0; k < n; k++) {
        if (in[k] < 0.0f) break;
        s += in[k];
    }
    out[threadIdx.x] = s;
}

__global__ void tile(float *out, const float *in) {
    __shared__ float t[32][32];
    t[threadIdx.y][threadIdx.x] = in[threadIdx.y * 32 + threadIdx.x];
    __syncthreads();
    out[threadIdx.y * 32 + threadIdx.x] = t[threadIdx.x][threadIdx.y];
}

__global__ void divergent_barrier(float *out) {
    if (threadIdx.x < 16) {
        __syncthreads();
    }
    out[threadIdx.x] = 1.0f;
}
"""


@pytest.fixture(scope="module")
def module():
    return read_module("contract.cu", text=SRC)


def _start(module, kernel, grid, block, params=None):
    return Variant.of(module, kernel, Launch(grid, block, params=params or {}))


def _loop(variant):
    return next(n for n in walk(variant.function().body) if isinstance(n, N.For))


def _outcomes(module):
    """One call of every step, on kernels where each applies and where each refuses."""
    c = _start(module, "copy2d", (4, 4), (16, 16), {"n": 64})
    s = _start(module, "sum", (1,), (64,), {"n": 64})
    e = _start(module, "early", (1,), (64,), {"n": 64})
    t = _start(module, "tile", (1,), (32, 32))
    d = _start(module, "divergent_barrier", (1,), (32,))
    yield "swap", swap(c, a="tid.x", b="tid.y")
    yield "swap", swap(c, a="tid.x", b="bid.x")
    yield "group-loop", unroll_loop(s, loop=_loop(s), factor=4)
    yield "group-loop", unroll_loop(e, loop=_loop(e), factor=4)
    yield "group-threads", merge_threads(_start(module, "add1d", (8,), (64,)), factor=4)
    yield "group-threads", merge_threads(t, factor=2)
    yield "pad", pad_shared(t)
    yield "pad", pad_shared(c)
    yield "coarsen", coarsen(c, factor=2, dim=1)
    yield "coarsen", coarsen(d, factor=2, dim=0)
    yield "bound-registers", bound_registers(c, compiler=None)


def test_every_step_returns_a_variant_or_a_refusal(module):
    seen = set()
    for name, out in _outcomes(module):
        assert isinstance(out, (Variant, Refusal)), (name, out)
        seen.add((name, type(out).__name__))
        if isinstance(out, Refusal):
            assert out.step == name and out.reason
            continue
        assert isinstance(out.launch, Launch) and isinstance(out.origin, Launch)
        assert out.module.function(out.kernel) is out.function()
        assert out.module.function(out.original).name == out.original
        if out.steps:
            assert out.steps[-1].name == name and isinstance(out.steps[-1], Step)
    assert {("swap", "Variant"), ("group-loop", "Variant"), ("group-loop", "Refusal"),
            ("group-threads", "Variant"), ("group-threads", "Refusal"), ("pad", "Variant"),
            ("coarsen", "Variant"), ("coarsen", "Refusal")} <= seen, seen


def test_steps_compose_and_keep_the_history(module):
    """A step applied to a variant adds its step, keeps the original, the launch it was
    made for, the assumptions so far, and maps the launch through both."""
    c = _start(module, "copy2d", (4, 4), (16, 16), {"n": 64})
    a = swap(c, a="tid.x", b="tid.y", name="copy2d_opt")
    b = merge_threads(a, factor=2, name="copy2d_opt")
    assert isinstance(b, Variant), b
    assert [s.name for s in b.steps] == ["swap", "group-threads"]
    assert b.original == "copy2d" and b.kernel == "copy2d_opt"
    assert b.origin == c.launch and b.launch.params == {"n": 64}
    assert set(a.assumptions) <= set(b.assumptions)
    assert b.launch_map.apply(c.grid, c.block) == (b.grid, b.block)
    assert not b.steps[-1].versioned


def test_refusals_name_the_source_line(module):
    e = _start(module, "early", (1,), (64,), {"n": 64})
    loop = _loop(e)
    out = unroll_loop(e, loop=loop, factor=4)
    assert isinstance(out, Refusal) and "leaves early" in out.reason
    assert out.loc is not None and out.loc.line == loop.loc.line > 0
    d = _start(module, "divergent_barrier", (1,), (32,))
    out = coarsen(d, factor=2, dim=0)
    assert isinstance(out, Refusal) and out.loc is not None
    assert f"line {out.loc.line}: barrier" in out.reason
    t = _start(module, "tile", (1,), (32, 32))
    out = merge_threads(t, factor=2)
    assert isinstance(out, Refusal) and "barriers" in out.reason
    barrier = 1 + next(i for i, text in enumerate(SRC.split("\n"))
                       if "__syncthreads" in text)  # tile's
    assert out.loc is not None and out.loc.line == barrier


def test_unknown_kernel_is_a_located_error(module):
    with pytest.raises(SemanticError, match="no kernel named 'nope' \\(kernels: add1d, copy2d"):
        Variant.of(module, "nope", Launch(1, 32))


# ---------------------------------------------------------------- the keep rule

def _state(module, costs: dict, current: float = 100.0):
    """An optimizer state at cost ``current`` whose candidates cost ``costs[kernel]``."""
    start = _start(module, "copy2d", (4, 4), (16, 16), {"n": 64})
    state = types.SimpleNamespace(current=start, cost=current, refused=[], device=None)
    return start, state


def _cand(start, kernel, name="swap", predicted=None):
    return start.derive(start.module, kernel, Step(name, f"{name} to {kernel}",
                                                   predicted or {}))


@pytest.fixture
def priced(monkeypatch):
    costs: dict = {}
    monkeypatch.setattr(pipeline, "variant_cost", lambda v, device=None: (None, costs[v.kernel]))
    return costs


@pytest.mark.parametrize("name", ["swap", "group-loop", "group-threads", "pad"])
def test_one_rule_a_gain_under_three_percent_does_not_pay(module, priced, name):
    start, state = _state(module, priced)
    priced["a"] = 98.0
    pipeline.decide(state, [_cand(start, "a", name)])
    assert state.current is start
    assert [r.step for r in state.refused] == [name]
    assert "does not pay (predicted cost 98 vs 100)" in state.refused[0].reason


def test_one_rule_cheapest_kept_earlier_wins_ties(module, priced):
    start, state = _state(module, priced)
    priced.update(a=96.0, b=95.95, c=90.0)
    pipeline.decide(state, [_cand(start, "a"), _cand(start, "b")])
    assert state.current.kernel == "a" and state.cost == 96.0
    assert state.current.steps[-1].predicted == {"predicted_cost_before": 100,
                                                 "predicted_cost_after": 96}
    start, state = _state(module, priced)
    pipeline.decide(state, [_cand(start, "a"), _cand(start, "c")])
    assert state.current.kernel == "c"


def test_one_rule_keeps_a_step_own_prediction(module, priced):
    start, state = _state(module, priced)
    priced["a"] = 50.0
    pipeline.decide(state, [_cand(start, "a", "pad", {"wavefronts_before": 32})])
    assert state.current.steps[-1].predicted == {"wavefronts_before": 32}


def test_unpriced_pass_keeps_its_first_legal_candidate(module, priced):
    start, state = _state(module, priced)
    pipeline.decide(state, [Refusal("bound-registers", "no"),
                            _cand(start, "a", "bound-registers")], priced=False)
    assert state.current.kernel == "a" and state.cost == 100.0
    assert [r.reason for r in state.refused] == ["no"]


# ---------------------------------------------------------------- WARPSMITH_VERIFY

def test_verify_runs_after_every_step_when_asked(module, monkeypatch):
    calls = []
    monkeypatch.setattr(contract, "verify", calls.append)
    c = _start(module, "copy2d", (4, 4), (16, 16), {"n": 64})
    monkeypatch.delenv(contract.VERIFY_ENV, raising=False)
    swap(c, a="tid.x", b="tid.y")
    assert calls == []
    monkeypatch.setenv(contract.VERIFY_ENV, "1")
    out = swap(c, a="tid.x", b="tid.y")
    more = merge_threads(out, factor=2)
    assert calls == [out.module, more.module]
    bound_registers(c, compiler=None)  # a refusal: nothing to verify
    assert len(calls) == 2


def test_verify_blames_a_step_only_for_faults_it_introduced(module, monkeypatch):
    from warpsmith.ir.errors import VerifyError

    c = _start(module, "copy2d", (4, 4), (16, 16), {"n": 64})
    out = swap(c, a="tid.x", b="tid.y")
    broken = {id(out.module)}

    def fake(m):
        if id(m) in broken:
            raise VerifyError("broken")

    monkeypatch.setattr(contract, "verify", fake)
    with pytest.raises(VerifyError):
        contract.verify_change(c, out)  # the step broke it
    broken.add(id(c.module))
    contract.verify_change(c, out)  # the input was broken already: not raised


def test_a_step_breaking_the_contract_is_caught(module):
    @contract.transformation
    def bad(variant):
        return variant, None

    with pytest.raises(TypeError, match="not a Variant or a Refusal"):
        bad(_start(module, "copy2d", (4, 4), (16, 16)))
