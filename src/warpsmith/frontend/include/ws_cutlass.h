// warpsmith's model of the basic part of CUTLASS (docs/cxx-cutlass.md).
//
// `#include "cutlass/cutlass.h"`, "cutlass/array.h", "cutlass/numeric_size.h",
// "cutlass/numeric_types.h", "cutlass/half.h", "cutlass/bfloat16.h" and "cutlass/float8.h"
// read this file when the include is not found on the include path (a project that vendors
// CUTLASS reads its own copy). Any other CUTLASS or CuTe header is refused where it is
// included (frontend/cutlass_model.py). Written here from CUTLASS's documented interface
// (CUTLASS 4.x): the names, the layouts and the conversions' rounding, in device code (the
// `__CUDA_ARCH__` branches, for sm_90). Nothing of CUTLASS's text is copied.
#ifndef WS_CUTLASS_H
#define WS_CUTLASS_H

// cutlass/detail/helper_macros.hpp
#define CUTLASS_HOST_DEVICE __forceinline__ __host__ __device__
#define CUTLASS_DEVICE __forceinline__ __device__
#define CUTLASS_HOST __host__
#define CUTLASS_GLOBAL __global__ static
#define CUTLASS_PRAGMA_UNROLL _Pragma("unroll")
#define CUTLASS_PRAGMA_NO_UNROLL _Pragma("unroll 1")
#define CUTLASS_CONSTEXPR_IF_CXX17 constexpr
#define CUTLASS_UNUSED(expr) ((void)(expr))
#define CUTLASS_ASSERT(x) assert(x)

namespace cutlass {

// cutlass/cutlass.h: the status of an operation and its text
enum class Status {
  kSuccess,
  kErrorMisalignedOperand,
  kErrorInvalidDataType,
  kErrorInvalidLayout,
  kErrorInvalidProblem,
  kErrorNotSupported,
  kErrorWorkspaceNull,
  kErrorInternal,
  kErrorArchMismatch,
  kErrorInsufficientDriver,
  kErrorMemoryAllocation,
  kInvalid
};

__host__ __device__ static char const *cutlassGetStatusString(Status status) {
  if (status == Status::kSuccess) return "Success";
  if (status == Status::kErrorMisalignedOperand) return "Error Misaligned Operand";
  if (status == Status::kErrorInvalidDataType) return "Error Invalid Data Type";
  if (status == Status::kErrorInvalidLayout) return "Error Invalid Layout";
  if (status == Status::kErrorInvalidProblem) return "Error Invalid Problem";
  if (status == Status::kErrorNotSupported) return "Error Not Supported";
  if (status == Status::kErrorWorkspaceNull) return "Error Workspace Null";
  if (status == Status::kErrorInternal) return "Error Internal";
  if (status == Status::kErrorInsufficientDriver) return "Error Insufficient Driver";
  if (status == Status::kErrorArchMismatch) return "Error Architecture Mismatch";
  if (status == Status::kErrorMemoryAllocation) return "Error Memory Allocation failed";
  return "Invalid status";
}

static const int NumThreadsPerWarp = 32;
static const int NumThreadsPerWarpGroup = 128;
static const int NumWarpsPerWarpGroup = 4;
static const int NumThreadsPerHalfWarp = 16;
static const int NumThreadsPerQuad = 4;
static const int NumThreadsPerQuadPair = 8;

// true for thread 0 of block 0
__device__ __forceinline__ bool thread0() {
  return !threadIdx.x && !threadIdx.y && !threadIdx.z && !blockIdx.x && !blockIdx.y &&
         !blockIdx.z;
}
__device__ __forceinline__ int canonical_lane_idx() { return threadIdx.x % 32; }
__device__ __forceinline__ int canonical_warp_idx() { return threadIdx.x / 32; }
// the warp index broadcast from lane 0 (the warp must be converged)
__device__ __forceinline__ int canonical_warp_idx_sync() {
  return __shfl_sync(0xffffffffu, (int)(threadIdx.x / 32), 0);
}
__device__ __forceinline__ int canonical_warp_group_idx() {
  return __shfl_sync(0xffffffffu, (int)(threadIdx.x / 128), 0);
}

// cutlass/fast_math.h: ceil_div and round_up take and return int
__host__ __device__ constexpr int ceil_div(int a, int b) { return (a + b - 1) / b; }
__host__ __device__ constexpr int round_up(int a, int b) { return ((a + b - 1) / b) * b; }

// cutlass/numeric_size.h: the size of a type in bits (sizeof * 8; void is 0)
template <typename T>
struct sizeof_bits {
  static constexpr int value = int(sizeof(T) * 8);
};
template <>
struct sizeof_bits<void> {
  static constexpr int value = 0;
};
template <typename T>
struct is_subbyte {
  static constexpr bool value = sizeof_bits<T>::value < 8;
};

// ---------------------------------------------------------------- half_t, bfloat16_t
// The 16-bit classes hold their bits in `storage`. A float converts with one rounding to
// nearest even (cvt.rn), a NaN to the canonical NaN 0x7FFF; a double goes through float
// first (CUTLASS's constructor); operators compute in float and convert back, which for
// + - * / of two 16-bit values is the correctly rounded result (float has at least
// 2p + 2 bits), as the device instructions CUTLASS uses give.
struct alignas(2) half_t {
  unsigned short storage;
  __host__ __device__ static half_t bitcast(unsigned short x) {
    half_t h;
    h.storage = x;
    return h;
  }
  half_t() = default;
  __host__ __device__ explicit half_t(__half const &x) { storage = __half_as_ushort(x); }
  __host__ __device__ explicit half_t(float x) {
    storage = x != x ? (unsigned short)0x7fff : __half_as_ushort(__float2half_rn(x));
  }
  __host__ __device__ explicit half_t(double x) : half_t((float)x) {}
  __host__ __device__ explicit half_t(int x) { storage = __half_as_ushort(__int2half_rn(x)); }
  __host__ __device__ explicit half_t(unsigned int x) {
    storage = __half_as_ushort(__uint2half_rn(x));
  }
  __host__ __device__ operator float() const { return __half2float(__ushort_as_half(storage)); }
  __host__ __device__ explicit operator double() const {
    return (double)__half2float(__ushort_as_half(storage));
  }
  // truncation toward zero (CUTLASS converts through float)
  __host__ __device__ explicit operator int() const {
    return (int)__half2float(__ushort_as_half(storage));
  }
  __host__ __device__ explicit operator bool() const {
    return __half2float(__ushort_as_half(storage)) != 0.0f;
  }
  __host__ __device__ __half to_half() const { return __ushort_as_half(storage); }
  __host__ __device__ unsigned short &raw() { return storage; }
  __host__ __device__ bool signbit() const { return (storage & 0x8000) != 0; }
  __host__ __device__ int exponent_biased() const { return (int)((storage >> 10) & 0x1f); }
  __host__ __device__ int exponent() const { return (int)((storage >> 10) & 0x1f) - 15; }
  __host__ __device__ int mantissa() const { return (int)(storage & 0x3ff); }
};

struct alignas(2) bfloat16_t {
  unsigned short storage;
  __host__ __device__ static bfloat16_t bitcast(unsigned short x) {
    bfloat16_t h;
    h.storage = x;
    return h;
  }
  bfloat16_t() = default;
  __host__ __device__ explicit bfloat16_t(__nv_bfloat16 const &x) {
    storage = __bfloat16_as_ushort(x);
  }
  __host__ __device__ explicit bfloat16_t(float x) {
    storage = x != x ? (unsigned short)0x7fff : __bfloat16_as_ushort(__float2bfloat16_rn(x));
  }
  __host__ __device__ explicit bfloat16_t(double x) : bfloat16_t((float)x) {}
  // a 32-bit integer: rounded to float, then the float's upper 16 bits (truncated)
  __host__ __device__ explicit bfloat16_t(int x) {
    storage = (unsigned short)(__float_as_uint((float)x) >> 16);
  }
  __host__ __device__ explicit bfloat16_t(unsigned int x) {
    storage = (unsigned short)(__float_as_uint((float)x) >> 16);
  }
  __host__ __device__ operator float() const {
    return __uint_as_float((unsigned int)storage << 16);
  }
  __host__ __device__ explicit operator double() const {
    return (double)__uint_as_float((unsigned int)storage << 16);
  }
  __host__ __device__ explicit operator int() const {
    return (int)__uint_as_float((unsigned int)storage << 16);
  }
  __host__ __device__ explicit operator bool() const {
    return __uint_as_float((unsigned int)storage << 16) != 0.0f;
  }
  __host__ __device__ __nv_bfloat16 to_nv_bfloat16() const {
    return __ushort_as_bfloat16(storage);
  }
  __host__ __device__ unsigned short &raw() { return storage; }
  __host__ __device__ bool signbit() const { return (storage & 0x8000) != 0; }
  __host__ __device__ int exponent_biased() const { return (int)((storage >> 7) & 0xff); }
  __host__ __device__ int exponent() const { return (int)((storage >> 7) & 0xff) - 127; }
  __host__ __device__ int mantissa() const { return (int)(storage & 0x7f); }
};

// ---------------------------------------------------------------- float_e4m3_t, float_e5m2_t
// One byte of storage. A float converts rounding to nearest even with saturation to the
// largest finite value (cvt.rn.satfinite: 448 for e4m3, 57344 for e5m2, infinities too),
// a NaN to 0x7F; a double, an int or an unsigned goes through float first. To float: exact.
// `explicit operator int()` and `operator bool()` go through half and __half2int_rn in
// device code (rounding to nearest even: 0.5 is 0 and false), as CUTLASS's do.
struct alignas(1) float_e4m3_t {
  unsigned char storage;
  __host__ __device__ static float_e4m3_t bitcast(unsigned char x) {
    float_e4m3_t f;
    f.storage = x;
    return f;
  }
  float_e4m3_t() = default;
  __host__ __device__ explicit float_e4m3_t(__nv_fp8_e4m3 x) { storage = x.__x; }
  __host__ __device__ explicit float_e4m3_t(float x) {
    storage = x != x ? (unsigned char)0x7f : __nv_fp8_e4m3(x).__x;
  }
  __host__ __device__ explicit float_e4m3_t(__half x) : float_e4m3_t(__half2float(x)) {}
  __host__ __device__ explicit float_e4m3_t(double x) : float_e4m3_t((float)x) {}
  __host__ __device__ explicit float_e4m3_t(int x) : float_e4m3_t((float)x) {}
  __host__ __device__ explicit float_e4m3_t(unsigned int x) : float_e4m3_t((float)x) {}
  __host__ __device__ float to_float() const {
    __nv_fp8_e4m3 q;
    q.__x = storage;
    return (float)q;
  }
  __host__ __device__ operator float() const { return to_float(); }
  __host__ __device__ explicit operator double() const { return (double)to_float(); }
  __host__ __device__ explicit operator int() const {
    return __half2int_rn(__float2half_rn(to_float()));
  }
  __host__ __device__ explicit operator bool() const {
    return __half2int_rn(__float2half_rn(to_float())) != 0;
  }
  __host__ __device__ unsigned char &raw() { return storage; }
  __host__ __device__ bool signbit() const { return (storage & 0x80) != 0; }
  __host__ __device__ int exponent_biased() const { return (int)((storage >> 3) & 0xf); }
  // (CUTLASS subtracts 15 here, not e4m3's bias 7)
  __host__ __device__ int exponent() const { return (int)((storage >> 3) & 0xf) - 15; }
  __host__ __device__ int mantissa() const { return (int)(storage & 0x7); }
};

struct alignas(1) float_e5m2_t {
  unsigned char storage;
  __host__ __device__ static float_e5m2_t bitcast(unsigned char x) {
    float_e5m2_t f;
    f.storage = x;
    return f;
  }
  float_e5m2_t() = default;
  __host__ __device__ explicit float_e5m2_t(__nv_fp8_e5m2 x) { storage = x.__x; }
  __host__ __device__ explicit float_e5m2_t(float x) {
    storage = x != x ? (unsigned char)0x7f : __nv_fp8_e5m2(x).__x;
  }
  __host__ __device__ explicit float_e5m2_t(__half x) : float_e5m2_t(__half2float(x)) {}
  __host__ __device__ explicit float_e5m2_t(double x) : float_e5m2_t((float)x) {}
  __host__ __device__ explicit float_e5m2_t(int x) : float_e5m2_t((float)x) {}
  __host__ __device__ explicit float_e5m2_t(unsigned int x) : float_e5m2_t((float)x) {}
  __host__ __device__ float to_float() const {
    __nv_fp8_e5m2 q;
    q.__x = storage;
    return (float)q;
  }
  __host__ __device__ operator float() const { return to_float(); }
  __host__ __device__ explicit operator double() const { return (double)to_float(); }
  __host__ __device__ explicit operator int() const {
    return __half2int_rn(__float2half_rn(to_float()));
  }
  __host__ __device__ explicit operator bool() const {
    return __half2int_rn(__float2half_rn(to_float())) != 0;
  }
  __host__ __device__ unsigned char &raw() { return storage; }
  __host__ __device__ bool signbit() const { return (storage & 0x80) != 0; }
  __host__ __device__ int exponent_biased() const { return (int)((storage >> 2) & 0x1f); }
  __host__ __device__ int exponent() const { return (int)((storage >> 2) & 0x1f) - 15; }
  __host__ __device__ int mantissa() const { return (int)(storage & 0x3); }
};

// The operators of the four classes: compare as floats, compute in float and convert back.
#define WS_CUTLASS_FLOAT_OPS(F)                                                             \
  __host__ __device__ inline bool operator==(F const &a, F const &b) { return (float)a == (float)b; } \
  __host__ __device__ inline bool operator!=(F const &a, F const &b) { return (float)a != (float)b; } \
  __host__ __device__ inline bool operator<(F const &a, F const &b) { return (float)a < (float)b; }   \
  __host__ __device__ inline bool operator<=(F const &a, F const &b) { return (float)a <= (float)b; } \
  __host__ __device__ inline bool operator>(F const &a, F const &b) { return (float)a > (float)b; }   \
  __host__ __device__ inline bool operator>=(F const &a, F const &b) { return (float)a >= (float)b; } \
  __host__ __device__ inline F operator+(F const &a, F const &b) { return F((float)a + (float)b); }   \
  __host__ __device__ inline F operator-(F const &a, F const &b) { return F((float)a - (float)b); }   \
  __host__ __device__ inline F operator*(F const &a, F const &b) { return F((float)a * (float)b); }   \
  __host__ __device__ inline F operator/(F const &a, F const &b) { return F((float)a / (float)b); }   \
  __host__ __device__ inline F operator-(F const &a) { return F(-(float)a); }                         \
  __host__ __device__ inline F &operator+=(F &a, F const &b) { a = F((float)a + (float)b); return a; } \
  __host__ __device__ inline F &operator-=(F &a, F const &b) { a = F((float)a - (float)b); return a; } \
  __host__ __device__ inline F &operator*=(F &a, F const &b) { a = F((float)a * (float)b); return a; } \
  __host__ __device__ inline F &operator/=(F &a, F const &b) { a = F((float)a / (float)b); return a; }
WS_CUTLASS_FLOAT_OPS(half_t)
WS_CUTLASS_FLOAT_OPS(bfloat16_t)
WS_CUTLASS_FLOAT_OPS(float_e4m3_t)
WS_CUTLASS_FLOAT_OPS(float_e5m2_t)
#undef WS_CUTLASS_FLOAT_OPS

// ---------------------------------------------------------------- Array<T, N>
// `Array<T, N>` holds N elements of T. For elements of 32 bits or more (RegisterSized)
// the storage is T[N]; for 8- and 16-bit elements CUTLASS packs them into the widest of
// 32-, 16- or 8-bit words that the N elements fill (element i at bits [i*b, (i+1)*b),
// little-endian): the same bytes as T[N], aligned to the word. The model keeps T[N]
// (`ws_elems`) aligned as the words are, so sizes, layouts and values are CUTLASS's; the
// words themselves (`storage`, `raw_data()`) are not modelled, and elements below 8 bits
// (int4b_t, ...) are refused.
__host__ __device__ constexpr int ws_array_word_bytes(int bits) {
  return (bits % 32 == 0) ? 4 : ((bits % 16 == 0) ? 2 : 1);
}

template <typename T, int N, bool RegisterSized = (sizeof_bits<T>::value >= 32)>
struct Array;

// The element sizes of the packed specialization that are modelled (8 and 16 bits); for
// any other (int4b_t, a 24-bit struct) the name is incomplete and the Array is refused
// where it is named, the name saying why (the frontend does not evaluate static_assert).
template <int Bits>
struct ws_cutlass_Array_packs_only_8_or_16_bit_elements_sub_byte_packing_is_not_modelled;
template <>
struct ws_cutlass_Array_packs_only_8_or_16_bit_elements_sub_byte_packing_is_not_modelled<8> {
  static constexpr int bits = 8;
};
template <>
struct ws_cutlass_Array_packs_only_8_or_16_bit_elements_sub_byte_packing_is_not_modelled<16> {
  static constexpr int bits = 16;
};

template <typename T, int N>
struct Array<T, N, true> {
  typedef T Storage;
  typedef T Element;
  static constexpr size_t kStorageElements = N;
  static constexpr size_t kElements = N;
  typedef T value_type;
  typedef size_t size_type;
  typedef ptrdiff_t difference_type;
  typedef T &reference;
  typedef T const &const_reference;
  typedef T *pointer;
  typedef T const *const_pointer;
  typedef T *iterator;
  typedef T const *const_iterator;
  T ws_elems[N];
  __host__ __device__ void clear() { fill(T(0)); }
  __host__ __device__ T &at(size_t pos) { return ws_elems[pos]; }
  __host__ __device__ T &operator[](size_t pos) { return ws_elems[pos]; }
  // (the element's value: a const method is read as a function of a copy of the object)
  __host__ __device__ T operator[](size_t pos) const { return ws_elems[pos]; }
  __host__ __device__ T &front() { return ws_elems[0]; }
  __host__ __device__ T &back() { return ws_elems[N - 1]; }
  __host__ __device__ T *data() { return ws_elems; }
  __host__ __device__ T *raw_data() { return ws_elems; }
  __host__ __device__ constexpr bool empty() const { return N == 0; }
  __host__ __device__ constexpr size_t size() const { return N; }
  __host__ __device__ constexpr size_t max_size() const { return N; }
  __host__ __device__ void fill(T const &value) {
    for (int i = 0; i < N; ++i) ws_elems[i] = value;
  }
  __host__ __device__ T *begin() { return ws_elems; }
  __host__ __device__ T *end() { return ws_elems + N; }
};

template <typename T, int N>
struct alignas(ws_array_word_bytes(
    ws_cutlass_Array_packs_only_8_or_16_bit_elements_sub_byte_packing_is_not_modelled<
        sizeof_bits<T>::value>::bits * N)) Array<T, N, false> {
  typedef T Element;
  static constexpr size_t kElements = N;
  typedef T value_type;
  typedef size_t size_type;
  typedef ptrdiff_t difference_type;
  typedef T *iterator;
  typedef T const *const_iterator;
  T ws_elems[N];
  __host__ __device__ void clear() { fill(T(0)); }
  __host__ __device__ T &at(size_t pos) { return ws_elems[pos]; }
  __host__ __device__ T &operator[](size_t pos) { return ws_elems[pos]; }
  __host__ __device__ T operator[](size_t pos) const { return ws_elems[pos]; }
  __host__ __device__ T &front() { return ws_elems[0]; }
  __host__ __device__ T &back() { return ws_elems[N - 1]; }
  __host__ __device__ constexpr bool empty() const { return N == 0; }
  __host__ __device__ constexpr size_t size() const { return N; }
  __host__ __device__ constexpr size_t max_size() const { return N; }
  __host__ __device__ void fill(T const &value) {
    for (int i = 0; i < N; ++i) ws_elems[i] = value;
  }
  __host__ __device__ T *begin() { return ws_elems; }
  __host__ __device__ T *end() { return ws_elems + N; }
};

template <typename T, int N, bool R>
struct sizeof_bits<Array<T, N, R> > {
  static constexpr int value = int(sizeof(Array<T, N, R>) * 8);
};

// AlignedArray<T, N, A>: an Array aligned to A bytes (by default its size in bytes)
template <typename T, int N, int Alignment = (sizeof_bits<T>::value * N + 7) / 8>
struct alignas(Alignment) AlignedArray : public Array<T, N> {};

template <typename T>
__host__ __device__ Array<T, 1> make_Array(T x) {
  Array<T, 1> a;
  a[0] = x;
  return a;
}
template <typename T>
__host__ __device__ Array<T, 2> make_Array(T x, T y) {
  Array<T, 2> a;
  a[0] = x;
  a[1] = y;
  return a;
}
template <typename T>
__host__ __device__ Array<T, 3> make_Array(T x, T y, T z) {
  Array<T, 3> a;
  a[0] = x;
  a[1] = y;
  a[2] = z;
  return a;
}
template <typename T>
__host__ __device__ Array<T, 4> make_Array(T x, T y, T z, T w) {
  Array<T, 4> a;
  a[0] = x;
  a[1] = y;
  a[2] = z;
  a[3] = w;
  return a;
}

// Element-wise operators (CUTLASS's plus/minus/multiplies/divides/negate of Array<T, N>:
// the element type's operator on each pair, a scalar operand with every element)
template <typename T, int N>
__host__ __device__ Array<T, N> operator+(Array<T, N> const &a, Array<T, N> const &b) {
  Array<T, N> r;
  for (int i = 0; i < N; ++i) r[i] = a[i] + b[i];
  return r;
}
template <typename T, int N>
__host__ __device__ Array<T, N> operator+(T const &s, Array<T, N> const &b) {
  Array<T, N> r;
  for (int i = 0; i < N; ++i) r[i] = s + b[i];
  return r;
}
template <typename T, int N>
__host__ __device__ Array<T, N> operator+(Array<T, N> const &a, T const &s) {
  Array<T, N> r;
  for (int i = 0; i < N; ++i) r[i] = a[i] + s;
  return r;
}
template <typename T, int N>
__host__ __device__ Array<T, N> operator-(Array<T, N> const &a, Array<T, N> const &b) {
  Array<T, N> r;
  for (int i = 0; i < N; ++i) r[i] = a[i] - b[i];
  return r;
}
template <typename T, int N>
__host__ __device__ Array<T, N> operator-(Array<T, N> const &a) {
  Array<T, N> r;
  for (int i = 0; i < N; ++i) r[i] = -a[i];
  return r;
}
template <typename T, int N>
__host__ __device__ Array<T, N> operator*(Array<T, N> const &a, Array<T, N> const &b) {
  Array<T, N> r;
  for (int i = 0; i < N; ++i) r[i] = a[i] * b[i];
  return r;
}
template <typename T, int N>
__host__ __device__ Array<T, N> operator*(T s, Array<T, N> const &b) {
  Array<T, N> r;
  for (int i = 0; i < N; ++i) r[i] = s * b[i];
  return r;
}
template <typename T, int N>
__host__ __device__ Array<T, N> operator*(Array<T, N> const &a, T s) {
  Array<T, N> r;
  for (int i = 0; i < N; ++i) r[i] = a[i] * s;
  return r;
}
template <typename T, int N>
__host__ __device__ Array<T, N> operator/(Array<T, N> const &a, Array<T, N> const &b) {
  Array<T, N> r;
  for (int i = 0; i < N; ++i) r[i] = a[i] / b[i];
  return r;
}

}  // namespace cutlass

#endif
