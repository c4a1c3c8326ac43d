// 3D Morton (Z-order) codes of integer points, for the sixteenth held-out set of tuning
// spaces (benchmarks/tuning/spaces.py, space "morton"): code[i] has bit i of x[i] at bit 3 i,
// of y[i] at bit 3 i + 1 and of z[i] at bit 3 i + 2, for the 21 bits of each coordinate (a
// 63-bit code). A block of block_size_x threads takes block_size_x * items points (their
// number a multiple of it), a thread items of them: vec=4 reads four consecutive points'
// coordinates as uint4s and writes their codes as two ulonglong2s, vec=1 one point at a
// time, block_size_x apart. method=0 spreads a coordinate's bits by five masked shifts of
// 64-bit words, 1 by a table of the 256 bytes spread (three look-ups a coordinate; lut_in=0
// the table in global memory, 1 in constant memory (c_spread, filled by the host), 2 in
// shared memory, the block copying it in first), 2 moves one bit at a time in a loop.
#ifndef block_size_x
#define block_size_x 256
#endif
#ifndef items
#define items 4
#endif
#ifndef vec
#define vec 4
#endif
#ifndef method
#define method 1
#endif
#ifndef lut_in
#define lut_in 2
#endif
#define COORD_BITS 21

__constant__ unsigned int c_spread[256];

#if lut_in == 2
#define SPREAD(b) s_spread[b]
#elif lut_in == 1
#define SPREAD(b) c_spread[b]
#else
#define SPREAD(b) spread[b]
#endif

#if method == 0
// the 21 low bits of v moved to bits 0, 3, 6, ..., 60
__device__ __forceinline__ unsigned long long spread_bits(unsigned int v)
{
    unsigned long long s = v & 0x1fffffu;
    s = (s | (s << 32)) & 0x1f00000000ffffull;
    s = (s | (s << 16)) & 0x1f0000ff0000ffull;
    s = (s | (s << 8)) & 0x100f00f00f00f00full;
    s = (s | (s << 4)) & 0x10c30c30c30c30c3ull;
    s = (s | (s << 2)) & 0x1249249249249249ull;
    return s;
}
#define MORTON(px, py, pz) \
    (spread_bits(px) | (spread_bits(py) << 1) | (spread_bits(pz) << 2))
#elif method == 1
#define SPREAD21(v) \
    ((unsigned long long)SPREAD((v) & 255u) | \
     ((unsigned long long)SPREAD(((v) >> 8) & 255u) << 24) | \
     ((unsigned long long)SPREAD(((v) >> 16) & 31u) << 48))
#define MORTON(px, py, pz) (SPREAD21(px) | (SPREAD21(py) << 1) | (SPREAD21(pz) << 2))
#else
// the code of (px, py, pz), one bit of each coordinate a step
__device__ __forceinline__ unsigned long long bit_loop(unsigned int px, unsigned int py,
                                                       unsigned int pz)
{
    unsigned long long code = 0;
    for (int i = 0; i < COORD_BITS; i++) {
        code |= (unsigned long long)((px >> i) & 1u) << (3 * i);
        code |= (unsigned long long)((py >> i) & 1u) << (3 * i + 1);
        code |= (unsigned long long)((pz >> i) & 1u) << (3 * i + 2);
    }
    return code;
}
#define MORTON(px, py, pz) bit_loop(px, py, pz)
#endif

__global__ void morton(unsigned long long *code, const unsigned int *x, const unsigned int *y,
                       const unsigned int *z, const unsigned int *spread)
{
#if method == 1 && lut_in == 2
    __shared__ unsigned int s_spread[256];
    for (int b = threadIdx.x; b < 256; b += block_size_x)
        s_spread[b] = spread[b];
    __syncthreads();
#endif
    size_t block_first = (size_t)blockIdx.x * (block_size_x * items);
#pragma unroll
    for (int v = 0; v < items / vec; v++) {
        size_t at = block_first + ((size_t)v * block_size_x + threadIdx.x) * vec;
#if vec == 4
        uint4 px = *(const uint4 *)(x + at);
        uint4 py = *(const uint4 *)(y + at);
        uint4 pz = *(const uint4 *)(z + at);
        ulonglong2 *out = (ulonglong2 *)(code + at);
        out[0] = make_ulonglong2(MORTON(px.x, py.x, pz.x), MORTON(px.y, py.y, pz.y));
        out[1] = make_ulonglong2(MORTON(px.z, py.z, pz.z), MORTON(px.w, py.w, pz.w));
#else
        code[at] = MORTON(x[at], y[at], z[at]);
#endif
    }
}
