"""The tuning benchmark's spaces (``benchmarks/tuning/spaces.py``) and the CPU side of its
runner (``benchmarks/tuning_runner.py``): a handful of configurations of every space run on
the simulator at their smallest size and equal the NumPy reference; the spaces are Kernel
Tuner's (same configurations as its Searchspace builds from the same tune_params and
restrictions); the caches the runner writes are read by Kernel Tuner, failures included."""

import json

import numpy as np
import pytest

from bench_modules import load

runner = load("tuning_runner")
S = runner.spaces_module()

# per space: configurations that together turn every switch of the kernel on and off
CASES = [
    ("matmul", dict(block_size_x=16, block_size_y=4, tile_size_x=2, tile_size_y=2, tile_k=16,
                    vec=4, loop_unroll=1)),
    ("matmul", dict(block_size_x=32, block_size_y=4, tile_size_x=1, tile_size_y=4, tile_k=16,
                    vec=1, loop_unroll=0)),
    ("convolution", dict(block_size_x=16, block_size_y=2, tile_size_x=2, tile_size_y=2,
                         use_shmem=1, use_cmem=1)),
    ("convolution", dict(block_size_x=32, block_size_y=1, tile_size_x=1, tile_size_y=2,
                         use_shmem=0, use_cmem=0)),
    ("transpose", dict(block_size_x=32, block_size_y=4, tile_h=16, pad=1, use_shmem=1)),
    ("transpose", dict(block_size_x=16, block_size_y=2, tile_h=8, pad=0, use_shmem=0)),
    ("reduction", dict(block_size_x=64, items=4, vec=4, use_shuffle=1, loop_unroll=1)),
    ("reduction", dict(block_size_x=128, items=2, vec=2, use_shuffle=0, loop_unroll=0)),
    ("reduction", dict(block_size_x=32, items=1, vec=1, use_shuffle=1, loop_unroll=0)),
    ("stencil", dict(block_size_x=32, block_size_y=2, block_size_z=2, tile_z=4, z_march=1)),
    ("stencil", dict(block_size_x=64, block_size_y=1, block_size_z=1, tile_z=2, z_march=0)),
    ("coarsening", dict(block_size_x=16, block_size_y=8, factor=2, dim=1, stride=4)),
    ("coarsening", dict(block_size_x=16, block_size_y=2, factor=4, dim=0, stride=1)),
    # the held-out four (heldout/*.cu)
    ("gemv", dict(block_size_x=1, block_size_y=32, vec=1, loop_unroll=0)),
    ("gemv", dict(block_size_x=8, block_size_y=8, vec=4, loop_unroll=1)),
    ("gemv", dict(block_size_x=32, block_size_y=2, vec=2, loop_unroll=0)),
    ("jacobi", dict(block_size_x=32, block_size_y=4, tile_y=2, use_shmem=1)),
    ("jacobi", dict(block_size_x=64, block_size_y=2, tile_y=4, use_shmem=0)),
    ("histogram", dict(block_size_x=64, items=2, vec=4, per_warp=1)),
    ("histogram", dict(block_size_x=128, items=1, vec=1, per_warp=0)),
    ("spmv", dict(block_size_x=4, block_size_y=16, use_ldg=1, loop_unroll=1)),
    ("spmv", dict(block_size_x=32, block_size_y=1, use_ldg=0, loop_unroll=0)),
    # the second held-out set (heldout2/*.cu)
    ("scan", dict(block_size_x=32, items=4, use_shuffle=1, stage=1)),
    ("scan", dict(block_size_x=64, items=2, use_shuffle=0, stage=0)),
    ("gather", dict(block_size_x=32, items=4, contiguous=1, use_ldg=1)),
    ("gather", dict(block_size_x=64, items=2, contiguous=0, use_ldg=0)),
    ("nbody", dict(block_size_x=32, outputs=2, use_shmem=1, tile_j=64, loop_unroll=1)),
    ("nbody", dict(block_size_x=32, outputs=1, use_shmem=0, tile_j=32, loop_unroll=0)),
    ("bitonic", dict(block_size_x=32, items=4, pad=1, loop_unroll=1)),
    ("bitonic", dict(block_size_x=64, items=1, pad=0, loop_unroll=0)),
    ("mandel", dict(block_size_x=8, block_size_y=4, items_x=2, loop_unroll=1)),
    ("mandel", dict(block_size_x=32, block_size_y=1, items_x=1, loop_unroll=0)),
    # the third held-out set (heldout3/*.cu)
    ("count", dict(block_size_x=32, items=4, method=0)),
    ("count", dict(block_size_x=64, items=2, method=1)),
    ("count", dict(block_size_x=128, items=1, method=2)),
    ("xorshift", dict(block_size_x=32, items=2, loop_unroll=1)),
    ("particles", dict(block_size_x=32, items=2, soa=0, vec4=1)),
    ("particles", dict(block_size_x=64, items=1, soa=0, vec4=0)),
    ("particles", dict(block_size_x=32, items=4, soa=1, vec4=0)),
    ("upsample", dict(block_size_x=8, block_size_y=4, tile_x=2, tile_y=2)),
    # the fourth held-out set (heldout4/*.cu)
    ("softmax", dict(block_size_x=8, block_size_y=4, vec=1, use_shuffle=1)),
    ("softmax", dict(block_size_x=64, block_size_y=2, vec=4, use_shuffle=1)),
    ("softmax", dict(block_size_x=128, block_size_y=1, vec=4, use_shuffle=0)),
    ("gray", dict(block_size_x=32, block_size_y=1, items=2, read_as=0)),
    ("gray", dict(block_size_x=64, block_size_y=2, items=1, read_as=1)),
    ("gray", dict(block_size_x=32, block_size_y=4, items=4, read_as=2)),
    ("ellspmv", dict(block_size_x=32, block_size_y=4, use_ldg=1, loop_unroll=1)),
    ("ellspmv", dict(block_size_x=64, block_size_y=1, use_ldg=0, loop_unroll=0)),
    ("stencil3d", dict(block_size_x=32, block_size_y=4, block_size_z=2, tile_z=2,
                       use_shmem=1)),
    ("stencil3d", dict(block_size_x=64, block_size_y=2, block_size_z=1, tile_z=4,
                       use_shmem=0)),
    # the fifth held-out set (heldout5/*.cu)
    ("batchmv", dict(block_size_x=1, block_size_y=64, items=2, vec=4, use_shuffle=1)),
    ("batchmv", dict(block_size_x=8, block_size_y=16, items=1, vec=4, use_shuffle=0)),
    ("batchmv", dict(block_size_x=32, block_size_y=4, items=4, vec=1, use_shuffle=1)),
    ("conv1d", dict(block_size_x=32, items=4, use_shmem=1, filter_in=1)),
    ("conv1d", dict(block_size_x=64, items=2, use_shmem=0, filter_in=0)),
    ("conv1d", dict(block_size_x=128, items=1, use_shmem=1, filter_in=2)),
    ("compact", dict(block_size_x=128, items=4, scan_warps=1, stage=1)),
    ("compact", dict(block_size_x=64, items=2, scan_warps=0, stage=0)),
    ("life", dict(block_size_x=32, block_size_y=4, tile_y=4, use_shmem=1)),
    ("life", dict(block_size_x=64, block_size_y=2, tile_y=2, use_shmem=0)),
    # the sixth held-out set (heldout6/*.cu)
    ("bitrev", dict(block_size_x=256, items=4, method=2, use_brev=1, pad=1)),
    ("bitrev", dict(block_size_x=64, items=2, method=0, use_brev=0, pad=0)),
    ("bitrev", dict(block_size_x=128, items=1, method=1, use_brev=1, pad=0)),
    ("bitrev", dict(block_size_x=128, items=2, method=2, use_brev=0, pad=0)),
    ("kmeans", dict(block_size_x=128, items=2, vec=4, cent_in=1, loop_unroll=1)),
    ("kmeans", dict(block_size_x=64, items=1, vec=1, cent_in=0, loop_unroll=0)),
    ("kmeans", dict(block_size_x=32, items=4, vec=4, cent_in=2, loop_unroll=0)),
    ("coo", dict(block_size_x=128, items=4, contiguous=1, aggregate=1)),
    ("coo", dict(block_size_x=64, items=2, contiguous=0, aggregate=0)),
    ("pool", dict(block_size_x=32, block_size_y=4, tile_x=2, tile_y=2, use_shmem=1)),
    ("pool", dict(block_size_x=64, block_size_y=2, tile_x=1, tile_y=4, use_shmem=0)),
    # the seventh held-out set (heldout7/*.cu)
    ("median", dict(block_size_x=32, block_size_y=4, tile_y=4, method=0, use_shmem=1)),
    ("median", dict(block_size_x=64, block_size_y=2, tile_y=2, method=1, use_shmem=0)),
    ("median", dict(block_size_x=16, block_size_y=8, tile_y=1, method=1, use_shmem=1)),
    ("lut", dict(block_size_x=64, items=2, vec=16, lut_in=2)),
    ("lut", dict(block_size_x=32, items=4, vec=4, lut_in=1)),
    ("lut", dict(block_size_x=128, items=1, vec=1, lut_in=0)),
    ("pattern", dict(block_size_x=64, items=4, load=2, reduce=1)),
    ("pattern", dict(block_size_x=32, items=2, load=0, reduce=0)),
    ("pattern", dict(block_size_x=128, items=1, load=1, reduce=1)),
    ("ntt", dict(block_size_x=64, block_size_y=2, tw_in=2, loop_unroll=1)),
    ("ntt", dict(block_size_x=128, block_size_y=1, tw_in=3, loop_unroll=0)),
    ("ntt", dict(block_size_x=32, block_size_y=4, tw_in=1, loop_unroll=0)),
    ("ntt", dict(block_size_x=256, block_size_y=1, tw_in=0, loop_unroll=1)),
    # the eighth held-out set (heldout8/*.cu)
    ("radix", dict(block_size_x=64, items=4, scan=0, stage=1)),
    ("radix", dict(block_size_x=128, items=2, scan=1, stage=0)),
    ("radix", dict(block_size_x=32, items=8, scan=1, stage=1)),
    ("radix", dict(block_size_x=256, items=1, scan=0, stage=0)),
    ("gram", dict(block_size_x=8, block_size_y=16, vec=4, reduce=0)),
    ("gram", dict(block_size_x=4, block_size_y=16, vec=2, reduce=1)),
    ("gram", dict(block_size_x=1, block_size_y=64, vec=1, reduce=0)),
    ("gram", dict(block_size_x=32, block_size_y=2, vec=4, reduce=1)),
    ("probe", dict(block_size_x=4, block_size_y=16, items=2, layout=0)),
    ("probe", dict(block_size_x=32, block_size_y=4, items=1, layout=1)),
    ("probe", dict(block_size_x=1, block_size_y=64, items=4, layout=1)),
    ("probe", dict(block_size_x=16, block_size_y=8, items=2, layout=0)),
    ("swat", dict(block_size_x=8, block_size_y=8, comm=0, sub_in=1, stage=1)),
    ("swat", dict(block_size_x=4, block_size_y=16, comm=1, sub_in=2, stage=0)),
    ("swat", dict(block_size_x=1, block_size_y=64, comm=0, sub_in=0, stage=0)),
    ("swat", dict(block_size_x=32, block_size_y=2, comm=1, sub_in=0, stage=1)),
    # the ninth held-out set (heldout9/*.cu)
    ("fwht", dict(block_size_x=128, block_size_y=2, vec=2, radix=4, shfl=0)),
    ("fwht", dict(block_size_x=64, block_size_y=1, vec=4, radix=2, shfl=1)),
    ("fwht", dict(block_size_x=32, block_size_y=4, vec=1, radix=2, shfl=0)),
    ("fwht", dict(block_size_x=512, block_size_y=2, vec=1, radix=4, shfl=1)),
    ("bareiss", dict(block_size_x=1, block_size_y=64, vec=4, stage=0, float_div=1)),
    ("bareiss", dict(block_size_x=1, block_size_y=128, vec=1, stage=1, float_div=0)),
    ("bareiss", dict(block_size_x=4, block_size_y=32, vec=4, stage=0, float_div=1)),
    ("bareiss", dict(block_size_x=4, block_size_y=16, vec=1, stage=1, float_div=0)),
    ("bareiss", dict(block_size_x=16, block_size_y=4, vec=1, stage=0, float_div=0)),
    ("bareiss", dict(block_size_x=16, block_size_y=2, vec=4, stage=1, float_div=1)),
    ("colsum", dict(block_size_x=32, block_size_y=2, vec=4, rpt=4, reduce=1)),
    ("colsum", dict(block_size_x=64, block_size_y=4, vec=1, rpt=32, reduce=0)),
    ("colsum", dict(block_size_x=128, block_size_y=1, vec=2, rpt=4, reduce=0)),
    ("colsum", dict(block_size_x=256, block_size_y=4, vec=4, rpt=32, reduce=1)),
    ("haar", dict(block_size_x=16, block_size_y=4, tile_x=1, tile_y=1, vec=1)),
    ("haar", dict(block_size_x=32, block_size_y=2, tile_x=2, tile_y=2, vec=0)),
    ("haar", dict(block_size_x=64, block_size_y=1, tile_x=4, tile_y=2, vec=1)),
    ("haar", dict(block_size_x=128, block_size_y=8, tile_x=2, tile_y=1, vec=0)),
    # the tenth held-out set (heldout10/*.cu)
    ("minplus", dict(block_size_x=16, block_size_y=4, tile_x=4, tile_y=2, stage=1)),
    ("minplus", dict(block_size_x=32, block_size_y=2, tile_x=1, tile_y=4, stage=0)),
    ("minplus", dict(block_size_x=64, block_size_y=1, tile_x=2, tile_y=1, stage=1)),
    ("minplus", dict(block_size_x=32, block_size_y=8, tile_x=2, tile_y=2, stage=0)),
    ("bitdot", dict(block_size_x=1, block_size_y=128, vec=4, x_in=0, reduce=0, rpt=4)),
    ("bitdot", dict(block_size_x=8, block_size_y=16, vec=2, x_in=2, reduce=1, rpt=1)),
    ("bitdot", dict(block_size_x=32, block_size_y=16, vec=4, x_in=1, reduce=0, rpt=4)),
    ("bitdot", dict(block_size_x=4, block_size_y=32, vec=1, x_in=1, reduce=1, rpt=1)),
    ("bitdot", dict(block_size_x=32, block_size_y=4, vec=1, x_in=2, reduce=0, rpt=4)),
    ("ranksort", dict(block_size_x=32, block_size_y=4, bcast=2, scatter=1, loop_unroll=1)),
    ("ranksort", dict(block_size_x=16, block_size_y=8, bcast=0, scatter=0, loop_unroll=0)),
    ("ranksort", dict(block_size_x=64, block_size_y=2, bcast=1, scatter=1, loop_unroll=0)),
    ("ranksort", dict(block_size_x=128, block_size_y=1, bcast=0, scatter=1, loop_unroll=1)),
    ("ranksort", dict(block_size_x=32, block_size_y=2, bcast=1, scatter=0, loop_unroll=1)),
    ("trsv", dict(block_size_x=1, block_size_y=64, vec=1, comm=0, stage=0)),
    ("trsv", dict(block_size_x=4, block_size_y=16, vec=4, comm=1, stage=0)),
    ("trsv", dict(block_size_x=16, block_size_y=4, vec=1, comm=0, stage=1)),
    ("trsv", dict(block_size_x=2, block_size_y=32, vec=1, comm=1, stage=1)),
    ("trsv", dict(block_size_x=8, block_size_y=8, vec=4, comm=0, stage=1)),
    # the eleventh held-out set (heldout11/*.cu)
    ("adler", dict(block_size_x=1, block_size_y=64, vec=4, reduce=0)),
    ("adler", dict(block_size_x=8, block_size_y=16, vec=2, reduce=1)),
    ("adler", dict(block_size_x=32, block_size_y=4, vec=1, reduce=0)),
    ("adler", dict(block_size_x=4, block_size_y=32, vec=4, reduce=1)),
    ("adler", dict(block_size_x=32, block_size_y=8, vec=2, reduce=1)),
    ("winmax", dict(block_size_x=32, block_size_y=2, items=1, stage=1, method=0)),
    ("winmax", dict(block_size_x=64, block_size_y=1, items=4, stage=0, method=1)),
    ("winmax", dict(block_size_x=128, block_size_y=2, items=2, stage=1, method=1)),
    ("winmax", dict(block_size_x=32, block_size_y=8, items=8, stage=1, method=1)),
    ("winmax", dict(block_size_x=256, block_size_y=1, items=8, stage=0, method=0)),
    ("gcd", dict(block_size_x=64, items=1, vec=1, method=0)),
    ("gcd", dict(block_size_x=32, items=4, vec=4, method=1)),
    ("gcd", dict(block_size_x=128, items=8, vec=2, method=2)),
    ("gcd", dict(block_size_x=32, items=2, vec=1, method=1)),
    ("gcd", dict(block_size_x=256, items=8, vec=4, method=0)),
    ("kron", dict(block_size_x=32, block_size_y=2, tile_x=1, tile_y=4, vec=0, stage=1)),
    ("kron", dict(block_size_x=64, block_size_y=1, tile_x=2, tile_y=1, vec=1, stage=0)),
    ("kron", dict(block_size_x=32, block_size_y=4, tile_x=4, tile_y=1, vec=1, stage=1)),
    ("kron", dict(block_size_x=64, block_size_y=4, tile_x=2, tile_y=2, vec=0, stage=0)),
    ("kron", dict(block_size_x=32, block_size_y=16, tile_x=2, tile_y=2, vec=1, stage=1)),
    # the twelfth held-out set (heldout12/*.cu)
    ("horner", dict(block_size_x=64, items=1, vec=1, coef_in=0, method=0)),
    ("horner", dict(block_size_x=128, items=4, vec=4, coef_in=1, method=1)),
    ("horner", dict(block_size_x=256, items=8, vec=2, coef_in=2, method=0)),
    ("horner", dict(block_size_x=64, items=2, vec=2, coef_in=2, method=1)),
    ("horner", dict(block_size_x=512, items=8, vec=4, coef_in=0, method=1)),
    ("bittrans", dict(block_size_x=32, items=1, method=0, loop_unroll=0)),
    ("bittrans", dict(block_size_x=64, items=4, method=1, loop_unroll=1)),
    ("bittrans", dict(block_size_x=128, items=2, method=2, loop_unroll=0)),
    ("bittrans", dict(block_size_x=256, items=8, method=2, loop_unroll=1)),
    ("bittrans", dict(block_size_x=512, items=2, method=0, loop_unroll=1)),
    ("bittrans", dict(block_size_x=32, items=4, method=1, loop_unroll=0)),
    ("sat", dict(block_size_x=32, block_size_y=1, vec=4, stage=0, scan=0)),
    ("sat", dict(block_size_x=64, block_size_y=2, vec=1, stage=1, scan=1)),
    ("sat", dict(block_size_x=32, block_size_y=8, vec=2, stage=1, scan=0)),
    ("sat", dict(block_size_x=128, block_size_y=4, vec=4, stage=0, scan=1)),
    ("sat", dict(block_size_x=256, block_size_y=2, vec=2, stage=0, scan=0)),
    ("rle", dict(block_size_x=32, items=1, method=0, consecutive=0)),
    ("rle", dict(block_size_x=64, items=4, method=1, consecutive=1)),
    ("rle", dict(block_size_x=128, items=2, method=2, consecutive=0)),
    ("rle", dict(block_size_x=32, items=8, method=0, consecutive=1)),
    ("rle", dict(block_size_x=256, items=4, method=1, consecutive=0)),
    ("rle", dict(block_size_x=64, items=8, method=2, consecutive=0)),
    # the thirteenth held-out set (heldout13/*.cu)
    ("chase", dict(block_size_x=32, items=1, interleave=0, packed=0, use_ldg=0)),
    ("chase", dict(block_size_x=64, items=4, interleave=1, packed=1, use_ldg=1)),
    ("chase", dict(block_size_x=128, items=2, interleave=0, packed=1, use_ldg=0)),
    ("chase", dict(block_size_x=256, items=8, interleave=1, packed=0, use_ldg=0)),
    ("chase", dict(block_size_x=64, items=2, interleave=0, packed=0, use_ldg=1)),
    ("census", dict(block_size_x=16, block_size_y=1, tile_y=1, use_shmem=0)),
    ("census", dict(block_size_x=32, block_size_y=4, tile_y=2, use_shmem=1)),
    ("census", dict(block_size_x=64, block_size_y=2, tile_y=4, use_shmem=0)),
    ("census", dict(block_size_x=128, block_size_y=8, tile_y=1, use_shmem=1)),
    ("census", dict(block_size_x=16, block_size_y=8, tile_y=8, use_shmem=1)),
    ("maxsub", dict(block_size_x=32, block_size_y=1, vec=1, stage=0, combine=0)),
    ("maxsub", dict(block_size_x=64, block_size_y=2, vec=2, stage=1, combine=1)),
    ("maxsub", dict(block_size_x=128, block_size_y=4, vec=4, stage=0, combine=0)),
    ("maxsub", dict(block_size_x=512, block_size_y=2, vec=4, stage=1, combine=0)),
    ("maxsub", dict(block_size_x=256, block_size_y=1, vec=2, stage=0, combine=1)),
    ("dequant", dict(block_size_x=32, items=1, vec=1, write=0)),
    ("dequant", dict(block_size_x=64, items=4, vec=4, write=1)),
    ("dequant", dict(block_size_x=128, items=2, vec=2, write=0)),
    ("dequant", dict(block_size_x=256, items=8, vec=2, write=1)),
    ("dequant", dict(block_size_x=512, items=4, vec=1, write=1)),
    # the fourteenth held-out set (heldout14/*.cu)
    ("bfs", dict(block_size_x=1, block_size_y=64, early_exit=0, bitmap=0, use_ldg=0)),
    ("bfs", dict(block_size_x=1, block_size_y=128, early_exit=1, bitmap=1, use_ldg=1)),
    ("bfs", dict(block_size_x=2, block_size_y=64, early_exit=0, bitmap=0, use_ldg=1)),
    ("bfs", dict(block_size_x=4, block_size_y=32, early_exit=1, bitmap=0, use_ldg=1)),
    ("bfs", dict(block_size_x=16, block_size_y=8, early_exit=0, bitmap=1, use_ldg=0)),
    ("bfs", dict(block_size_x=32, block_size_y=2, early_exit=1, bitmap=1, use_ldg=0)),
    ("demosaic", dict(block_size_x=16, block_size_y=1, tile_y=1, use_shmem=0, vec=1)),
    ("demosaic", dict(block_size_x=32, block_size_y=4, tile_y=2, use_shmem=1, vec=2)),
    ("demosaic", dict(block_size_x=64, block_size_y=2, tile_y=4, use_shmem=0, vec=2)),
    ("demosaic", dict(block_size_x=128, block_size_y=8, tile_y=1, use_shmem=1, vec=1)),
    ("demosaic", dict(block_size_x=16, block_size_y=8, tile_y=4, use_shmem=1, vec=2)),
    ("topk", dict(block_size_x=16, block_size_y=4, vec=1, combine=0, filter=1)),
    ("topk", dict(block_size_x=32, block_size_y=2, vec=4, combine=1, filter=0)),
    ("topk", dict(block_size_x=64, block_size_y=1, vec=2, combine=0, filter=0)),
    ("topk", dict(block_size_x=128, block_size_y=4, vec=4, combine=0, filter=1)),
    ("topk", dict(block_size_x=256, block_size_y=2, vec=1, combine=1, filter=1)),
    ("cordic", dict(block_size_x=32, items=1, table_in=0, loop_unroll=0)),
    ("cordic", dict(block_size_x=64, items=4, table_in=1, loop_unroll=1)),
    ("cordic", dict(block_size_x=128, items=2, table_in=2, loop_unroll=0)),
    ("cordic", dict(block_size_x=256, items=8, table_in=2, loop_unroll=1)),
    ("cordic", dict(block_size_x=512, items=2, table_in=0, loop_unroll=1)),
    ("cordic", dict(block_size_x=1024, items=1, table_in=1, loop_unroll=0)),
    # the fifteenth held-out set (heldout15/*.cu)
    ("bsearch", dict(block_size_x=32, items=1, stage=0, branchless=0, use_ldg=0)),
    ("bsearch", dict(block_size_x=64, items=8, stage=1, branchless=1, use_ldg=1)),
    ("bsearch", dict(block_size_x=128, items=2, stage=1, branchless=0, use_ldg=0)),
    ("bsearch", dict(block_size_x=256, items=4, stage=0, branchless=1, use_ldg=1)),
    ("bsearch", dict(block_size_x=512, items=2, stage=0, branchless=0, use_ldg=1)),
    ("bsearch", dict(block_size_x=1024, items=1, stage=1, branchless=1, use_ldg=0)),
    ("merge", dict(block_size_x=32, items=2, stage=0, use_ldg=0)),
    ("merge", dict(block_size_x=64, items=3, stage=1, use_ldg=1)),
    ("merge", dict(block_size_x=64, items=12, stage=0, use_ldg=1)),
    ("merge", dict(block_size_x=128, items=16, stage=1, use_ldg=0)),
    ("merge", dict(block_size_x=256, items=1, stage=0, use_ldg=1)),
    ("merge", dict(block_size_x=512, items=8, stage=1, use_ldg=1)),
    ("pip", dict(block_size_x=32, items=1, edges_in=0, loop_unroll=0)),
    ("pip", dict(block_size_x=64, items=4, edges_in=1, loop_unroll=1)),
    ("pip", dict(block_size_x=128, items=2, edges_in=2, loop_unroll=0)),
    ("pip", dict(block_size_x=256, items=8, edges_in=2, loop_unroll=1)),
    ("pip", dict(block_size_x=512, items=2, edges_in=0, loop_unroll=1)),
    ("pip", dict(block_size_x=1024, items=1, edges_in=1, loop_unroll=0)),
    ("bigmul", dict(block_size_x=32, items=1, vec=1, stage=0, loop_unroll=0)),
    ("bigmul", dict(block_size_x=64, items=4, vec=4, stage=1, loop_unroll=1)),
    ("bigmul", dict(block_size_x=128, items=2, vec=1, stage=1, loop_unroll=0)),
    ("bigmul", dict(block_size_x=256, items=2, vec=4, stage=0, loop_unroll=1)),
    ("bigmul", dict(block_size_x=512, items=1, vec=4, stage=1, loop_unroll=0)),
    ("bigmul", dict(block_size_x=1024, items=4, vec=1, stage=0, loop_unroll=1)),
    # the sixteenth held-out set (heldout16/*.cu)
    ("sha256", dict(block_size_x=32, items=1, k_in=0, vec=1, loop_unroll=0)),
    ("sha256", dict(block_size_x=64, items=4, k_in=1, vec=4, loop_unroll=1)),
    ("sha256", dict(block_size_x=128, items=2, k_in=2, vec=1, loop_unroll=0)),
    ("sha256", dict(block_size_x=256, items=4, k_in=2, vec=4, loop_unroll=1)),
    ("sha256", dict(block_size_x=512, items=2, k_in=0, vec=4, loop_unroll=1)),
    ("sha256", dict(block_size_x=1024, items=1, k_in=1, vec=1, loop_unroll=0)),
    ("bloom", dict(block_size_x=64, items=1, vec=1, filter_in=0, early_exit=0)),
    ("bloom", dict(block_size_x=128, items=4, vec=4, filter_in=1, early_exit=1)),
    ("bloom", dict(block_size_x=256, items=2, vec=1, filter_in=2, early_exit=0)),
    ("bloom", dict(block_size_x=512, items=4, vec=4, filter_in=3, early_exit=0)),
    ("bloom", dict(block_size_x=1024, items=4, vec=1, filter_in=2, early_exit=1)),
    ("bloom", dict(block_size_x=64, items=4, vec=4, filter_in=0, early_exit=1)),
    ("bloom", dict(block_size_x=128, items=2, vec=1, filter_in=3, early_exit=1)),
    ("bloom", dict(block_size_x=256, items=4, vec=4, filter_in=1, early_exit=0)),
    ("embag", dict(block_size_x=4, block_size_y=16, vec=1, idx_via=0)),
    ("embag", dict(block_size_x=8, block_size_y=32, vec=4, idx_via=2)),
    ("embag", dict(block_size_x=16, block_size_y=4, vec=2, idx_via=1)),
    ("embag", dict(block_size_x=32, block_size_y=2, vec=4, idx_via=2)),
    ("embag", dict(block_size_x=64, block_size_y=8, vec=2, idx_via=0)),
    ("embag", dict(block_size_x=128, block_size_y=1, vec=1, idx_via=1)),
    ("embag", dict(block_size_x=4, block_size_y=64, vec=4, idx_via=1)),
    ("morton", dict(block_size_x=128, items=1, vec=1, method=0, lut_in=0)),
    ("morton", dict(block_size_x=256, items=4, vec=4, method=1, lut_in=2)),
    ("morton", dict(block_size_x=512, items=2, vec=1, method=1, lut_in=1)),
    ("morton", dict(block_size_x=1024, items=8, vec=4, method=2, lut_in=0)),
    ("morton", dict(block_size_x=128, items=8, vec=1, method=1, lut_in=0)),
    ("morton", dict(block_size_x=256, items=8, vec=4, method=0, lut_in=0)),
    ("morton", dict(block_size_x=512, items=4, vec=4, method=1, lut_in=1)),
    # the seventeenth held-out set (heldout17/*.cu)
    ("bitpack", dict(block_size_x=32, items=1, vec=1, stage=0, method=0)),
    ("bitpack", dict(block_size_x=64, items=2, vec=4, stage=1, method=1)),
    ("bitpack", dict(block_size_x=128, items=4, vec=1, stage=2, method=0)),
    ("bitpack", dict(block_size_x=256, items=1, vec=4, stage=2, method=1)),
    ("bitpack", dict(block_size_x=512, items=4, vec=4, stage=0, method=1)),
    ("bitpack", dict(block_size_x=1024, items=2, vec=1, stage=0, method=0)),
    ("bitpack", dict(block_size_x=256, items=4, vec=4, stage=1, method=0)),
    ("composite", dict(block_size_x=128, items=1, vec=1, method=0, ldg=0)),
    ("composite", dict(block_size_x=256, items=4, vec=4, method=1, ldg=1)),
    ("composite", dict(block_size_x=512, items=8, vec=1, method=2, ldg=1)),
    ("composite", dict(block_size_x=1024, items=8, vec=4, method=2, ldg=0)),
    ("composite", dict(block_size_x=128, items=2, vec=1, method=1, ldg=0)),
    ("composite", dict(block_size_x=256, items=8, vec=4, method=0, ldg=1)),
    ("pwmscan", dict(block_size_x=128, items=1, w_in=0, seq_in=0, pair=0)),
    ("pwmscan", dict(block_size_x=256, items=2, w_in=1, seq_in=1, pair=1)),
    ("pwmscan", dict(block_size_x=512, items=4, w_in=2, seq_in=0, pair=1)),
    ("pwmscan", dict(block_size_x=1024, items=8, w_in=2, seq_in=1, pair=0)),
    ("pwmscan", dict(block_size_x=128, items=8, w_in=1, seq_in=0, pair=0)),
    ("pwmscan", dict(block_size_x=256, items=4, w_in=0, seq_in=1, pair=1)),
    ("sparse24", dict(block_size_x=32, items=2, vec=1, method=0)),
    ("sparse24", dict(block_size_x=64, items=4, vec=4, method=1)),
    ("sparse24", dict(block_size_x=128, items=8, vec=4, method=2)),
    ("sparse24", dict(block_size_x=256, items=2, vec=4, method=0)),
    ("sparse24", dict(block_size_x=512, items=8, vec=1, method=1)),
    ("sparse24", dict(block_size_x=1024, items=4, vec=1, method=2)),
    # the eighteenth held-out set (heldout18/*.cu)
    ("chacha20", dict(block_size_x=64, items=1, vec=1, rot=0, loop_unroll=0)),
    ("chacha20", dict(block_size_x=128, items=2, vec=4, rot=1, loop_unroll=1)),
    ("chacha20", dict(block_size_x=256, items=4, vec=1, rot=1, loop_unroll=0)),
    ("chacha20", dict(block_size_x=512, items=1, vec=4, rot=0, loop_unroll=1)),
    ("chacha20", dict(block_size_x=1024, items=2, vec=4, rot=1, loop_unroll=0)),
    ("base64", dict(block_size_x=32, items=1, vec=1, lut_in=0)),
    ("base64", dict(block_size_x=64, items=2, vec=4, lut_in=1)),
    ("base64", dict(block_size_x=128, items=4, vec=1, lut_in=2)),
    ("base64", dict(block_size_x=256, items=1, vec=4, lut_in=3)),
    ("base64", dict(block_size_x=512, items=4, vec=4, lut_in=0)),
    ("base64", dict(block_size_x=1024, items=2, vec=1, lut_in=3)),
    ("bitmapscan", dict(block_size_x=32, items=1, method=0, vec=1, cmp=0)),
    ("bitmapscan", dict(block_size_x=64, items=2, method=0, vec=4, cmp=1)),
    ("bitmapscan", dict(block_size_x=128, items=4, method=1, vec=1, cmp=0)),
    ("bitmapscan", dict(block_size_x=256, items=2, method=2, vec=1, cmp=1)),
    ("bitmapscan", dict(block_size_x=512, items=1, method=1, vec=1, cmp=1)),
    ("bitmapscan", dict(block_size_x=1024, items=4, method=2, vec=1, cmp=0)),
    ("biquad", dict(block_size_x=64, items=1, vec=1, coef_in=0, form=0)),
    ("biquad", dict(block_size_x=128, items=2, vec=2, coef_in=1, form=1)),
    ("biquad", dict(block_size_x=256, items=4, vec=4, coef_in=2, form=0)),
    ("biquad", dict(block_size_x=512, items=4, vec=1, coef_in=1, form=1)),
    ("biquad", dict(block_size_x=1024, items=2, vec=1, coef_in=2, form=1)),
    ("biquad", dict(block_size_x=128, items=4, vec=2, coef_in=0, form=0)),
    # the nineteenth held-out set (heldout19/*.cu)
    ("collatz", dict(block_size_x=32, items=1, layout=0, step=0)),
    ("collatz", dict(block_size_x=64, items=2, layout=1, step=1)),
    ("collatz", dict(block_size_x=128, items=8, layout=0, step=2)),
    ("collatz", dict(block_size_x=512, items=4, layout=1, step=2)),
    ("collatz", dict(block_size_x=1024, items=1, layout=0, step=1)),
    ("gfcode", dict(block_size_x=64, items=1, vec=1, mul=0)),
    ("gfcode", dict(block_size_x=128, items=2, vec=4, mul=1)),
    ("gfcode", dict(block_size_x=256, items=4, vec=1, mul=2)),
    ("gfcode", dict(block_size_x=512, items=1, vec=4, mul=3)),
    ("gfcode", dict(block_size_x=1024, items=4, vec=4, mul=0)),
    ("gfcode", dict(block_size_x=64, items=2, vec=1, mul=3)),
    ("isqrt", dict(block_size_x=32, items=1, vec=1, method=0)),
    ("isqrt", dict(block_size_x=64, items=2, vec=2, method=1)),
    ("isqrt", dict(block_size_x=128, items=4, vec=1, method=2)),
    ("isqrt", dict(block_size_x=256, items=4, vec=2, method=3)),
    ("isqrt", dict(block_size_x=1024, items=2, vec=1, method=1)),
    ("isqrt", dict(block_size_x=512, items=4, vec=2, method=0)),
    ("dfa", dict(block_size_x=32, items=1, load=0, table_in=0)),
    ("dfa", dict(block_size_x=64, items=2, load=1, table_in=1)),
    ("dfa", dict(block_size_x=128, items=4, load=0, table_in=2)),
    ("dfa", dict(block_size_x=256, items=1, load=1, table_in=2)),
    ("dfa", dict(block_size_x=1024, items=2, load=0, table_in=1)),
    ("dfa", dict(block_size_x=512, items=4, load=1, table_in=0)),
    # the twentieth held-out set (heldout20/*.cu)
    ("primality", dict(block_size_x=32, items=1, mulmod=0, sieve=0)),
    ("primality", dict(block_size_x=64, items=2, mulmod=1, sieve=1)),
    ("primality", dict(block_size_x=128, items=4, mulmod=2, sieve=0)),
    ("primality", dict(block_size_x=256, items=1, mulmod=1, sieve=0)),
    ("primality", dict(block_size_x=1024, items=2, mulmod=2, sieve=1)),
    ("primality", dict(block_size_x=512, items=4, mulmod=0, sieve=1)),
    ("decimal", dict(block_size_x=32, items=1, method=0, store=0)),
    ("decimal", dict(block_size_x=64, items=2, method=1, store=1)),
    ("decimal", dict(block_size_x=128, items=4, method=2, store=0)),
    ("decimal", dict(block_size_x=256, items=1, method=3, store=1)),
    ("decimal", dict(block_size_x=512, items=2, method=4, store=0)),
    ("decimal", dict(block_size_x=1024, items=4, method=4, store=1)),
    ("bytecode", dict(block_size_x=32, items=1, code_in=0, dispatch=0, regfile=0)),
    ("bytecode", dict(block_size_x=64, items=2, code_in=1, dispatch=1, regfile=0)),
    ("bytecode", dict(block_size_x=128, items=1, code_in=2, dispatch=0, regfile=1)),
    ("bytecode", dict(block_size_x=256, items=2, code_in=0, dispatch=1, regfile=1)),
    ("bytecode", dict(block_size_x=1024, items=2, code_in=2, dispatch=1, regfile=0)),
    ("bytecode", dict(block_size_x=512, items=1, code_in=1, dispatch=0, regfile=1)),
    ("sobol", dict(block_size_x=32, items=2, layout=0, method=0, table_in=0)),
    ("sobol", dict(block_size_x=64, items=8, layout=1, method=1, table_in=1)),
    ("sobol", dict(block_size_x=128, items=2, layout=1, method=2, table_in=2)),
    ("sobol", dict(block_size_x=256, items=8, layout=0, method=1, table_in=2)),
    ("sobol", dict(block_size_x=512, items=8, layout=1, method=2, table_in=0)),
    ("sobol", dict(block_size_x=1024, items=2, layout=1, method=0, table_in=1)),
]


@pytest.mark.parametrize("space,cfg", CASES, ids=[f"{s}-{i}" for i, (s, _c) in
                                                  enumerate(CASES)])
def test_configuration_matches_reference_on_simulator(space, cfg):
    sp = S.ALL[space]
    assert cfg in sp.configs(), "the case must be a configuration of the space"
    assert runner.sim_check(sp, cfg) == "ok"


@pytest.mark.parametrize("folder,spaces", [("heldout", "HELDOUT"), ("heldout2", "HELDOUT2"),
                                           ("heldout3", "HELDOUT3"), ("heldout4", "HELDOUT4"),
                                           ("heldout5", "HELDOUT5"), ("heldout6", "HELDOUT6"),
                                           ("heldout7", "HELDOUT7"), ("heldout8", "HELDOUT8"),
                                           ("heldout9", "HELDOUT9"),
                                           ("heldout10", "HELDOUT10"),
                                           ("heldout11", "HELDOUT11"),
                                           ("heldout12", "HELDOUT12"),
                                           ("heldout13", "HELDOUT13"),
                                           ("heldout14", "HELDOUT14"),
                                           ("heldout15", "HELDOUT15"),
                                           ("heldout16", "HELDOUT16"),
                                           ("heldout17", "HELDOUT17"),
                                           ("heldout18", "HELDOUT18"),
                                           ("heldout19", "HELDOUT19"),
                                           ("heldout20", "HELDOUT20")])
def test_heldout_spaces_are_frozen(folder, spaces):
    """The held-out spaces are what ``<folder>/FROZEN`` recorded when they were committed:
    a kernel or a space edited after the fact fails here (issue 20's held-out rule)."""
    import hashlib

    held = getattr(S, spaces)
    rows = dict(line.split("  ", 1)[::-1] for line in
                (S.HERE / folder / "FROZEN").read_text().splitlines()
                if line and not line.startswith("#"))
    assert set(rows) == {f"{n}.cu" for n in held} | {f"{n}.configs" for n in held}
    for name, sp in held.items():
        assert sp.file == f"{folder}/{name}.cu"
        assert hashlib.sha256(sp.path.read_bytes()).hexdigest() == rows[f"{name}.cu"]
        keys = "\n".join(sp.key(c) for c in sp.configs()).encode()
        assert hashlib.sha256(keys).hexdigest() == rows[f"{name}.configs"]


def test_a_wrong_kernel_is_caught(monkeypatch):
    sp = S.SPACES["transpose"]
    cfg = CASES[4][1]
    real = sp.reference
    monkeypatch.setattr(sp, "reference", lambda a, d, c=None: {
        k: v + 1 for k, v in real(a, d, c).items()})
    assert runner.sim_check(sp, cfg).startswith("out:")


def test_space_sizes():
    sizes = {name: len(sp.configs()) for name, sp in S.SPACES.items()}
    assert set(sizes) == {"matmul", "convolution", "transpose", "reduction", "stencil",
                          "coarsening"}
    assert sizes["matmul"] >= 500
    assert all(n >= 300 for n in sizes.values()), sizes


@pytest.mark.parametrize("space", sorted(S.ALL))
def test_spaces_are_kernel_tuner_searchspaces(space):
    ss = pytest.importorskip("kernel_tuner.searchspace")
    sp = S.ALL[space]
    kt = ss.Searchspace(sp.tune_params, sp.restrictions, 1024)
    assert sorted(map(tuple, kt.list)) == sorted(tuple(c.values()) for c in sp.configs())


def test_grid_follows_kernel_tuner_divisors():
    sp = S.SPACES["matmul"]
    cfg = CASES[0][1]
    assert sp.grid(cfg, sp.dims("gpu", cfg)) == (2048 // 32, 2048 // 8, 1)
    assert sp.key(cfg) == "16,4,2,2,16,4,1"


def _fake_cache(sp, configs):
    """Records as the runner makes them: one measured, one of each failure kind."""
    ents = [{"cfg": c, "key": sp.key(c), "status": "ready", "compile_ms": 12.5}
            for c in configs]
    recs = {}
    outs = [{"status": "ok", "time": 1.25, "times": [1.2, 1.25, 1.3],
             "verification_time": 3.0, "benchmark_time": 9.0, "framework_time": 1.0},
            {"status": runner.RUNTIME_FAILED, "reason": "wrong result: out: 3 of 8 differ"},
            None, None]
    ents[2].update(status="invalid", reason="refused by coarsen: a barrier")
    ents[3].update(status="compile_failed", reason="CompileError: nvrtc failed")
    for e, o in zip(ents, outs):
        recs[e["key"]] = runner.kt_record(sp, e, o)
    return recs


def test_cache_is_read_by_kernel_tuner(tmp_path):
    util = pytest.importorskip("kernel_tuner.util")
    sp = S.SPACES["transpose"]
    cfgs = sp.configs()[:4]
    doc = runner.kt_cache(sp, _fake_cache(sp, cfgs), "NVIDIA H100 80GB HBM3",
                          sp.dims("gpu", cfgs[0]))
    path = tmp_path / "c.json"
    runner.write_kt_cache(path, doc)
    assert json.loads(path.read_text())["cache"].keys() == doc["cache"].keys()
    got = util.read_cache(str(path), open_cache=False)
    assert got["tune_params_keys"] == list(sp.tune_params)
    assert got["problem_size"] == [8192, 4096]
    c = got["cache"]
    assert c[sp.key(cfgs[0])]["time"] == 1.25 and "__error__" not in c[sp.key(cfgs[0])]
    kinds = [type(c[sp.key(x)]["__error__"]).__name__ for x in cfgs[1:]]
    assert kinds == ["RuntimeFailedConfig", "InvalidConfig", "CompilationFailedConfig"]
    assert c[sp.key(cfgs[2])]["reason"].startswith("refused")


def test_summary_counts():
    sp = S.SPACES["transpose"]
    cfgs = sp.configs()[:4]
    summ = runner.space_summary(sp, _fake_cache(sp, cfgs), 5, 1.0)
    assert summ["counts"] == {"ok": 1, "RuntimeFailedConfig": 1, "InvalidConfig": 1,
                              "CompilationFailedConfig": 1}
    assert summ["not_measured"] == 1 and summ["best_time_ms"] == 1.25


def test_compile_task_records_each_outcome():
    pytest.importorskip("warpsmith.backends.cuda_compile")
    from warpsmith.backends.cuda_compile import compiler_available

    if compiler_available() is None:
        pytest.skip("no CUDA compiler (NVRTC or nvcc)")
    sp = S.SPACES["coarsening"]
    refused = dict(block_size_x=256, block_size_y=1, factor=32, dim=0, stride=1)
    ok = CASES[12][1]  # the second coarsening case
    out = runner.compile_task({"space": "coarsening", "configs": [refused, ok],
                               "arch": "sm_90"})
    assert [e["status"] for e in out] == ["invalid", "ready"]
    assert "pruned" in out[0]["reason"]
    assert out[1]["report"].registers > 0 and out[1]["block"] == [16, 2, 1]
    # coarsened by 4: a quarter of the 6144 x 6144 threads
    assert np.prod(out[1]["grid"]) * np.prod(out[1]["block"]) * 4 == 6144 * 6144
    assert out[1]["key"] == sp.key(ok)


# ----------------------------------------------------------------------------- GPU worker
# The GPU worker's check-and-time step, run against a stand-in for CuPy whose kernels are
# the simulator running the compiled configuration's IR: the argument order, constant
# memory, poisoned and restored outputs and the comparison are the real code's.

class _FakeRuntime:
    memcpyHostToDevice = 1

    def __init__(self):
        self.consts = {}

    def memcpy(self, dst, src, nbytes, kind):
        import ctypes

        self.consts[dst] = ctypes.string_at(src, nbytes)

    def deviceSynchronize(self):
        pass


class _FakeCupy:
    uint8 = np.uint8

    def __init__(self, entry_modules):
        import types

        self.runtime = _FakeRuntime()
        mods = entry_modules

        class Module:
            def load(self, cubin):
                self.ir = mods[cubin]
                self.cubin = cubin

            def get_global_var(self, name):
                # as CuPy: a symbol the compiled module does not define is an error
                if name.encode() not in self.cubin:
                    raise RuntimeError("CUDA_ERROR_NOT_FOUND: named symbol not found")
                return types.SimpleNamespace(ptr=hash(name) & 0xFFFFFF)

            def get_function(self, lowered):
                return _FakeFunc(self)

        self.cuda = types.SimpleNamespace(function=types.SimpleNamespace(Module=Module),
                                          runtime=self.runtime)
        self.asarray = lambda a: np.array(a, copy=True)
        self.argmax = np.argmax


class _FakeFunc:
    def __init__(self, mod):
        self.mod = mod

    def __call__(self, grid, block, args):
        from warpsmith.backends.simulator import simulate

        module, fn, ent, cp = self.mod.ir
        given = {name: a for (name, _t), a in zip(ent["params"], args)}
        for g in module.globals:
            raw = cp.runtime.consts.get(hash(g.name) & 0xFFFFFF)
            if raw is not None:
                given[g.name] = np.frombuffer(raw, np.float32).copy()
        res = simulate(module, fn, grid, block, given)
        for (name, _t), a in zip(ent["params"], args):
            if isinstance(a, np.ndarray):
                a[...] = res.outputs[name]


class _FakeClock:
    def record(self):
        return None

    def elapsed(self, start, end):
        return 1.0

    def synchronize(self):
        pass


LIMITS = {"max_threads_per_block": 1024, "max_block_dim": (1024, 1024, 64),
          "max_grid_dim": (2 ** 31 - 1, 65535, 65535), "shared_per_block": 49152,
          "shared_per_block_optin": 232448, "registers_per_block": 65536}


@pytest.mark.parametrize("space,cfg", [CASES[0], CASES[2], CASES[3], CASES[6], CASES[11]],
                         ids=["matmul", "convolution-cmem", "convolution-no-cmem",
                              "reduction", "coarsening"])
def test_gpu_measure_step_with_simulated_kernels(space, cfg, monkeypatch):
    from warpsmith.backends.cuda_compile import compiler_available

    if compiler_available() is None:
        pytest.skip("no CUDA compiler (NVRTC or nvcc)")
    sp = S.SPACES[space]
    [ent] = runner.compile_task({"space": space, "configs": [cfg], "arch": "sm_90",
                                 "size": "ci"})
    assert ent["status"] == "ready", ent.get("reason")
    module, fn, _g, _b, _d = runner.build(sp, cfg, "ci")
    mods = {}
    cp = _FakeCupy(mods)
    mods[ent["report"].cubin] = (module, fn, ent, cp)
    state = {"cp": cp, "clock": _FakeClock(), "limits": LIMITS, "problems": {}}
    out = runner.gpu_measure(state, ent, reps=3, warmup=1)
    assert out["status"] == "ok", out.get("reason")
    assert out["times"] == [1.0, 1.0, 1.0] and out["time"] == 1.0
    # a reference the kernel does not meet is a wrong result, never timed
    real = sp.reference
    monkeypatch.setattr(sp, "reference", lambda a, d, c=None: {
        k: v + 1 for k, v in real(a, d, c).items()})
    state["problems"].clear()
    bad = runner.gpu_measure(state, ent, reps=3, warmup=1)
    assert bad["status"] == runner.RUNTIME_FAILED and bad["reason"].startswith("wrong result")
    assert "time" not in bad


def test_gpu_measure_refuses_a_launch_over_the_limits():
    from warpsmith.backends.cuda_compile import compiler_available

    if compiler_available() is None:
        pytest.skip("no CUDA compiler (NVRTC or nvcc)")
    [ent] = runner.compile_task({"space": "matmul", "configs": [CASES[0][1]], "arch": "sm_90",
                                 "size": "ci"})
    state = {"cp": _FakeCupy({}), "clock": _FakeClock(), "problems": {},
             "limits": dict(LIMITS, registers_per_block=1024)}
    out = runner.gpu_measure(state, ent, reps=3, warmup=1)
    assert out["status"] == runner.INVALID and "registers" in out["reason"]


def test_runner_main_writes_caches_and_summary(tmp_path, monkeypatch):
    """The whole runner with a stand-in GPU worker: compile pool, records, the Kernel
    Tuner caches and the summary with the commit."""
    from warpsmith.backends.cuda_compile import compiler_available

    if compiler_available() is None:
        pytest.skip("no CUDA compiler (NVRTC or nvcc)")

    class FakeGpu:
        restarts = 0

        def __init__(self, reps, warmup, timeout, setup_timeout):
            self.versions = None

        def start(self):
            self.versions = {"name": "Fake GPU", "arch": "sm_90", "driver": "0.0"}

        def measure(self, ent):
            assert ent["report"].cubin and ent["grid"][0] * ent["block"][0] == 8192
            if ent["cfg"]["use_shmem"] == 0:
                return {"status": runner.RUNTIME_FAILED, "reason": "wrong result: out"}
            return {"status": "ok", "time": 0.5, "times": [0.5] * 7}

        def stop(self):
            pass

    monkeypatch.setattr(runner, "Gpu", FakeGpu)
    monkeypatch.setenv("COMMIT", "abc123")
    rc = runner.main(["--out-dir", str(tmp_path), "--spaces", "transpose", "--limit", "4",
                      "--jobs", "1"])
    assert rc == 0
    [cache] = list(tmp_path.glob("tuning-transpose-fake-gpu-*.json"))
    doc = json.loads(cache.read_text())
    assert doc["device_name"] == "Fake GPU" and len(doc["cache"]) == 4
    times = sorted(str(r["time"]) for r in doc["cache"].values())
    assert set(times) <= {"0.5", "RuntimeFailedConfig"} and "0.5" in times
    [summ] = [p for p in tmp_path.glob("tuning-fake-gpu-*.json")]
    s = json.loads(summ.read_text())
    assert s["commit"] == "abc123" and s["device"] == "Fake GPU" and s["driver"] == "0.0"
    assert s["spaces"]["transpose"]["recorded"] == 4
    assert s["spaces"]["transpose"]["best_time_ms"] == 0.5


def test_runner_main_writes_a_transformation_space(tmp_path, monkeypatch):
    """The coarsening space (built by a transformation, its dims a global size) gets its
    Kernel Tuner cache written with the problem size of the program's paper size."""
    from warpsmith.backends.cuda_compile import compiler_available

    if compiler_available() is None:
        pytest.skip("no CUDA compiler (NVRTC or nvcc)")

    class FakeGpu:
        restarts = 0

        def __init__(self, reps, warmup, timeout, setup_timeout):
            self.versions = None

        def start(self):
            self.versions = {"name": "Fake GPU", "arch": "sm_90", "driver": "0.0"}

        def measure(self, ent):
            return {"status": "ok", "time": 0.5, "times": [0.5] * 7}

        def stop(self):
            pass

    monkeypatch.setattr(runner, "Gpu", FakeGpu)
    rc = runner.main(["--out-dir", str(tmp_path), "--spaces", "coarsening", "--limit", "2",
                      "--jobs", "1"])
    assert rc == 0, (tmp_path / "tuning-failed.log").read_text()
    [cache] = list(tmp_path.glob("tuning-coarsening-fake-gpu-*.json"))
    doc = json.loads(cache.read_text())
    assert doc["problem_size"] == [6144, 6144] and len(doc["cache"]) == 2


def test_ranking_passes_the_model_only_the_kernels_own_integer_arguments():
    """rank_predictions gives the model the integer sizes that are kernel arguments: a size
    that only sets the problem (bitonic's n) is no parameter of the kernel, and passing it
    made the model refuse every bitonic configuration."""
    rp = load("rank_predictions")
    bitonic, scan = S.ALL["bitonic"], S.ALL["scan"]
    cfg_b, cfg_s = bitonic.configs()[0], scan.configs()[0]
    assert "n" in bitonic.dims("gpu", cfg_b) and "n" not in rp.arg_names(bitonic, cfg_b)
    assert {"out", "in"} <= rp.arg_names(bitonic, cfg_b)
    assert "n" in rp.arg_names(scan, cfg_s)


def test_a_workers_first_configuration_of_a_reference_waits_for_the_setup_too():
    """The GPU worker makes a space's inputs and each NumPy reference inside the wait for
    its first answer: that wait gets the setup allowance, later ones the plain timeout, and
    a new reference key (another chunk size of the scan) gets the allowance again."""
    gpu = runner.Gpu(reps=1, warmup=0, timeout=30.0, setup_timeout=300.0)
    sp = S.ALL["scan"]
    first = {"space": "scan", "cfg": dict(block_size_x=32, items=4, use_shuffle=1, stage=1)}
    same = {"space": "scan", "cfg": dict(block_size_x=32, items=4, use_shuffle=0, stage=0)}
    other = {"space": "scan", "cfg": dict(block_size_x=64, items=4, use_shuffle=0, stage=0)}
    assert sp.ref_key(first["cfg"]) == sp.ref_key(same["cfg"]) != sp.ref_key(other["cfg"])
    assert gpu.answer_limit(first) == 330.0
    gpu.prepared.add(runner._prepared_key(first))
    assert gpu.answer_limit(same) == 30.0
    assert gpu.answer_limit(other) == 330.0
