"""Which CUDA intrinsics and device functions and OpenCL 1.2/2.0 built-in functions the
frontend declares, against the lists of the CUDA Math API reference (CUDA 12: "Integer
Intrinsics", "SIMD Intrinsics", "Single Precision Intrinsics", "Double Precision
Intrinsics", "Type Casting Intrinsics", "Single Precision Mathematical Functions"), the CUDA C++
Programming Guide's load/store functions, atomics, fences and `__nanosleep`, and the OpenCL C
1.2 and 2.0 specifications (chapter 6.12, built-in functions; image, half-precision-only and
extension functions left out).

    python benchmarks/builtin_coverage.py

Prints, per list, the names that are not declared (docs/realcode.md keeps the result).
Names the semantic pass handles itself (work-item functions, barriers, vloadN/vstoreN, the
async copies, and the OpenCL 2.0 sub-group, C11 atomic and address-space functions and CUDA's
normf/rnormf/clock that frontend/ocl2.py reads) count as declared.
"""
import os  # noqa: E402
import sys  # noqa: E402

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "src"))
from warpsmith.frontend import dialects as D  # noqa: E402
ocl = D.builtin_table("opencl"); cu = D.builtin_table("cuda")
OPENCL12 = """acos acosh acospi asin asinh asinpi atan atan2 atanh atanpi atan2pi cbrt ceil copysign cos cosh cospi
erfc erf exp exp2 exp10 expm1 fabs fdim floor fma fmax fmin fmod fract frexp hypot ilogb ldexp lgamma lgamma_r log log2
log10 log1p logb mad maxmag minmag modf nan nextafter pow pown powr remainder remquo rint rootn round rsqrt sin sincos
sinh sinpi sqrt tan tanh tanpi tgamma trunc
half_cos half_divide half_exp half_exp2 half_exp10 half_log half_log2 half_log10 half_powr half_recip half_rsqrt half_sin half_sqrt half_tan
native_cos native_divide native_exp native_exp2 native_exp10 native_log native_log2 native_log10 native_powr native_recip native_rsqrt native_sin native_sqrt native_tan
abs abs_diff add_sat hadd rhadd clamp clz mad_hi mad_sat max min mul_hi rotate sub_sat upsample popcount mad24 mul24
degrees mix radians step smoothstep sign
cross dot distance length normalize fast_distance fast_length fast_normalize
isequal isnotequal isgreater isgreaterequal isless islessequal islessgreater isfinite isinf isnan isnormal isordered isunordered signbit any all bitselect select
vload2 vload4 vload8 vload16 vstore2 vstore4 vstore8 vstore16 vload_half vstore_half vloada_half vstorea_half
barrier mem_fence read_mem_fence write_mem_fence
async_work_group_copy async_work_group_strided_copy wait_group_events prefetch
atomic_add atomic_sub atomic_xchg atomic_inc atomic_dec atomic_cmpxchg atomic_min atomic_max atomic_and atomic_or atomic_xor
shuffle shuffle2 printf
get_work_dim get_global_size get_global_id get_local_size get_local_id get_num_groups get_group_id get_global_offset""".split()
OPENCL20 = """work_group_all work_group_any work_group_broadcast work_group_reduce_add work_group_reduce_min work_group_reduce_max
work_group_scan_inclusive_add work_group_scan_exclusive_add sub_group_reduce_add get_sub_group_size get_sub_group_id get_sub_group_local_id sub_group_barrier
atomic_load atomic_store atomic_exchange atomic_compare_exchange_strong atomic_compare_exchange_weak atomic_fetch_add atomic_fetch_sub atomic_fetch_or atomic_fetch_xor atomic_fetch_and atomic_fetch_min atomic_fetch_max atomic_init atomic_work_item_fence
work_group_barrier get_enqueued_local_size get_global_linear_id get_local_linear_id to_global to_local to_private
get_max_sub_group_size get_num_sub_groups get_enqueued_num_sub_groups sub_group_all sub_group_any sub_group_broadcast
sub_group_reduce_min sub_group_reduce_max sub_group_scan_inclusive_add sub_group_scan_inclusive_min sub_group_scan_inclusive_max
sub_group_scan_exclusive_add sub_group_scan_exclusive_min sub_group_scan_exclusive_max
atomic_load_explicit atomic_store_explicit atomic_exchange_explicit atomic_compare_exchange_strong_explicit atomic_compare_exchange_weak_explicit
atomic_fetch_add_explicit atomic_fetch_sub_explicit atomic_fetch_or_explicit atomic_fetch_xor_explicit atomic_fetch_and_explicit
atomic_fetch_min_explicit atomic_fetch_max_explicit atomic_flag_test_and_set atomic_flag_test_and_set_explicit
atomic_flag_clear atomic_flag_clear_explicit""".split()
CUDA_INT = """__brev __brevll __byte_perm __clz __clzll __dp2a_hi __dp2a_lo __dp4a __ffs __ffsll __fns __funnelshift_l __funnelshift_lc __funnelshift_r __funnelshift_rc
__hadd __mul24 __mul64hi __mulhi __popc __popcll __rhadd __sad __uhadd __umul24 __umul64hi __umulhi __urhadd __usad""".split()
CUDA_SIMD = [f"__v{op}{n}" for op in """abs absdiffs absdiffu absss add addss addus avgs avgu cmpeq cmpges cmpgeu cmpgts cmpgtu cmples cmpleu cmplts cmpltu cmpne haddu
maxs maxu mins minu neg negss sads sadu seteq setges setgeu setgts setgtu setles setleu setlts setltu setne sub subss subus""".split() for n in (2, 4)]
CUDA_SIMD_NEW = """__vimax3_s32 __vimax3_s16x2 __vimax3_u32 __vimax3_u16x2 __vimin3_s32 __vimin3_s16x2 __vimin3_u32 __vimin3_u16x2 __vimax_s32_relu __vimax_s16x2_relu __vimin_s32_relu __vimin_s16x2_relu __viaddmax_s32 __viaddmax_s16x2 __viaddmax_u32 __viaddmax_u16x2 __viaddmin_s32 __viaddmin_s16x2 __viaddmin_u32 __viaddmin_u16x2 __vibmax_s32 __vibmax_u32 __vibmin_s32 __vibmin_u32""".split()
M = ("rn", "rz", "ru", "rd")
CUDA_FLOAT = ["__cosf", "__exp10f", "__expf", "__fdividef", "__log10f", "__log2f", "__logf",
              "__powf", "__saturatef", "__sincosf", "__sinf", "__tanf", "__frsqrt_rn",
              *(f"__f{op}_{m}" for op in ("add", "sub", "mul", "div", "rcp", "sqrt") for m in M),
              *(f"__fmaf{i}_{m}" for i in ("", "_ieee") for m in M)]
CUDA_DOUBLE = [f"__{op}_{m}" for op in ("dadd", "dsub", "dmul", "ddiv", "drcp", "dsqrt", "fma")
               for m in M]
_INTS = ("int", "uint", "ll", "ull")
CUDA_CAST = ["__double2hiint", "__double2loint", "__hiloint2double", "__double_as_longlong",
             "__longlong_as_double", "__float_as_int", "__float_as_uint", "__int_as_float",
             "__uint_as_float", "__int2double_rn", "__uint2double_rn",
             *(f"__double2float_{m}" for m in M),
             *(f"__{f}2{i}_{m}" for f in ("float", "double") for i in _INTS for m in M),
             *(f"__{i}2float_{m}" for i in _INTS for m in M),
             *(f"__{i}2double_{m}" for i in ("ll", "ull") for m in M)]
CUDA_MEMORY = ["__ldg", "__ldcg", "__ldca", "__ldcs", "__ldlu", "__ldcv", "__stcg", "__stcs",
               "__stwb", "__stwt", "__threadfence", "__threadfence_block",
               "__threadfence_system", "__nanosleep", "__trap", "__prof_trigger",
               *(f"atomic{op}{sc}" for op in ("Add", "Sub", "Exch", "Min", "Max", "Inc", "Dec",
                                               "CAS", "And", "Or", "Xor")
                 for sc in ("", "_block", "_system"))]
CUDA_MATH_F = """acosf acoshf asinf asinhf atan2f atanf atanhf cbrtf ceilf copysignf cosf coshf cospif
cyl_bessel_i0f cyl_bessel_i1f erfcf erfcinvf erfcxf erff erfinvf exp10f exp2f expf expm1f fabsf fdimf
fdividef floorf fmaf fmaxf fminf fmodf frexpf hypotf ilogbf isfinite isinf isnan j0f j1f jnf ldexpf
lgammaf llrintf llroundf log10f log1pf log2f logbf logf lrintf lroundf modff nanf nearbyintf
nextafterf norm3df norm4df normcdff normcdfinvf normf powf rcbrtf remainderf remquof rhypotf rintf
rnorm3df rnorm4df rnormf roundf rsqrtf scalblnf scalbnf signbit sincosf sincospif sinf sinhf sinpif
sqrtf tanf tanhf tgammaf truncf y0f y1f ynf""".split()
CUDA_NORM_CLOCK = """norm normf rnorm rnormf norm3d norm3df norm4d norm4df rnorm3d rnorm3df rnorm4d
rnorm4df clock clock64""".split()
special_ocl = {"get_global_offset", "get_global_linear_id", "get_local_linear_id",
               "get_enqueued_local_size", "barrier", "get_work_dim", "get_global_size", "get_global_id", "get_local_size", "get_local_id", "get_num_groups", "get_group_id", "work_group_barrier"} | {f"vload{n}" for n in (2,4,8,16)} | {f"vstore{n}" for n in (2,4,8,16)}
try:  # the async copies are lowered by the semantic pass; OpenCL 2.0 and CUDA norm/clock
    from warpsmith.frontend import ocl2 as _ocl2  # calls by frontend/ocl2.py
    special_ocl |= {"async_work_group_copy", "async_work_group_strided_copy",
                    "wait_group_events"} | set(_ocl2.OPENCL_CALLS)
except ImportError:  # noqa: older trees
    _ocl2 = None
miss_ocl = [n for n in OPENCL12 if n not in ocl and n not in special_ocl]
miss_ocl20 = [n for n in OPENCL20 if n not in ocl and n not in special_ocl]
try:
    from warpsmith.frontend import lowp as _lowp
    from warpsmith.frontend.semantic import LIBC_LOWERED
except ImportError:  # noqa: older trees
    _lowp, LIBC_LOWERED = None, frozenset()
# names the semantic pass reads itself: conversions, bit casts, the lowered C library calls
cu_special = set(getattr(D, "CUDA_CONVERSIONS", {})) | set(getattr(D, "CUDA_BITCASTS", {})) | \
    set(LIBC_LOWERED) | {"__syncthreads"} | set(getattr(_ocl2, "CUDA_CALLS", ()))


def _cuda_missing(names):
    return [n for n in names if n not in cu and n not in cu_special]


miss_cu = _cuda_missing(CUDA_INT + CUDA_SIMD + CUDA_SIMD_NEW)
print("OPENCL12 missing", len(miss_ocl), " ".join(miss_ocl))
print("OPENCL20 missing", len(miss_ocl20), " ".join(miss_ocl20))
print("CUDA int/simd missing", len(miss_cu), " ".join(miss_cu))
for title, names in (("CUDA float intrinsics", CUDA_FLOAT), ("CUDA double intrinsics", CUDA_DOUBLE),
                     ("CUDA type casting", CUDA_CAST), ("CUDA memory/atomics/misc", CUDA_MEMORY),
                     ("CUDA float math functions", CUDA_MATH_F),
                     ("CUDA norm family and clocks", CUDA_NORM_CLOCK)):
    miss = _cuda_missing(names)
    print(title, "missing", len(miss), "of", len(names), " ".join(miss))
