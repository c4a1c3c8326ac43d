"""The global-memory race check of the simulator.

Two accesses race when they come from different threads of the launch, touch the same
byte of a writable global buffer (a kernel argument or a ``__device__`` variable), at
least one writes, and nothing orders them. A store of the value the byte already holds, or
of the value another unordered store wrote, is not reported: no thread can observe its
order (a flag set by many threads, Floyd-Warshall's unchanged row k, are common idioms). The only order the checker knows is the
barrier: it orders the accesses of one block (every thread of the block has passed it),
never those of two blocks. Atomics are exempt (they are not plain accesses). A kernel that
uses both a memory fence and an atomic may order blocks by hand (the "last block"
reduction: ``__threadfence()`` then an atomic ticket), so there only races within a block
are reported.

Per cell (a byte, or an aligned group of bytes when every access so far covered whole
groups: see :class:`GlobalRaceTracker`) the tracker keeps the last writer (a launch-wide
thread id, the barrier epoch of its block, the line) and the readers since the cell's
last ordering (lowest and highest thread id, the epoch, the line). A block's epoch counts
the barriers it passed. Readers of one block from an earlier epoch are dropped when the
block reads the cell again (they are ordered before anything that block does next), so
a cell's readers are either one block's readers of one epoch or span several blocks (then
any write by anyone races).

Buffers passed as ``const T*`` are not tracked (the kernel cannot write them without a
cast; reads alone never race). Cost: 28 bytes per cell. The tracker gives up on buffers once :data:`BUDGET` bytes of
state are in use (``WARPSMITH_RACE_BUDGET``, bytes); those buffers are not checked.
"""

from __future__ import annotations

import os

import numpy as np

BUDGET = int(os.environ.get("WARPSMITH_RACE_BUDGET", 256 << 20))
BIG = np.int32(2**31 - 1)
_STATE = 28  # bytes of state per cell


class GlobalRaceTracker:
    """Race state of one global region. ``g``: bytes per cell (the size of the first
    access; drops to 1 when a smaller or unaligned access comes)."""

    def __init__(self, region, g: int):
        self.region = region
        self.g = g
        self._alloc((region.data.size + g - 1) // g)

    def _alloc(self, n: int) -> None:
        self.wthr = np.full(n, -1, np.int32)
        self.wep = np.zeros(n, np.int32)
        self.wline = np.zeros(n, np.int32)
        self.rmin = np.full(n, BIG, np.int32)
        self.rmax = np.full(n, -1, np.int32)
        self.rep = np.zeros(n, np.int32)
        self.rline = np.zeros(n, np.int32)

    def to_bytes(self) -> None:
        """Track every byte (each byte inherits its cell's state, which is exact: every
        access so far covered whole cells)."""
        g = self.g
        for k in ("wthr", "wep", "wline", "rmin", "rmax", "rep", "rline"):
            setattr(self, k, np.repeat(getattr(self, k), g)[:self.region.data.size])
        self.g = 1

    @property
    def nbytes(self) -> int:
        return self.wthr.size * _STATE


class GlobalRaces:
    """The global race check of one launch (owned by :class:`sim_memory.Memory`)."""

    def __init__(self, tpbp: int, cross_block: bool, fail):
        self.tpbp = np.int32(tpbp)
        self.cross_block = cross_block
        self.fail = fail  # fail(line, region, cell byte, what, t1, line1, other_what, t2, line2)
        self.used = 0
        self.gid = None  # per batch thread: launch-wide thread id (int32)
        self.epoch_of = None  # per batch thread: its block's barrier epoch (int32)

    def tracker(self, region, phys, nbytes: int):
        """The region's tracker (None: not tracked), at the granularity ``phys``/``nbytes``
        allow."""
        t = region.grace
        if t is False:
            return None
        if t is None:
            g = nbytes if nbytes in (1, 2, 4, 8, 16) else 1
            if g > 1 and (phys % g).any():
                g = 1
            need = (region.data.size + g - 1) // g * _STATE
            if self.used + need > BUDGET:
                region.grace = False
                return None
            self.used += need
            t = region.grace = GlobalRaceTracker(region, g)
            return t
        if t.g > 1 and (nbytes % t.g or (phys % t.g).any()):
            extra = region.data.size * _STATE - t.nbytes
            if self.used + extra > BUDGET:
                region.grace = False
                self.used -= t.nbytes
                return None
            self.used += extra
            t.to_bytes()
        return t

    def access(self, region, s, phys, nbytes: int, line: int, write: bool,
               values=None) -> None:
        """Check and record the access of the active threads ``s`` to bytes ``phys`` ..
        ``phys + nbytes - 1`` (a store: ``values``, the bytes each thread writes, (threads,
        nbytes) uint8)."""
        if self.gid is None:
            return
        t = self.tracker(region, phys, nbytes)
        if t is None:
            return
        g = self.gid[s]
        e = self.epoch_of[s]
        k = nbytes // t.g
        c = phys // t.g
        if k > 1:
            c = (c[:, None] + np.arange(k)).reshape(-1)
            g = np.repeat(g, k)
            e = np.repeat(e, k)
        blk = g // self.tpbp
        w = t.wthr[c]
        bad = (w >= 0) & (w != g) & ~((w // self.tpbp == blk) & (t.wep[c] < e))
        if not self.cross_block:
            bad &= w // self.tpbp == blk
        new = None
        if write:
            new = np.ascontiguousarray(values).reshape(-1, t.g)
            if bad.any():
                # writing what the other thread wrote is benign (a flag set by many)
                old = t.region.data[(c * t.g)[:, None] + np.arange(t.g)]
                bad &= (old != new).any(axis=1)
        if bad.any():
            j = int(np.argmax(bad))
            self.fail(line, region, int(c[j]) * t.g, "write" if write else "read", int(g[j]),
                      line, "write", int(w[j]), int(t.wline[c[j]]))
        if write:
            self._write(t, c, g, e, blk, line, new)
        else:
            self._read(t, c, g, e, blk, line)

    def _read(self, t, c, g, e, blk, line):
        lo, hi = t.rmin[c], t.rmax[c]
        stale = (hi >= 0) & (lo // self.tpbp == blk) & (hi // self.tpbp == blk) & (t.rep[c] < e)
        if stale.any():
            cs = c[stale]
            t.rmin[cs] = BIG
            t.rmax[cs] = -1
        np.minimum.at(t.rmin, c, g)
        np.maximum.at(t.rmax, c, g)
        t.rep[c] = e
        t.rline[c] = line

    def _write(self, t, c, g, e, blk, line, new):
        lo, hi = t.rmin[c], t.rmax[c]
        tp = self.tpbp
        ordered = (lo // tp == blk) & (hi // tp == blk) & (t.rep[c] < e)
        bad = (hi >= 0) & ~((lo == g) & (hi == g)) & ~ordered
        if not self.cross_block:
            bad &= (lo // tp == blk) & (hi // tp == blk)
        if bad.any():
            # a store of the value the cell holds changes nothing any reader could see
            old = t.region.data[(c * t.g)[:, None] + np.arange(t.g)]
            bad &= (old != new).any(axis=1)
        if bad.any():
            j = int(np.argmax(bad))
            other = int(lo[j]) if int(lo[j]) != int(g[j]) else int(hi[j])
            self.fail(line, t.region, int(c[j]) * t.g, "write", int(g[j]), line, "read",
                      other, int(t.rline[c[j]]))
        t.wthr[c] = g
        t.wep[c] = e
        t.wline[c] = line
        dup = t.wthr[c] != g
        if not self.cross_block:
            dup &= t.wthr[c] // tp == blk
        if dup.any():
            # threads of this store writing one cell: a race unless they write one value
            u, inv = np.unique(c, return_inverse=True)
            final = np.empty((u.size, t.g), np.uint8)
            final[inv] = new
            dup &= (final[inv] != new).any(axis=1)
        if dup.any():
            j = int(np.argmax(dup))
            self.fail(line, t.region, int(c[j]) * t.g, "write", int(g[j]), line, "write",
                      int(t.wthr[c[j]]), line)
