// Bit-reversal permutation out[rev(i)] = in[i] of n = 2^logn ints, for the sixth held-out
// set of tuning spaces (benchmarks/tuning/spaces.py, space "bitrev"); rev(i) reverses the
// logn low bits of i. A block takes a chunk of CHUNK = block_size_x * items indices.
// method=0 scatters: a thread reads in[i] (a warp's reads consecutive) and writes it to
// out[rev(i)]; method=1 gathers: out[i] = in[rev(i)] (rev is its own inverse; the writes
// consecutive). method=2 goes through shared memory, for CHUNK = T * T (T = 2^TB): with
// i = (a, b, c), a the high TB bits, c the low TB bits and b the MB = logn - 2 TB bits
// between, rev(i) = (rev(c), rev(b), rev(a)), so block b reads its T x T elements in rows
// of T consecutive ints (fixed a) into tile[a][c] and writes out[(rev(c), rev(b), rev(a))]
// in rows of T consecutive ints too (fixed c); pad=1 pads the tile's rows by one word.
// use_brev=1 reverses bits with __brev, use_brev=0 with a loop over the bits.
#ifndef block_size_x
#define block_size_x 256
#endif
#ifndef items
#define items 4
#endif
#ifndef method
#define method 0
#endif
#ifndef use_brev
#define use_brev 1
#endif
#ifndef pad
#define pad 0
#endif
#define CHUNK (block_size_x * items)

__device__ __forceinline__ int rev_bits(int x, int bits)
{
#if use_brev
    return (int)(__brev((unsigned int)x) >> (32 - bits));
#else
    int r = 0;
    for (int k = 0; k < bits; k++) {
        r = (r << 1) | (x & 1);
        x >>= 1;
    }
    return r;
#endif
}

#if method == 2
#if CHUNK == 256
#define TB 4
#elif CHUNK == 1024
#define TB 5
#else
#define TB 6
#endif
#define T (1 << TB)
#endif

__global__ void bitrev(int *out, const int *in, int logn)
{
    int tid = threadIdx.x;
#if method == 2
    __shared__ int tile[T][T + pad];
    int mb = logn - 2 * TB;
    int b = blockIdx.x;
    int rb = rev_bits(b, mb);
#pragma unroll
    for (int k = 0; k < items; k++) {
        int e = k * block_size_x + tid;
        int a = e >> TB, c = e & (T - 1);
        tile[a][c] = in[(a << (logn - TB)) | (b << TB) | c];
    }
    __syncthreads();
#pragma unroll
    for (int k = 0; k < items; k++) {
        int e = k * block_size_x + tid;
        int oc = e >> TB, oa = e & (T - 1);   // oc = rev(c), oa = rev(a)
        out[(oc << (logn - TB)) | (rb << TB) | oa] = tile[rev_bits(oa, TB)][rev_bits(oc, TB)];
    }
#else
    int base = blockIdx.x * CHUNK;
#pragma unroll
    for (int k = 0; k < items; k++) {
        int i = base + k * block_size_x + tid;
#if method == 0
        out[rev_bits(i, logn)] = in[i];
#else
        out[i] = in[rev_bits(i, logn)];
#endif
    }
#endif
}
