// Number-theoretic transforms (the discrete Fourier transform in the integers modulo the
// prime P = 998244353 = 119 * 2^23 + 1, so exact) of length N = 1024, one per sequence of
// a batch, for the seventh held-out set of tuning spaces (benchmarks/tuning/spaces.py,
// space "ntt"): out[k] = sum over j of in[j] W^(j k) mod P, W = 3^((P - 1) / N), a
// primitive N-th root of unity. A block of block_size_x x block_size_y threads transforms
// block_size_y sequences in shared memory, block_size_x threads each: ten radix-2
// decimation-in-frequency stages of N / 2 butterflies (u + v, (u - v) W^e), a barrier
// between stages, then the result read back in bit-reversed order and written in natural
// order. tw_in chooses where a butterfly's twiddle W^e comes from: 0 a table of the N / 2
// powers in global memory, 1 the same in constant memory (c_tw, filled by the host), 2 in
// shared memory (the block copies it in first), 3 computed by square-and-multiply.
// loop_unroll=1 unrolls the stage and butterfly loops, loop_unroll=0 keeps them loops.
#ifndef block_size_x
#define block_size_x 128
#endif
#ifndef block_size_y
#define block_size_y 1
#endif
#ifndef tw_in
#define tw_in 0
#endif
#ifndef loop_unroll
#define loop_unroll 0
#endif
#define LOGN 10
#define N (1 << LOGN)
#define P 998244353u
#define W 258648936u

__constant__ unsigned int c_tw[N / 2];

__device__ __forceinline__ unsigned int mulmod(unsigned int a, unsigned int b)
{
    return (unsigned int)(((unsigned long long)a * b) % P);
}

__device__ __forceinline__ unsigned int powmod_w(int e)
{
    unsigned int r = 1u, b = W;
#pragma unroll
    for (int k = 0; k < LOGN - 1; k++) {
        if ((e >> k) & 1)
            r = mulmod(r, b);
        b = mulmod(b, b);
    }
    return r;
}

__global__ void ntt(unsigned int *out, const unsigned int *in, const unsigned int *tw)
{
    __shared__ unsigned int s[block_size_y][N];
#if tw_in == 2
    __shared__ unsigned int s_tw[N / 2];
    for (int i = threadIdx.y * block_size_x + threadIdx.x; i < N / 2;
         i += block_size_x * block_size_y)
        s_tw[i] = tw[i];
#define TW(e) s_tw[e]
#elif tw_in == 1
#define TW(e) c_tw[e]
#elif tw_in == 0
#define TW(e) tw[e]
#else
#define TW(e) powmod_w(e)
#endif
    int tx = threadIdx.x, ty = threadIdx.y;
    int seq = blockIdx.x * block_size_y + ty;
    for (int i = tx; i < N; i += block_size_x)
        s[ty][i] = in[seq * N + i];
    __syncthreads();
#if loop_unroll
#pragma unroll
#else
#pragma unroll 1
#endif
    for (int lg = LOGN - 1; lg >= 0; lg--) {   // butterflies of half-length 2^lg
#if loop_unroll
#pragma unroll
#else
#pragma unroll 1
#endif
        for (int j = tx; j < N / 2; j += block_size_x) {
            int pos = j & ((1 << lg) - 1);
            int i0 = ((j >> lg) << (lg + 1)) + pos, i1 = i0 + (1 << lg);
            unsigned int u = s[ty][i0], v = s[ty][i1];
            unsigned int sum = u + v;
            if (sum >= P)
                sum -= P;
            unsigned int dif = u >= v ? u - v : u + P - v;
            s[ty][i0] = sum;
            s[ty][i1] = mulmod(dif, TW(pos << (LOGN - 1 - lg)));
        }
        __syncthreads();
    }
    for (int i = tx; i < N; i += block_size_x)
        out[seq * N + i] = s[ty][__brev((unsigned int)i) >> (32 - LOGN)];
}
