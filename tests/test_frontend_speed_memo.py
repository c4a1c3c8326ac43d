"""The kept views and fast paths that make reading large template files faster must give
what the plain computations give: the class-instance table's struct names after every
kind of change, the type attributes of each node class, the frozen records' ``__init__``
(fields set as ``object.__setattr__`` sets them, a field-named descriptor included), and
the module's structs collected through them."""

import dataclasses

import pytest

import warpsmith as ws
from warpsmith.frontend.templates import InstanceTable
from warpsmith.ir import nodes as N
from warpsmith.ir.record import record
from warpsmith.ir.types import F32, StructType
from warpsmith.ir.visit import type_attrs, walk


def _plain_names(table: dict) -> dict:
    """struct_names as it was computed before the table kept it."""
    return {inst["struct"].name: key for key, inst in table.items()
            if inst is not None and inst["struct"] is not None}


def _inst(name):
    return {"struct": StructType(name, (("x", F32),))}


def test_instance_table_view_follows_every_change():
    t = InstanceTable()
    assert t.struct_names() == {}
    t[("A", (1,))] = None  # being instantiated
    assert t.struct_names() == _plain_names(t) == {}
    t[("A", (1,))] = _inst("A_1")
    assert t.struct_names() == _plain_names(t) == {"A_1": ("A", (1,))}
    inst = {"struct": None}
    t[("B", (2,))] = inst
    assert t.struct_names() == _plain_names(t)
    inst["struct"] = StructType("B_2", ())  # set in place, then announced
    t.changed()
    assert t.struct_names() == _plain_names(t) and "B_2" in t.struct_names()
    del t[("A", (1,))]
    assert t.struct_names() == _plain_names(t) == {"B_2": ("B", (2,))}
    t.setdefault(("C", ()), _inst("C"))
    t.update({("D", ()): _inst("D")})
    t |= {("E", ()): _inst("E")}
    assert t.struct_names() == _plain_names(t) and len(t.struct_names()) == 4
    t.pop(("C", ()))
    assert t.struct_names() == _plain_names(t)
    t.popitem()
    assert t.struct_names() == _plain_names(t)
    t.clear()
    assert t.struct_names() == {}


def test_type_attrs_per_node_class():
    assert type_attrs(N.Block) == ()
    assert type_attrs(N.Assign) == ("type", "compute_type")
    assert type_attrs(N.Function) == ("return_type",)
    assert type_attrs(N.Param) == ("type",)
    for cls in (N.Var, N.Binary, N.Call, N.Decl, N.For, N.Return):
        assert type_attrs(cls) == tuple(a for a in ("type", "return_type", "compute_type")
                                        if a in {f.name for f in dataclasses.fields(cls)})


def test_frozen_record_init_writes_fields_and_respects_descriptors():
    @record
    class Plain:
        a: int
        b: str = "x"

    p = Plain(1)
    assert (p.a, p.b) == (1, "x") and vars(p) == {"a": 1, "b": "x"}
    with pytest.raises(dataclasses.FrozenInstanceError):
        p.a = 2

    seen = []

    class Logged:
        """A data descriptor named like a field: object.__setattr__ must reach it."""

        def __set_name__(self, owner, name):
            self.name = "_" + name

        def __get__(self, obj, owner=None):
            return self if obj is None else obj.__dict__[self.name]

        def __set__(self, obj, value):
            seen.append(value)
            obj.__dict__[self.name] = value

    class WithDescriptor:
        a: int

    WithDescriptor.a = Logged()
    WithDescriptor.a.__set_name__(WithDescriptor, "a")
    WithDescriptor = record(WithDescriptor)
    w = WithDescriptor(7)
    assert seen == [7] and w.a == 7


_STRUCTS = """
struct Pair { float a; int b; };
struct Outer { Pair p; float w; };
__device__ float get(Outer o) { return o.p.a + o.w; }
__global__ void k(Outer *out, float *x) {
    Outer o = out[threadIdx.x];
    o.p.a = x[0];
    x[threadIdx.x] = get(o);
}
"""


def test_module_structs_and_printing_unchanged():
    program = ws.read(_STRUCTS, dialect="cuda")
    names = [s.name for s in program.module.structs]
    assert names == ["Pair", "Outer"]  # fields' structs first, in the file's order
    text = ws.translate(program, "cuda").text
    assert text.index("struct Pair") < text.index("struct Outer")
    again = ws.read(text, dialect="cuda")
    assert [s.name for s in again.module.structs] == names
    # every struct type a node of the kernel has is one the module collected
    used = {t.name for f in program.module.functions for n in walk(f)
            for a in ("type", "return_type") for t in [getattr(n, a, None)]
            if isinstance(t, StructType)}
    assert used <= set(names)
