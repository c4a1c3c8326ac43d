"""Loads from constant memory whose lanes ask for different words (docs/model.md rule 19).

The constant cache answers a warp's load with one word broadcast to every lane; a load whose
active lanes ask for D different words is split into D requests, served one after another
(NVIDIA's CUDA C Programming Guide, "Constant Memory": throughput falls by the number of
separate requests). The counting (``analysis/pdg_memory``) keeps a constant load as one
instruction with its source site; this module prices the D - 1 extra requests of each site
from the replayed block (``backends/block_replay``: per site, the warp requests and the
distinct 4-byte words each asked for) at the description's ``constant_cycles_per_request``
(``constant_requests`` microbenchmark, docs/calibration.md), as issue instructions of the
warp: ``extra = (D - 1) x constant_cycles_per_request / issue_cycles_per_warp_instruction``.
A load of one word for the whole warp (a filter tap, a centroid) costs what it did.
"""

from __future__ import annotations


def constant_extra(pdg, tm, replay, notes: list) -> dict:
    """``(line, column) -> extra instructions`` per execution of each constant load of
    ``pdg`` (see the module doc); ``tm`` the device's timing, ``replay`` a function giving
    the replayed block (None: no replay). Empty, with a note, where the description or the
    replay is missing."""
    if not pdg.constant_sites:
        return {}
    if tm.constant_cycles_per_request is None:
        notes.append("constant-memory loads priced as broadcasts: the description has no "
                     "constant_cycles_per_request")
        return {}
    rec = replay() if replay is not None else None
    sites = getattr(rec, "constant_sites", None)
    if not sites:
        notes.append("constant-memory loads priced as broadcasts: no replayed block to "
                     "count the words their warps ask for")
        return {}
    out, split = {}, []
    per = tm.constant_cycles_per_request / tm.issue_cycles_per_warp_instruction
    for site in sorted(pdg.constant_sites):
        requests, words = sites.get(site, (0, 0))
        if requests <= 0:
            continue
        d = words / requests
        if d > 1.0:
            out[site] = (d - 1.0) * per
            split.append(f"line {site[0]} ({d:.1f} words per warp load)")
    if split:
        notes.append("constant-memory loads split by the constant cache: " + ", ".join(split))
    return out


__all__ = ["constant_extra"]
