// A polynomial of degree 31 with unsigned int coefficients evaluated at many points, for the
// twelfth held-out set of tuning spaces (benchmarks/tuning/spaces.py, space "horner"):
// y[i] = sum over k <= 31 of coef[k] x[i]^k, modulo 2^32. A block of block_size_x threads
// takes block_size_x * items points, a thread items of them in chunks of vec consecutive
// points (read and written as unsigned ints, uint2 or uint4), chunks block_size_x * vec
// points apart. coef_in=0 reads the coefficients from global memory, coef_in=1 from
// constant memory (c_coef, filled by the host), coef_in=2 from shared memory (the block
// copies them in first). method=0: Horner's rule, 31 dependent multiply-adds; method=1:
// the even and the odd coefficients by two Horner chains in x^2, added as even + x odd.
#ifndef block_size_x
#define block_size_x 128
#endif
#ifndef items
#define items 4
#endif
#ifndef vec
#define vec 2
#endif
#ifndef coef_in
#define coef_in 1
#endif
#ifndef method
#define method 0
#endif
#define DEG 31
#define CHUNKS (items / vec)

__constant__ unsigned int c_coef[DEG + 1];

#if coef_in == 2
#define C(k) s_coef[k]
#elif coef_in == 1
#define C(k) c_coef[k]
#else
#define C(k) coef[k]
#endif

#if coef_in == 2
#define POLY_ARGS const unsigned int *s_coef
#define POLY_PASS s_coef
#else
#define POLY_ARGS const unsigned int *coef
#define POLY_PASS coef
#endif

__device__ __forceinline__ unsigned int poly(unsigned int x, POLY_ARGS)
{
#if method == 0
    unsigned int y = C(DEG);
#pragma unroll
    for (int k = DEG - 1; k >= 0; k--)
        y = y * x + C(k);
    return y;
#else
    unsigned int x2 = x * x;
    unsigned int e = C(DEG - 1), o = C(DEG);
#pragma unroll
    for (int k = DEG - 3; k >= 0; k -= 2) {
        e = e * x2 + C(k);
        o = o * x2 + C(k + 1);
    }
    return o * x + e;
#endif
}

__global__ void horner(unsigned int *y, const unsigned int *x, const unsigned int *coef)
{
#if coef_in == 2
    __shared__ unsigned int s_coef[DEG + 1];
    for (int k = threadIdx.x; k <= DEG; k += block_size_x)
        s_coef[k] = coef[k];
    __syncthreads();
#endif
    size_t first = (size_t)blockIdx.x * block_size_x * CHUNKS;
#pragma unroll
    for (int c = 0; c < CHUNKS; c++) {
        size_t q = first + c * block_size_x + threadIdx.x;
#if vec == 4
        uint4 v = ((const uint4 *)x)[q];
        ((uint4 *)y)[q] = make_uint4(poly(v.x, POLY_PASS), poly(v.y, POLY_PASS),
                                     poly(v.z, POLY_PASS), poly(v.w, POLY_PASS));
#elif vec == 2
        uint2 v = ((const uint2 *)x)[q];
        ((uint2 *)y)[q] = make_uint2(poly(v.x, POLY_PASS), poly(v.y, POLY_PASS));
#else
        y[q] = poly(x[q], POLY_PASS);
#endif
    }
}
