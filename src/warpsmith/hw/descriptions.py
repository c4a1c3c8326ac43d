"""Hardware descriptions: one TOML file per GPU in ``hw/data/``, every field with its source.

Each description file holds one inline table per field::

    sm_count = { value = 132, source = "h100-wp", where = "Comparison table, H100 SXM5: 132 SMs" }

``source`` names a document of ``data/_documents.toml`` (the CUDA Programming Guide tables,
``cuda_occupancy.h``, the vendors' whitepapers and datasheets, the papers in shared/papers);
``where`` says which table, section, sentence or formula. :func:`load_device` refuses a file
with a field that lacks either, so no number enters warpsmith without a source.

Timing fields (the analytical model's Table 1 parameters, paper 000) are optional: a
description has them where a source gives them (the 8800 GTX: the paper and the legacy
Programming Guide) or a calibration run measured them (``benchmarks/calibrate_runner.py``
on the GPU, written into the file by ``benchmarks/apply_calibration.py``, each sourced to the
results file; docs/calibration.md). :func:`timing_of` returns them as a :class:`Timing` or
raises :class:`UncalibratedDevice` naming the device and the missing field, so a model never
runs on numbers nobody measured. :data:`TIMING_OPTIONAL` fields (the barrier's growth with
the block's warps, the L1 latency, the launch overhead and the block dispatch rate) are
used where present; without them the model leaves their mechanism out and says so.

On a machine with a GPU, :func:`live_device` queries the device (through CuPy, else the
cuda-python driver bindings) and returns a :class:`Device` whose queried fields override the
file's, each then sourced ``live`` (the device attribute it came from).
"""

from __future__ import annotations

import dataclasses
import math
import tomllib
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

from ..ir.errors import WarpsmithError

DATA_DIR = Path(__file__).parent / "data"

#: fields every description must have.
REQUIRED = (
    "name", "chip", "compute_capability", "arch", "sm_count", "fp32_cores_per_sm",
    "core_clock_mhz", "memory_clock_mhz", "warp_size", "max_threads_per_block",
    "max_threads_per_sm", "max_warps_per_sm", "max_blocks_per_sm", "registers_per_sm",
    "registers_per_block", "max_registers_per_thread", "register_allocation_unit",
    "register_allocation_granularity", "warp_allocation_granularity", "shared_per_sm",
    "shared_per_block", "shared_allocation_unit", "reserved_shared_per_block", "shared_banks",
    "bank_width_bytes", "global_sector_bytes", "cache_line_bytes",
    "memory_bandwidth_bytes_per_s", "memory_gb", "memory_bus_bits", "l2_bytes", "fp32_flops",
)
#: fields only some architectures have (opt-in shared memory, carveouts, sub-partitions).
OPTIONAL = ("shared_per_block_optin", "shared_carveouts_kib", "sub_partitions",
            "l1_shared_bytes_per_sm", "max_block_dim", "max_grid_dim",
            "constant_cache_bytes_per_sm")
#: the analytical model's timing parameters (paper 000, Table 1); optional in a file, required
#: by :func:`timing_of`. Cycles are SM cycles at ``timing_clock_mhz``.
TIMING = (
    "issue_cycles_per_warp_instruction",  # SM cycles one warp instruction occupies the issue
    "pipeline_latency_cycles",            # dependent arithmetic (FMA) latency
    "global_latency_cycles",              # DRAM load latency
    "l2_latency_cycles",                  # L2 hit latency (None without an L2 for global loads)
    "shared_latency_cycles",              # shared-memory load latency
    "shared_cycles_per_wavefront",        # SM cycles one shared-memory wavefront takes
    "barrier_cycles",                     # a __syncthreads that all warps reach together
    "sustained_bandwidth_bytes_per_s",    # whole-GPU DRAM bandwidth (bytes read + written)
    "l2_bandwidth_bytes_per_s",           # whole-GPU L2 bandwidth (None without an L2)
    "timing_clock_mhz",                   # the SM clock the cycle counts were taken at
)
#: timing fields that may be absent when the GPU has no L2 for global loads (``l2_bytes == 0``).
TIMING_L2 = ("l2_latency_cycles", "l2_bandwidth_bytes_per_s")
#: the instruction-fetch stall table (model/icache.py, benchmarks/calibrate_icache.py): lists
#: of numbers (the warps per scheduler, the code sizes) and tables (one row per warps value),
#: optional like the timing fields, checked by ``icache.check_fields``.
ICACHE = ("icache_warps_per_scheduler", "icache_streamed_code_instructions",
          "icache_streamed_stall_cycles", "icache_first_wave_stall_cycles",
          "icache_loop_code_instructions", "icache_loop_stall_cycles")
#: timing fields the model uses when a description has them and does without otherwise (the
#: prediction's notes say what it left out); parsed and checked like :data:`TIMING`.
TIMING_OPTIONAL = (
    "barrier_base_cycles",                # barrier latency of a block: base + per_warp x warps
    "barrier_cycles_per_warp",            #   (least squares over the measured block sizes)
    "l1_latency_cycles",                  # L1 hit latency of a global load
    "launch_overhead_s",                  # GPU time (between CUDA events) of one empty launch
    "launch_interval_s",                  # GPU time each further back-to-back empty launch adds
    "block_dispatch_s",                   # GPU time each further empty block of a launch adds
    "constant_cycles_per_request",        # SM cycles per distinct word of a constant load
    "dram_chunk_efficiency_32",           # DRAM read bandwidth with requests made of
    "dram_chunk_efficiency_64",           #   scattered chunks of 32, 64, 128, 256 contiguous
    "dram_chunk_efficiency_128",          #   bytes, as a fraction of that with 512-byte
    "dram_chunk_efficiency_256",          #   chunks (benchmarks/calibrate_runner dram_chunks)
)
#: the chunk sizes (bytes) of the ``dram_chunk_efficiency_*`` fields; 512-byte chunks are 1
DRAM_CHUNK_BYTES = (32, 64, 128, 256)

ALIASES = {
    "h100": "h100-sxm", "h100-sxm5": "h100-sxm", "h100sxm": "h100-sxm",
    "h200-sxm": "h200", "a100-sxm4": "a100", "a100-40gb": "a100",
    "8800": "8800gtx", "g80": "8800gtx", "g8800": "8800gtx", "geforce-8800": "8800gtx",
    "gtx-280": "gtx280", "gtx-480": "gtx480", "s1070": "tesla-s1070", "t10": "tesla-s1070",
    "s2050": "tesla-s2050", "m2050": "tesla-s2050", "k20": "k20c", "tesla-k20c": "k20c",
    "8800-gt": "8800gt", "8800-gtx": "8800gtx",
}


@dataclass(frozen=True)
class FieldSource:
    """Where one field's value comes from: a document key (or ``live``) and the place in it."""

    source: str
    where: str
    document: str = ""


@dataclass(frozen=True)
class Device:
    """A GPU's architectural limits and rates. Sizes in bytes, clocks in MHz, rates per second."""

    key: str
    name: str
    chip: str
    compute_capability: str
    arch: str
    sm_count: int
    fp32_cores_per_sm: int
    core_clock_mhz: float
    memory_clock_mhz: float
    warp_size: int
    max_threads_per_block: int
    max_threads_per_sm: int
    max_warps_per_sm: int
    max_blocks_per_sm: int
    registers_per_sm: int
    registers_per_block: int
    max_registers_per_thread: int
    register_allocation_unit: int
    register_allocation_granularity: str  # "warp" or "block"
    warp_allocation_granularity: int
    shared_per_sm: int
    shared_per_block: int
    shared_allocation_unit: int
    reserved_shared_per_block: int
    shared_banks: int
    bank_width_bytes: int
    global_sector_bytes: int
    cache_line_bytes: int
    memory_bandwidth_bytes_per_s: float
    memory_gb: float
    memory_bus_bits: int
    l2_bytes: int
    fp32_flops: float
    shared_per_block_optin: int | None = None
    shared_carveouts_kib: tuple[int, ...] | None = None
    sub_partitions: int | None = None
    max_block_dim: tuple[int, int, int] | None = None  # threads per block along x, y, z
    max_grid_dim: tuple[int, int, int] | None = None  # blocks per grid along x, y, z
    issue_cycles_per_warp_instruction: float | None = None
    pipeline_latency_cycles: float | None = None
    global_latency_cycles: float | None = None
    l2_latency_cycles: float | None = None
    shared_latency_cycles: float | None = None
    shared_cycles_per_wavefront: float | None = None
    barrier_cycles: float | None = None
    sustained_bandwidth_bytes_per_s: float | None = None
    l2_bandwidth_bytes_per_s: float | None = None
    timing_clock_mhz: float | None = None
    l1_shared_bytes_per_sm: int | None = None
    constant_cache_bytes_per_sm: int | None = None
    barrier_base_cycles: float | None = None
    barrier_cycles_per_warp: float | None = None
    l1_latency_cycles: float | None = None
    launch_overhead_s: float | None = None
    launch_interval_s: float | None = None
    block_dispatch_s: float | None = None
    constant_cycles_per_request: float | None = None
    dram_chunk_efficiency_32: float | None = None
    dram_chunk_efficiency_64: float | None = None
    dram_chunk_efficiency_128: float | None = None
    dram_chunk_efficiency_256: float | None = None
    icache_warps_per_scheduler: tuple | None = None
    icache_streamed_code_instructions: tuple | None = None
    icache_streamed_stall_cycles: tuple | None = None
    icache_first_wave_stall_cycles: tuple | None = None
    icache_loop_code_instructions: tuple | None = None
    icache_loop_stall_cycles: tuple | None = None
    live: bool = False
    sources: dict[str, FieldSource] = field(default_factory=dict, compare=False, repr=False)

    @property
    def cc(self) -> tuple[int, int]:
        major, minor = self.compute_capability.split(".")
        return int(major), int(minor)

    @property
    def cc_major(self) -> int:
        return self.cc[0]

    def source_of(self, name: str) -> FieldSource:
        return self.sources[name]

    def replace(self, **changes: Any) -> "Device":
        return dataclasses.replace(self, **changes)

    def row(self) -> dict:
        """The row ``warpsmith devices`` prints."""
        return {
            "key": self.key,
            "name": self.name,
            "arch": self.arch,
            "cc": self.compute_capability,
            "sms": self.sm_count,
            "core_clock_mhz": self.core_clock_mhz,
            "memory_clock_mhz": self.memory_clock_mhz,
            "bandwidth_gb_s": round(self.memory_bandwidth_bytes_per_s / 1e9, 1),
            "fp32_gflops": round(self.fp32_flops / 1e9, 1),
            "shared_per_sm_kib": self.shared_per_sm / 1024,
            "regs_per_sm": self.registers_per_sm,
            "l2_kib": self.l2_bytes // 1024,
            "live": self.live,
        }


class HardwareFileError(ValueError):
    """A description file is malformed (a field without value or source, unknown document)."""


class UncalibratedDevice(WarpsmithError):
    """A description lacks a timing field the analytical model needs (see :func:`timing_of`)."""

    category = "uncalibrated device"

    def __init__(self, message: str, device: str = "", missing: tuple[str, ...] = ()):
        super().__init__(message, hint="docs/calibration.md: run benchmarks/calibrate_runner.py "
                                       "on the GPU, then benchmarks/apply_calibration.py on its "
                                       "results file")
        self.device = device
        self.missing = missing


def read_documents(path: Path) -> dict[str, str]:
    """The ``[documents]`` table of a ``_documents.toml`` file: key -> description."""
    with open(path, "rb") as fh:
        return dict(tomllib.load(fh)["documents"])


@lru_cache(maxsize=1)
def documents() -> dict[str, str]:
    """The documents the package's descriptions cite (``data/_documents.toml``)."""
    return read_documents(DATA_DIR / "_documents.toml")


def clear_caches() -> None:
    """Forget loaded descriptions and documents (after a file in ``data/`` was rewritten)."""
    documents.cache_clear()
    load_device.cache_clear()


def device_keys() -> list[str]:
    return sorted(p.stem for p in DATA_DIR.glob("*.toml") if not p.stem.startswith("_"))


def _resolve(name: str) -> str:
    key = name.strip().lower().replace(" ", "-").replace("_", "-")
    for prefix in ("nvidia-", "geforce-", "tesla-"):
        if key not in device_keys() and key.startswith(prefix) and key[len(prefix):] in device_keys():
            key = key[len(prefix):]
    key = ALIASES.get(key, key)
    return key


@lru_cache(maxsize=None)
def load_device(name: str) -> Device:
    """The description ``name`` (file stem such as ``h100-sxm``, or an alias such as ``h100``)."""
    key = _resolve(name)
    path = DATA_DIR / f"{key}.toml"
    if not path.exists():
        raise KeyError(f"no hardware description {name!r}; known: {', '.join(device_keys())}")
    return _parse(key, path)


def parse_description(path: Path, documents_path: Path | None = None) -> Device:
    """The description in ``path`` (any directory), its sources checked against
    ``documents_path`` (default: the package's ``_documents.toml``). Used to check a file
    before it replaces one in ``data/``."""
    docs = read_documents(documents_path) if documents_path is not None else None
    return _parse(Path(path).stem, Path(path), docs)


def _parse(key: str, path: Path, docs: dict[str, str] | None = None) -> Device:
    with open(path, "rb") as fh:
        raw = tomllib.load(fh)
    docs = documents() if docs is None else docs
    values: dict[str, Any] = {}
    sources: dict[str, FieldSource] = {}
    known = set(REQUIRED) | set(OPTIONAL) | set(TIMING) | set(TIMING_OPTIONAL) | set(ICACHE)
    for fname, entry in raw.items():
        if fname not in known:
            raise HardwareFileError(f"{path.name}: unknown field {fname!r}")
        if not isinstance(entry, dict) or "value" not in entry or not entry.get("source") \
                or not entry.get("where"):
            raise HardwareFileError(f"{path.name}: field {fname!r} needs value, source and where")
        src = entry["source"]
        if src not in docs:
            raise HardwareFileError(f"{path.name}: field {fname!r} cites unknown document {src!r}")
        value = entry["value"]
        if isinstance(value, list):
            value = _tuples(value)
        if fname in TIMING + TIMING_OPTIONAL and (isinstance(value, bool) or not isinstance(value, (int, float))
                                or not value > 0):
            raise HardwareFileError(f"{path.name}: timing field {fname!r} must be a positive "
                                    f"number, not {value!r}")
        values[fname] = value
        sources[fname] = FieldSource(src, entry["where"], docs[src])
    missing = [f for f in REQUIRED if f not in values]
    if missing:
        raise HardwareFileError(f"{path.name}: missing fields {missing}")
    if any(f in values for f in ICACHE):
        from .fetch_table import FetchTableError, check_fields

        try:
            check_fields({f: values[f] for f in ICACHE if f in values}, path.name)
        except FetchTableError as exc:
            raise HardwareFileError(str(exc)) from None
    return Device(key=key, sources=sources, **values)


def _tuples(value: Any) -> Any:
    """A TOML array as a tuple (nested arrays as nested tuples: a Device stays hashable)."""
    return tuple(_tuples(v) for v in value) if isinstance(value, list) else value


@dataclass(frozen=True)
class Timing:
    """The analytical model's timing parameters of one GPU (paper 000, Table 1), all present.

    Cycles are SM cycles at ``clock_mhz``; ``l2_latency_cycles`` and ``l2_bandwidth_bytes_per_s``
    are None only on GPUs without an L2 for global loads. ``sources`` gives each field's
    :class:`FieldSource` (document and place, or the calibration results file).
    """

    device: str
    issue_cycles_per_warp_instruction: float
    pipeline_latency_cycles: float
    global_latency_cycles: float
    l2_latency_cycles: float | None
    shared_latency_cycles: float
    shared_cycles_per_wavefront: float
    barrier_cycles: float
    sustained_bandwidth_bytes_per_s: float
    l2_bandwidth_bytes_per_s: float | None
    timing_clock_mhz: float
    barrier_base_cycles: float | None = None
    barrier_cycles_per_warp: float | None = None
    l1_latency_cycles: float | None = None
    launch_overhead_s: float | None = None
    launch_interval_s: float | None = None
    block_dispatch_s: float | None = None
    constant_cycles_per_request: float | None = None
    dram_chunk_efficiency_32: float | None = None
    dram_chunk_efficiency_64: float | None = None
    dram_chunk_efficiency_128: float | None = None
    dram_chunk_efficiency_256: float | None = None
    sources: dict[str, FieldSource] = field(default_factory=dict, compare=False, repr=False)

    @property
    def clock_hz(self) -> float:
        """The SM clock the cycle counts were taken at, in Hz."""
        return self.timing_clock_mhz * 1e6

    def seconds(self, cycles: float) -> float:
        """``cycles`` SM cycles in seconds at the timing clock."""
        return cycles / self.clock_hz

    def cycles(self, seconds: float) -> float:
        """``seconds`` in SM cycles at the timing clock."""
        return seconds * self.clock_hz

    def barrier_latency(self, warps_per_block: int) -> float:
        """Cycles from the last warp's arrival at a ``__syncthreads`` to the block's release,
        for a block of ``warps_per_block`` warps: ``barrier_base_cycles +
        barrier_cycles_per_warp x warps`` where the calibration gives them (the H100's grows
        from 16 cycles at 2 warps to 76 at 32), else ``barrier_cycles`` (the 8800 GTX's 4)."""
        if self.barrier_base_cycles is not None and self.barrier_cycles_per_warp is not None:
            return self.barrier_base_cycles + self.barrier_cycles_per_warp * max(1, warps_per_block)
        return self.barrier_cycles

    @property
    def has_dram_chunks(self) -> bool:
        """Whether the description has every ``dram_chunk_efficiency_*`` field."""
        return all(getattr(self, f"dram_chunk_efficiency_{c}") is not None
                   for c in DRAM_CHUNK_BYTES)

    def dram_efficiency(self, chunk_bytes: float) -> float:
        """The fraction of the coalesced DRAM read bandwidth reached when loads come in
        scattered chunks of ``chunk_bytes`` contiguous bytes (docs/model.md rule 20):
        interpolated in log2 of the size between the measured 32, 64, 128 and 256 bytes and 1
        at 512; the smallest below 32 bytes. 1 where the description lacks the fields."""
        if not self.has_dram_chunks:
            return 1.0
        vals = [getattr(self, f"dram_chunk_efficiency_{c}") for c in DRAM_CHUNK_BYTES]
        xs = [math.log2(c) for c in DRAM_CHUNK_BYTES] + [9.0]
        ys = [min(1.0, max(1e-3, v)) for v in vals] + [1.0]
        x = math.log2(max(float(chunk_bytes), 1.0))
        if x <= xs[0]:
            return ys[0]
        for (x0, y0), (x1, y1) in zip(zip(xs, ys), zip(xs[1:], ys[1:])):
            if x <= x1:
                return y0 + (y1 - y0) * (x - x0) / (x1 - x0)
        return 1.0

    @property
    def bytes_per_cycle(self) -> float:
        """Sustained DRAM bandwidth in bytes per SM cycle (whole GPU)."""
        return self.sustained_bandwidth_bytes_per_s / self.clock_hz

    def as_json(self) -> dict:
        """The fields and their sources, for reports."""
        out: dict[str, Any] = {"device": self.device}
        for f in TIMING + TIMING_OPTIONAL:
            out[f] = getattr(self, f)
        out["sources"] = {k: {"source": v.source, "where": v.where}
                          for k, v in self.sources.items()}
        return out


def missing_timing(device: "Device | str") -> tuple[str, ...]:
    """The timing fields ``device`` lacks for :func:`timing_of` (empty when it has them all)."""
    dev = load_device(device) if isinstance(device, str) else device
    needed = [f for f in TIMING if not (f in TIMING_L2 and not dev.l2_bytes)]
    return tuple(f for f in needed if getattr(dev, f) is None)


def timing_of(device: "Device | str") -> Timing:
    """The timing parameters of ``device`` (a :class:`Device` or a description name).

    Raises :class:`UncalibratedDevice` (a ``WarpsmithError``) naming the device and the first
    missing field when the description lacks one (a GPU never calibrated, such as the H100
    before ``benchmarks/calibrate_runner.py`` ran on it). The L2 fields may be absent only
    when the description says the GPU has no L2 (``l2_bytes == 0``).
    """
    dev = load_device(device) if isinstance(device, str) else device
    missing = missing_timing(dev)
    if missing:
        more = f" (and {len(missing) - 1} more: {', '.join(missing[1:])})" if len(missing) > 1 else ""
        where = f"hw/data/{dev.key}.toml" if not dev.live else \
            f"the description the live device {dev.key} was matched with"
        raise UncalibratedDevice(
            f"{dev.key} ({dev.name}) has no timing field {missing[0]!r}{more} in {where}: its "
            f"timing parameters are not calibrated, so the analytical model cannot run on it",
            device=dev.key, missing=missing)
    values = {f: (float(getattr(dev, f)) if getattr(dev, f) is not None else None)
              for f in TIMING + TIMING_OPTIONAL}
    sources = {f: dev.sources[f] for f in TIMING + TIMING_OPTIONAL if f in dev.sources}
    return Timing(device=dev.key, sources=sources, **values)


def all_devices() -> list[Device]:
    return [load_device(k) for k in device_keys()]


def list_devices() -> list[dict]:
    """One row per description file (name, arch, SMs, clocks, bandwidth, shared/SM, regs/SM)."""
    return [d.row() for d in all_devices()]


# --------------------------------------------------------------------------- live device

# CUdevice_attribute / cudaDeviceAttr numbers (identical in the runtime and driver APIs).
_ATTR = {
    "max_threads_per_block": 1,
    "shared_per_block": 8,
    "registers_per_block": 12,
    "core_clock_khz": 13,
    "warp_size": 10,
    "sm_count": 16,
    "memory_clock_khz": 36,
    "memory_bus_bits": 37,
    "l2_bytes": 38,
    "max_threads_per_sm": 39,
    "cc_major": 75,
    "cc_minor": 76,
    "shared_per_sm": 81,
    "registers_per_sm": 82,
    "shared_per_block_optin": 97,
    "max_blocks_per_sm": 106,
    "reserved_shared_per_block": 111,
}


def _query_attributes(ordinal: int = 0) -> dict[str, Any] | None:
    """Device attributes through CuPy, else cuda-python; None when there is no usable GPU."""
    out: dict[str, Any] = {}
    try:
        import cupy  # noqa: F401
        from cupy.cuda import runtime

        if runtime.getDeviceCount() <= ordinal:
            return None
        for k, a in _ATTR.items():
            try:
                out[k] = int(runtime.deviceGetAttribute(a, ordinal))
            except Exception:  # attribute unknown to this driver
                pass
        props = runtime.getDeviceProperties(ordinal)
        name = props.get("name", b"")
        out["name"] = name.decode() if isinstance(name, bytes) else str(name)
        out["total_memory"] = int(props.get("totalGlobalMem", 0))
        return out
    except Exception:
        pass
    try:
        from cuda.bindings import driver  # type: ignore

        (err,) = driver.cuInit(0)
        if int(err) != 0:
            return None
        err, n = driver.cuDeviceGetCount()
        if int(err) != 0 or n <= ordinal:
            return None
        err, dev = driver.cuDeviceGet(ordinal)
        for k, a in _ATTR.items():
            err, v = driver.cuDeviceGetAttribute(driver.CUdevice_attribute(a), dev)
            if int(err) == 0:
                out[k] = int(v)
        err, name = driver.cuDeviceGetName(256, dev)
        out["name"] = name.split(b"\0", 1)[0].decode() if int(err) == 0 else "unknown"
        err, total = driver.cuDeviceTotalMem(dev)
        out["total_memory"] = int(total) if int(err) == 0 else 0
        return out
    except Exception:
        return None


def description_for(name: str, cc: str) -> str | None:
    """The key of the description closest to a GPU called ``name`` of compute capability
    ``cc`` (same compute capability, name match preferred), or None."""
    d = _closest_description(cc, name)
    return d.key if d is not None else None


def _closest_description(cc: str, name: str) -> Device | None:
    lname = name.lower().replace(" ", "")
    same_cc = [load_device(k) for k in device_keys() if load_device(k).compute_capability == cc]
    for d in same_cc:
        if d.key.split("-")[0].replace("tesla", "") in lname:
            return d
    return same_cc[0] if same_cc else None


def live_device(ordinal: int = 0) -> Device | None:
    """The present GPU, its queried properties overriding its description file; None without one.

    Fields the query cannot read (rates, granularities, banks) come from the closest
    description (same compute capability, matching name); a GPU with no description of its
    compute capability keeps the H100's granularities and is marked so in ``sources``.
    """
    attrs = _query_attributes(ordinal)
    if not attrs or "cc_major" not in attrs:
        return None
    cc = f"{attrs['cc_major']}.{attrs.get('cc_minor', 0)}"
    base = _closest_description(cc, attrs.get("name", "")) or load_device("h100-sxm")
    changes: dict[str, Any] = {"live": True, "compute_capability": cc,
                               "arch": f"sm_{attrs['cc_major']}{attrs.get('cc_minor', 0)}",
                               "key": f"live:{ordinal}", "name": attrs.get("name", base.name)}
    sources = dict(base.sources)
    live_src = lambda attr: FieldSource("live", f"cuDeviceGetAttribute({attr})",
                                        "queried from the present device")
    for k in ("max_threads_per_block", "shared_per_block", "registers_per_block", "warp_size",
              "sm_count", "memory_bus_bits", "l2_bytes", "max_threads_per_sm", "shared_per_sm",
              "registers_per_sm", "shared_per_block_optin", "max_blocks_per_sm",
              "reserved_shared_per_block"):
        if k in attrs and attrs[k] > 0 or (k == "reserved_shared_per_block" and k in attrs):
            changes[k] = attrs[k]
            sources[k] = live_src(_ATTR[k])
    if "max_threads_per_sm" in changes:
        changes["max_warps_per_sm"] = changes["max_threads_per_sm"] // changes.get("warp_size", 32)
        sources["max_warps_per_sm"] = FieldSource("live", "max_threads_per_sm / warp_size", "")
    if attrs.get("core_clock_khz"):
        changes["core_clock_mhz"] = attrs["core_clock_khz"] / 1000
        sources["core_clock_mhz"] = live_src(13)
    if attrs.get("memory_clock_khz"):
        changes["memory_clock_mhz"] = attrs["memory_clock_khz"] / 1000
        sources["memory_clock_mhz"] = live_src(36)
    if attrs.get("total_memory"):
        changes["memory_gb"] = round(attrs["total_memory"] / 1e9, 2)
        sources["memory_gb"] = FieldSource("live", "cudaDeviceProp.totalGlobalMem / 1e9", "")
    for k in ("name", "compute_capability", "arch"):
        sources[k] = FieldSource("live", "device query", "")
    changes["sources"] = sources
    return dataclasses.replace(base, **changes)


def devices_table(live: bool = True) -> list[dict]:
    """Rows for ``warpsmith devices``: every description, then the live device if there is one."""
    rows = list_devices()
    if live:
        dev = live_device()
        if dev is not None:
            rows.append(dev.row())
    return rows
