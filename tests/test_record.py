"""``ir.record`` against ``dataclass(frozen=True)``: the same class bodies decorated both ways
must behave the same (construction, defaults, repr, equality, hashing, immutability,
``replace``, ``fields``, ``__match_args__``, pickling, subclasses)."""

import copy
import dataclasses
import inspect
import pickle

import pytest
from hypothesis import given, settings, strategies as st

from warpsmith.ir.record import record


def _make(decorate):
    """Four classes of the shapes the IR uses, decorated by ``decorate``."""

    class Base:
        pass

    Base = decorate(Base)

    class Leaf(Base):
        """A value with a default, a factory, a keyword-only field out of comparison."""

        a: int
        b: object = 5
        c: list = dataclasses.field(default_factory=list, compare=False)
        loc: str = dataclasses.field(default="here", compare=False, repr=False,
                                     kw_only=True)

    Leaf = decorate(Leaf)

    class Child(Leaf):
        d: tuple = ()

        def __repr__(self):
            return "custom"

    Child = decorate(Child)

    class Hashed(Base):
        x: int

        def __eq__(self, other):
            return isinstance(other, Hashed) and other.x % 7 == self.x % 7

        def __hash__(self):
            return self.x % 7

    Hashed = decorate(Hashed)
    return Base, Leaf, Child, Hashed


REC = _make(record)
DC = _make(dataclasses.dataclass(frozen=True))


def test_signatures_fields_and_match_args_are_the_dataclass_ones():
    for r, d in zip(REC, DC):
        assert str(inspect.signature(r)) == str(inspect.signature(d))
        assert [(f.name, f.compare, f.repr, f.kw_only) for f in dataclasses.fields(r)] == \
            [(f.name, f.compare, f.repr, f.kw_only) for f in dataclasses.fields(d)]
        assert getattr(r, "__match_args__", None) == getattr(d, "__match_args__", None)


values = st.one_of(st.integers(-3, 3), st.text(max_size=2), st.tuples(st.integers(0, 2)))


@settings(max_examples=60, derandomize=True, deadline=None)
@given(a=values, b=values, a2=values, b2=values, loc=st.sampled_from(["x", "y"]))
def test_equality_hash_and_repr_match(a, b, a2, b2, loc):
    _, RL, RC, _ = REC
    _, DL, DC_, _ = DC
    r1, r2 = RL(a, b, loc=loc), RL(a2, b2)
    d1, d2 = DL(a, b, loc=loc), DL(a2, b2)
    assert (r1 == r2) == (d1 == d2)
    assert repr(r1).replace("Leaf", "") == repr(d1).replace("Leaf", "")
    if isinstance(a, (int, str, tuple)) and isinstance(b, (int, str, tuple)):
        assert hash(r1) == hash(d1)
    assert (RC(a, b, d=(1,)) == RC(a, b, d=(1,))) == (DC_(a, b, d=(1,)) == DC_(a, b, d=(1,)))
    assert RL(a) != RC(a) and DL(a) != DC_(a)  # different classes never compare equal
    assert repr(RC(a)) == "custom"


def test_immutability_factories_replace_and_pickle():
    _, RL, RC, RH = REC
    x = RL(1)
    for attempt in (lambda: setattr(x, "a", 2), lambda: setattr(x, "new", 1),
                    lambda: delattr(x, "a")):
        with pytest.raises(dataclasses.FrozenInstanceError):
            attempt()
    assert RL(1).c is not RL(1).c and RL(1).c == []  # one list per instance
    y = dataclasses.replace(RC(1, 2, d=(3,)), a=9)
    assert (y.a, y.b, y.d, type(y)) == (9, 2, (3,), RC)
    assert copy.deepcopy(y) == y and copy.copy(y) is not y
    assert RH(3) == RH(10) and hash(RH(3)) == hash(RH(10)) == 3  # the body's own methods


def test_a_plain_subclass_may_add_attributes_as_with_frozen_dataclasses():
    for Leaf in (REC[1], DC[1]):
        class Plain(Leaf):
            def __init__(self):
                super().__init__(1)
                self.extra = 2

        assert Plain().extra == 2
        with pytest.raises(dataclasses.FrozenInstanceError):
            Plain().a = 3


def test_ir_records_pickle_and_keep_source_locations_out_of_equality():
    import warpsmith as ws

    text = "__global__ void k(float *a) { a[threadIdx.x] = 2.0f * a[threadIdx.x]; }"
    fn = ws.read(text).kernel("k").function
    again = pickle.loads(pickle.dumps(fn))
    assert again == fn and hash(again.body) == hash(fn.body)
    moved = ws.read("\n\n" + text).kernel("k").function
    assert moved == fn and moved.body.loc != fn.body.loc  # locations do not compare


def _make_mutable(decorate):
    """Two mutable classes (a plain ``@dataclass``'s shapes): defaults, a factory, a field out
    of ``__init__``, a ``__post_init__``."""

    class Node:
        a: int
        items: list = dataclasses.field(default_factory=list)
        seen: int = dataclasses.field(default=0, init=False, compare=False)
        tags: dict = dataclasses.field(default_factory=dict, init=False, repr=False)

        def __post_init__(self):
            self.seen = self.a * 2

    return decorate(Node)


@settings(max_examples=40, derandomize=True, deadline=None)
@given(a=st.integers(-5, 5), b=st.integers(-5, 5), items=st.lists(st.integers(0, 3), max_size=3))
def test_mutable_records_behave_as_plain_dataclasses(a, b, items):
    R, D = _make_mutable(record(frozen=False)), _make_mutable(dataclasses.dataclass)
    r, d = R(a, list(items)), D(a, list(items))
    assert str(inspect.signature(R)) == str(inspect.signature(D))
    assert repr(r).replace(R.__qualname__, "") == repr(d).replace(D.__qualname__, "")
    assert (r.seen, r.tags, r.items) == (d.seen, d.tags, d.items)
    assert (R(a) == R(b)) == (D(a) == D(b))
    assert R.__hash__ is None and D.__hash__ is None  # mutable values are not hashable
    r.a = b  # assignment works
    assert r.a == b and R(a).items is not R(a).items


def test_generated_code_is_kept_and_reused_across_processes(tmp_path):
    """A second process finds every class's code in the cache file and compiles nothing."""
    import os
    import shutil
    import subprocess
    import sys

    rec_module = sys.modules[record.__module__]
    package = tmp_path / "warpsmith"
    shutil.copytree(os.path.dirname(os.path.dirname(rec_module.__file__)), package,
                    ignore=shutil.ignore_patterns("__pycache__"))
    probe = ("import sys, warpsmith.frontend\n"
             "r = sys.modules['warpsmith.ir.record']\n"
             "print(r._NEW, len(r._CODE))\n")
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env["PYTHONPATH"] = str(tmp_path)
    runs = [subprocess.run([sys.executable, "-c", probe], env=env, capture_output=True,
                           text=True, check=True).stdout.split() for _ in range(2)]
    first_new, first_size = map(int, runs[0])
    second_new, second_size = map(int, runs[1])
    assert first_new > 30 and first_size == first_new  # compiled, then written at exit
    assert second_new == 0 and second_size == first_size  # all found in the file
    assert (package / "ir" / "__pycache__").is_dir()
