"""Memory of the simulator: regions, addresses, checked loads/stores, atomics, the
shared-memory race checker and the memory part of the trace.

Addresses are int64: ``(region_id << 40) + BIAS + byte_offset`` with ``BIAS = 2**39``, so
pointer arithmetic is plain integer arithmetic, negative offsets stay inside their region's
id (and are reported as out of bounds), and address 0 is the null pointer (region 0 does
not exist). A region is one buffer: a kernel argument, a module variable, a ``__shared__``
array (one copy per block of the batch) or a private array / address-taken local (one copy
per thread). Offsets in an address are relative to the start of one copy; the copy is
chosen by the accessing thread's block (shared) or the thread itself (private).
"""

from __future__ import annotations

import numpy as np

from ..ir.errors import SimulationError

BIAS = 1 << 39
OFF_MASK = (1 << 40) - 1
SHIFT = 40

TRACE_KEYS = ("instructions", "global_load_requests", "global_store_requests",
              "global_load_sectors", "global_store_sectors", "shared_requests",
              "shared_wavefronts", "branches", "divergent_branches", "barriers", "atomics")


class Trace:
    """Exact warp-level counts, per kernel and per source line."""

    def __init__(self, kernel: str = ""):
        self.kernel = kernel
        self.totals = dict.fromkeys(TRACE_KEYS, 0)
        self.by_line: dict[int, dict[str, int]] = {}
        # per access site (line, column, "load"/"store"): requests, sectors or
        # wavefronts, and active lanes summed over requests
        self.by_site: dict[tuple, dict[str, int]] = {}
        # journals (the loop sampler's, backends/loop_sampling.py): dicts into which the
        # first change of a line (site) saves a copy of its counts before the change
        self.line_journals: list[dict] = []
        self.site_journals: list[dict] = []

    def add_site(self, site: tuple, requests: int, units: int, lanes: int) -> None:
        for saved in self.site_journals:
            if site not in saved:
                d = self.by_site.get(site)
                saved[site] = {} if d is None else dict(d)
        d = self.by_site.get(site)
        if d is None:
            d = self.by_site[site] = {"requests": 0, "units": 0, "lanes": 0}
        d["requests"] += int(requests)
        d["units"] += int(units)
        d["lanes"] += int(lanes)

    def add(self, key: str, line: int, n) -> None:
        n = int(n)
        if not n:
            return
        for saved in self.line_journals:
            if line not in saved:
                d = self.by_line.get(line)
                saved[line] = {} if d is None else dict(d)
        self.totals[key] = self.totals.get(key, 0) + n  # texture keys appear when used
        d = self.by_line.get(line)
        if d is None:
            d = self.by_line[line] = {}
        d[key] = d.get(key, 0) + n

    def __getitem__(self, key: str) -> int:
        return self.totals[key]

    def as_dict(self) -> dict:
        out: dict = {k: int(self.totals[k]) for k in TRACE_KEYS}
        out.update({k: int(v) for k, v in self.totals.items() if k not in out})
        out["trace_by_line"] = {int(line): {k: int(v) for k, v in d.items() if v}
                                for line, d in sorted(self.by_line.items())}
        return out


def sector_keys(mask_obj, s, raw) -> np.ndarray:
    """The 32-byte sector of each thread's access (``raw``: the active lanes' byte
    addresses, ``s`` which lanes: a slice of all or their indices), -1 for idle lanes."""
    if isinstance(s, slice):
        return raw >> 5
    keys = np.full(mask_obj.n, -1, np.int64)
    keys[s] = raw >> 5
    return keys


def warp_sectors(keys: np.ndarray) -> int:
    """The distinct sectors each warp of ``keys`` (:func:`sector_keys`) touches, summed
    over the warps: the sectors the request moves."""
    srt = np.sort(keys.reshape(-1, 32), axis=1)
    return int((srt[:, 0] >= 0).sum()) + int(((srt[:, 1:] != srt[:, :-1])
                                              & (srt[:, 1:] >= 0)).sum())


def encode(rid: int, off: int = 0) -> int:
    return (rid << SHIFT) + BIAS + off


def region_bytes(size: int, units: int = 1) -> int:
    """Bytes a region of ``units`` copies of ``size`` bytes holds (copies 16-byte aligned,
    16 bytes of slack at the end)."""
    stride = (size + 15) // 16 * 16 if units > 1 else size
    return (stride * units + 15) // 16 * 16 + 16


class CowBuffer(np.ndarray):
    """A kernel argument the simulator may take as a region's storage instead of copying
    it: a private (copy-on-write) mapping of a template shared by every buffer of the same
    contents, so only the pages a run touches cost anything. The block replay gives every
    pointer a large buffer of ones (``block_replay.replay_args``) and touches a few pages of
    it; copying them was a tenth of a prediction's time. Made by :func:`cow_filled`;
    ``raw`` is the whole mapping (:func:`region_bytes` long, zero past the data)."""

    raw: np.ndarray | None = None
    taken: bool = False


_TEMPLATES: dict = {}  # (pid, dtype, count, value) -> template file descriptor


def cow_filled(dtype, count: int, value) -> np.ndarray:
    """A fresh array of ``count`` elements of ``dtype``, all ``value``: a
    :class:`CowBuffer` where the platform has anonymous files and private mappings
    (Linux), else a plain ``np.full``. Each call is a new, independent buffer."""
    import mmap
    import os

    dt = np.dtype(dtype)
    nbytes = count * dt.itemsize
    total = region_bytes(nbytes)
    if not hasattr(os, "memfd_create") or nbytes < (1 << 18):
        return np.full(count, value, dt)
    key = (os.getpid(), dt.str, count, value)
    fd = _TEMPLATES.get(key)
    if fd is None:
        fd = os.memfd_create("warpsmith-replay")
        os.ftruncate(fd, total)
        with mmap.mmap(fd, total) as mm:
            np.frombuffer(mm, dt, count)[:] = value
        if len(_TEMPLATES) >= 16:  # a closed template lives on in the buffers mapping it
            os.close(_TEMPLATES.pop(next(iter(_TEMPLATES))))
        _TEMPLATES[key] = fd
    mm = mmap.mmap(fd, total, flags=mmap.MAP_PRIVATE)
    raw = np.frombuffer(mm, np.uint8)
    out = raw[:nbytes].view(dt).view(CowBuffer)
    out.raw = raw
    return out


class Region:
    """One buffer. ``units`` copies of ``size`` bytes, ``stride`` bytes apart."""

    def __init__(self, rid: int, name: str, kind: str, size: int, units: int = 1,
                 data: np.ndarray | None = None, readonly: bool = False):
        self.rid = rid
        self.name = name
        self.kind = kind  # global | shared | constant | private
        self.size = size
        self.units = units
        self.stride = (size + 15) // 16 * 16 if units > 1 else size
        total = region_bytes(size, units)
        if data is None:
            self.data = np.zeros(total, np.uint8)
        elif (isinstance(data, CowBuffer) and not data.taken and data.raw is not None
              and data.raw.nbytes == total and data.nbytes == size):
            data.taken = True  # the region owns these pages now: no other region may
            self.data = data.raw
        else:
            self.data = np.empty(total, np.uint8)
            self.data[:data.nbytes] = np.ascontiguousarray(data).reshape(-1).view(np.uint8)
            self.data[data.nbytes:] = 0
        self.readonly = readonly
        self._views: dict = {}
        self.race = None  # RaceTracker for shared regions of multi-thread blocks
        self.grace = None  # GlobalRaceTracker of a writable global region (False: none)
        self.written = False  # set by every store / atomic (module outputs)

    def view(self, dt: np.dtype) -> np.ndarray:
        v = self._views.get(dt)
        if v is None:
            v = self._views[dt] = self.data.view(dt)
        return v

    @property
    def base(self) -> int:
        return encode(self.rid)

    def label(self) -> str:
        kind = {"global": "buffer", "shared": "shared array", "constant": "constant array",
                "private": "local variable"}[self.kind]
        return f"{kind} '{self.name}'"


class RaceTracker:
    """Byte-granular racecheck for one shared region (all blocks of the batch).

    Per byte: the lowest and highest local thread id that wrote it, and that read it, since
    the block's last barrier. Reads are only logged (cheap) and folded into the per-byte
    reader arrays when a write needs them; a barrier drops the log. Per 4-byte word, the
    lowest/highest writer of any of its bytes gives a quick read-after-write filter."""

    BIG = np.int32(1 << 30)
    LOG_LIMIT = 1 << 24

    def __init__(self, region: Region):
        n = region.data.size
        self.region = region
        self.wmin = np.full(n, self.BIG, np.int32)
        self.wmax = np.full(n, -1, np.int32)
        self.rmin = np.full(n, self.BIG, np.int32)
        self.rmax = np.full(n, -1, np.int32)
        self.wline = np.zeros(n, np.int32)
        self.rline = np.zeros(n, np.int32)
        self.wwmin = np.full(n // 4 + 1, self.BIG, np.int32)
        self.wwmax = np.full(n // 4 + 1, -1, np.int32)
        self.log: list = []
        self.logsize = 0
        self.has_writes = False
        self.has_reads = False
        self.wsync = None  # warp-ordered accesses (warp_sync): a thread per byte, or -1
        self.rsync = None

    @staticmethod
    def _bytes(phys, nbytes, t):
        if nbytes == 1:
            return phys, t
        return ((phys[:, None] + np.arange(nbytes)).reshape(-1), np.repeat(t, nbytes))

    def flush(self) -> None:
        for phys, nbytes, t, line in self.log:
            b, tt = self._bytes(phys, nbytes, t)
            np.minimum.at(self.rmin, b, tt)
            np.maximum.at(self.rmax, b, tt)
            self.rline[b] = line
            self.has_reads = True
        self.log.clear()
        self.logsize = 0

    def reset(self, blocks: np.ndarray | None) -> None:
        if self.wsync is not None:
            if blocks is None:
                self.wsync = self.rsync = None
            else:
                st = self.region.stride
                for b in blocks:
                    self.wsync[int(b) * st:int(b + 1) * st] = -1
                    self.rsync[int(b) * st:int(b + 1) * st] = -1
        if blocks is not None and (self.has_writes or self.has_reads or self.log):
            self.flush()
            st = self.region.stride
            for b in blocks:
                s = slice(int(b) * st, int(b + 1) * st)
                sw = slice(int(b) * st // 4, int(b + 1) * st // 4)
                self.wmin[s] = self.BIG
                self.wmax[s] = -1
                self.rmin[s] = self.BIG
                self.rmax[s] = -1
                self.wwmin[sw] = self.BIG
                self.wwmax[sw] = -1
            return
        self.log.clear()
        self.logsize = 0
        if self.has_writes:
            for a, v in ((self.wmin, self.BIG), (self.wmax, -1), (self.wwmin, self.BIG),
                         (self.wwmax, -1)):
                a.fill(v)
            self.has_writes = False
        if self.has_reads:
            self.rmin.fill(self.BIG)
            self.rmax.fill(-1)
            self.has_reads = False


    def warp_sync(self, synced: np.ndarray) -> None:
        """``__syncwarp``/``sub_group_barrier``: a byte that only the threads of one warp
        accessed, when that warp (``synced[unit, warp]``, 32-lane warps of the block's local
        linear ids) synchronized, is ordered for that warp: its accesses move to
        ``wsync``/``rsync`` (one accessing thread), which conflict only with threads of
        other warps until a block barrier (:meth:`conflicts`)."""
        if self.log:
            self.flush()
        units = synced.shape[0]
        n = self.wmin.size
        for lo, hi, kind in ((self.wmin, self.wmax, "w"), (self.rmin, self.rmax, "r")):
            used = np.flatnonzero(hi >= 0)
            if not used.size:
                continue
            w = lo[used] // 32
            unit = np.minimum(used // max(self.region.stride, 1), units - 1)
            keep = (w == hi[used] // 32) & (w < synced.shape[1])
            sel = np.flatnonzero(keep)
            clear = used[sel[synced[unit[sel], w[sel]]]]
            if not clear.size:
                continue
            if self.wsync is None:
                self.wsync = np.full(n, -1, np.int32)
                self.rsync = np.full(n, -1, np.int32)
            (self.wsync if kind == "w" else self.rsync)[clear] = lo[clear]
            lo[clear] = self.BIG
            hi[clear] = -1
        # the word filter of writes is rebuilt from the bytes left
        if self.wsync is not None:
            self.wwmin.fill(self.BIG)
            self.wwmax.fill(-1)
            b = np.flatnonzero(self.wmax >= 0)
            np.minimum.at(self.wwmin, b >> 2, self.wmin[b])
            np.maximum.at(self.wwmax, b >> 2, self.wmax[b])

    def conflicts(self, b: np.ndarray, tt: np.ndarray, write: bool):
        """(index into ``b``, other thread, other kind) of the first access of bytes ``b`` by
        threads ``tt`` that a warp-ordered access of another warp conflicts with, or None."""
        if self.wsync is None:
            return None
        for arr, what in ((self.wsync, "write"), (self.rsync, "read") if write else (None, "")):
            if arr is None:
                continue
            o = arr[b]
            bad = (o >= 0) & (o // 32 != tt // 32)
            if bad.any():
                k = int(np.argmax(bad))
                return k, int(o[k]), what
        return None


def _tidx(s, k: int) -> int:
    return k if isinstance(s, slice) else int(s[k])


class Memory:
    """All regions of one simulation, plus checked access.

    In the access functions ``s`` (the active threads) is an index array, or ``slice(None)``
    when every thread of the batch is active (no gathers or scatters then)."""

    def __init__(self, kernel: str, trace: Trace | None, racecheck: bool = True):
        self.kernel = kernel
        self.regions: list[Region | None] = [None]
        self.trace = trace
        self.racecheck = racecheck
        self.describe = lambda i: f"thread {i}"  # set by the executor per batch
        self.block_of = None  # thread index -> block index in batch (np array)
        self.local_of = None  # thread index -> local linear id (np array)
        self._tpbp = 32
        self.waves: dict = {}  # shared_wavefronts' answers of this simulation (_memo_wavefronts)
        self.grace = None  # sim_races.GlobalRaces: the global-memory race check

    def add(self, name: str, kind: str, size: int, units: int = 1, data=None,
            readonly: bool = False) -> Region:
        r = Region(len(self.regions), name, kind, size, units, data, readonly)
        self.regions.append(r)
        return r

    def drop(self, region: Region) -> None:
        self.regions[region.rid] = None

    # ------------------------------------------------------------------ address checks

    def _fail(self, line: int, msg: str) -> None:
        raise SimulationError(f"kernel {self.kernel}, line {line}: {msg}")

    def resolve(self, a: np.ndarray, sel, nbytes: int, align: int, line: int, what: str):
        """Split the active threads ``sel`` (addresses ``a``) by region; check bounds and
        alignment. Returns [(region, sub_sel, offsets, physical byte offsets, addresses)]."""
        one = self._resolve_one(a, sel, nbytes, align)
        if one is not None:
            return one
        rid = a >> SHIFT
        r0 = int(rid[0]) if rid.size else 0
        if rid.size and int(rid.min()) == r0 == int(rid.max()):
            groups = [(r0, sel, a)]
        else:
            if isinstance(sel, slice):
                sel = np.arange(a.size)
            groups = []
            for r in np.unique(rid):
                m = rid == r
                groups.append((int(r), sel[m], a[m]))
        out = []
        for r, s, aa in groups:
            region = self.regions[r] if 0 <= r < len(self.regions) else None
            off = (aa & OFF_MASK) - BIAS
            if region is None:
                i = _tidx(s, 0)
                if r == 0 and int(off[0]) < (1 << 20):
                    self._fail(line, f"{what} of {nbytes} bytes through a null pointer by "
                                     f"{self.describe(i)}")
                self._fail(line, f"{what} of {nbytes} bytes at an invalid address by "
                                 f"{self.describe(i)}")
            bad = (off < 0) | (off > region.size - nbytes)
            if bad.any():
                k = int(np.argmax(bad))
                self._fail(line, f"out-of-bounds {what} of {nbytes} bytes at offset "
                                 f"{int(off[k])} of {region.label()} (size {region.size} "
                                 f"bytes) by {self.describe(_tidx(s, k))}")
            if align > 1:
                mis = (off & (align - 1)) != 0
                if mis.any():
                    k = int(np.argmax(mis))
                    self._fail(line, f"misaligned {what} of {nbytes} bytes at offset "
                                     f"{int(off[k])} of {region.label()} (needs {align}-byte "
                                     f"alignment) by {self.describe(_tidx(s, k))}")
            out.append((region, s, off, self._phys(region, s, off), aa))
        return out

    def _resolve_one(self, a: np.ndarray, sel, nbytes: int, align: int):
        """:meth:`resolve`'s answer when every address ``a`` lies in one region, in bounds
        and aligned (the usual access: checked on the smallest and largest address alone);
        None otherwise, for :meth:`resolve` to split and report. An address is ``(region
        << SHIFT) + BIAS + offset`` (module doc), so the addresses of one region are
        contiguous in value and its offsets are ``a - ((region << SHIFT) + BIAS)``."""
        if not (isinstance(a, np.ndarray) and a.dtype == np.int64 and a.size):
            return None
        lo, hi = int(a.min()), int(a.max())
        r = lo >> SHIFT
        if r != hi >> SHIFT or not 0 < r < len(self.regions):
            return None
        region = self.regions[r]
        base = (r << SHIFT) + BIAS
        if region is None or lo < base or hi - base > region.size - nbytes:
            return None
        if align > 1 and (a & (align - 1)).any():  # base is a multiple of any alignment
            return None
        off = a - base
        return [(region, sel, off, self._phys(region, sel, off), a)]

    def _phys(self, region: Region, s, off: np.ndarray) -> np.ndarray:
        """Byte offsets into ``region``'s storage of offsets ``off`` of threads ``s`` (the
        copy of a shared array is the thread's block's, of a private one the thread's)."""
        if region.units == 1:
            return off
        if region.kind == "shared":
            return self.block_of[s] * region.stride + off
        idx = np.arange(self.block_of.size)[s] if isinstance(s, slice) else s
        return idx.astype(np.int64) * region.stride + off

    # ------------------------------------------------------------------------ racecheck

    def warp_sync(self, ctx, mask_obj) -> None:
        """The warps of ``mask_obj``'s active threads synchronized (``__syncwarp``,
        ``sub_group_barrier``): :meth:`RaceTracker.warp_sync` on every shared region."""
        trackers = [r.race for r in self.regions if r is not None and r.race is not None]
        if not trackers or not mask_obj.any():
            return
        idx = mask_obj.idx()
        synced = np.zeros((ctx.nblocks, (self._tpbp + 31) // 32), bool)
        synced[ctx.block_of[idx], ctx.lin[idx] // 32] = True
        for rt in trackers:
            rt.warp_sync(synced)

    def _race_access(self, region: Region, s, phys, nbytes: int, line: int, write: bool):
        rt = region.race
        if rt is None:
            rt = region.race = RaceTracker(region)
        t = self.local_of[s]
        if rt.wsync is not None:
            b, tt = rt._bytes(phys, nbytes, t)
            c = rt.conflicts(b, tt, write)
            if c is not None:
                k, other, other_what = c
                self._race(region, b[k], int(tt[k]), other, line,
                           int((rt.wline if other_what == "write" else rt.rline)[b[k]]),
                           "write" if write else "read", other_what)
        if not write:
            if rt.has_writes:
                e = phys >> 2
                words = max(1, nbytes // 4)
                for w in range(words):
                    ww = e + w if w else e
                    lo, hi = rt.wwmin[ww], rt.wwmax[ww]
                    cand = (hi >= 0) & ((lo != t) | (hi != t))
                    if cand.any():
                        c = np.flatnonzero(cand)
                        self._check_bytes(rt, region, phys[c], nbytes, t[c], line,
                                          rt.wmin, rt.wmax, rt.wline, "read", "write")
            rt.log.append((phys, nbytes, t, line))
            rt.logsize += phys.size * nbytes
            if rt.logsize > rt.LOG_LIMIT:
                rt.flush()
            return
        if rt.log:
            rt.flush()
        if rt.has_reads:
            self._check_bytes(rt, region, phys, nbytes, t, line, rt.rmin, rt.rmax, rt.rline,
                              "write", "read")
        b, tt = rt._bytes(phys, nbytes, t)
        np.minimum.at(rt.wmin, b, tt)
        np.maximum.at(rt.wmax, b, tt)
        bad = rt.wmin[b] != rt.wmax[b]
        if bad.any():
            k = int(np.argmax(bad))
            lo, hi = int(rt.wmin[b[k]]), int(rt.wmax[b[k]])
            other = lo if lo != int(tt[k]) else hi
            self._race(region, b[k], int(tt[k]), other, line, int(rt.wline[b[k]]), "write",
                       "write")
        bw = b >> 2
        np.minimum.at(rt.wwmin, bw, tt)
        np.maximum.at(rt.wwmax, bw, tt)
        rt.wline[b] = line
        rt.has_writes = True

    def _check_bytes(self, rt, region, phys, nbytes, t, line, amin, amax, aline, what,
                     other_what):
        b, tt = rt._bytes(phys, nbytes, t)
        lo, hi = amin[b], amax[b]
        bad = (hi >= 0) & ((lo != tt) | (hi != tt))
        if bad.any():
            k = int(np.argmax(bad))
            other = int(lo[k]) if int(lo[k]) != int(tt[k]) else int(hi[k])
            self._race(region, b[k], int(tt[k]), other, line, int(aline[b[k]]), what,
                       other_what)

    def _race(self, region, flat_byte, t, other, line, other_line, what, other_what):
        blk = int(flat_byte) // region.stride if region.units > 1 else 0
        off = int(flat_byte) - blk * region.stride
        tpb = self._tpbp
        d1 = self.describe(blk * tpb + t)
        d2 = self.describe(blk * tpb + other)
        self._fail(line, f"data race on {region.label()} at byte offset {off}: {what} by "
                         f"{d1} (line {line}) and {other_what} by {d2} "
                         f"(line {other_line}) with no barrier between them")

    def global_race(self, line, region, off, what, t1, line1, other_what, t2, line2):
        """Report a global-memory race between launch-wide threads ``t1`` and ``t2``."""
        d1, d2 = self.describe_gid(t1), self.describe_gid(t2)
        same = t1 // self._tpbp == t2 // self._tpbp
        why = ("with no barrier between them" if same else
               "in different blocks (no barrier orders two blocks; use an atomic)")
        self._fail(line, f"data race on {region.label()} at byte offset {off}: {what} by "
                         f"{d1} (line {line1}) and {other_what} by {d2} (line {line2}) {why}")

    # --------------------------------------------------------------------------- trace

    def _count(self, kind: str, write: bool, mask_obj, s, off, raw, nbytes, line, site=None):
        tr = self.trace
        if kind == "global":
            req = mask_obj.warps()
            n = warp_sectors(sector_keys(mask_obj, s, raw))
            if write:
                tr.add("global_store_requests", line, req)
                tr.add("global_store_sectors", line, n)
            else:
                tr.add("global_load_requests", line, req)
                tr.add("global_load_sectors", line, n)
            if site is not None:
                tr.add_site(site + ("store" if write else "load",), req, n, _lanes(mask_obj, s))
        elif kind == "shared":
            req = mask_obj.warps()
            waves = _memo_wavefronts(self.waves, mask_obj.n, s, off, nbytes)
            tr.add("shared_requests", line, req)
            tr.add("shared_wavefronts", line, waves)
            if site is not None:
                tr.add_site(site + ("store" if write else "load",), req, waves,
                            _lanes(mask_obj, s))

    # ------------------------------------------------------------------ loads and stores

    def _active(self, addr, mask_obj):
        n = mask_obj.n
        if mask_obj.all():
            s = slice(None)
            a = addr if np.ndim(addr) else np.full(n, addr, np.int64)
        else:
            s = mask_obj.idx()
            a = addr[s] if np.ndim(addr) else np.full(s.size, addr, np.int64)
        return s, a

    def load(self, addr, mask_obj, dt: np.dtype, count: int, align: int, line: int,
             out_shape_lanes: int | None, site: tuple | None = None):
        """Load ``count`` consecutive items of ``dt`` at ``addr`` for the active threads.
        Returns an (N,) array (count 1, out_shape_lanes None) or (N, count)."""
        n = mask_obj.n
        nbytes = dt.itemsize * count
        if not mask_obj.any():
            return np.zeros((n,) if out_shape_lanes is None else (n, count), dt)
        s, a = self._active(addr, mask_obj)
        groups = self.resolve(a, s, nbytes, align, line, "load")
        out = None
        for region, ss, off, phys, aa in groups:
            v = region.view(dt)
            if count == 1:
                vals = v[phys // dt.itemsize]
                if out_shape_lanes is not None:  # a 1-byte struct: (N, 1) like any struct
                    vals = vals[:, None]
            else:
                vals = v[(phys // dt.itemsize)[:, None] + np.arange(count)]
            if isinstance(ss, slice):
                out = vals
            else:
                if out is None:
                    out = np.zeros((n,) if out_shape_lanes is None else (n, count), dt)
                out[ss] = vals
            race = region.kind == "shared" and self.racecheck and self._tpbp > 1
            if (self.grace is not None and region.kind == "global"
                    and not region.readonly and region.grace is not False):
                for po, pn in _pieces(nbytes, align):
                    self.grace.access(region, ss, phys + po if po else phys, pn, line, False)
            if self.trace is not None or race:
                sub = mask_obj if len(groups) == 1 else mask_obj.sub(ss)
                for po, pn in _pieces(nbytes, align):
                    if race:
                        self._race_access(region, ss, phys + po if po else phys, pn, line,
                                          False)
                    if self.trace is not None:
                        self._count(region.kind, False, sub, ss, off + po, aa + po, pn, line,
                                    site)
        return out

    def store(self, addr, mask_obj, value, dt: np.dtype, count: int, align: int, line: int,
              site: tuple | None = None):
        if not mask_obj.any():
            return
        nbytes = dt.itemsize * count
        s, a = self._active(addr, mask_obj)
        val = np.asarray(value)
        if count == 1 and val.ndim == 2:  # a 1-byte struct's (N, 1) bytes
            val = val[:, 0]
        groups = self.resolve(a, s, nbytes, align, line, "store")
        for region, ss, off, phys, aa in groups:
            region.written = True
            if region.readonly:
                self._fail(line, f"store to {region.label()}, which is read-only, by "
                                 f"{self.describe(_tidx(ss, 0))}")
            if count == 1:
                vv = val[ss] if val.ndim else val
            else:
                vv = val[ss] if val.ndim == 2 else val
            sub = mask_obj if len(groups) == 1 else mask_obj.sub(ss)
            pieces = _pieces(nbytes, align)
            if region.kind == "shared" and self.racecheck and self._tpbp > 1:
                for po, pn in pieces:
                    self._race_access(region, ss, phys + po if po else phys, pn, line, True)
            elif (region.kind == "global" and self.grace is not None
                    and region.grace is not False):
                k = phys.size if np.ndim(phys) else 1
                vb = np.ascontiguousarray(np.broadcast_to(
                    np.asarray(vv, dt), (k,) if count == 1 else (k, count))).view(
                    np.uint8).reshape(k, nbytes)
                for po, pn in pieces:
                    self.grace.access(region, ss, phys + po if po else phys, pn, line, True,
                                      vb[:, po:po + pn])
            v = region.view(dt)
            if count == 1:
                v[phys // dt.itemsize] = vv
            else:
                v[(phys // dt.itemsize)[:, None] + np.arange(count)] = vv
            if self.trace is not None:
                for po, pn in pieces:
                    self._count(region.kind, True, sub, ss, off + po, aa + po, pn, line, site)

    def read_cstring(self, addr: int, thread: int, line: int, where: str) -> str:
        """The NUL-terminated string at ``addr`` as thread ``thread`` sees it (printf)."""
        rid = addr >> SHIFT
        region = self.regions[rid] if 0 < rid < len(self.regions) else None
        off = (addr & OFF_MASK) - BIAS
        if region is None or not 0 <= off < max(region.size, 1):
            raise SimulationError(f"{where}: printf string argument is not a valid address")
        if region.units == 1:
            base = 0
        elif region.kind == "shared":
            base = int(self.block_of[thread]) * region.stride
        else:
            base = thread * region.stride
        raw = region.data[base + off: base + region.size].tobytes()
        end = raw.find(b"\0")
        if end < 0:
            raise SimulationError(f"{where}: printf string at offset {off} of "
                                  f"{region.label()} has no terminating NUL")
        return raw[:end].decode("utf-8", "replace")

    # ----------------------------------------------------------------------- atomics

    def atomic(self, op: str, addr, mask_obj, vals: list, dt: np.dtype, line: int):
        """Apply an atomic for the active threads in thread order; return old values."""
        n = mask_obj.n
        old_out = np.zeros(n, dt)
        s = mask_obj.idx()
        if s.size == 0:
            return old_out
        a = addr[s] if np.ndim(addr) else np.full(s.size, addr, np.int64)
        size = dt.itemsize
        for region, ss, off, phys, aa in self.resolve(a, s, size, size, line, "atomic"):
            if region.readonly or region.kind == "private":
                self._fail(line, f"atomic on {region.label()}, which is not global or "
                                 f"shared memory, by {self.describe(_tidx(ss, 0))}")
            region.written = True
            vv = [np.broadcast_to(np.asarray(x), (n,))[ss].astype(dt, copy=False)
                  for x in vals]
            view = region.view(dt)
            el = phys // size
            old = _apply_atomic(op, view, el, vv, dt)
            old_out[ss] = old
        return old_out


def _lanes(mask_obj, s) -> int:
    """Active lanes of a request (for the per-site trace)."""
    if isinstance(s, slice):
        return int(mask_obj.n)
    return int(np.size(s))


def _pieces(nbytes: int, align: int):
    """Hardware requests an access of ``nbytes`` is made of: (byte offset, size) pairs."""
    if nbytes in (1, 2, 4, 8, 16):
        return ((0, nbytes),)
    p = max(1, min(align, 16))
    return tuple((o, p) for o in range(0, nbytes, p))


def _memo_wavefronts(memo: dict, n: int, s, off: np.ndarray, nbytes: int) -> int:
    """:func:`shared_wavefronts` (a pure function of its arguments), answered from
    ``memo`` (one simulation's: it goes with it) when asked again: a loop's iterations
    repeat their warps' shared offsets (a tile staged each step at the same places), and
    the bank sort is a shared access's largest cost in the trace. Keyed by every argument:
    the lanes (all, or which), their offsets (bytes of an int64 array), the access size."""
    lanes = None if isinstance(s, slice) else np.asarray(s, np.int64).tobytes()
    key = (n, lanes, np.asarray(off, np.int64).tobytes(), nbytes)
    got = memo.get(key)
    if got is None:
        if len(memo) >= 4096:
            memo.clear()
        got = memo[key] = shared_wavefronts(n, s, off, nbytes)
    return got


def shared_wavefronts(n: int, s: np.ndarray, off: np.ndarray, nbytes: int) -> int:
    """Wavefronts of one shared request: 32 banks of 4 bytes, a word read by several lanes
    is read once; 8-byte accesses in 2 half-warp phases, 16-byte in 4 quarter-warp phases;
    per phase, the largest number of distinct words in one bank."""
    if isinstance(s, slice):
        words = off >> 2
    else:
        words = np.full(n, -1, np.int64)
        words[s] = off >> 2
    if nbytes <= 4:
        rows = words.reshape(-1, 32)
    else:
        k = nbytes // 4  # words per lane, also the number of phases
        w = words.reshape(-1, k, 32 // k)  # (warps, phases, lanes of the phase)
        valid = w >= 0
        ww = w[..., None] + np.arange(k)
        ww = np.where(valid[..., None], ww, -1)
        rows = ww.reshape(-1, 32)
    # sort by (bank, word): distinct words of one bank become adjacent
    keys = np.where(rows >= 0, ((rows & 31) << 40) | rows, -1)
    srt = np.sort(keys, axis=1)
    valid = srt >= 0
    active_rows = valid[:, -1]
    new = srt[:, 1:] != srt[:, :-1]  # a distinct key starts here
    same_bank = (srt[:, 1:] >> 40) == (srt[:, :-1] >> 40)
    conflict = new & same_bank & valid[:, :-1]
    crow = conflict.any(axis=1)
    total = int(active_rows.sum())
    if not crow.any():
        return total
    sub = srt[crow]
    first = np.ones_like(sub, dtype=bool)
    first[:, 1:] = sub[:, 1:] != sub[:, :-1]
    first &= sub >= 0
    r, c = np.nonzero(first)
    bank = (sub[r, c] >> 40) & 31
    counts = np.bincount(r * 32 + bank, minlength=sub.shape[0] * 32).reshape(-1, 32)
    return total - int(crow.sum()) + int(counts.max(axis=1).sum())


_ATOMIC_FN = {
    "atomic_add": lambda o, v: o + v[0],
    "atomic_sub": lambda o, v: o - v[0],
    "atomic_max": lambda o, v: np.maximum(o, v[0]),
    "atomic_min": lambda o, v: np.minimum(o, v[0]),
    "atomic_exch": lambda o, v: v[0],
    "atomic_and": lambda o, v: o & v[0],
    "atomic_or": lambda o, v: o | v[0],
    "atomic_xor": lambda o, v: o ^ v[0],
    "atomic_cas": lambda o, v: np.where(o == v[0], v[1], o),
    "atomic_inc": lambda o, v: o + o.dtype.type(1),
    "atomic_dec": lambda o, v: o - o.dtype.type(1),
    "atomic_inc_wrap": lambda o, v: np.where(o >= v[0], o.dtype.type(0), o + o.dtype.type(1)),
    "atomic_dec_wrap": lambda o, v: np.where((o == 0) | (o > v[0]), v[0],
                                             o - o.dtype.type(1)),
}


def _apply_atomic(op: str, view: np.ndarray, el: np.ndarray, vals: list, dt: np.dtype):
    """Sequential semantics in thread order, vectorized over distinct addresses."""
    fn = _ATOMIC_FN[op]
    m = el.size
    order = np.argsort(el, kind="stable")
    se = el[order]
    start = np.ones(m, bool)
    start[1:] = se[1:] != se[:-1]
    if start.all():  # all addresses distinct
        old = view[el].copy()
        view[el] = fn(old, vals).astype(dt, copy=False)
        return old
    seg_id = np.cumsum(start) - 1
    starts = np.nonzero(start)[0]
    if op in ("atomic_add", "atomic_sub") and dt.kind in "iu":
        v = vals[0][order]
        if op == "atomic_sub":
            v = np.negative(v)
        cs = np.cumsum(v, dtype=dt)
        excl = cs - v
        excl = excl - excl[starts][seg_id]
        base = view[se[starts]]
        old_sorted = base[seg_id] + excl
        ends = np.append(starts[1:], m) - 1
        view[se[starts]] = base + (cs[ends] - (cs[starts] - v[starts]))
        old = np.empty(m, dt)
        old[order] = old_sorted
        return old
    rank = np.arange(m) - starts[seg_id]
    by_rank = np.argsort(rank, kind="stable")
    rank_sorted = rank[by_rank]
    bounds = np.searchsorted(rank_sorted, np.arange(int(rank_sorted[-1]) + 2))
    old = np.empty(m, dt)
    for r in range(len(bounds) - 1):
        pos = order[by_rank[bounds[r]:bounds[r + 1]]]  # original positions, distinct addrs
        e = el[pos]
        o = view[e].copy()
        view[e] = fn(o, [v[pos] for v in vals]).astype(dt, copy=False)
        old[pos] = o
    return old
