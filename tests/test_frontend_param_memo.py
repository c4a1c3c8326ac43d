"""The parameter types kept for overload resolution (frontend/param_memo.py) and the class
chunk positions kept by ``templates._class_head`` give what computing them again gives:
a kept answer is used only while the reader's tables are as they were, a changed table
or a class being defined makes them computed again, and a file with overloaded calls
prints the same text with the kept answers as without them."""

from types import SimpleNamespace

import warpsmith as ws
from warpsmith.frontend import semantic as S
from warpsmith.frontend.crtp import ClassBeingDefined
from warpsmith.frontend.param_memo import VersionedDict, kept_param_types
from warpsmith.frontend.parser import Chunk
from warpsmith.frontend.templates import InstanceTable, _class_head
from warpsmith.frontend.lexer import tokenize
from warpsmith.ir.types import F32, I32, PointerType, StructType


def test_versioned_dict_counts_changes_not_same_values():
    d = VersionedDict()
    d["T"] = F32
    v = d.version
    d["T"] = d["T"]  # the same object again: no change
    assert d.version == v
    d["T"] = I32
    assert d.version == v + 1
    for change in (lambda: d.pop("T"), lambda: d.update(U=F32), lambda: d.clear(),
                   lambda: d.setdefault("W", F32)):
        before = d.version
        change()
        assert d.version == before + 1
    before = d.version
    d.setdefault("W", I32)  # present: no change
    assert d.version == before


def test_instance_table_version_ignores_new_entries_and_placeholders():
    t = InstanceTable()
    t[("A", (1,))] = None  # being read
    t[("A", (1,))] = {"struct": None}  # read
    t[("B", ())] = {"struct": None}
    assert t.version == 0
    t[("B", ())] = {"struct": StructType("B", ())}  # replaced
    assert t.version == 1
    t.changed()
    assert t.version == 2
    t[("C", ())] = None
    del t[("C", ())]  # a placeholder removed (the instance did not read)
    assert t.version == 2
    del t[("A", (1,))]
    assert t.version == 3


def _sem():
    return SimpleNamespace(types=VersionedDict(), consts=VersionedDict(),
                           class_insts=InstanceTable(), ns_now=())


def test_kept_answer_used_until_a_table_changes():
    sem, c, calls = _sem(), object(), []

    def compute(_c, bind):
        calls.append(bind)
        return [sem.types.get("T", F32)]

    first = kept_param_types(sem, c, {"N": 1}, compute)
    again = kept_param_types(sem, c, {"N": 1}, compute)
    assert first == again == [F32] and first is not again and len(calls) == 1
    kept_param_types(sem, c, {"N": True}, compute)  # 1 and True: two bindings
    assert len(calls) == 2
    sem.types["T"] = I32
    assert kept_param_types(sem, c, {"N": 1}, compute) == [I32] and len(calls) == 3
    sem.ns_now = ("ns",)
    kept_param_types(sem, c, {"N": 1}, compute)
    assert len(calls) == 4


def test_class_being_defined_is_not_kept():
    sem, c, calls = _sem(), object(), []
    being = ClassBeingDefined("Square", ())

    def compute(_c, bind):
        calls.append(bind)
        return [PointerType(being)]

    kept_param_types(sem, c, {}, compute)
    kept_param_types(sem, c, {}, compute)
    assert len(calls) == 2


def test_class_head_follows_the_chunk_tokens_and_name():
    toks = [t for t in tokenize("struct S<int> { int a; { } };", "x.cu") if t.kind != "eof"]
    c = Chunk("class", toks, name="S")
    body, spec = _class_head(c)
    assert [t.text for t in body] == ["int", "a", ";", "{", "}"] and spec == 2
    assert _class_head(c)[0] == body and _class_head(c)[0] is not body
    c.toks = toks[3:]  # another token list: found again
    body2, spec2 = _class_head(c)
    assert spec2 is None and [t.text for t in body2] == [t.text for t in body]
    c.name = "int"
    assert _class_head(c)[1] is None


OVERLOADED = r"""
template <int N, typename T> struct tile { T x[N]; };
template <typename T> __device__ void acc(tile<4, T> &d, const tile<4, T> &a) {
    for (int i = 0; i < 4; ++i) d.x[i] += a.x[i];
}
template <typename T> __device__ void acc(tile<8, T> &d, const tile<8, T> &a) {
    for (int i = 0; i < 8; ++i) d.x[i] -= a.x[i];
}
__device__ void acc(float &d, float a) { d += 2.0f * a; }
template <typename T, int N>
__global__ void k(T *out) {
    tile<N, T> d = {}, a = {};
    for (int i = 0; i < N; ++i) a.x[i] = (T)threadIdx.x + i;
    acc(d, a); acc(d, a); acc(d, a);
    float s = 0.0f;
    acc(s, 1.0f); acc(s, 2.0f);
    for (int i = 0; i < N; ++i) out[threadIdx.x * N + i] = d.x[i] + (T)s;
}
template __global__ void k<float, 4>(float *);
template __global__ void k<float, 8>(float *);
template __global__ void k<int, 4>(int *);
"""


def test_overloaded_calls_print_the_same_without_kept_answers(monkeypatch):
    kept = ws.translate(ws.read(OVERLOADED, dialect="cuda"), "cuda").text
    monkeypatch.setattr(S.Semantic, "param_types",
                        lambda self, c, bind: self._read_param_types(c, bind))
    fresh = ws.translate(ws.read(OVERLOADED, dialect="cuda"), "cuda").text
    assert kept == fresh and kept.count("__global__") == 3
