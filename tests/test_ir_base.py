"""The IR's shared machinery: the visitor/transformer base, ir.verify, ir.find_kernel, the
printer's dialect subclasses and the declared fields that replaced injected attributes."""

from __future__ import annotations

import dataclasses
import glob
from pathlib import Path

import pytest

from warpsmith.corpus import all_specs
from warpsmith.frontend import read_module
from warpsmith.ir import find_kernel, verify
from warpsmith.ir import nodes as N
from warpsmith.ir.errors import SemanticError, Unsupported, VerifyError, WarpsmithError
from warpsmith.ir.printer import CudaPrinter, OpenCLPrinter, Printer, print_function
from warpsmith.ir.types import (F32, I32, U32, AddressSpace, ArrayType, PointerType,
                                VoidType)
from warpsmith.ir.verify import verify as verify_fn
from warpsmith.ir.visit import NodeTransformer, NodeVisitor, transform, walk

ROOT = Path(__file__).resolve().parent.parent
DATA_FILES = sorted(glob.glob(str(ROOT / "tests" / "data" / "**" / "*.c[ul]"), recursive=True))
GPTR = PointerType(F32, AddressSpace.GLOBAL)
SPTR = PointerType(F32, AddressSpace.SHARED)


def _tid() -> N.Expr:
    return N.Special("local_id", 0, U32)


def _kernel(*stmts, params=(N.Param("out", GPTR),), name="k") -> N.Module:
    fn = N.Function(name, tuple(params), VoidType(), N.Block(tuple(stmts)), is_kernel=True,
                    loc=N.SourceLoc("t.cu", 3, 1))
    return N.Module((fn,), file="t.cu")


def _store(value: N.Expr, line: int = 5) -> N.Stmt:
    target = N.Index(N.Var("out", GPTR), N.Cast(I32, _tid(), implicit=True), F32)
    return N.ExprStmt(N.Assign(target, value, None, F32), loc=N.SourceLoc("t.cu", line, 5))


# ------------------------------------------------------------------ visitor base


class _Counter(NodeVisitor):
    def __init__(self):
        self.vars: list[str] = []
        self.specials = 0

    def visit_Var(self, e):
        self.vars.append(e.name)

    def visit_Special(self, e):
        self.specials += 1


def test_visitor_dispatches_by_class_and_visits_children_in_order():
    m = _kernel(_store(N.Binary("+", N.Var("a", F32), N.Var("b", F32), F32)),
                params=(N.Param("out", GPTR), N.Param("a", F32), N.Param("b", F32)))
    c = _Counter()
    c.visit(m)
    assert c.vars == ["out", "a", "b"]
    assert c.specials == 1
    # the cached handler is the subclass's method, and None where there is none
    assert c.handler("visit_", N.Var).__func__ is _Counter.visit_Var
    assert c.handler("visit_", N.Binary) is None


class _Double(NodeTransformer):
    def visit_Const(self, e):
        return dataclasses.replace(e, value=e.value * 2)


def test_transformer_rebuilds_bottom_up_and_keeps_unchanged_subtrees():
    e = N.Binary("+", N.Const(1, I32), N.Var("x", I32), I32)
    out = _Double().visit(e)
    assert out == N.Binary("+", N.Const(2, I32), N.Var("x", I32), I32)
    assert out.rhs is e.rhs
    untouched = N.Binary("+", N.Var("y", I32), N.Var("x", I32), I32)
    assert _Double().visit(untouched) is untouched
    # transform() is the same rebuild with a function
    assert transform(e, lambda n: None) is e


# ------------------------------------------------------------------ verify: passes


@pytest.mark.parametrize("spec", all_specs(), ids=lambda s: s.name)
def test_verify_passes_on_every_corpus_kernel(spec):
    for size in ("ci", "paper"):
        m = read_module(spec.path, defines=spec.all_defines(size))
        assert verify(m) is m


#: the one test program that stops with #error unless compiled with its defines
NEEDS_DEFINES = {"tests/data/realworld/polybench/jacobi1d_fp64.cl"}


@pytest.mark.parametrize("path", DATA_FILES, ids=lambda p: str(Path(p).relative_to(ROOT)))
def test_verify_passes_on_every_test_program_that_reads(path):
    if Path(path).relative_to(ROOT).as_posix() in NEEDS_DEFINES:
        with pytest.raises(WarpsmithError, match="#error"):
            read_module(path, lenient=True)
        return
    verify(read_module(path, lenient=True))


def test_verify_passes_on_a_barrier_under_a_uniform_condition():
    loop = N.For(None, N.Binary("<", N.Special("group_id", 0, U32), N.Const(4, U32), I32),
                 None, N.Block((N.Barrier(),)))
    verify(_kernel(loop, _store(N.Const(1.0, F32))))


# ------------------------------------------------------------------ verify: failures


def _fails(module: N.Module, *words: str) -> str:
    with pytest.raises(VerifyError) as err:
        verify(module)
    text = str(err.value)
    assert isinstance(err.value, WarpsmithError)
    for w in words:
        assert w in text, text
    return text


def test_verify_names_an_undeclared_variable_with_kernel_and_line():
    text = _fails(_kernel(_store(N.Var("ghost", F32), line=7)), "kernel k", "line 7",
                  "'ghost' is not declared")
    assert text.startswith("t.cu:7:5: invalid IR")


def test_verify_finds_a_call_of_an_unknown_function():
    _fails(_kernel(_store(N.Call("nowhere", (), F32))), "call of 'nowhere'")


def test_verify_finds_an_expression_without_a_type():
    _fails(_kernel(_store(N.Binary("+", N.Const(1.0, F32), N.Const(2.0, None), F32))),
           "Const expression without a type")


def test_verify_finds_a_declaration_without_a_type():
    _fails(_kernel(N.Decl("x", None, loc=N.SourceLoc("t.cu", 4, 3))), "line 4",
           "declaration of 'x' has no type")


def test_verify_finds_a_shared_pointer_assigned_a_global_one():
    p = N.Decl("p", SPTR)
    bad = N.ExprStmt(N.Assign(N.Var("p", SPTR), N.Var("out", GPTR), None, SPTR),
                     loc=N.SourceLoc("t.cu", 6, 1))
    _fails(_kernel(p, bad), "line 6", "shared memory assigned a pointer into global")


def test_verify_finds_an_implicit_conversion_between_address_spaces():
    init = N.Decl("p", SPTR, N.Cast(SPTR, N.Var("out", GPTR), implicit=True))
    _fails(_kernel(init), "conversion of a pointer into global memory to one into shared")


def test_verify_finds_address_of_typed_with_the_wrong_space():
    arr = N.Decl("s", ArrayType(F32, 4), space=AddressSpace.SHARED)
    elem = N.Index(N.Var("s", ArrayType(F32, 4)), N.Const(0, I32), F32)
    take = N.Decl("p", GPTR, N.AddressOf(elem, GPTR))
    _fails(_kernel(arr, take), "&s is typed as a pointer into global memory")


def test_verify_finds_a_store_into_constant_memory():
    c = PointerType(F32, AddressSpace.CONSTANT)
    st = N.ExprStmt(N.Assign(N.Index(N.Var("c", c), N.Const(0, I32), F32), N.Const(1.0, F32),
                             None, F32))
    _fails(_kernel(st, params=(N.Param("c", c),)), "store into __constant memory")


def test_verify_finds_a_barrier_under_a_thread_dependent_condition():
    tid = N.Decl("t", U32, _tid())
    guarded = N.If(N.Binary("<", N.Var("t", U32), N.Const(16, U32), I32),
                   N.Block((N.Barrier(loc=N.SourceLoc("t.cu", 9, 5)),)),
                   loc=N.SourceLoc("t.cu", 8, 3))
    _fails(_kernel(tid, guarded), "line 9", "barrier under a thread-dependent condition")
    # a transformation that proved the condition the same for a whole block marks it: legal
    verify(_kernel(tid, dataclasses.replace(guarded, uniform=True)))
    assert dataclasses.replace(guarded, uniform=True) == guarded  # not part of the value


def test_verify_finds_misplaced_control():
    _fails(_kernel(N.Break()), "break outside a loop")
    _fails(_kernel(N.Return(N.Const(1, I32))), "return with a value in a void function")


# ------------------------------------------------------------------ find_kernel


def test_find_kernel_is_one_function_for_every_layer():
    import re
    from pathlib import Path

    import warpsmith

    src = Path(warpsmith.__file__).parent
    defs = [p.relative_to(src).as_posix() for p in src.rglob("*.py")
            if re.search(r"^def find_kernel\(", p.read_text(), re.M)]
    assert defs == ["ir/lookup.py"]


def test_find_kernel_by_unique_source_and_template_names():
    src = ("template <int B> __global__ void k(float *x) { x[threadIdx.x] = B; }\n"
           "template __global__ void k<4>(float *x);\n"
           "template __global__ void k<8>(float *x);\n")
    m = read_module("t.cu", text=src)
    assert find_kernel(m, "k<4>").template_args == (("B", 4),)
    assert find_kernel(m, "k_8").template_args == (("B", 8),)
    fn = find_kernel(m, "k_4")
    assert find_kernel(m, fn) is fn
    with pytest.raises(SemanticError, match="several instantiations: k_4, k_8"):
        find_kernel(m, "k")
    with pytest.raises(SemanticError, match=r"no kernel named 'nope' \(kernels: k_4, k_8\)"):
        find_kernel(m, "nope")


def test_find_kernel_explains_a_template_without_instantiation_through_the_field():
    m = read_module("t.cu", text="template <int B> __global__ void k(float *x) "
                                 "{ x[0] = B; }\n")
    assert m.frontend_info is not None and "k" in m.frontend_info.pending_templates
    with pytest.raises(Unsupported, match="needs a value for template parameter B"):
        find_kernel(m, "k")
    # a declared field: it survives a rebuild of the module and is not part of its value
    again = dataclasses.replace(m)
    assert again.frontend_info is m.frontend_info
    assert again == dataclasses.replace(m, frontend_info=None)


def test_find_kernel_on_a_module_built_by_hand():
    m = _kernel(_store(N.Const(1.0, F32)))
    assert find_kernel(m, "k") is m.functions[0]
    with pytest.raises(SemanticError, match="no kernel named 'other'"):
        find_kernel(m, "other")


# ------------------------------------------------------------------ printer subclasses


def test_printer_constructs_the_dialect_subclass():
    assert type(Printer("cuda")) is CudaPrinter
    assert type(Printer("opencl")) is OpenCLPrinter
    assert type(CudaPrinter()) is CudaPrinter
    with pytest.raises(ValueError):
        CudaPrinter("opencl")


def test_each_dialect_prints_its_own_barrier_and_kernel_head():
    m = _kernel(N.Barrier(), _store(N.Const(1.0, F32)))
    cuda = print_function(m.functions[0], "cuda", m)
    ocl = print_function(m.functions[0], "opencl", m)
    assert cuda.startswith('extern "C" __global__ void k(float* out)')
    assert "__syncthreads();" in cuda
    assert ocl.startswith("__kernel void k(__global float* out)")
    assert "barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);" in ocl


def test_pdg_counting_results_are_declared_fields():
    from warpsmith.analysis.pdg import PDG

    names = {f.name for f in dataclasses.fields(PDG)}
    assert {"expanded", "branchy"} <= names


def test_walk_still_visits_every_node_once():
    m = _kernel(_store(N.Const(1.0, F32)))
    kinds = [type(n).__name__ for n in walk(m)]
    assert kinds == ["Module", "Function", "Param", "Block", "ExprStmt", "Assign", "Index",
                     "Var", "Cast", "Special", "Const"]


def test_verify_is_importable_as_a_function_and_from_its_module():
    assert verify is verify_fn
