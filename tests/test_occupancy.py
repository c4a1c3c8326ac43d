"""Occupancy arithmetic (cuda_occupancy.h rules), hand-checked examples and properties."""

import pytest
from hypothesis import given, settings, strategies as st

from warpsmith.hw.descriptions import load_device
from warpsmith.hw.occupancy import occupancy, shared_per_sm_preference

H100 = load_device("h100-sxm")


def occ(*a, **k):
    return occupancy(H100, *a, **k)


def test_h100_thread_limit():
    o = occ(32, 0, 256)
    assert o.active_blocks_per_sm == 8 and o.active_warps_per_sm == 64
    assert o.limiting == "threads"          # 2048 threads / 256
    assert "registers" in o.details["limiting_all"]  # 32 regs allow exactly 64 warps too


def test_h100_registers():
    # 128 regs: 4096 regs per warp, 16384 per sub-partition -> 4 warps each -> 16 warps -> 2 blocks
    o = occ(128, 0, 256)
    assert (o.active_blocks_per_sm, o.limiting) == (2, "registers")
    # 1024 threads x 64 regs = the whole 64K register file: 1 block
    o = occ(64, 0, 1024)
    assert (o.active_blocks_per_sm, o.limiting) == (1, "registers")
    # 65 regs: rounded to 2304 per warp, 32 warps need 73728 > 65536: cannot launch
    assert occ(65, 0, 1024).active_blocks_per_sm == 0
    # 40 regs -> 1280 per warp; 16384 // 1280 = 12 warps per sub-partition -> 48 warps -> 6 blocks of 8
    assert occ(40, 0, 256).active_blocks_per_sm == 6
    # above 255 registers per thread is not launchable
    assert occ(257, 0, 32).active_blocks_per_sm == 0


def test_h100_shared_memory():
    # 48 KiB + 1 KiB reserved = 50176 B per block; 233472 // 50176 = 4
    o = occ(32, 48 * 1024, 256)
    assert (o.active_blocks_per_sm, o.limiting) == (4, "shared memory")
    assert o.details["shared_per_block_allocated"] == 50176
    # 100 bytes static -> (100 + 1024) rounded to 128 = 1152 -> 202 blocks by smem; blocks limit 32
    o = occ(16, 100, 32)
    assert o.details["shared_per_block_allocated"] == 1152
    assert (o.active_blocks_per_sm, o.limiting) == (32, "blocks")
    # dynamic over the default 48 KiB needs the opt-in attribute
    assert occ(32, 0, 128, dynamic_shared=64 * 1024).active_blocks_per_sm == 0
    o = occ(32, 0, 128, dynamic_shared=64 * 1024, max_dynamic_shared=227 * 1024)
    assert o.active_blocks_per_sm == 3          # 233472 // (65536 + 1024)
    o = occ(32, 0, 128, dynamic_shared=227 * 1024, max_dynamic_shared=227 * 1024)
    assert o.active_blocks_per_sm == 1
    assert occ(32, 0, 128, dynamic_shared=228 * 1024, max_dynamic_shared=228 * 1024).active_blocks_per_sm == 0


def test_h100_carveout_preference():
    assert shared_per_sm_preference(H100, -1) == 228 * 1024
    assert shared_per_sm_preference(H100, 50) == 132 * 1024   # 114 KiB -> next capacity 132
    assert shared_per_sm_preference(H100, 0) == 0
    o = occ(32, 16 * 1024, 128, carveout=25)  # 57 KiB -> 64 KiB; 17 KiB per block -> 3
    assert o.active_blocks_per_sm == 3


def test_h100_block_limits():
    assert occ(16, 0, 32).active_blocks_per_sm == 32       # block limit
    assert occ(16, 0, 32).limiting == "blocks"
    assert occ(16, 0, 2048).active_blocks_per_sm == 0      # > 1024 threads per block
    assert occ(16, 0, 512, max_threads_per_block=256).active_blocks_per_sm == 0
    assert occ(16, 0, 96).active_warps_per_sm == 63        # 21 blocks of 3 warps


def test_a100():
    a100 = load_device("a100")
    assert occupancy(a100, 32, 48 * 1024, 256).active_blocks_per_sm == 3   # 167936 // 50176


def test_legacy_gpus():
    g80 = load_device("8800gtx")
    # 256 threads, 10 regs: 8 warps * 32 * 10 = 2560 -> 2560 regs per block; 8192 // 2560 = 3 blocks
    o = occupancy(g80, 10, 0, 256)
    assert o.active_blocks_per_sm == 3 and o.limiting == "threads"
    # 128 threads, 16 regs: 2048 per block -> 4; threads 24 // 4 = 6
    o = occupancy(g80, 16, 0, 128)
    assert (o.active_blocks_per_sm, o.limiting) == (4, "registers")
    # 4 KiB + shared: 16384 // 4608 = 3
    assert occupancy(g80, 8, 4100, 64).active_blocks_per_sm == 3
    assert occupancy(g80, 8, 0, 1024).active_blocks_per_sm == 0
    fermi = load_device("gtx480")
    # 21 regs -> 704 per warp; 32768 // 704 = 46 warps; 256 threads = 8 warps -> 5 blocks
    assert occupancy(fermi, 21, 0, 256).active_blocks_per_sm == 5
    assert occupancy(fermi, 64, 0, 32).active_blocks_per_sm == 0  # > 63 regs


@settings(max_examples=200, deadline=None)
@given(regs=st.integers(0, 255), smem=st.integers(0, 48 * 1024 - 1024),
       block=st.sampled_from([32, 64, 96, 128, 256, 384, 512, 768, 1024]),
       dregs=st.integers(0, 64), dsmem=st.integers(0, 16 * 1024),
       dev=st.sampled_from(["h100-sxm", "a100", "k20c", "gtx480", "8800gtx", "gtx280"]))
def test_monotone_in_registers_and_shared(regs, smem, block, dregs, dsmem, dev):
    d = load_device(dev)
    smem = min(smem, d.shared_per_block)
    base = occupancy(d, regs, smem, block).active_blocks_per_sm
    more_regs = occupancy(d, min(regs + dregs, 255), smem, block).active_blocks_per_sm
    more_smem = occupancy(d, regs, min(smem + dsmem, d.shared_per_block), block).active_blocks_per_sm
    assert more_regs <= base and more_smem <= base
    o = occupancy(d, regs, smem, block)
    assert o.active_warps_per_sm <= d.max_warps_per_sm
    assert o.active_blocks_per_sm <= d.max_blocks_per_sm
