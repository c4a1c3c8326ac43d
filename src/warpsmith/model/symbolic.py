"""Efficient symbolic evaluation of thread-dependent conditions (paper 000, section 3.1).

In a kernel like the paper's prefix-sum scan only some threads of a block work in each
step of a loop (``if ((n+1) % stride == 0)`` with ``stride = 2, 4, 8, ...``). How many
warps still run, and how their shared accesses fall on the banks, changes from step to
step; the string model needs the averages: ``cc`` (weight of the computation under the
condition), ``cs`` (cycles of one shared access under it, bank conflicts included) and
``cr`` (exposed pipeline latency when few warps are left). This package computes them:

1. :func:`triplet_of` recognises a condition as ``<A*t + B, op, g(i)>``
   (:mod:`.symbolic_match`); :func:`why_not` says why it is not one;
2. :func:`evaluation_cost` picks the paper's case and its cost, compared with
   :data:`THRESHOLD`; :func:`active_threads` builds the ``(I, T)`` activity matrix by that
   case's method (:mod:`.symbolic_triplet`; :func:`brute_force` is the reference);
3. :func:`step_table` and :func:`coefficients` turn active threads and the shared
   accesses' addresses into per-step warps and wavefronts, and into cc, cs and cr
   (:mod:`.symbolic_steps`; Table 3 of the paper is the test);
4. :func:`replay_block` is the exact alternative where 1-2 do not apply: one block on the
   simulator (run by ``backends.block_replay``, passed in), per line active warps and
   wavefronts (:mod:`.symbolic_replay`).

Typical use (the string model does this for every thread-dependent ``if``)::

    tr = triplet_of(if_node.cond, env, loop, values)            # None: bounds or replay
    case, cost = evaluation_cost(tr, block_x)
    if cost <= THRESHOLD:
        active = expand_to_block(active_threads(tr, block_x), block)
        steps = step_table(active, shared_accesses(accs, env, loop, values, block), device)
        co = coefficients(steps, threads_per_block, device, blocks_per_sm=resident)
"""

from __future__ import annotations

from .symbolic_match import loop_sequence, match, normalize_values, triplet_of, why_not
from .symbolic_replay import BlockReplay, bank_model, replay_block
from .symbolic_steps import (Coefficients, SharedAccess, Step, access_addresses, block_ids,
                             lvalue_addresses,
                             coefficients, expand_to_block, shared_accesses, step_table,
                             timing, warp_wavefronts)
from .symbolic_triplet import (MAX_CELLS, THRESHOLD, Conjunction, NotSymbolic, Sequence,
                               Triplet, active_threads, brute_force, case_of, divisors,
                               evaluation_cost, modulo_table, smallest_prime_factors)

__all__ = [
    "THRESHOLD", "MAX_CELLS", "NotSymbolic", "Sequence", "Triplet", "Conjunction",
    "triplet_of", "why_not", "match", "loop_sequence", "normalize_values",
    "evaluation_cost", "case_of", "active_threads", "brute_force", "modulo_table",
    "divisors", "smallest_prime_factors",
    "SharedAccess", "Step", "Coefficients", "step_table", "coefficients", "warp_wavefronts",
    "access_addresses", "lvalue_addresses", "shared_accesses", "expand_to_block", "block_ids",
    "timing",
    "replay_block", "bank_model", "BlockReplay",
]
