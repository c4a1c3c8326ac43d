"""Cache reuse of global loads for the analytical model: L1 per SM, L2 per wave.

Paper 000 prices every global request as DRAM traffic (the 8800 GTX has no cache for global
memory). On sm_70+ a global load goes through the SM's L1 (the unified L1 / shared-memory
array) and the GPU's L2, and kernels such as the naive matrix multiply re-read the same
sectors many times. This module gives, per launch and per warp, what reaches L2 and DRAM, by
two simple rules stated in docs/model.md (section 3, "Caches"):

**L1 (per SM).** For the loads of each array in each loop (accesses with affine offsets),
the byte addresses of one block's threads are evaluated over the first ``J`` iterations of
the innermost loop (``J`` = the iterations that cover a 128-byte line at the access's stride
per iteration, at most 32; other loops at their first value). Counted in 32-byte sectors:

* ``requested``: the sectors the block's warp requests touch (each warp request: its distinct
  sectors), per iteration;
* ``distinct_iter``: the block's distinct sectors in one iteration (warps of the block that
  read the same sectors in the same iteration: one miss);
* ``distinct_window``: the block's distinct sectors over the ``J`` iterations, per iteration
  (a sector re-read in later iterations, as ``A[indexA++]``: one miss).

The misses per iteration are ``distinct_window`` when the resident blocks' footprint over
the window (``blocks x sum of distinct_window x J x 32`` bytes) fits in the L1 capacity left
beside the shared-memory carve-out, else ``distinct_iter`` when one iteration's footprint
fits, else ``requested``. Stores are written through to L2 (no L1 reuse). Blocks do not share
L1 lines with each other (reuse between blocks is left to L2).

**L2 (per wave).** DRAM bytes are the launch's unique footprint (each byte read once) when it
fits in L2; when it does not, data shared between waves of blocks are assumed evicted
between them: the DRAM bytes are the sum over the waves of a wave's unique footprint (the
footprint of the first wave times the number of waves), at most the L2 traffic.

**L1 data pipe.** Every global request also takes one wavefront of the L1 data stage per
distinct 128-byte line its lanes touch (on sm_70+, the pipe shared-memory wavefronts use), so
that a kernel whose loads hit in L1 is bound by that pipe rather than free.
"""

from __future__ import annotations

import math

import numpy as np

from ..analysis.affine import AXES
from ..analysis.pdg import PDG
from ..analysis.pdg_loops import sequence

MAX_WINDOW = 32  # iterations of the reuse window at most (a 128-byte line at 4 bytes)


def _loop_values(lp, values: dict) -> list:
    vals = dict(values)
    for s in lp.start.symbols() | lp.bound.symbols():
        vals.setdefault(s, 0)
    try:
        return sequence(lp, vals)
    except Exception:  # noqa: BLE001 - an unusual loop: no values
        return []


def block_addresses(pdg: PDG, a, block_index: int | None = None,
                    iterations: int = MAX_WINDOW) -> tuple[np.ndarray, int] | None:
    """Byte offsets ``(J, T)`` that access ``a`` (affine) reaches for the threads of one
    block (default: the middle block of the grid) over the first ``J <= iterations``
    iterations of its innermost loop, and ``J``; None when the offset is not affine or a
    symbol has no value."""
    if a.offset is None or not a.offset.is_affine:
        return None
    p = a.offset.substitute(pdg.values)
    block, grid = pdg.block, pdg.grid
    T = int(np.prod(block))
    lin = np.arange(T, dtype=np.int64)
    tid = (lin % block[0], (lin // block[0]) % block[1], lin // (block[0] * block[1]))
    nb = int(np.prod(grid))
    b = nb // 2 if block_index is None else int(block_index)
    bid = (b % grid[0], (b // grid[0]) % grid[1], b // (grid[0] * grid[1]))
    env: dict = {}
    for i, ax in enumerate(AXES):
        env[f"tid.{ax}"] = tid[i][None, :]
        env[f"bid.{ax}"] = np.int64(bid[i])
    loops = [lp for lp in a.loops if lp.kind != "unknown" and lp.symbol]
    if len(loops) != len([lp for lp in a.loops if lp.symbol]):
        return None
    J = 1
    for k, lp in enumerate(loops):
        seq = _loop_values(lp, pdg.values)
        if not seq:
            return None
        if k == len(loops) - 1:
            seq = seq[:max(1, iterations)]
            J = len(seq)
            env[lp.symbol] = np.asarray(seq, dtype=np.int64)[:, None]
        else:
            env[lp.symbol] = np.int64(seq[0])
    out = np.zeros((J, T), dtype=np.int64)
    for mono, c in p.terms:
        v = np.int64(c)
        for sym in mono:
            if sym not in env:
                return None
            v = v * env[sym]
        out = out + v
    return out, J


def request_lines(addr: np.ndarray, device) -> tuple[float, float]:
    """(sectors, cache lines) per warp request on ``device`` (its warp size, sector and line
    bytes), averaged over the warps and iterations of ``addr`` ``(J, T)``."""
    J, T = addr.shape
    ws, sector, line = _geometry(device)
    nw = -(-T // ws)
    sec = lines = 0
    for w in range(nw):
        part = addr[:, w * ws:(w + 1) * ws]
        for j in range(J):
            sec += np.unique(part[j] // sector).size
            lines += np.unique(part[j] // line).size
    n = J * nw
    return sec / n, lines / n


def dram_chunk_bytes(addr: np.ndarray, device, window: int = 1) -> float:
    """Contiguous bytes per chunk in which one block's loads of ``addr`` ``(J, T)`` reach
    DRAM (docs/model.md rule 20): per group of ``window`` consecutive iterations (the
    copies of an unrolled loop, whose loads are issued together), the block's distinct
    sectors split into runs of consecutive sectors; sector bytes times sectors over runs,
    averaged over the groups weighted by their sectors."""
    _ws, sector, _line = _geometry(device)
    secs = runs = 0
    w = max(1, int(window))
    for j in range(0, addr.shape[0], w):
        u = np.unique(addr[j:j + w] // sector)
        secs += u.size
        runs += 1 + int(np.count_nonzero(np.diff(u) != 1)) if u.size else 0
    return sector * secs / runs if runs else float(sector)


def access_chunks(pdg: PDG, loads: list, dynamic: dict, device,
                  windows: dict | None = None) -> dict:
    """``id(access) -> dram_chunk_bytes`` of each global load with affine addresses and
    requests in ``dynamic`` (the others are left out: their chunks are unknown), the loads
    of one array in one loop body taken together; ``windows``: ``id(access) ->`` the
    iterations of its innermost loop whose loads are issued together (default 1)."""
    groups: dict = {}
    for a in loads:
        if a.kind != "load" or dynamic.get(id(a), 0) <= 0:
            continue
        got = block_addresses(pdg, a)
        if got is not None:
            inner = a.loops[-1] if a.loops else None
            groups.setdefault((a.array, id(inner)), []).append((a, got[0]))
    out = {}
    for items in groups.values():
        # the loads of one array in one loop body go out together (fields of a record,
        # the float4 pieces of a row): their sectors meet in the same chunks
        J = min(ad.shape[0] for _a, ad in items)
        addr = np.concatenate([ad[:J] for _a, ad in items], axis=1)
        chunk = dram_chunk_bytes(addr, device, (windows or {}).get(id(items[0][0]), 1))
        for a, _ad in items:
            out[id(a)] = chunk
    return out


def _geometry(device) -> tuple[int, int, int]:
    """(warp size, sector bytes, cache line bytes) of ``device``'s description."""
    return int(device.warp_size), int(device.global_sector_bytes), int(device.cache_line_bytes)


def _window(addr_rows: list, stride: int | None, line: int) -> int:
    J = min(r.shape[0] for r in addr_rows)
    if stride is None or stride == 0:
        return J
    return max(1, min(J, -(-line // abs(stride))))


def l1_reuse(pdg: PDG, loads: list, dynamic: dict, resident_blocks: int,
             capacity: float, device) -> tuple[dict, dict, list]:
    """Per load access ``id -> L1 miss fraction`` (of its requested sectors) under the rule
    of the module doc, and per global access ``id -> L1 wavefronts (lines) per request``;
    notes. ``loads``: the global accesses (stores get their lines, no reuse); ``dynamic``:
    id(access) -> requests per warp (only those with requests are priced);
    ``resident_blocks`` per SM; ``capacity``: bytes of L1 beside shared memory; ``device``:
    the description giving the warp size, sector and line bytes."""
    ws, sector, line = _geometry(device)
    notes: list = []
    lines_per_req: dict = {}
    groups: dict = {}
    for a in loads:
        if id(a) not in dynamic or dynamic[id(a)] <= 0:
            continue
        got = block_addresses(pdg, a)
        if got is None:
            continue
        addr, J = got
        _sec, ln = request_lines(addr, device)
        lines_per_req[id(a)] = ln
        if a.kind == "store":
            continue
        inner = next((lp for lp in reversed(a.loops) if lp.symbol and lp.kind != "unknown"),
                     None)
        key = (a.array, id(inner) if inner is not None else None)
        stride = None
        if J > 1:
            d = np.diff(addr[:, 0])
            stride = int(d[0]) if d.size and (d == d[0]).all() else None
        groups.setdefault(key, []).append((a, addr, stride))
    if not groups:
        return {}, lines_per_req, notes
    stats = {}
    for key, items in groups.items():
        strides = [s for _a, _ad, s in items if s is not None]
        J = _window([ad for _a, ad, _s in items], min(strides, key=abs) if strides else None,
                    line)
        requested = 0.0
        for a, addr, _s in items:
            T = addr.shape[1]
            nw = -(-T // ws)
            req = 0
            for j in range(J):
                for w in range(nw):
                    req += np.unique(addr[j, w * ws:(w + 1) * ws] // sector).size
            requested += req / J
        allsec = np.concatenate([ad[:J] // sector for _a, ad, _s in items], axis=1)
        per_iter = float(np.mean([np.unique(allsec[j]).size for j in range(J)]))
        window = np.unique(allsec).size / J
        inner = next((lp for lp in reversed(items[0][0].loops)
                      if lp.symbol and lp.kind != "unknown"), None)
        full = 1 if inner is None else len(_loop_values(inner, pdg.values))
        whole = full <= min(ad.shape[0] for _a, ad, _s in items)
        stats[key] = {"J": J, "requested": requested, "iter": per_iter, "window": window,
                      "items": items, "whole": whole, "full": full}
    # loops over the same array (a coarsened kernel's copies) read the same lines: the
    # resident footprint over the windows is the union of their sectors, per array
    shared = _shared_lines(stats, sector)
    fp_window = resident_blocks * sum(u for u, _t in shared.values()) * sector
    fp_iter = resident_blocks * sum(s["iter"] for s in stats.values()) * sector
    if fp_window <= capacity:
        level, pick = "window", "window"
    elif fp_iter <= capacity:
        level, pick = "iteration", "iter"
    else:
        level, pick = "none", None
    miss: dict = {}
    for key, s in stats.items():
        m = 1.0 if pick is None or s["requested"] <= 0 else min(1.0, s[pick] / s["requested"])
        if pick == "window":
            u, t = shared[key[0]]
            m *= u / t if t else 1.0
        for a, _ad, _st in s["items"]:
            miss[id(a)] = m
    if level != "window":
        notes.append(f"L1: the resident blocks' load footprint over the reuse window "
                     f"({fp_window / 1024:.0f} KiB) exceeds the L1 left beside shared memory "
                     f"({capacity / 1024:.0f} KiB): "
                     + ("reuse within an iteration only" if level == "iteration"
                        else "no L1 reuse"))
    return miss, lines_per_req, notes


def _shared_lines(stats: dict, sector: int) -> dict:
    """Per array: (distinct sectors of one block over all its loops, the sum of the loops'
    own distinct sectors). Only loops whose every iteration was evaluated (``whole``: a trip
    of at most ``MAX_WINDOW``) share, over their whole trip; a longer loop's early lines may
    be gone when the next loop starts, so its window's sectors count in full."""
    out: dict = {}
    for (array, _loop), s in stats.items():
        u, extra, t = out.get(array, ([], 0.0, 0.0))
        if s.get("whole", True):
            n = s.get("full", s["J"])
            secs = np.unique(np.concatenate([ad[:n].ravel() // sector
                                             for _a, ad, _st in s["items"]]))
            u, own = u + [secs], float(secs.size)
        else:
            own = s["window"] * s["J"]
            extra += own
        out[array] = (u, extra, t + own)
    return {k: ((float(np.unique(np.concatenate(u)).size) if u else 0.0) + extra, t)
            for k, (u, extra, t) in out.items()}


def l1_capacity(dev, resident_blocks: int, shared_per_block: int) -> float | None:
    """Bytes of L1 an SM has beside the shared memory its resident blocks use: the unified
    array (``l1_shared_bytes_per_sm``) less the smallest shared-memory carve-out that holds
    the blocks' shared memory (static + dynamic + the per-block reservation); None when the
    description does not give the unified size."""
    total = getattr(dev, "l1_shared_bytes_per_sm", None)
    if not total:
        return None
    need = resident_blocks * (shared_per_block + (dev.reserved_shared_per_block or 0)) \
        if shared_per_block else 0
    carve = None
    for kib in (dev.shared_carveouts_kib or ()):
        if kib * 1024 >= need:
            carve = kib * 1024
            break
    if carve is None:
        carve = need
    return max(0.0, float(total) - carve)


def wave_dram_bytes(unique: float, wave_unique: float, waves: float, l2_bytes: int,
                    l2_traffic: float) -> float:
    """DRAM bytes of the launch (module doc, L2): ``unique`` when it fits in L2, else the
    waves' footprints summed, at most the traffic that reaches L2 and at least ``unique``."""
    if not l2_bytes or unique <= l2_bytes or not math.isfinite(wave_unique):
        return min(unique, l2_traffic) if l2_traffic else unique
    return max(min(unique, l2_traffic), min(l2_traffic, wave_unique * waves))


__all__ = ["block_addresses", "request_lines", "dram_chunk_bytes", "access_chunks", "l1_reuse",
           "l1_capacity", "wave_dram_bytes"]
