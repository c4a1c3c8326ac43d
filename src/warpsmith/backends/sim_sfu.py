"""The GPU's special-function unit (MUFU) for exponentials, logarithms, reciprocals and
square roots, bit for bit, with NumPy, and the CUDA fast-math functions built on it.

``sim_libdevice`` models MUFU.SIN / MUFU.COS; this module models the unit's other float32
operations and the PTX instructions that use them:

* ``ex2.approx.f32`` (MUFU.EX2), ``lg2.approx.f32`` (MUFU.LG2), ``rcp.approx.f32``
  (MUFU.RCP), ``rsqrt.approx.f32`` (MUFU.RSQ), ``sqrt.approx.f32`` (MUFU.SQRT, or the
  reciprocal of the reciprocal square root on parts without it), each with and without
  ``.ftz``: :func:`ex2_approx`, :func:`lg2_approx`, :func:`rcp_approx`,
  :func:`rsqrt_approx`, :func:`sqrt_approx`; ``div.approx.f32``: :func:`div_approx`;
* the CUDA functions that compile to them (their PTX read from NVRTC 13 for sm_90):
  ``__expf`` (``mul.f32`` by log2(e), ``ex2.approx``), ``__exp10f``, ``exp2f``, ``__logf``
  (``lg2.approx``, ``mul.f32`` by ln 2), ``__log2f``, ``__log10f``, ``__powf``
  (``ex2(y * lg2(x))``), ``__fdividef`` (``div.approx.f32``), ``rsqrtf``, and libdevice's
  ``expf`` (:func:`expf`: an ``fma`` range reduction to ``2**n * 2**f`` and
  ``ex2.approx.ftz`` of ``f``), and ``__tanf`` (``div.approx`` of ``sin.approx`` and
  ``cos.approx``). ``__frsqrt_rn`` and ``sqrtf`` are IEEE (correctly rounded) and are not
  here.

How the unit computes (the facts of bcarlet/ptx-math, "PTXM", MIT licence: reverse-engineered
models of the ``.approx.f32`` instructions validated exhaustively on sm_5x to sm_75): the
significand's upper bits (6, or 7 for the reciprocal) pick a segment of a table, the lower
bits ``xl`` enter a quadratic ``c0 +/- c1 * xl +/- c2 * xl**2`` evaluated in fixed point,
``xl**2`` by a squarer that drops the partial products' bits below 2**19, a rounding bias is
added and the sum truncated to 24 significant bits. The tables, term alignments, biases and
the handling of subnormal inputs (scaled by 2**24 outside the unit when ``.ftz`` is absent)
are PTXM's; the code is ours. On an H100 every instruction, with and without ``.ftz``,
equalled the model on every value ``scripts/gpu_sfu.sh`` tried (device run of 76fb39b,
benchmarks/results/sfu-h100-2026-11-27-session6/).

Which PTX a function is depends on ``-ftz`` (NVRTC 13, sm_90): with ``-ftz=false`` (nvcc's
and NVRTC's default, what the simulator models) the headers emit the instructions without
``.ftz`` (``mul.f32``, ``ex2.approx.f32``, ``lg2.approx.f32``, ``div.approx.f32``, ...;
``expf``: ``ex2.approx.ftz.f32`` in any case, its ``fma``/``add``/``mul`` plain); with
``-ftz=true`` every one carries ``.ftz``. Each function's ``ftz`` argument picks the
``-ftz=true`` form. Inline PTX keeps the modifier it is written with. ptxas expands the
non-ftz instructions around the unit (the SASS the device run recorded): ``ex2``: an ``x``
below -126 is halved (FMUL), MUFU.EX2, the result squared (FMUL, a subnormal kept);
``lg2``, ``rsqrt``, ``sqrt``: an ``|x|`` below 2**-126 times 2**24, the unit, then -24
(FADD), times 2**12, times 2**-12; ``rcp``: times 2**24 below the normal range, times 1/4
above 2**126, MUFU.RCP, times the same factor; ``div.approx``: both operands times 2**24
when the divisor is below the normal range, MUFU.RCP, FMUL. The ``.ftz`` forms are the
unit alone (it flushes subnormal inputs and results) and ``FMUL.FTZ``. (CuPy's
``RawModule`` appends ``--ftz=true`` to the caller's options, cupy/cupy#9576: what it
builds is the ``ftz`` form even when asked for ``--ftz=false``; the 76fb39b device run's
"-ftz=false" function counts were such builds and equal ``ftz=True`` throughout.)

NaN results are the GPU's canonical NaN ``0x7fffffff``.
"""

from __future__ import annotations


import numpy as np

from .sim_libdevice import bit_length as _bit_length
from .sim_libdevice import cos_approx, fma32, sin_approx
from .sim_libdevice import truncated_square as _sq

F32 = np.float32
U32 = np.uint32
_M23 = (1 << 23) - 1
_NAN = U32(0x7FFFFFFF)

# ------------------------------------------------------------------ PTXM's tables
# Each row (c0, c1, c2) of a segment; the significand's upper bits are the row.

_EX2_TABLE = np.array([
    (0x2000002, 0x58b9, 0x1ee), (0x2059349, 0x59b0, 0x1f5), (0x20b361d, 0x5aaa, 0x1fa),
    (0x210e8a4, 0x5ba7, 0x1ff), (0x216ab11, 0x5ca6, 0x206), (0x21c7d88, 0x5da9, 0x209),
    (0x222603b, 0x5eae, 0x20f), (0x2285358, 0x5fb6, 0x214), (0x22e570b, 0x60c0, 0x21d),
    (0x2346b80, 0x61ce, 0x222), (0x23a90e7, 0x62df, 0x227), (0x240c774, 0x63f2, 0x22f),
    (0x2470f50, 0x6509, 0x234), (0x24d68af, 0x6623, 0x238), (0x253d3c2, 0x673f, 0x241),
    (0x25a50b8, 0x685f, 0x247), (0x260dfc4, 0x6982, 0x24d), (0x2678119, 0x6aa8, 0x254),
    (0x26e34e8, 0x6bd2, 0x258), (0x274fb69, 0x6cfe, 0x261), (0x27bd4cb, 0x6e2e, 0x267),
    (0x282c147, 0x6f61, 0x26e), (0x289c10d, 0x7098, 0x273), (0x290d458, 0x71d2, 0x279),
    (0x297fb5c, 0x730f, 0x281), (0x29f3650, 0x7450, 0x287), (0x2a6856c, 0x7594, 0x28f),
    (0x2ade8e9, 0x76dc, 0x295), (0x2b560fd, 0x7827, 0x29e), (0x2bcede4, 0x7976, 0x2a5),
    (0x2c48fd9, 0x7ac8, 0x2ae), (0x2cc4712, 0x7c1f, 0x2b3), (0x2d413ce, 0x7d79, 0x2bb),
    (0x2dbf64a, 0x7ed7, 0x2c1), (0x2e3eec0, 0x8038, 0x2cb), (0x2ebfd6c, 0x819e, 0x2d1),
    (0x2f42290, 0x8307, 0x2da), (0x2fc5e69, 0x8474, 0x2e3), (0x304b136, 0x85e5, 0x2ec),
    (0x30d1b35, 0x875b, 0x2f1), (0x3159caa, 0x88d4, 0x2fb), (0x31e35d5, 0x8a51, 0x305),
    (0x326e6f9, 0x8bd3, 0x30b), (0x32fb056, 0x8d59, 0x313), (0x3389232, 0x8ee3, 0x31c),
    (0x3418cd1, 0x9071, 0x326), (0x34aa078, 0x9204, 0x32d), (0x353cd6c, 0x939b, 0x336),
    (0x35d13f6, 0x9536, 0x341), (0x3667459, 0x96d6, 0x34a), (0x36feee0, 0x987b, 0x351),
    (0x37983d5, 0x9a24, 0x35a), (0x383337f, 0x9bd1, 0x366), (0x38cfe29, 0x9d84, 0x36d),
    (0x396e41e, 0x9f3b, 0x377), (0x3a0e5ac, 0xa0f7, 0x380), (0x3ab031f, 0xa2b7, 0x38d),
    (0x3b53cc3, 0xa47d, 0x395), (0x3bf92e9, 0xa648, 0x39d), (0x3ca05df, 0xa817, 0x3aa),
    (0x3d495f7, 0xa9ec, 0x3b2), (0x3df4381, 0xabc5, 0x3bf), (0x3ea0ece, 0xada4, 0x3c9),
    (0x3f4f833, 0xaf88, 0x3d4),
], np.int64)

_LG2_TABLE = np.array([
    (0x0000003, 0xb8a8, 0x2d7), (0x016e796, 0xb5d1, 0x2c1), (0x02d75ac, 0xb310, 0x2ad),
    (0x043ace6, 0xb064, 0x299), (0x0598fe1, 0xadcc, 0x286), (0x06f210e, 0xab47, 0x273),
    (0x08462c8, 0xa8d5, 0x262), (0x099574f, 0xa674, 0x250), (0x0ae00d7, 0xa424, 0x240),
    (0x0c26161, 0xa1e4, 0x22f), (0x0d67af4, 0x9fb4, 0x220), (0x0ea4f75, 0x9d93, 0x212),
    (0x0fde0b8, 0x9b81, 0x206), (0x111307b, 0x997c, 0x1f8), (0x124407b, 0x9784, 0x1eb),
    (0x1371250, 0x9599, 0x1df), (0x149a785, 0x93ba, 0x1d2), (0x15c01a7, 0x91e7, 0x1c7),
    (0x16e2221, 0x9020, 0x1bd), (0x1800a58, 0x8e63, 0x1b1), (0x191bbab, 0x8cb2, 0x1a9),
    (0x1a3375f, 0x8b0a, 0x19e), (0x1b47ebd, 0x896c, 0x194), (0x1c592fa, 0x87d8, 0x18c),
    (0x1d6753e, 0x864c, 0x181), (0x1e726a9, 0x84ca, 0x179), (0x1f7a856, 0x8350, 0x170),
    (0x207fb51, 0x81df, 0x169), (0x218209e, 0x8076, 0x162), (0x2281941, 0x7f14, 0x15a),
    (0x237e626, 0x7dba, 0x153), (0x247883a, 0x7c67, 0x14b), (0x2570069, 0x7b1c, 0x146),
    (0x2664f8c, 0x79d7, 0x13f), (0x2757681, 0x7898, 0x137), (0x2847613, 0x7761, 0x133),
    (0x2934f0c, 0x762f, 0x12c), (0x2a20232, 0x7503, 0x125), (0x2b09049, 0x73de, 0x121),
    (0x2bef9ff, 0x72be, 0x11b), (0x2cd4010, 0x71a3, 0x114), (0x2db632d, 0x708e, 0x10f),
    (0x2e963fc, 0x6f7e, 0x10a), (0x2f7431c, 0x6e74, 0x106), (0x3050139, 0x6d6e, 0x101),
    (0x3129eed, 0x6c6d, 0x0fd), (0x3201cc5, 0x6b71, 0x0f9), (0x32d7b5c, 0x6a79, 0x0f4),
    (0x33abb40, 0x6985, 0x0ee), (0x347dcff, 0x6896, 0x0ea), (0x354e120, 0x67ac, 0x0e8),
    (0x361c822, 0x66c5, 0x0e3), (0x36e9292, 0x65e2, 0x0df), (0x37b40e3, 0x6503, 0x0db),
    (0x387d397, 0x6428, 0x0d8), (0x3944b1d, 0x6350, 0x0d3), (0x3a0a7eb, 0x627d, 0x0d1),
    (0x3acea79, 0x61ac, 0x0cc), (0x3b91336, 0x60df, 0x0c9), (0x3c52284, 0x6016, 0x0c7),
    (0x3d118d9, 0x5f4f, 0x0c3), (0x3dcf68f, 0x5e8c, 0x0c0), (0x3e8bc11, 0x5dcc, 0x0bd),
    (0x3f469c0, 0x5d0f, 0x0ba),
], np.int64)

_RCP_TABLE = np.array([
    (0x3fffffd, 0xfffe, 0x3f5), (0x3f80fdf, 0xfc0a, 0x3dd), (0x3f03f03, 0xf82d, 0x3c6),
    (0x3e88cb2, 0xf467, 0x3b1), (0x3e0f83b, 0xf0b6, 0x39b), (0x3d980f5, 0xed1b, 0x386),
    (0x3d22635, 0xe995, 0x373), (0x3cae757, 0xe622, 0x35f), (0x3c3c3c1, 0xe2c3, 0x34d),
    (0x3bcbadb, 0xdf77, 0x33b), (0x3b5cc0e, 0xdc3d, 0x329), (0x3aef6c8, 0xd914, 0x317),
    (0x3a83a82, 0xd5fd, 0x306), (0x3a196b1, 0xd2f7, 0x2f6), (0x39b0ad0, 0xd001, 0x2e6),
    (0x394965f, 0xcd1b, 0x2d7), (0x38e38e2, 0xca44, 0x2c7), (0x387f1df, 0xc77c, 0x2b8),
    (0x381c0df, 0xc4c3, 0x2aa), (0x37ba56f, 0xc218, 0x29d), (0x3759f20, 0xbf7b, 0x290),
    (0x36fad86, 0xbceb, 0x282), (0x369d034, 0xba69, 0x277), (0x36406c7, 0xb7f3, 0x26a),
    (0x35e50d6, 0xb589, 0x25d), (0x358ae03, 0xb32c, 0x252), (0x3531deb, 0xb0da, 0x246),
    (0x34da033, 0xae94, 0x23c), (0x3483483, 0xac59, 0x231), (0x342da7e, 0xaa28, 0x225),
    (0x33d91d2, 0xa803, 0x21c), (0x3385a28, 0xa5e7, 0x211), (0x3333332, 0xa3d6, 0x207),
    (0x32e1c9e, 0xa1cf, 0x1fe), (0x329161d, 0x9fd1, 0x1f5), (0x3241f68, 0x9ddc, 0x1ea),
    (0x31f3830, 0x9bf1, 0x1e2), (0x31a6031, 0x9a0f, 0x1da), (0x3159721, 0x9835, 0x1d1),
    (0x310dcbe, 0x9664, 0x1c9), (0x30c30c2, 0x949b, 0x1c1), (0x30792ee, 0x92da, 0x1b9),
    (0x3030302, 0x9121, 0x1b1), (0x2fe80bf, 0x8f70, 0x1aa), (0x2fa0be7, 0x8dc6, 0x1a2),
    (0x2f5a440, 0x8c24, 0x19c), (0x2f1498f, 0x8a88, 0x193), (0x2ecfb9b, 0x88f4, 0x18d),
    (0x2e8ba2e, 0x8767, 0x186), (0x2e4850e, 0x85e0, 0x17f), (0x2e05c09, 0x8460, 0x179),
    (0x2dc3eed, 0x82e7, 0x173), (0x2d82d82, 0x8174, 0x16e), (0x2d42799, 0x8006, 0x166),
    (0x2d02d01, 0x7e9f, 0x161), (0x2cc3d8b, 0x7d3e, 0x15c), (0x2c8590a, 0x7be2, 0x155),
    (0x2c47f4f, 0x7a8d, 0x151), (0x2c0b02b, 0x793c, 0x14b), (0x2bceb75, 0x77f1, 0x146),
    (0x2b93104, 0x76ab, 0x140), (0x2b580ad, 0x756b, 0x13c), (0x2b1da46, 0x742f, 0x136),
    (0x2ae3da6, 0x72f8, 0x131), (0x2aaaaa9, 0x71c7, 0x12e), (0x2a72129, 0x709a, 0x129),
    (0x2a3a0fd, 0x6f71, 0x123), (0x2a02a01, 0x6e4d, 0x11f), (0x29cbc14, 0x6d2e, 0x11b),
    (0x299570f, 0x6c13, 0x117), (0x295fad3, 0x6afc, 0x112), (0x292a73c, 0x69ea, 0x10f),
    (0x28f5c28, 0x68db, 0x10a), (0x28c1978, 0x67d1, 0x107), (0x288df0b, 0x66ca, 0x102),
    (0x285acc3, 0x65c8, 0x100), (0x2828282, 0x64c9, 0x0fb), (0x27f6027, 0x63ce, 0x0f8),
    (0x27c4597, 0x62d6, 0x0f3), (0x27932b3, 0x61e2, 0x0f0), (0x2762761, 0x60f2, 0x0ed),
    (0x2732385, 0x6005, 0x0e9), (0x2702702, 0x5f1c, 0x0e7), (0x26d31be, 0x5e35, 0x0e2),
    (0x26a439e, 0x5d52, 0x0df), (0x2675c8a, 0x5c73, 0x0de), (0x2647c68, 0x5b96, 0x0da),
    (0x261a31f, 0x5abc, 0x0d6), (0x25ed097, 0x59e6, 0x0d4), (0x25c04b8, 0x5912, 0x0d0),
    (0x2593f68, 0x5841, 0x0cd), (0x2568095, 0x5774, 0x0cc), (0x253c824, 0x56a8, 0x0c7),
    (0x2511601, 0x55e0, 0x0c5), (0x24e6a16, 0x551b, 0x0c4), (0x24bc44d, 0x5458, 0x0c1),
    (0x2492491, 0x5397, 0x0bd), (0x2468ace, 0x52d9, 0x0ba), (0x243f6f0, 0x521e, 0x0b8),
    (0x24168e0, 0x5165, 0x0b6), (0x23ee08f, 0x50af, 0x0b4), (0x23c5de6, 0x4ffb, 0x0b2),
    (0x239e0d4, 0x4f49, 0x0af), (0x2376947, 0x4e9a, 0x0ad), (0x234f72b, 0x4ded, 0x0ab),
    (0x2328a6e, 0x4d42, 0x0a9), (0x2302301, 0x4c99, 0x0a6), (0x22dc0d0, 0x4bf3, 0x0a5),
    (0x22b63cb, 0x4b4e, 0x0a1), (0x2290be1, 0x4aac, 0x0a0), (0x226b901, 0x4a0c, 0x09f),
    (0x2246b1c, 0x496d, 0x09b), (0x2222221, 0x48d1, 0x09a), (0x21fde01, 0x4837, 0x099),
    (0x21d9eac, 0x479e, 0x096), (0x21b6415, 0x4708, 0x095), (0x2192e29, 0x4673, 0x093),
    (0x216fcdc, 0x45e0, 0x091), (0x214d021, 0x454f, 0x08f), (0x212a7e5, 0x44c0, 0x08f),
    (0x2108420, 0x4432, 0x08c), (0x20e64c1, 0x43a6, 0x08a), (0x20c49ba, 0x431c, 0x089),
    (0x20a32fe, 0x4293, 0x087), (0x2082081, 0x420c, 0x085), (0x2061236, 0x4187, 0x084),
    (0x204080e, 0x4103, 0x083), (0x2020200, 0x4081, 0x082),
], np.int64)

#: rows 0..63: even exponents (significand in [1, 2)); rows 64..127: odd ones
_RSQRT_TABLE = np.array([
    (0x3fffffb, 0xfffb, 0x2f2), (0x3f817ab, 0xfa18, 0x2d5), (0x3f05d8d, 0xf46f, 0x2ba),
    (0x3e8cfe1, 0xeefb, 0x2a0), (0x3e16d06, 0xe9bb, 0x288), (0x3da336b, 0xe4ab, 0x271),
    (0x3d32197, 0xdfc9, 0x25b), (0x3cc3623, 0xdb13, 0x246), (0x3c56fb9, 0xd687, 0x232),
    (0x3becd10, 0xd222, 0x21f), (0x3b84cf2, 0xcde4, 0x20e), (0x3b1ee3d, 0xc9c9, 0x1fc),
    (0x3abafd0, 0xc5d1, 0x1ec), (0x3a590a4, 0xc1fa, 0x1dc), (0x39f8fb1, 0xbe42, 0x1cd),
    (0x399ac06, 0xbaa8, 0x1be), (0x393e4b4, 0xb72b, 0x1b1), (0x38e38e1, 0xb3ca, 0x1a4),
    (0x388a7ae, 0xb082, 0x197), (0x3833053, 0xad54, 0x18b), (0x37dd208, 0xaa3e, 0x17f),
    (0x3788c0f, 0xa73f, 0x174), (0x3735db3, 0xa457, 0x16a), (0x36e4647, 0xa184, 0x160),
    (0x3694523, 0x9ec5, 0x156), (0x36459a9, 0x9c1a, 0x14c), (0x35f8339, 0x9982, 0x143),
    (0x35ac142, 0x96fc, 0x13a), (0x3561334, 0x9487, 0x131), (0x3517886, 0x9224, 0x12a),
    (0x34cf0b2, 0x8fd0, 0x122), (0x3487b3e, 0x8d8d, 0x11b), (0x34417ac, 0x8b58, 0x113),
    (0x33fc585, 0x8932, 0x10c), (0x33b8454, 0x871a, 0x106), (0x33753b2, 0x850f, 0x0ff),
    (0x3333331, 0x8311, 0x0f8), (0x32f226a, 0x8120, 0x0f2), (0x32b20fc, 0x7f3b, 0x0ec),
    (0x3272e83, 0x7d62, 0x0e7), (0x3234aaa, 0x7b94, 0x0e1), (0x31f7510, 0x79d1, 0x0dc),
    (0x31bad65, 0x7819, 0x0d7), (0x317f353, 0x766b, 0x0d2), (0x3144689, 0x74c7, 0x0cd),
    (0x310a6b8, 0x732d, 0x0c9), (0x30d1398, 0x719c, 0x0c4), (0x3098cda, 0x7013, 0x0bf),
    (0x306123c, 0x6e94, 0x0bb), (0x302a375, 0x6d1d, 0x0b7), (0x2ff4045, 0x6bae, 0x0b3),
    (0x2fbe86c, 0x6a48, 0x0b0), (0x2f89bab, 0x68e9, 0x0ac), (0x2f559c3, 0x6791, 0x0a8),
    (0x2f2227b, 0x6641, 0x0a5), (0x2eef598, 0x64f8, 0x0a2), (0x2ebd2e6, 0x63b5, 0x09e),
    (0x2e8ba2d, 0x6279, 0x09a), (0x2e5ab38, 0x6144, 0x097), (0x2e2a5d3, 0x6015, 0x094),
    (0x2dfa9ce, 0x5eec, 0x091), (0x2dcb6f6, 0x5dc9, 0x08f), (0x2d9cd24, 0x5cac, 0x08c),
    (0x2d6ec23, 0x5b94, 0x089),
    (0x2d413c7, 0xb501, 0x215), (0x2ce7c60, 0xb0d8, 0x201), (0x2c905a4, 0xacd7, 0x1ed),
    (0x2c3ae53, 0xa8fc, 0x1db), (0x2be7548, 0xa546, 0x1cb), (0x2b9596a, 0xa1b1, 0x1ba),
    (0x2b459af, 0x9e3e, 0x1ab), (0x2af7512, 0x9ae9, 0x19c), (0x2aaaaa8, 0x97b2, 0x18e),
    (0x2a5f985, 0x9496, 0x180), (0x2a160d3, 0x9196, 0x173), (0x29cdfbb, 0x8eaf, 0x167),
    (0x298757b, 0x8be1, 0x15c), (0x2942150, 0x8929, 0x150), (0x28fe285, 0x8688, 0x146),
    (0x28bb873, 0x83fd, 0x13c), (0x287a269, 0x8185, 0x132), (0x2839fcf, 0x7f21, 0x129),
    (0x27fb00e, 0x7cd0, 0x120), (0x27bd28f, 0x7a90, 0x117), (0x27806c7, 0x7861, 0x10f),
    (0x2744c35, 0x7643, 0x107), (0x270a255, 0x7435, 0x100), (0x26d08ad, 0x7235, 0x0f8),
    (0x2697ec5, 0x7044, 0x0f1), (0x266042c, 0x6e61, 0x0eb), (0x2629877, 0x6c8c, 0x0e5),
    (0x25f3b3e, 0x6ac3, 0x0de), (0x25bec15, 0x6907, 0x0d9), (0x258aaa4, 0x6756, 0x0d2),
    (0x2557685, 0x65b1, 0x0cd), (0x2524f65, 0x6417, 0x0c7), (0x24f34e5, 0x6288, 0x0c3),
    (0x24c26ba, 0x6103, 0x0be), (0x2492491, 0x5f88, 0x0b9), (0x2462e18, 0x5e16, 0x0b4),
    (0x2434308, 0x5cae, 0x0b0), (0x2406317, 0x5b4e, 0x0ab), (0x23d8e00, 0x59f7, 0x0a7),
    (0x23ac380, 0x58a9, 0x0a3), (0x2380352, 0x5762, 0x09f), (0x2354d3b, 0x5623, 0x09b),
    (0x232a0fb, 0x54ec, 0x098), (0x22ffe5b, 0x53bc, 0x094), (0x22d651c, 0x5293, 0x091),
    (0x22ad50c, 0x5171, 0x08e), (0x2284df5, 0x5055, 0x08a), (0x225cf9d, 0x4f40, 0x088),
    (0x22359d9, 0x4e31, 0x085), (0x220ec77, 0x4d28, 0x082), (0x21e8748, 0x4c24, 0x07e),
    (0x21c2a1b, 0x4b27, 0x07c), (0x219d4c4, 0x4a2f, 0x07a), (0x217871d, 0x493c, 0x077),
    (0x21540f4, 0x484e, 0x075), (0x213022a, 0x4765, 0x072), (0x210ca91, 0x4681, 0x070),
    (0x20e9a06, 0x45a2, 0x06e), (0x20c7065, 0x44c7, 0x06b), (0x20a4d86, 0x43f1, 0x069),
    (0x2083148, 0x431f, 0x067), (0x2061b87, 0x4251, 0x065), (0x2040c25, 0x4187, 0x063),
    (0x2020305, 0x40c2, 0x061),
], np.int64)

#: rows 0..63: even exponents; rows 64..127: odd ones
_SQRT_TABLE = np.array([
    (0x1ffffff, 0x0ffff, 0x1fa), (0x203fc07, 0x0fe05, 0x1ee), (0x207f03e, 0x0fc16, 0x1e2),
    (0x20bdcd1, 0x0fa33, 0x1d8), (0x20fc1ec, 0x0f85a, 0x1cd), (0x2139fb9, 0x0f68c, 0x1c4),
    (0x2177660, 0x0f4c8, 0x1bb), (0x21b4609, 0x0f30d, 0x1b2), (0x21f0ed9, 0x0f15b, 0x1a8),
    (0x222d0f4, 0x0efb3, 0x1a1), (0x2268c7e, 0x0ee13, 0x198), (0x22a4199, 0x0ec7b, 0x18f),
    (0x22df066, 0x0eaeb, 0x187), (0x2319903, 0x0e964, 0x181), (0x2353b91, 0x0e7e3, 0x178),
    (0x238d82c, 0x0e66b, 0x172), (0x23c6ef2, 0x0e4f9, 0x16b), (0x23fffff, 0x0e38e, 0x165),
    (0x2438b6d, 0x0e22a, 0x15f), (0x2471157, 0x0e0cc, 0x158), (0x24a91d6, 0x0df74, 0x151),
    (0x24e0d03, 0x0de23, 0x14c), (0x25182f6, 0x0dcd7, 0x145), (0x254f3c6, 0x0db91, 0x13f),
    (0x2585f8a, 0x0da51, 0x13b), (0x25bc658, 0x0d916, 0x135), (0x25f2845, 0x0d7e0, 0x130),
    (0x2628565, 0x0d6b0, 0x12b), (0x265ddce, 0x0d584, 0x126), (0x2693192, 0x0d45e, 0x122),
    (0x26c80c5, 0x0d33c, 0x11d), (0x26fcb7a, 0x0d21e, 0x118), (0x27311c1, 0x0d106, 0x115),
    (0x27653af, 0x0cff1, 0x110), (0x2799152, 0x0cee1, 0x10c), (0x27ccabd, 0x0cdd5, 0x109),
    (0x27fffff, 0x0cccd, 0x105), (0x2833129, 0x0cbc8, 0x0ff), (0x2865e49, 0x0cac8, 0x0fc),
    (0x289876f, 0x0c9cc, 0x0f9), (0x28cacab, 0x0c8d2, 0x0f4), (0x28fce0a, 0x0c7dd, 0x0f2),
    (0x292eb9a, 0x0c6eb, 0x0ee), (0x2960569, 0x0c5fd, 0x0ec), (0x2991b85, 0x0c511, 0x0e7),
    (0x29c2dfa, 0x0c42a, 0x0e5), (0x29f3cd6, 0x0c345, 0x0e2), (0x2a24826, 0x0c263, 0x0de),
    (0x2a54ff4, 0x0c185, 0x0dd), (0x2a8544e, 0x0c0a9, 0x0d9), (0x2ab553f, 0x0bfd0, 0x0d6),
    (0x2ae52d2, 0x0befa, 0x0d3), (0x2b14d14, 0x0be26, 0x0cf), (0x2b4440d, 0x0bd57, 0x0cf),
    (0x2b737cb, 0x0bc88, 0x0ca), (0x2ba2856, 0x0bbbd, 0x0c8), (0x2bd15b9, 0x0baf5, 0x0c7),
    (0x2bfffff, 0x0ba2e, 0x0c2), (0x2c2e731, 0x0b96b, 0x0c2), (0x2c5cb59, 0x0b8a9, 0x0be),
    (0x2c8ac80, 0x0b7ea, 0x0bc), (0x2cb8aaf, 0x0b72e, 0x0bb), (0x2ce65f1, 0x0b673, 0x0b8),
    (0x2d13e4d, 0x0b5bb, 0x0b6),
    (0x2d413cc, 0x16a08, 0x2ca), (0x2d9b657, 0x1673c, 0x2b9), (0x2df4dd3, 0x16482, 0x2ac),
    (0x2e4da82, 0x161d6, 0x29c), (0x2ea5ca1, 0x15f3a, 0x28f), (0x2efd46b, 0x15cac, 0x281),
    (0x2f54219, 0x15a2c, 0x272), (0x2faa5e3, 0x157ba, 0x265), (0x2ffffff, 0x15554, 0x257),
    (0x305509f, 0x152fc, 0x24c), (0x30a97f5, 0x150b0, 0x241), (0x30fd632, 0x14e70, 0x237),
    (0x3150b84, 0x14c3a, 0x22a), (0x31a3817, 0x14a10, 0x220), (0x31f5c17, 0x147f0, 0x213),
    (0x32477af, 0x145dc, 0x20c), (0x3298b07, 0x143d0, 0x200), (0x32e9645, 0x141d0, 0x1f9),
    (0x3339992, 0x13fd8, 0x1f0), (0x3389512, 0x13de8, 0x1e4), (0x33d88e9, 0x13c02, 0x1dc),
    (0x3427538, 0x13a26, 0x1d6), (0x3475a25, 0x13850, 0x1cb), (0x34c37cd, 0x13684, 0x1c5),
    (0x3510e52, 0x134be, 0x1bb), (0x355ddd2, 0x13302, 0x1b7), (0x35aa66c, 0x1314c, 0x1af),
    (0x35f683d, 0x12f9e, 0x1a9), (0x3642362, 0x12df6, 0x1a1), (0x368d7f7, 0x12c54, 0x198),
    (0x36d8616, 0x12aba, 0x191), (0x3722dda, 0x12928, 0x18f), (0x376cf5c, 0x1279a, 0x187),
    (0x37b6ab6, 0x12612, 0x17f), (0x37fffff, 0x12492, 0x17b), (0x3848f50, 0x12316, 0x174),
    (0x38918bf, 0x121a2, 0x172), (0x38d9c63, 0x12032, 0x16c), (0x3921a53, 0x11ec6, 0x164),
    (0x39692a2, 0x11d62, 0x161), (0x39b0567, 0x11c02, 0x15c), (0x39f72b7, 0x11aa6, 0x155),
    (0x3a3daa3, 0x11950, 0x150), (0x3a83d41, 0x117fe, 0x14a), (0x3ac9aa3, 0x116b2, 0x147),
    (0x3b0f2dc, 0x1156a, 0x143), (0x3b545fd, 0x11426, 0x13d), (0x3b99419, 0x112e8, 0x13c),
    (0x3bddd41, 0x111ac, 0x135), (0x3c22186, 0x11076, 0x132), (0x3c660f8, 0x10f44, 0x12f),
    (0x3ca9ba9, 0x10e14, 0x129), (0x3ced1a6, 0x10cea, 0x126), (0x3d30301, 0x10bc4, 0x125),
    (0x3d72fc8, 0x10aa0, 0x11f), (0x3db580a, 0x10980, 0x11a), (0x3df7bd5, 0x10866, 0x11a),
    (0x3e39b39, 0x1074c, 0x113), (0x3e7b642, 0x10638, 0x111), (0x3ebccff, 0x10526, 0x10d),
    (0x3efdf7d, 0x10418, 0x10a), (0x3f3edc8, 0x1030e, 0x108), (0x3f7f7ef, 0x10206, 0x105),
    (0x3fbfdfd, 0x10102, 0x103),
], np.int64)

#: each function's rounding bias (PTXM's 64-bit constants, already shifted to the sum's
#: weight: ``bias >> (64 - weight + 23)``)
_EX2_BIAS = 0x6FC4000000000000 >> 30
_LG2_BIAS = 0x868B000000000000 >> 31
_RCP_BIAS = 0x67E7000000000000 >> 31
_RSQRT_BIAS = 0x7FFF800000000000 >> 30
_SQRT_BIAS = 0x7FFF800000000000 >> 29

#: which ``sqrt.approx.f32`` the simulator uses: "sm6x" (MUFU.SQRT) or "sm5x" (the
#: reciprocal of the reciprocal square root); the one default to switch after a device run
_SQRT_VARIANT = "sm6x"
SQRT_VARIANTS = ("sm6x", "sm5x")


# ------------------------------------------------------------------ helpers

def _f32(x) -> np.ndarray:
    return np.asarray(x, F32)


def _from_bits(b) -> np.ndarray:
    return np.asarray(b, np.int64).astype(U32).view(F32)


def _ldexp(r: np.ndarray, k: np.ndarray) -> np.ndarray:
    """``r * 2**k`` rounded once to float32 (to nearest; subnormal and infinite results as
    IEEE gives them): the float64 product is exact for the exponents met here."""
    with np.errstate(over="ignore", under="ignore"):
        return (r.astype(np.float64) * np.exp2(k.astype(np.float64))).astype(F32)


def _flush_out(r: np.ndarray) -> np.ndarray:
    """A subnormal result flushed to a zero of its sign (``.ftz``)."""
    tiny = (r != 0) & (np.abs(r) < F32(1.1754944e-38))
    return np.where(tiny, np.copysign(F32(0), r), r).astype(F32)


def _flush_in(x: np.ndarray) -> np.ndarray:
    """A subnormal input flushed to a zero of its sign (``.ftz``)."""
    return _flush_out(x)


def _split(x: np.ndarray, lo_bits: int):
    """(biased exponent, upper significand bits, lower ``lo_bits`` bits) of float32 ``x``."""
    b = x.view(U32).astype(np.int64)
    return (b >> 23) & 0xFF, (b & _M23) >> lo_bits, b & ((1 << lo_bits) - 1)


def _scale_subnormal(x: np.ndarray):
    """(x with subnormals scaled by 2**24, their exponent correction -24 or 0, mask)."""
    sub = (x != 0) & (np.abs(x) < F32(1.1754944e-38))
    with np.errstate(over="ignore", invalid="ignore"):
        xs = np.where(sub, x * F32(16777216.0), x).astype(F32)
    return xs, np.where(sub, -24, 0).astype(np.int64), sub


# ------------------------------------------------------------------ ex2

def _ex2_unit(x: np.ndarray) -> np.ndarray:
    """2**x for finite float32 ``x`` (no special cases): the integer part by exponent, the
    fraction as a 23-bit fixed-point number (truncated; a negative fraction as the one's
    complement against the next lower integer) through the table."""
    integral = np.trunc(x).astype(F32)
    frac = (x - integral).astype(F32)  # exact
    e, _, _ = _split(frac, 0)
    m = (frac.view(U32).astype(np.int64) & _M23) | (1 << 23)
    fx = m >> np.minimum(127 - e, 24)
    fx = np.where(frac == 0, 0, fx)
    neg = (frac < 0) & (fx != 0)
    fx = np.where(neg, ~fx, fx) & _M23
    n = integral.astype(np.float64) - neg
    xh, xl = fx >> 17, fx & ((1 << 17) - 1)
    c = _EX2_TABLE
    s = (np.take(c[:, 0], xh) << 32) + ((np.take(c[:, 1], xh) * xl) << 19) \
        + np.take(c[:, 2], xh) * _sq(xl) + _EX2_BIAS
    r = _from_bits((127 << 23) | ((s >> 34) & _M23))
    with np.errstate(over="ignore"):
        scale = np.where(n > 127, np.inf, np.where(n < -126, 0.0,
                                                     np.exp2(np.clip(n, -126, 127))))
    return (r.astype(np.float64) * scale).astype(F32)  # exact: r has 24 bits


def ex2_approx(x, ftz: bool = False) -> np.ndarray:
    """PTX ``ex2.approx.f32`` (``ftz``: ``ex2.approx.ftz.f32``, MUFU.EX2 alone) of float32
    ``x``: 2**x. Zero and subnormal inputs give 1; ``-inf`` gives +0, ``+inf`` +inf. Without
    ``ftz``, ``x < -126`` is halved before the unit and the result squared (a subnormal
    result); with ``ftz`` such results are 0."""
    x = _f32(x)
    shape = x.shape
    x = x.reshape(-1)
    fin = np.isfinite(x)
    xf = np.where(fin, x, F32(0))
    low = (xf < F32(-126.0)) & (not ftz)
    xin = np.where(low, xf * F32(0.5), xf).astype(F32)
    r = _ex2_unit(xin)
    with np.errstate(under="ignore"):
        r = np.where(low, (r * r).astype(F32), r)
    tiny = np.abs(x) < F32(1.1754944e-38)
    r = np.where(tiny, F32(1.0), r)
    r = np.where(x == F32(np.inf), F32(np.inf), np.where(x == F32(-np.inf), F32(0), r))
    r = np.where(np.isnan(x), _NAN.view(F32), r).astype(F32)
    return r.reshape(shape)


# ------------------------------------------------------------------ lg2

def _lg2_unit(x: np.ndarray) -> np.ndarray:
    """log2 of positive normal float32 ``x`` (``x != 1``): the significand's
    logarithm from the table, the exponent added in fixed point (weight 2**56), the
    magnitude's 20 low bits dropped, normalized and truncated to 24 bits."""
    e, xh, xl = _split(x, 17)
    c = _LG2_TABLE
    s = (np.take(c[:, 0], xh) << 30) + ((np.take(c[:, 1], xh) * xl) << 18) \
        - np.take(c[:, 2], xh) * _sq(xl) + _LG2_BIAS
    s = np.abs(s + ((e - 127) << 56))
    s &= ~np.int64((1 << 20) - 1)
    nb = _bit_length(s)
    frac = np.where(nb >= 24, s >> np.maximum(nb - 24, 0), s << np.maximum(24 - nb, 0)) & _M23
    sign = (x < F32(1.0)).astype(np.int64)
    r = _from_bits((sign << 31) | ((127 + nb - 57) << 23) | frac)
    return np.where(s == 0, F32(0), r)


def lg2_approx(x, ftz: bool = False) -> np.ndarray:
    """PTX ``lg2.approx.f32`` (``ftz``: ``lg2.approx.ftz.f32``, MUFU.LG2 alone) of float32
    ``x``: log2(x). 0 gives -inf, +inf +inf, negative and NaN inputs NaN, 1 gives 0.
    Without ``ftz`` a subnormal ``x`` is scaled by 2**24 first and 24 subtracted after
    (``fadd``); with ``ftz`` it counts as zero (-inf)."""
    x = _f32(x)
    shape = x.shape
    x = x.reshape(-1)
    if ftz:
        x = _flush_in(x)
    xs, _, sub = _scale_subnormal(x)
    ok = np.isfinite(xs) & (xs > 0)
    r = _lg2_unit(np.where(ok, xs, F32(2.0)))
    r = np.where(sub, (r - F32(24.0)).astype(F32), r)
    r = np.where(xs == F32(1.0), F32(0), r)
    r = np.where(x == 0, F32(-np.inf), r)
    r = np.where(x == F32(np.inf), F32(np.inf), r)
    bad = np.isnan(x) | ((x < 0) & (x != 0))
    r = np.where(bad, _NAN.view(F32), r).astype(F32)
    return r.reshape(shape)


# ------------------------------------------------------------------ rcp

def rcp_approx(x, ftz: bool = False) -> np.ndarray:
    """PTX ``rcp.approx.f32`` (``ftz``: ``rcp.approx.ftz.f32``, MUFU.RCP alone) of float32
    ``x``: 1/x from a 128-segment table on the significand, the exponent negated. Zeros give
    infinities and infinities zeros of the same sign. Without ``ftz`` a subnormal ``x`` is
    scaled by 2**24 first (its reciprocal may overflow to infinity) and a result below the
    normal range is rounded to a subnormal; with ``ftz`` subnormal inputs count as zero and
    subnormal results are zero."""
    x = _f32(x)
    shape = x.shape
    x = x.reshape(-1)
    if ftz:
        x = _flush_in(x)
    xs, k, _ = _scale_subnormal(x)
    fin = np.isfinite(xs) & (xs != 0)
    xs = np.where(fin, xs, F32(1.0))
    e, xh, xl = _split(xs, 16)
    c = _RCP_TABLE
    s = (np.take(c[:, 0], xh) << 30) - ((np.take(c[:, 1], xh) * xl) << 17) \
        + np.take(c[:, 2], xh) * (_sq(xl << 1) >> 2) + _RCP_BIAS
    small = (s >> 56) == 0
    s = np.where(small, s << 1, s)
    rexp = np.where(small, 126, 127)
    sign = (xs < 0).astype(np.int64)
    r = _from_bits((sign << 31) | (rexp << 23) | ((s >> 33) & _M23))
    r = _ldexp(r, -(e - 127 + k))
    if ftz:
        r = _flush_out(r)
    r = np.where(x == 0, np.copysign(F32(np.inf), x), r)
    r = np.where(np.isinf(x), np.copysign(F32(0), x), r)
    r = np.where(np.isnan(x), _NAN.view(F32), r).astype(F32)
    return r.reshape(shape)


# ------------------------------------------------------------------ rsqrt / sqrt

def _root_parts(x: np.ndarray, table: np.ndarray):
    """(the table rows for positive normal ``x``, xl, the exponent halved, odd mask):
    an odd exponent takes the table's second half and is made even."""
    xs, k, _ = _scale_subnormal(x)
    e, xh, xl = _split(xs, 17)
    lg = e - 127 + k
    odd = lg & 1
    idx = xh + (odd << 6)
    rows = [np.take(table[:, j], idx) for j in range(3)]
    return rows, xl, (lg - odd) // 2, odd, xs


def rsqrt_approx(x, ftz: bool = False) -> np.ndarray:
    """PTX ``rsqrt.approx.f32`` (``ftz``: MUFU.RSQ alone) of float32 ``x``: 1/sqrt(x).
    Zeros give infinities of their sign, +inf gives 0, negative inputs and NaN give NaN;
    an even power of two gives its exact root. Without ``ftz`` a subnormal input is scaled
    by 2**24 first; with ``ftz`` it counts as zero."""
    x = _f32(x)
    shape = x.shape
    x = x.reshape(-1)
    if ftz:
        x = _flush_in(x)
    ok = np.isfinite(x) & (x > 0)
    xv = np.where(ok, x, F32(1.0))
    (c0, c1, c2), xl, half, odd, xs = _root_parts(xv, _RSQRT_TABLE)
    s = (c0 << 31) - ((c1 * xl) << 17) + c2 * _sq(xl) + _RSQRT_BIAS
    s <<= 1
    r = _from_bits((126 << 23) | ((s >> 34) & _M23))
    exact = (odd == 0) & ((xs.view(U32) & U32(_M23)) == 0)
    r = np.where(exact, F32(1.0), r)
    r = _ldexp(r, -half)
    r = np.where(x == 0, np.copysign(F32(np.inf), x), r)
    r = np.where(x == F32(np.inf), F32(0), r)
    bad = np.isnan(x) | ((x < 0) & (x != 0))
    r = np.where(bad, _NAN.view(F32), r).astype(F32)
    return r.reshape(shape)


def _sqrt_sm6x(x: np.ndarray) -> np.ndarray:
    ok = np.isfinite(x) & (x > 0)
    xv = np.where(ok, x, F32(1.0))
    (c0, c1, c2), xl, half, _, _ = _root_parts(xv, _SQRT_TABLE)
    s = (c0 << 33) + ((c1 * xl) << 18) - c2 * _sq(xl) + _SQRT_BIAS
    r = _from_bits((127 << 23) | ((s >> 35) & _M23))
    r = _ldexp(r, half)
    r = np.where(x == 0, x, r)
    r = np.where(x == F32(np.inf), F32(np.inf), r)
    bad = np.isnan(x) | ((x < 0) & (x != 0))
    return np.where(bad, _NAN.view(F32), r).astype(F32)


def sqrt_approx(x, ftz: bool = False, _variant: str | None = None) -> np.ndarray:
    """PTX ``sqrt.approx.f32`` (``ftz``: ``sqrt.approx.ftz.f32``) of float32 ``x``.
    ``_variant`` (device experiments): ``"sm6x"``, the unit's own square root (MUFU.SQRT:
    a table on the significand, the exponent halved); ``"sm5x"``, :func:`rcp_approx` of
    :func:`rsqrt_approx`. Zeros keep their sign, negative inputs give NaN."""
    v = _variant or _SQRT_VARIANT
    x = _f32(x)
    shape = x.shape
    x = x.reshape(-1)
    if ftz:
        x = _flush_in(x)
    if v == "sm6x":
        r = _sqrt_sm6x(x)
    elif v == "sm5x":
        r = rcp_approx(rsqrt_approx(x, ftz), ftz)
        r = np.where(x == 0, x, r).astype(F32)
    else:
        raise ValueError(f"sqrt.approx variant {v!r}: one of {', '.join(SQRT_VARIANTS)}")
    return r.reshape(shape)


# ------------------------------------------------------------------ float32 arithmetic

def _mul(a, b, ftz: bool) -> np.ndarray:
    """``mul.f32`` (round to nearest; ``ftz``: ``mul.ftz.f32``, subnormals in and out 0)."""
    a, b = _f32(a), _f32(b)
    if ftz:
        a, b = _flush_in(a), _flush_in(b)
    with np.errstate(over="ignore", under="ignore", invalid="ignore"):
        r = (a * b).astype(F32)
    r = np.where(np.isnan(r), _NAN.view(F32), r).astype(F32)
    return _flush_out(r) if ftz else r


def div_approx(a, b, ftz: bool = False) -> np.ndarray:
    """PTX ``div.approx.f32`` (``__fdividef`` without ``-ftz=true``) or, with ``ftz``,
    ``div.approx.ftz.f32``: ``a`` times the unit's reciprocal of ``b`` (MUFU.RCP, which
    flushes: a reciprocal below the normal range is 0, so ``|b|`` in ``[2**126, 2**128)``
    gives 0, or NaN for infinite ``a``).

    With ``ftz`` that is all (MUFU.RCP, ``mul.ftz.f32``: subnormal ``a``, ``b`` and results
    are zeros). Without it, as ptxas expands the instruction for sm_90 (the SASS of
    ``scripts/gpu_sfu.py``: ``FSETP.GEU |b|, 1.175494e-38`` and two ``FMUL`` by 16777216
    before MUFU.RCP), a ``b`` below the normal range scales both operands by 2**24 first
    (``a * 2**24`` may overflow to infinity), and the product is ``mul.f32`` (subnormal
    results kept)."""
    a, b = _f32(a), _f32(b)
    if ftz:
        return _mul(a, rcp_approx(b, True), True)
    sub = np.abs(b) < F32(1.1754944e-38)  # NaN compares false: not scaled (FSETP.GEU)
    with np.errstate(over="ignore", invalid="ignore"):
        a = np.where(sub, a * F32(16777216.0), a).astype(F32)
        b = np.where(sub, b * F32(16777216.0), b).astype(F32)
    return _mul(a, rcp_approx(b, True), False)


# ------------------------------------------------------------------ CUDA functions

_LOG2E = np.array([0x3FB8AA3B], U32).view(F32)[0]
_LOG2_10 = np.array([0x40549A78], U32).view(F32)[0]
_LN2 = np.array([0x3F317218], U32).view(F32)[0]
_LOG10_2 = np.array([0x3E9A209B], U32).view(F32)[0]


def fast_expf(x, ftz: bool = False) -> np.ndarray:
    """CUDA ``__expf(x)``: ``ex2.approx.f32(x * log2(e))`` (``mul.f32`` by ``0x3fb8aa3b``)."""
    return ex2_approx(_mul(x, _LOG2E, ftz), ftz)


def fast_exp10f(x, ftz: bool = False) -> np.ndarray:
    """CUDA ``__exp10f(x)``: ``ex2.approx.f32(x * log2(10))`` (``0x40549a78``)."""
    return ex2_approx(_mul(x, _LOG2_10, ftz), ftz)


def exp2f(x, ftz: bool = False) -> np.ndarray:
    """CUDA ``exp2f(x)``: ``ex2.approx.f32`` itself (NVRTC 13 for sm_90)."""
    return ex2_approx(x, ftz)


def fast_logf(x, ftz: bool = False) -> np.ndarray:
    """CUDA ``__logf(x)``: ``lg2.approx.f32(x) * ln 2`` (``mul.f32`` by ``0x3f317218``)."""
    return _mul(lg2_approx(x, ftz), _LN2, ftz)


def fast_log2f(x, ftz: bool = False) -> np.ndarray:
    """CUDA ``__log2f(x)``: ``lg2.approx.f32`` itself."""
    return lg2_approx(x, ftz)


def fast_log10f(x, ftz: bool = False) -> np.ndarray:
    """CUDA ``__log10f(x)``: ``lg2.approx.f32(x) * log10(2)`` (``0x3e9a209b``)."""
    return _mul(lg2_approx(x, ftz), _LOG10_2, ftz)


def fast_powf(x, y, ftz: bool = False) -> np.ndarray:
    """CUDA ``__powf(x, y)``: ``ex2.approx.f32(y * lg2.approx.f32(x))``."""
    return ex2_approx(_mul(y, lg2_approx(x, ftz), ftz), ftz)


def fdividef(a, b, ftz: bool = False) -> np.ndarray:
    """CUDA ``__fdividef(a, b)``: :func:`div_approx`."""
    return div_approx(a, b, ftz)


def fast_tanf(x, ftz: bool = False) -> np.ndarray:
    """CUDA ``__tanf(x)``: ``div.approx.f32(sin.approx.f32(x), cos.approx.f32(x))`` (the
    MUFU.SIN / MUFU.COS model of sim_libdevice, then :func:`div_approx`)."""
    return div_approx(sin_approx(x), cos_approx(x), ftz)


def rsqrtf(x, ftz: bool = False) -> np.ndarray:
    """CUDA ``rsqrtf(x)``: ``rsqrt.approx.f32`` itself."""
    return rsqrt_approx(x, ftz)


_EXPF_C = [np.array([v], U32).view(F32)[0] for v in (0x3BBB989D, 0x3F000000, 0x437C0000,
                                                      0x4B400001, 0xCB40007F, 0x32A57060)]


def expf(x, ftz: bool = False) -> np.ndarray:
    """CUDA's ``expf(x)`` (libdevice ``__nv_expf`` as NVRTC 13 inlines it for sm_90):
    ``t = sat(fma(x, log2(e)/256, 0.5))``; ``j = fma.rm(t, 252, 12582913)`` (so
    ``n = j - 12583039`` is an integer in [-126, 126] and ``j``'s low bits are the exponent
    field of ``2**n``); ``f = fma(x, log2(e)_lo, fma(x, log2(e)_hi, -n))``; the result is
    ``ex2.approx.ftz.f32(f) * 2**n`` (``mul.f32``)."""
    c_scale, c_half, c_252, c_big, c_neg, c_lo = _EXPF_C
    x = _f32(x)
    if ftz:
        x = _flush_in(x)
    t = fma32(x, c_scale, c_half)
    t = np.where(np.isnan(t), F32(0), np.clip(t, F32(0), F32(1))).astype(F32)  # cvt.sat
    j = (c_big.astype(np.float64) + np.floor(t.astype(np.float64) * 252.0)).astype(F32)
    n = (j + c_neg).astype(F32)  # exact
    f = fma32(x, _LOG2E, -n)
    f = fma32(x, c_lo, f)
    scale = ((j.view(U32).astype(np.int64) << 23) & 0xFFFFFFFF).astype(U32).view(F32)
    return _mul(ex2_approx(f, True), scale, ftz)


__all__ = ["ex2_approx", "lg2_approx", "rcp_approx", "rsqrt_approx", "sqrt_approx",
           "div_approx", "fast_expf", "fast_exp10f", "exp2f", "fast_logf", "fast_log2f",
           "fast_log10f", "fast_powf", "fdividef", "fast_tanf", "rsqrtf", "expf",
           "SQRT_VARIANTS"]
