"""Occupancy: how many blocks of a kernel fit on one SM, and which resource stops the next one.

For compute capability 3.0 and newer this is the arithmetic of NVIDIA's occupancy calculator
header ``cuda_occupancy.h`` (``cudaOccMaxActiveBlocksPerMultiprocessor``), which is also what
``cudaOccupancyMaxActiveBlocksPerMultiprocessor`` / ``cuOccupancyMaxActiveBlocksPerMultiprocessor``
return for a loaded function (the GPU runner checks that for every corpus kernel):

* **threads (warp slots)**: ``floor(max_threads_per_sm / warp_size / ceil(block / warp_size))``;
  0 when the block is larger than the device's or the function's max threads per block.
* **blocks**: the per-SM block limit (32 on sm_80/sm_90).
* **registers**: registers per warp = ``roundup(regs * 32, 256)``; the block must pass the
  hardware check ``regs_per_warp * roundup(warps, 4 sub-partitions) <= regs_per_block`` and the
  software check ``regs_per_warp * warps <= regs_per_block`` (and ``regs <= 255``); then
  ``warps_per_sub_partition = floor(regs_per_sm / 4 / regs_per_warp)`` and
  ``blocks = floor(warps_per_sub_partition * 4 / warps)``.
* **shared memory**: per block ``roundup(static + dynamic + reserved (1 KiB on sm_80+), 128)``
  (256 before sm_80). It must fit the per-block limit: 48 KiB by default, the opt-in maximum
  (227 KiB on sm_90) when the kernel's max dynamic shared size was raised
  (``cudaFuncAttributeMaxDynamicSharedMemorySize``), each plus the reserved 1 KiB; dynamic
  shared memory above the function's max dynamic size gives 0 blocks. The SM's shared memory
  is the **carveout**: with no preference (the default, ``carveout=-1``) the calculator uses the
  SM's maximum (228 KiB on sm_90); with a preferred carveout percentage it uses
  ``percent * max / 100`` rounded up to the next supported capacity (0, 8, 16, 32, 64, 100,
  132, 164, 196, 228 KiB on sm_90), unless one block needs more, in which case the capacity
  that fits one block. ``blocks = floor(carveout / per_block)``.

The result is the minimum of the four; ``limiting`` names the resource that set it (when
several tie, the order threads, blocks, registers, shared memory decides; ``details`` keeps
every limit and every tied factor).

Compute capability 1.x and 2.x predate ``cuda_occupancy.h``; for them the rules of NVIDIA's
CUDA_Occupancy_Calculator.xls are used: registers allocated per block (1.x: warps rounded up to
the warp allocation granularity 2, times 32 x regs, rounded up to 256 or 512 registers) or per
warp (2.x: regs x 32 rounded up to 64), shared memory rounded up to 512 (1.x) or 128 (2.x)
bytes, and no reserved shared memory.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .descriptions import Device, load_device

INT_MAX = 2**31 - 1
LIMIT_ORDER = ("threads", "blocks", "registers", "shared memory")


@dataclass(frozen=True)
class Occupancy:
    active_blocks_per_sm: int
    active_warps_per_sm: int
    limiting: str
    details: dict = field(default_factory=dict)

    @property
    def occupancy(self) -> float:
        """Active warps over the SM's maximum warps (0..1)."""
        return self.details.get("occupancy", 0.0)

    def as_dict(self) -> dict:
        return {"active_blocks_per_sm": self.active_blocks_per_sm,
                "active_warps_per_sm": self.active_warps_per_sm,
                "limiting": self.limiting, **self.details}


def _ceil_div(x: int, y: int) -> int:
    return -(-x // y)


def _round_up(x: int, y: int) -> int:
    return y * _ceil_div(x, y)


def _align_carveout(dev: Device, size: int) -> int:
    """cudaOccAlignUpShmemSizeVoltaPlus: the smallest supported SM capacity >= size."""
    caps = dev.shared_carveouts_kib
    if not caps:
        return dev.shared_per_sm
    for kib in caps:
        if size <= kib * 1024:
            return kib * 1024
    raise ValueError(f"{size} bytes of shared memory exceed every carveout of {dev.name}")


def shared_per_sm_preference(dev: Device, carveout: int = -1) -> int:
    """cudaOccSMemPerMultiprocessor for sm_70+: the SM's shared capacity for a carveout
    preference in percent (-1 = no preference = the maximum)."""
    if carveout is None or carveout < 0:
        pref = dev.shared_per_sm
    else:
        if carveout > 100:
            raise ValueError("carveout is a percentage (0..100) or -1")
        pref = carveout * dev.shared_per_sm // 100
    return _align_carveout(dev, pref)


def occupancy(device: Device | str, registers_per_thread: int, shared_static_bytes: int,
              block_size: int, dynamic_shared: int = 0, *, max_threads_per_block: int | None = None,
              max_dynamic_shared: int | None = None, carveout: int = -1) -> Occupancy:
    """Active blocks and warps per SM for one kernel launch configuration.

    ``max_threads_per_block``: the function's limit (``__launch_bounds__``; the compile report's
    value); ``max_dynamic_shared``: the function's ``cudaFuncAttributeMaxDynamicSharedMemorySize``
    (default: the 48 KiB per-block default minus the static size, CUDA's own default; raise it to
    use the opt-in maximum); ``carveout``: the preferred shared-memory carveout in percent.
    """
    dev = load_device(device) if isinstance(device, str) else device
    if block_size <= 0:
        raise ValueError("block_size must be positive")
    if registers_per_thread < 0 or shared_static_bytes < 0 or dynamic_shared < 0:
        raise ValueError("resource sizes must be non-negative")
    if dev.cc_major >= 3:
        limits, det = _modern(dev, registers_per_thread, shared_static_bytes, block_size,
                              dynamic_shared, max_threads_per_block, max_dynamic_shared, carveout)
    else:
        limits, det = _legacy(dev, registers_per_thread, shared_static_bytes, block_size,
                              dynamic_shared, max_threads_per_block)
    blocks = min(limits.values())
    tied = [name for name in LIMIT_ORDER if limits[name] == blocks]
    warps_per_block = _ceil_div(block_size, dev.warp_size)
    warps = blocks * warps_per_block
    details = {
        "limits": dict(limits),
        "limiting_all": tied,
        "warps_per_block": warps_per_block,
        "occupancy": warps / dev.max_warps_per_sm,
        "device": dev.key,
        **det,
    }
    return Occupancy(blocks, warps, tied[0], details)


def _modern(dev: Device, regs: int, static: int, block: int, dynamic: int,
            fn_max_threads: int | None, max_dynamic: int | None, carveout: int):
    warp = dev.warp_size
    warps_per_block = _ceil_div(block, warp)
    # threads / warp slots
    if block > dev.max_threads_per_block or (fn_max_threads is not None and block > fn_max_threads):
        lim_threads = 0
    else:
        lim_threads = (dev.max_threads_per_sm // warp) // warps_per_block
    # blocks
    lim_blocks = dev.max_blocks_per_sm
    # registers (cudaOccMaxBlocksPerSMRegsLimit, partitioned global caching off)
    sub = dev.sub_partitions or 4
    regs_per_warp = _round_up(regs * warp, dev.register_allocation_unit)
    regs_per_block = regs_per_warp * warps_per_block
    regs_assumed = regs_per_warp * _round_up(warps_per_block, sub)
    max_regs = 256 if dev.cc_major >= 7 else 255  # cudaOccRegAllocationMaxPerThread
    if (dev.registers_per_block < regs_assumed or dev.registers_per_block < regs_per_block
            or regs > max_regs):
        lim_regs = 0
    elif regs_per_warp > 0:
        warps_per_sub = (dev.registers_per_sm // sub) // regs_per_warp
        lim_regs = (warps_per_sub * sub) // warps_per_block
    else:
        lim_regs = INT_MAX
    # shared memory (cudaOccMaxBlocksPerSMSmemLimit)
    reserved = dev.reserved_shared_per_block if dev.cc_major >= 8 else 0
    unit = dev.shared_allocation_unit
    static_total = static + reserved
    smem_per_block = _round_up(static_total + dynamic, unit)
    if max_dynamic is None:
        max_dynamic = max(dev.shared_per_block - static, 0)
    optin = max_dynamic + static > dev.shared_per_block
    if dev.cc_major >= 7 and optin and dev.shared_per_block_optin:
        per_block_limit = dev.shared_per_block_optin
    else:
        per_block_limit = dev.shared_per_block
    per_block_limit += reserved
    exceeded = dynamic > max_dynamic or smem_per_block > per_block_limit
    if dev.cc_major >= 7:
        pref = shared_per_sm_preference(dev, carveout)
        if pref >= smem_per_block:
            sm_shared = pref
        else:
            sm_shared = _align_carveout(dev, smem_per_block) if not exceeded else pref
    else:
        sm_shared = dev.shared_per_sm
    if exceeded:
        lim_smem = 0
    elif smem_per_block > 0:
        lim_smem = sm_shared // smem_per_block
    else:
        lim_smem = INT_MAX
    limits = {"threads": lim_threads, "blocks": lim_blocks, "registers": lim_regs,
              "shared memory": lim_smem}
    det = {"registers_per_warp": regs_per_warp, "registers_per_block": regs_per_block,
           "shared_per_block_allocated": smem_per_block, "shared_per_sm_used": sm_shared,
           "shared_per_block_limit": per_block_limit, "reserved_shared_per_block": reserved}
    return limits, det


def _legacy(dev: Device, regs: int, static: int, block: int, dynamic: int,
            fn_max_threads: int | None):
    warp = dev.warp_size
    warps_per_block = _ceil_div(block, warp)
    if block > dev.max_threads_per_block or (fn_max_threads is not None and block > fn_max_threads):
        lim_threads = 0
    else:
        lim_threads = dev.max_warps_per_sm // warps_per_block
    lim_blocks = dev.max_blocks_per_sm
    unit = dev.register_allocation_unit
    if regs > dev.max_registers_per_thread:
        lim_regs, per_block = 0, None
    elif regs == 0:
        lim_regs, per_block = INT_MAX, 0
    elif dev.register_allocation_granularity == "block":
        per_block = _round_up(_round_up(warps_per_block, dev.warp_allocation_granularity)
                              * warp * regs, unit)
        lim_regs = 0 if per_block > dev.registers_per_block else dev.registers_per_sm // per_block
    else:
        per_warp = _round_up(regs * warp, unit)
        per_block = per_warp * warps_per_block
        lim_regs = 0 if per_block > dev.registers_per_block else \
            (dev.registers_per_sm // per_warp) // warps_per_block
    smem = _round_up(static + dynamic, dev.shared_allocation_unit)
    if smem > dev.shared_per_block:
        lim_smem = 0
    elif smem > 0:
        lim_smem = dev.shared_per_sm // smem
    else:
        lim_smem = INT_MAX
    limits = {"threads": lim_threads, "blocks": lim_blocks, "registers": lim_regs,
              "shared memory": lim_smem}
    return limits, {"registers_per_block": per_block, "shared_per_block_allocated": smem,
                    "reserved_shared_per_block": 0}
