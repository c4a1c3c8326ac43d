"""cuRAND's device API as builtins: the names, their result types, and the state types.

``#include <curand_kernel.h>`` gives device code warpsmith's own header
(``frontend/include/curand_kernel.h``) that defines the two state structs modelled,
``curandStateXORWOW`` (alias ``curandState``) and ``curandStatePhilox4_32_10``, with the
library's layout; the functions below are builtins whose first (or only) pointer argument is
a state. The simulator runs them (``backends/sim_curand.py``), the CUDA printer includes the
real header instead of printing the structs, and OpenCL has no counterpart (refused).
"""

from __future__ import annotations

from .types import F32, F64, U32, StructType, Type, VectorType

#: state struct name -> generator ("xorwow" | "philox")
STATE_STRUCTS = {"curandStateXORWOW": "xorwow", "curandStatePhilox4_32_10": "philox"}

#: builtin -> (number of arguments, index of the state pointer, result type or None (void),
#: generators it takes)
FUNCTIONS: dict[str, tuple[int, int, Type | None, tuple[str, ...]]] = {
    "curand_init": (4, 3, None, ("xorwow", "philox")),
    "curand": (1, 0, U32, ("xorwow", "philox")),
    "curand4": (1, 0, VectorType(U32, 4), ("philox",)),
    "curand_uniform": (1, 0, F32, ("xorwow", "philox")),
    "curand_uniform_double": (1, 0, F64, ("xorwow", "philox")),
    "curand_uniform4": (1, 0, VectorType(F32, 4), ("philox",)),
    "curand_normal": (1, 0, F32, ("xorwow", "philox")),
    "curand_normal2": (1, 0, VectorType(F32, 2), ("xorwow", "philox")),
    "curand_normal4": (1, 0, VectorType(F32, 4), ("philox",)),
    "curand_normal_double": (1, 0, F64, ("xorwow", "philox")),
    "curand_normal2_double": (1, 0, VectorType(F64, 2), ("xorwow", "philox")),
    "curand_log_normal_double": (3, 0, F64, ("xorwow", "philox")),
    "curand_log_normal": (3, 0, F32, ("xorwow", "philox")),
    "curand_log_normal2": (3, 0, VectorType(F32, 2), ("xorwow", "philox")),
    "curand_log_normal4": (3, 0, VectorType(F32, 4), ("philox",)),
    "skipahead": (2, 1, None, ("xorwow", "philox")),
    "skipahead_sequence": (2, 1, None, ("xorwow", "philox")),
}

#: builtins whose other arguments are doubles (``mean``, ``stddev``), not 64-bit integers
DOUBLE_ARGS = frozenset({"curand_log_normal_double"})

#: builtins whose other arguments are floats (the log-normal's ``mean`` and ``stddev``), not
#: 64-bit integers
FLOAT_ARGS = frozenset({"curand_log_normal", "curand_log_normal2", "curand_log_normal4"})

#: cuRAND device functions and generators that are not modelled (refused with this reason)
NOT_MODELLED = {
    "curand_poisson": "cuRAND's Poisson distribution",
    "curand_discrete": "cuRAND's discrete distributions",
    "curandStateMRG32k3a": "the cuRAND MRG32k3a generator (XORWOW and Philox4_32_10 are "
                           "modelled)",
    "curandStateMRG32k3a_t": "the cuRAND MRG32k3a generator (XORWOW and Philox4_32_10 are "
                             "modelled)",
    "curandStateMtgp32": "the cuRAND MTGP32 generator",
    "curandStateSobol32": "cuRAND's Sobol quasi-random generators",
    "curandStateScrambledSobol32": "cuRAND's Sobol quasi-random generators",
}


def generator_of(t: Type) -> str | None:
    """"xorwow" or "philox" when ``t`` is one of the modelled state structs."""
    return STATE_STRUCTS.get(t.name) if isinstance(t, StructType) else None


__all__ = ["STATE_STRUCTS", "FUNCTIONS", "DOUBLE_ARGS", "FLOAT_ARGS", "NOT_MODELLED",
           "generator_of"]
