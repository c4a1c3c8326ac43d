"""Loops whose exit the data decides, counted in the replay of the caller's data
(docs/model.md rule 21).

A loop such as ``for (w = 0; __any_sync(FULL, !done); w += S)`` (a hash-table probe that
runs until every lane of the warp found its key or an empty slot), ``while (x[i] != 0)`` or
a search that breaks out when it finds what it looks for has no trip count the analysis can
compute: the counting weighs it 1 (one iteration per entry), which makes a warp whose lanes
probe long chains look as cheap as one whose lanes stop at once. When the tuner (or any
caller) gives the kernel's real arguments, the model replays one block on them anyway
(``backends/block_replay.py``, rule 17); the replay counts, per statement, the warps that
ran it. For each loop without a computable trip count, the iterations per warp in that block
are the warps that ran the loop body's first statement over the warps that entered the
loop (a warp iterates while any of its lanes does, as on the GPU); per thread likewise with
the active threads. That count replaces the weight 1. Without the caller's data the replay
runs on made-up buffers, whose loops say nothing, and the weight stays 1.
"""

from __future__ import annotations

import dataclasses

from ..ir import nodes as N


def _key(s) -> tuple:
    """The replay's key of statement ``s`` (``backends.block_replay``)."""
    return (s.loc.line, s.loc.col, type(s).__name__)


def first_statement(body):
    """The first statement a loop body runs in every iteration (the body itself when it
    is not a block; None for an empty block)."""
    while isinstance(body, N.Block):
        if not body.stmts:
            return None
        body = body.stmts[0]
    return body


def replayed_trips(pdg, replay, notes: list | None = None) -> int:
    """Set the trip count of every loop of ``pdg`` without a computable one to what the
    replayed block (``model.symbolic_replay.BlockReplay`` of the caller's data) ran: per
    warp and per thread, per entry of the loop. Returns how many loops were set."""
    done = 0
    for region in pdg.loops:
        trip, loop = region.trip, region.loop
        if trip is None or trip.exact or loop is None or not isinstance(
                loop.node, (N.For, N.While, N.DoWhile)):
            continue
        first = first_statement(loop.node.body)
        entry = replay.statements.get(_key(loop.node))
        if first is None or entry is None or not entry.active_warps:
            continue
        body = replay.statements.get(_key(first))
        warps = body.active_warps if body is not None else 0
        threads = body.active_threads if body is not None else 0
        per_warp = warps / entry.active_warps
        per_thread = threads / entry.active_threads if entry.active_threads else per_warp
        region.trip = dataclasses.replace(
            trip, per_warp=per_warp, per_thread=per_thread,
            reason=f"{trip.reason}; counted in the replay of the caller's data")
        done += 1
        if notes is not None:
            line = loop.node.loc.line
            old = f"the loop at line {line} has no computable trip count"
            notes[:] = [n for n in notes if not n.startswith(old)]
            notes.append(f"the loop at line {line} has no computable trip count: "
                         f"{per_warp:.2f} iterations per warp ({per_thread:.2f} per thread) "
                         f"per entry in the replayed block {tuple(replay.block_index)} of "
                         f"the caller's data (docs/model.md rule 21)")
    return done


__all__ = ["replayed_trips", "first_statement"]
