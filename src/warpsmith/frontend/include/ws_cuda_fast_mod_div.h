// warpsmith's model of libcu++'s cuda::fast_mod_div<T> (<cuda/cmath>, CCCL): a divisor
// whose quotient and remainder CCCL computes with a multiplication and a shift, equal to
// the integer quotient and remainder (CCCL's contract: a divisor > 0, a dividend >= 0 no
// wider than T, the result of type common_type<T, dividend>, which is T for the
// dividends it accepts). The model divides: the same values, and a divisor of 0 is a
// division by zero. CCCL's operators are templates on the dividend's type (an exact match
// for any integer dividend, so `i % d` is never ambiguous with the built-in `%` through the
// conversion operator); the frontend does not read free operator templates, so they are
// written out per (dividend, T) pair of the four integer types, each computing in
// common_type<T, dividend> (the usual arithmetic conversions). The frontend reads
// `cuda::fast_mod_div<T>` as `ws_cuda_fast_mod_div<T>` (frontend/stdmodels.py).
template <typename T>
struct ws_cuda_fast_mod_div {
  T divisor;
  __host__ __device__ ws_cuda_fast_mod_div(T d) : divisor(d) {}
  __host__ __device__ operator T() const { return divisor; }
};
__host__ __device__ int operator/(int dividend, ws_cuda_fast_mod_div<int> d) {
  return (int)dividend / (int)d.divisor;
}
__host__ __device__ int operator%(int dividend, ws_cuda_fast_mod_div<int> d) {
  return (int)dividend % (int)d.divisor;
}
__host__ __device__ unsigned int operator/(unsigned int dividend, ws_cuda_fast_mod_div<int> d) {
  return (unsigned int)dividend / (unsigned int)d.divisor;
}
__host__ __device__ unsigned int operator%(unsigned int dividend, ws_cuda_fast_mod_div<int> d) {
  return (unsigned int)dividend % (unsigned int)d.divisor;
}
__host__ __device__ long long operator/(long long dividend, ws_cuda_fast_mod_div<int> d) {
  return (long long)dividend / (long long)d.divisor;
}
__host__ __device__ long long operator%(long long dividend, ws_cuda_fast_mod_div<int> d) {
  return (long long)dividend % (long long)d.divisor;
}
__host__ __device__ unsigned long long operator/(unsigned long long dividend, ws_cuda_fast_mod_div<int> d) {
  return (unsigned long long)dividend / (unsigned long long)d.divisor;
}
__host__ __device__ unsigned long long operator%(unsigned long long dividend, ws_cuda_fast_mod_div<int> d) {
  return (unsigned long long)dividend % (unsigned long long)d.divisor;
}
__host__ __device__ unsigned int operator/(int dividend, ws_cuda_fast_mod_div<unsigned int> d) {
  return (unsigned int)dividend / (unsigned int)d.divisor;
}
__host__ __device__ unsigned int operator%(int dividend, ws_cuda_fast_mod_div<unsigned int> d) {
  return (unsigned int)dividend % (unsigned int)d.divisor;
}
__host__ __device__ unsigned int operator/(unsigned int dividend, ws_cuda_fast_mod_div<unsigned int> d) {
  return (unsigned int)dividend / (unsigned int)d.divisor;
}
__host__ __device__ unsigned int operator%(unsigned int dividend, ws_cuda_fast_mod_div<unsigned int> d) {
  return (unsigned int)dividend % (unsigned int)d.divisor;
}
__host__ __device__ long long operator/(long long dividend, ws_cuda_fast_mod_div<unsigned int> d) {
  return (long long)dividend / (long long)d.divisor;
}
__host__ __device__ long long operator%(long long dividend, ws_cuda_fast_mod_div<unsigned int> d) {
  return (long long)dividend % (long long)d.divisor;
}
__host__ __device__ unsigned long long operator/(unsigned long long dividend, ws_cuda_fast_mod_div<unsigned int> d) {
  return (unsigned long long)dividend / (unsigned long long)d.divisor;
}
__host__ __device__ unsigned long long operator%(unsigned long long dividend, ws_cuda_fast_mod_div<unsigned int> d) {
  return (unsigned long long)dividend % (unsigned long long)d.divisor;
}
__host__ __device__ long long operator/(int dividend, ws_cuda_fast_mod_div<long long> d) {
  return (long long)dividend / (long long)d.divisor;
}
__host__ __device__ long long operator%(int dividend, ws_cuda_fast_mod_div<long long> d) {
  return (long long)dividend % (long long)d.divisor;
}
__host__ __device__ long long operator/(unsigned int dividend, ws_cuda_fast_mod_div<long long> d) {
  return (long long)dividend / (long long)d.divisor;
}
__host__ __device__ long long operator%(unsigned int dividend, ws_cuda_fast_mod_div<long long> d) {
  return (long long)dividend % (long long)d.divisor;
}
__host__ __device__ long long operator/(long long dividend, ws_cuda_fast_mod_div<long long> d) {
  return (long long)dividend / (long long)d.divisor;
}
__host__ __device__ long long operator%(long long dividend, ws_cuda_fast_mod_div<long long> d) {
  return (long long)dividend % (long long)d.divisor;
}
__host__ __device__ unsigned long long operator/(unsigned long long dividend, ws_cuda_fast_mod_div<long long> d) {
  return (unsigned long long)dividend / (unsigned long long)d.divisor;
}
__host__ __device__ unsigned long long operator%(unsigned long long dividend, ws_cuda_fast_mod_div<long long> d) {
  return (unsigned long long)dividend % (unsigned long long)d.divisor;
}
__host__ __device__ unsigned long long operator/(int dividend, ws_cuda_fast_mod_div<unsigned long long> d) {
  return (unsigned long long)dividend / (unsigned long long)d.divisor;
}
__host__ __device__ unsigned long long operator%(int dividend, ws_cuda_fast_mod_div<unsigned long long> d) {
  return (unsigned long long)dividend % (unsigned long long)d.divisor;
}
__host__ __device__ unsigned long long operator/(unsigned int dividend, ws_cuda_fast_mod_div<unsigned long long> d) {
  return (unsigned long long)dividend / (unsigned long long)d.divisor;
}
__host__ __device__ unsigned long long operator%(unsigned int dividend, ws_cuda_fast_mod_div<unsigned long long> d) {
  return (unsigned long long)dividend % (unsigned long long)d.divisor;
}
__host__ __device__ unsigned long long operator/(long long dividend, ws_cuda_fast_mod_div<unsigned long long> d) {
  return (unsigned long long)dividend / (unsigned long long)d.divisor;
}
__host__ __device__ unsigned long long operator%(long long dividend, ws_cuda_fast_mod_div<unsigned long long> d) {
  return (unsigned long long)dividend % (unsigned long long)d.divisor;
}
__host__ __device__ unsigned long long operator/(unsigned long long dividend, ws_cuda_fast_mod_div<unsigned long long> d) {
  return (unsigned long long)dividend / (unsigned long long)d.divisor;
}
__host__ __device__ unsigned long long operator%(unsigned long long dividend, ws_cuda_fast_mod_div<unsigned long long> d) {
  return (unsigned long long)dividend % (unsigned long long)d.divisor;
}
