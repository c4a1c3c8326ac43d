// SHA-256 compressions of one-block messages, for the sixteenth held-out set of tuning spaces
// (benchmarks/tuning/spaces.py, space "sha256"): digest[8 i] .. digest[8 i + 7] are the
// eight state words after compressing the 16-word block blocks[16 i] .. blocks[16 i + 15]
// (big-endian words of a padded message, as FIPS 180-4 reads them) from the standard initial
// state, i.e. the SHA-256 digest of a message of at most 55 bytes. A block of block_size_x
// threads takes block_size_x * items messages (their number a multiple of it), a thread
// items of them, block_size_x apart, their rounds interleaved. The message schedule is a
// rolling window of 16 words. k_in=0 reads the 64 round constants from global memory, 1 from
// constant memory (c_k, filled by the host), 2 from shared memory (the block copies them in
// first); vec=4 moves words as uint4s, 1 one at a time; loop_unroll=1 unrolls the 64 rounds
// (the window stays in registers), 0 keeps them a loop.
#ifndef block_size_x
#define block_size_x 128
#endif
#ifndef items
#define items 1
#endif
#ifndef k_in
#define k_in 1
#endif
#ifndef vec
#define vec 4
#endif
#ifndef loop_unroll
#define loop_unroll 1
#endif
#define ROUNDS 64

__constant__ unsigned int c_k[ROUNDS];

#if k_in == 2
#define ROUND_K(t) s_k[t]
#elif k_in == 1
#define ROUND_K(t) c_k[t]
#else
#define ROUND_K(t) k_tab[t]
#endif

__device__ __forceinline__ unsigned int rotr(unsigned int x, int n)
{
    return (x >> n) | (x << (32 - n));
}

__device__ __forceinline__ unsigned int initial_state(int j)
{
    switch (j) {
    case 0: return 0x6a09e667u;
    case 1: return 0xbb67ae85u;
    case 2: return 0x3c6ef372u;
    case 3: return 0xa54ff53au;
    case 4: return 0x510e527fu;
    case 5: return 0x9b05688cu;
    case 6: return 0x1f83d9abu;
    default: return 0x5be0cd19u;
    }
}

__global__ void sha256(unsigned int *digest, const unsigned int *blocks,
                       const unsigned int *k_tab)
{
#if k_in == 2
    __shared__ unsigned int s_k[ROUNDS];
    for (int t = threadIdx.x; t < ROUNDS; t += block_size_x)
        s_k[t] = k_tab[t];
    __syncthreads();
#endif
    size_t first = (size_t)blockIdx.x * (block_size_x * items) + threadIdx.x;
    unsigned int w[items][16], s[items][8];
#pragma unroll
    for (int k = 0; k < items; k++) {
        const unsigned int *block = blocks + (first + (size_t)k * block_size_x) * 16;
#if vec == 4
#pragma unroll
        for (int q = 0; q < 4; q++) {
            uint4 u = ((const uint4 *)block)[q];
            w[k][4 * q] = u.x;
            w[k][4 * q + 1] = u.y;
            w[k][4 * q + 2] = u.z;
            w[k][4 * q + 3] = u.w;
        }
#else
#pragma unroll
        for (int t = 0; t < 16; t++)
            w[k][t] = block[t];
#endif
#pragma unroll
        for (int j = 0; j < 8; j++)
            s[k][j] = initial_state(j);
    }
#if loop_unroll == 1
#pragma unroll
#else
#pragma unroll 1
#endif
    for (int t = 0; t < ROUNDS; t++) {
        unsigned int kt = ROUND_K(t);
#pragma unroll
        for (int k = 0; k < items; k++) {
            if (t >= 16) {
                unsigned int w15 = w[k][(t + 1) & 15], w2 = w[k][(t + 14) & 15];
                unsigned int sigma0 = rotr(w15, 7) ^ rotr(w15, 18) ^ (w15 >> 3);
                unsigned int sigma1 = rotr(w2, 17) ^ rotr(w2, 19) ^ (w2 >> 10);
                w[k][t & 15] += sigma0 + w[k][(t + 9) & 15] + sigma1;
            }
            unsigned int a = s[k][0], b = s[k][1], c = s[k][2], d = s[k][3];
            unsigned int e = s[k][4], f = s[k][5], g = s[k][6], h = s[k][7];
            unsigned int big1 = rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25);
            unsigned int choose = (e & f) ^ (~e & g);
            unsigned int t1 = h + big1 + choose + kt + w[k][t & 15];
            unsigned int big0 = rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22);
            unsigned int majority = (a & b) ^ (a & c) ^ (b & c);
            s[k][7] = g;
            s[k][6] = f;
            s[k][5] = e;
            s[k][4] = d + t1;
            s[k][3] = c;
            s[k][2] = b;
            s[k][1] = a;
            s[k][0] = t1 + big0 + majority;
        }
    }
#pragma unroll
    for (int k = 0; k < items; k++) {
        unsigned int *out = digest + (first + (size_t)k * block_size_x) * 8;
#if vec == 4
        ((uint4 *)out)[0] = make_uint4(s[k][0] + initial_state(0), s[k][1] + initial_state(1),
                                       s[k][2] + initial_state(2), s[k][3] + initial_state(3));
        ((uint4 *)out)[1] = make_uint4(s[k][4] + initial_state(4), s[k][5] + initial_state(5),
                                       s[k][6] + initial_state(6), s[k][7] + initial_state(7));
#else
#pragma unroll
        for (int j = 0; j < 8; j++)
            out[j] = s[k][j] + initial_state(j);
#endif
    }
}
