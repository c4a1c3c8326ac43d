"""OpenCL 2.0 sub-groups and C11 atomics, CUDA's ``normf``/``rnormf`` and clock reads: the
builtins' neutral names and the constants they take (docs/ocl2.md).

* **Sub-groups** (OpenCL C 2.0 ``cl_khr_subgroups``, core in 2.1): the work-items of a
  work-group are split, in order of the local linear id, into sub-groups of the device's
  sub-group size; on the simulator and on CUDA a sub-group is a warp (the size comes from
  the ``hw`` description's ``warp_size``; CUDA reads ``warpSize``). The last sub-group of a
  work-group whose size is not a multiple is smaller. Kind ``subgroup``: the id functions
  (arity 0, ``uint``), ``sub_group_barrier(flags)`` and the collectives ``all``/``any``,
  ``broadcast(x, lane)``, ``reduce``/``scan_inclusive``/``scan_exclusive`` of add/min/max
  (in sub-group local id order, as the work-group collectives).
* **C11 atomics** (OpenCL C 2.0, 6.13.11): the object is a pointer to a plain scalar in the
  IR (``atomic_int`` reads as ``int``); each call carries its memory order(s) and scope as
  trailing integer constants with the values of :data:`MEMORY_ORDERS` and
  :data:`MEMORY_SCOPES` (the non-explicit forms take ``seq_cst`` and ``device``).
  ``atomic_load(p, order, scope)``, ``atomic_store(p, v, order, scope)``,
  ``atomic_fetch_<op>(p, v, order, scope)`` (returns the old value) and
  ``atomic_compare_exchange(p, expected*, desired, success, failure, scope, weak)``
  (returns 1 when it stored; else writes the value found to ``*expected``). The simulator
  runs every atomic in thread order, which is sequentially consistent, so all orders and
  scopes give the same results there.
* ``norm(dim, p)``/``rnorm(dim, p)``: CUDA's ``normf``/``norm``/``rnormf``/``rnorm``,
  sqrt of the sum of squares of ``p[0..dim)``, and its reciprocal.
* ``clock``/``clock64``: CUDA's ``clock()`` and ``clock64()`` (the ``%clock``,
  ``%clock64`` and ``%globaltimer`` registers are read by inline PTX, backends/sim_asm.py);
  the simulator returns a count of its clock reads, monotone per thread (docs/ocl2.md).
"""

from __future__ import annotations

#: C11 memory orders: OpenCL spelling -> value (clang's ``__ATOMIC_*``)
MEMORY_ORDERS = {"memory_order_relaxed": 0, "memory_order_acquire": 2,
                 "memory_order_release": 3, "memory_order_acq_rel": 4,
                 "memory_order_seq_cst": 5}
#: OpenCL memory scopes: spelling -> value (clang's ``__OPENCL_MEMORY_SCOPE_*``)
MEMORY_SCOPES = {"memory_scope_work_item": 0, "memory_scope_work_group": 1,
                 "memory_scope_device": 2, "memory_scope_all_svm_devices": 3,
                 "memory_scope_sub_group": 4}
ORDER_NAMES = {v: k for k, v in MEMORY_ORDERS.items()}
SCOPE_NAMES = {v: k for k, v in MEMORY_SCOPES.items()}
SEQ_CST, DEVICE = MEMORY_ORDERS["memory_order_seq_cst"], MEMORY_SCOPES["memory_scope_device"]

#: the C11 fetch operations (``atomic_fetch_<op>``) -> the IR's plain atomic of that op
FETCH_OPS = {"add": "atomic_add", "sub": "atomic_sub", "or": "atomic_or",
             "xor": "atomic_xor", "and": "atomic_and", "min": "atomic_min",
             "max": "atomic_max"}
#: C11 atomic builtins (neutral names) and their arity in the IR
C11_ATOMICS = {"atomic_load": 3, "atomic_store": 4, "atomic_exchange": 4,
               "atomic_compare_exchange": 7, **{f"atomic_fetch_{op}": 4 for op in FETCH_OPS}}

#: sub-group id functions (arity 0, uint)
SUBGROUP_IDS = ("get_sub_group_size", "get_max_sub_group_size", "get_num_sub_groups",
                "get_enqueued_num_sub_groups", "get_sub_group_id", "get_sub_group_local_id")
SUBGROUP_OPS = ("add", "min", "max")
#: sub-group collectives -> arity
SUBGROUP_COLLECTIVES = {"sub_group_all": 1, "sub_group_any": 1, "sub_group_broadcast": 2,
                        **{f"sub_group_{k}_{op}": 1 for k in (
                            "reduce", "scan_inclusive", "scan_exclusive")
                           for op in SUBGROUP_OPS}}

#: OpenCL's atomic types -> the scalar type name they hold
ATOMIC_TYPES = {"atomic_flag": "int", "atomic_int": "int", "atomic_uint": "uint", "atomic_long": "long",
                "atomic_ulong": "ulong", "atomic_float": "float", "atomic_double": "double",
                "atomic_intptr_t": "long", "atomic_uintptr_t": "ulong",
                "atomic_size_t": "ulong", "atomic_ptrdiff_t": "long"}
#: scalar type (bits, kind, signed) -> the OpenCL atomic type printed for it
ATOMIC_TYPE_OF = {(32, "int", True): "atomic_int", (32, "int", False): "atomic_uint",
                  (64, "int", True): "atomic_long", (64, "int", False): "atomic_ulong",
                  (32, "float", True): "atomic_float", (64, "float", True): "atomic_double"}


OPENCL2_NAMES = frozenset({*C11_ATOMICS, *SUBGROUP_IDS, "sub_group_barrier",
                           *SUBGROUP_COLLECTIVES, "to_global", "to_local", "to_private"})


def needs_opencl2(module) -> bool:
    """Whether printed OpenCL of ``module`` calls OpenCL C 2.0 builtins (C11 atomics,
    sub-groups, ``to_global`` ..), so that it must be built with ``-cl-std=CL2.0`` or later."""
    from .nodes import Call
    from .visit import walk

    return any(isinstance(n, Call) and n.name in OPENCL2_NAMES
               for f in module.functions for n in walk(f.body))


def table():
    """The :class:`~warpsmith.ir.builtins.Builtin` rows of this module (imported by
    :mod:`warpsmith.ir.builtins`, which owns the table)."""
    from .builtins import Builtin

    rows = [Builtin(n, "atomic", a, None, None, n) for n, a in C11_ATOMICS.items()]
    rows += [Builtin(n, "subgroup", 0, None, None, n) for n in SUBGROUP_IDS]
    rows.append(Builtin("sub_group_barrier", "subgroup", -1, None, None, "sub_group_barrier"))
    rows += [Builtin(n, "subgroup", a, None, None, n) for n, a in SUBGROUP_COLLECTIVES.items()]
    rows += [Builtin("norm", "misc", 2, "normf", "norm", None),
             Builtin("rnorm", "misc", 2, "rnormf", "rnorm", None),
             Builtin("clock", "misc", 0, "clock", None, None),
             Builtin("clock64", "misc", 0, "clock64", None, None),
             *(Builtin(n, "misc", 1, None, None, n) for n in ("to_global", "to_local",
                                                                "to_private"))]
    return rows


__all__ = ["OPENCL2_NAMES", "needs_opencl2", "MEMORY_ORDERS", "MEMORY_SCOPES", "ORDER_NAMES", "SCOPE_NAMES", "SEQ_CST", "DEVICE",
           "FETCH_OPS", "C11_ATOMICS", "SUBGROUP_IDS", "SUBGROUP_COLLECTIVES", "ATOMIC_TYPES",
           "ATOMIC_TYPE_OF", "table"]
