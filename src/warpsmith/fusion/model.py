"""The empirical performance model of fusions (thesis 001, Section 4.4, Eq. 4.3 and 4.4).

Every routine r (load, store, compute) has a table psi(r, e, M): nanoseconds per data
element when its own kernel runs with e elements per block and M extra bytes of shared
memory per block (extra allocation lowers the blocks per SM, the parallelism a fusion
loses). A fusion's time per element is Eq. 4.4::

    t = max(sum_load psi(r, e, M_r) + sum_store psi(r, e, M_r), sum_compute psi(r, e, M_r))

with M_r = (shared bytes of the fusion) - (shared bytes of r's own kernel), plus the
thesis's modulo term (a constant times the threads of a routine whose block size differs
from the fusion's). Registers are the second resource (the thesis's future work): when the
fusion's register count (the largest of its routines') allows fewer blocks per SM than its
shared memory, M is raised to the shared memory that would allow only as many blocks.

Tables per device live in ``fusion/data/<device>.json`` with their provenance: measured by
``benchmarks/fusion_runner.py`` on the GPU, or a placeholder that :func:`placeholder_psi`
derives from the hardware description (a roofline with Little's law; labelled so, never
typed numbers). A routine missing from a measured table falls back to the placeholder.
"""

from __future__ import annotations

import json
import math
from functools import lru_cache
from pathlib import Path

from ..hw.descriptions import Device, load_device
from ..hw.occupancy import occupancy

DATA_DIR = Path(__file__).parent / "data"
ELEMENTS = (16, 32, 64, 128)
EXTRA_BYTES = (0, 4096, 8192, 16384, 24576, 32768, 49152)
MODULO_INSTRUCTIONS = 20  # model parameter: an integer division by a constant, a few IMADs
MAX_THREAD_RATIO = 16     # the thesis discards fusions whose block requirements differ more
BYTES_PER_WARP_REQUEST = 128  # one coalesced warp load of floats


def block_threads(elements: int, threads_per_element: int) -> int:
    """Threads of a block holding ``elements`` data elements at the given granularity:
    one per work item, a multiple of the warp (32), at least 64 and at most 1024."""
    return min(1024, max(64, -(-elements * threads_per_element // 32) * 32))


def _warps(dev: Device, regs: int, shared: int, block: int) -> int:
    occ = occupancy(dev, regs, min(shared, dev.shared_per_block), block)
    return occ.active_warps_per_sm


def placeholder_psi(dev: Device, role: str, size_floats: int, flops: int, threads: int,
                    registers: int, own_floats: int, elements: int, extra: int) -> float:
    """Nanoseconds per element of a routine, derived from the hardware description only:
    memory routines at the sustained bandwidth scaled by the warps resident against the
    warps Little's law needs (bandwidth x latency / one warp request per warp); compute
    routines at the FP32 and shared-memory rates, scaled the same way."""
    block = block_threads(elements, threads)
    shared = own_floats * elements * 4 + extra
    warps = _warps(dev, registers, shared, block)
    if warps == 0 or shared > dev.shared_per_block:
        return math.inf
    bw = dev.sustained_bandwidth_bytes_per_s or dev.memory_bandwidth_bytes_per_s
    clock = (dev.timing_clock_mhz or dev.core_clock_mhz) * 1e6
    latency = (dev.global_latency_cycles or 0) / clock
    need = max(1.0, bw / dev.sm_count * latency / BYTES_PER_WARP_REQUEST)
    busy = min(1.0, warps / need)
    if role in ("load", "store"):
        return size_floats * 4 / (bw * busy) * 1e9
    smem_rate = dev.sm_count * dev.shared_banks * dev.bank_width_bytes * clock
    hide = min(1.0, warps / (4 * (dev.sub_partitions or 4)))
    t_flops = flops / (dev.fp32_flops * hide)
    t_smem = (flops + size_floats) * 4 / (smem_rate * hide)
    return max(t_flops, t_smem) * 1e9


class PsiTable:
    """psi of one device: measured entries where the table has them, else the placeholder.
    ``provenance`` says which (and how the numbers were made)."""

    def __init__(self, device: Device, data: dict | None):
        self.device = device
        self.data = data or {}
        self.routines = self.data.get("routines", {})
        self.elements = tuple(self.data.get("elements", ELEMENTS))
        self.extra = tuple(self.data.get("extra_bytes", EXTRA_BYTES))
        self.provenance = self.data.get("provenance", {
            "kind": "placeholder", "method": "model.placeholder_psi from the hardware "
            f"description {device.key} (not measured)"})
        self.modulo_ns = self.data.get("modulo_ns_per_thread", MODULO_INSTRUCTIONS / (
            device.sm_count * (device.sub_partitions or 4) * 32 * device.core_clock_mhz * 1e6)
            * 1e9)

    def psi(self, routine, role: str, size: int, flops: int, own: int, elements: int,
            extra: int, registers: int | None = None) -> float:
        """Nanoseconds per element of ``routine`` (a library Routine) at ``elements`` per
        block with ``extra`` bytes of additional shared memory."""
        entry = self.routines.get(routine.name)
        if entry is not None and elements in self.elements:
            row = entry["ns"][self.elements.index(elements)]
            return _interpolate(self.extra, row, extra)
        return _placeholder(self.device.key, role, size, flops, routine.threads,
                            registers or routine.registers, own, elements, extra)


@lru_cache(maxsize=65536)
def _placeholder(device: str, *args) -> float:
    return placeholder_psi(load_device(device), *args)


def _interpolate(xs, ys, x) -> float:
    ys = [math.inf if y is None else y for y in ys]
    if x <= xs[0]:
        return ys[0]
    for (x0, y0), (x1, y1) in zip(zip(xs, ys), zip(xs[1:], ys[1:])):
        if x <= x1:
            if math.isinf(y1) or math.isinf(y0):
                return y1 if x == x1 else max(y0, y1)
            return y0 + (y1 - y0) * (x - x0) / (x1 - x0)
    return ys[-1]


_INSTALLED: dict = {}


def install_table(device: str, data: dict) -> None:
    """Use ``data`` (a table in the ``data/<device>.json`` format, e.g. just measured) for
    ``device`` in this process."""
    dev = load_device(device)
    _INSTALLED[dev.key] = PsiTable(dev, data)


def psi_table(device: str = "h100") -> PsiTable:
    """The psi table of ``device`` (a hardware-description key): one installed by
    :func:`install_table`, else ``data/<key>.json`` when present, else the placeholder
    derived from the description."""
    key = load_device(device).key
    return _INSTALLED.get(key) or _stored_table(key)


@lru_cache(maxsize=16)
def _stored_table(device: str) -> PsiTable:
    dev = load_device(device)
    path = DATA_DIR / f"{dev.key}.json"
    data = json.loads(path.read_text()) if path.exists() else None
    return PsiTable(dev, data)


def register_equivalent_shared(dev: Device, registers: int, block: int) -> int:
    """Shared bytes per block that would limit the blocks per SM as ``registers`` do."""
    return _register_equivalent(dev.key, registers, block)


@lru_cache(maxsize=4096)
def _register_equivalent(device: str, registers: int, block: int) -> int:
    dev = load_device(device)
    occ = occupancy(dev, registers, 0, block)
    blocks = max(occ.active_blocks_per_sm, 1)
    return dev.shared_per_sm // blocks - (dev.reserved_shared_per_block or 0)


__all__ = ["DATA_DIR", "ELEMENTS", "EXTRA_BYTES", "block_threads", "placeholder_psi",
           "PsiTable", "psi_table", "install_table", "register_equivalent_shared"]
