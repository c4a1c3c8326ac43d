// warpsmith's device-side part of PyTorch's ATen/c10 headers (docs/cxx-aten.md).
//
// `#include <ATen/...>`, `<c10/...>`, `<torch/...>` (and the quoted forms, when the
// file is not on the include path) read this file instead of PyTorch's headers. It holds
// only what kernels and device functions name; host code (at::Tensor, TORCH_CHECK, the
// AT_DISPATCH_* macros) is never parsed as a whole, and the dispatch macros around a
// launch are read by frontend/aten.py.
//
// at::Half and at::BFloat16 are CUDA's __half and __nv_bfloat16. c10's classes compute in
// float and round on return (Half + Half returns Half); rounding a float result of +, -,
// *, / of two halves to half equals rounding the exact result (float has 24 >= 2*11+2
// bits), so Half op Half is __hadd/__hmul/...; Half op float is float and Half op int is
// Half (the int converted to Half first) in both.
#ifndef WS_ATEN_H
#define WS_ATEN_H

namespace c10 {
typedef __half Half;
typedef __nv_bfloat16 BFloat16;
}
namespace at {
using c10::Half;
using c10::BFloat16;
}

#ifndef C10_HOST_DEVICE
#define C10_HOST_DEVICE __host__ __device__
#endif
#ifndef C10_DEVICE
#define C10_DEVICE __device__
#endif
#ifndef C10_HOST
#define C10_HOST __host__
#endif
#ifndef C10_WARP_SIZE
#define C10_WARP_SIZE 32
#endif
#ifndef C10_ALWAYS_INLINE
#define C10_ALWAYS_INLINE __forceinline__
#endif
#ifndef C10_RESTRICT
#define C10_RESTRICT __restrict__
#endif
// c10/util/Exception.h, torch/headeronly/util/Exception.h: TORCH_CHECK(cond, msg...) and
// STD_TORCH_CHECK throw (host code) when cond is false. Inside a constexpr function a
// check that holds does nothing and one that fails makes the evaluation not constant
// (the throw): an `if` calling ws_torch_check_failed, declared and never defined, which
// a constant evaluation never runs when cond holds and cannot run when it does not; in
// code read for run time the call is refused where it stands (docs/cxx-aten.md). The
// message arguments are not read (PyTorch evaluates them only on failure).
void ws_torch_check_failed();
#ifndef TORCH_CHECK
#define TORCH_CHECK(cond, ...) do { if (!(cond)) { ws_torch_check_failed(); } } while (0)
#endif
#ifndef STD_TORCH_CHECK
#define STD_TORCH_CHECK(cond, ...) do { if (!(cond)) { ws_torch_check_failed(); } } while (0)
#endif
// c10/macros/Macros.h
#ifndef C10_LAUNCH_BOUNDS_1
#define C10_MAX_THREADS_PER_BLOCK(val) (((val) <= 1024) ? (val) : 1024)
#define C10_MIN_BLOCKS_PER_SM(threads_per_block, blocks_per_sm) \
    ((((threads_per_block) * (blocks_per_sm) <= 2048) ? (blocks_per_sm) \
      : ((2048 + (threads_per_block) - 1) / (threads_per_block))))
#define C10_LAUNCH_BOUNDS_0 __launch_bounds__(256, 4)
#define C10_LAUNCH_BOUNDS_1(max_threads_per_block) \
    __launch_bounds__((C10_MAX_THREADS_PER_BLOCK((max_threads_per_block))))
#define C10_LAUNCH_BOUNDS_2(max_threads_per_block, min_blocks_per_sm) \
    __launch_bounds__((C10_MAX_THREADS_PER_BLOCK((max_threads_per_block))), \
                      (C10_MIN_BLOCKS_PER_SM((max_threads_per_block), (min_blocks_per_sm))))
#endif

// ATen/cuda/detail/TensorInfo.cuh: a tensor's data pointer, sizes and strides (at most
// MAX_TENSORINFO_DIMS = 25 dimensions), passed to kernels by value, and IndexToOffset, the
// element offset of a linear index (the innermost dimension varies fastest; Dims > 0 loops
// over that many dimensions, -1 over info.dims, -2 is a contiguous tensor: as ATen's).
#ifndef MAX_TENSORINFO_DIMS
#define MAX_TENSORINFO_DIMS 25
#endif
namespace at {
namespace cuda {
namespace detail {
template <typename T, typename IndexType>
struct TensorInfo {
    T *data;
    IndexType sizes[MAX_TENSORINFO_DIMS];
    IndexType strides[MAX_TENSORINFO_DIMS];
    int dims;
};
template <typename T, typename IndexType, int Dims>
struct IndexToOffset {
    static __device__ IndexType get(IndexType linearId, const TensorInfo<T, IndexType> &info) {
        if (Dims == -2)
            return linearId;  // contiguous
        IndexType offset = 0;
        for (int i = (Dims > 0 ? Dims : info.dims) - 1; i > 0; --i) {
            IndexType curDimIndex = linearId % info.sizes[i];
            offset += curDimIndex * info.strides[i];
            linearId /= info.sizes[i];
        }
        return offset + linearId * info.strides[0];
    }
};
}
}
}

// ATen/cuda/Atomic.cuh: gpuAtomicAdd(address, value) adds atomically and returns the old
// value; gpuAtomicAddNoReturn adds. For the types CUDA's atomicAdd takes they are
// atomicAdd (PyTorch's documented behaviour); the 8/16-bit and Half/BFloat16 forms, which
// ATen builds from compare-and-swap loops, are not modelled.
static __device__ __forceinline__ float gpuAtomicAdd(float *address, float val) {
    return atomicAdd(address, val);
}
static __device__ __forceinline__ double gpuAtomicAdd(double *address, double val) {
    return atomicAdd(address, val);
}
static __device__ __forceinline__ int gpuAtomicAdd(int *address, int val) {
    return atomicAdd(address, val);
}
static __device__ __forceinline__ unsigned int gpuAtomicAdd(unsigned int *address,
                                                            unsigned int val) {
    return atomicAdd(address, val);
}
static __device__ __forceinline__ void gpuAtomicAddNoReturn(float *address, float val) {
    atomicAdd(address, val);
}
static __device__ __forceinline__ void gpuAtomicAddNoReturn(double *address, double val) {
    atomicAdd(address, val);
}

// ATen/cuda/PhiloxCudaState.h and ATen/cuda/detail/UnpackRaw.cuh: the Philox seed and
// offset a kernel receives by value, each either a value or (under CUDA graph capture) a
// pointer read on the device; at::cuda::philox::unpack gives (seed, offset), the offset
// of a captured state plus offset_intragraph_. PyTorch returns a std::tuple read with
// std::get<0>/<1>; here a two-member struct and a std::get for it.
namespace at {
union ws_philox_payload {
    unsigned long long val;
    long long *ptr;
};
struct PhiloxCudaState {
    ws_philox_payload seed_;
    ws_philox_payload offset_;
    unsigned int offset_intragraph_;
    bool captured_;
};
namespace cuda {
namespace philox {
struct ws_philox_seeds {
    unsigned long long seed;
    unsigned long long offset;
};
static __device__ __forceinline__ ws_philox_seeds unpack(PhiloxCudaState arg) {
    ws_philox_seeds r;
    if (arg.captured_) {
        r.seed = (unsigned long long)*arg.seed_.ptr;
        r.offset = (unsigned long long)(*arg.offset_.ptr + arg.offset_intragraph_);
    } else {
        r.seed = arg.seed_.val;
        r.offset = arg.offset_.val;
    }
    return r;
}
}  // namespace philox
}  // namespace cuda
}  // namespace at
namespace std {
template <int I>
static __device__ __forceinline__ unsigned long long get(
        const at::cuda::philox::ws_philox_seeds &s) {
    return I == 0 ? s.seed : s.offset;
}
}  // namespace std

// c10/core/ScalarType.h: the tensor element types, numbered as c10 numbers them (Byte = 0
// ... UInt64 = 29, the values PyTorch serializes and ExecuTorch mirrors); named in device
// structs (vLLM's `torch::headeronly::ScalarType dtype{..Undefined}`). Undefined follows
// the last one modelled here; its number in PyTorch depends on the release (more types
// come before it), so a kernel comparing it with an integer is not modelled.
namespace c10 {
enum class ScalarType : int8_t {
    Byte = 0, Char = 1, Short = 2, Int = 3, Long = 4, Half = 5, Float = 6, Double = 7,
    ComplexHalf = 8, ComplexFloat = 9, ComplexDouble = 10, Bool = 11, QInt8 = 12,
    QUInt8 = 13, QInt32 = 14, BFloat16 = 15, QUInt4x2 = 16, QUInt2x4 = 17, Bits1x8 = 18,
    Bits2x4 = 19, Bits4x2 = 20, Bits8 = 21, Bits16 = 22, Float8_e5m2 = 23,
    Float8_e4m3fn = 24, Float8_e5m2fnuz = 25, Float8_e4m3fnuz = 26, UInt16 = 27,
    UInt32 = 28, UInt64 = 29, Undefined
};
}
// c10/util/Float8_e4m3fn.h, Float8_e5m2.h: the OCP fp8 formats, CUDA's __nv_fp8_e4m3 and
// __nv_fp8_e5m2 in device code (the same encodings: e4m3 without infinities, one NaN per
// sign; e5m2 with them). The "fnuz" variants (ROCm's encodings: another bias, NaN at
// 0x80) are not modelled: distinct types holding their byte, so a trait tells them apart
// and arithmetic on them is refused.
namespace c10 {
typedef __nv_fp8_e4m3 Float8_e4m3fn;
typedef __nv_fp8_e5m2 Float8_e5m2;
struct Float8_e4m3fnuz { unsigned char x; };
struct Float8_e5m2fnuz { unsigned char x; };
}
// c10/util/complex.h: c10::complex<T>, a pair of T (what the AT_DISPATCH_*_COMPLEX_*
// macros bind scalar_t to). Only its storage, construction and real()/imag() are
// modelled: arithmetic on it is refused (no operator), never guessed. c10 aligns it to
// 2 * sizeof(T); warpsmith's structs align to their widest member (docs/cxx-aten.md).
namespace c10 {
template <typename T>
struct complex {
    T real_;
    T imag_;
    __host__ __device__ complex(T re = T(), T im = T()) : real_(re), imag_(im) {}
    __host__ __device__ T real() const { return real_; }
    __host__ __device__ T imag() const { return imag_; }
};
}
namespace at {
using c10::complex;
using c10::ScalarType;
using c10::Float8_e4m3fn;
using c10::Float8_e5m2;
using c10::Float8_e4m3fnuz;
using c10::Float8_e5m2fnuz;
}
namespace torch {
namespace headeronly {
using c10::ScalarType;
using c10::Float8_e4m3fn;
using c10::Float8_e5m2;
using c10::Float8_e4m3fnuz;
using c10::Float8_e5m2fnuz;
}
}
#endif
