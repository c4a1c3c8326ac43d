// Parity shards of an erasure code over GF(2^8) (polynomial x^8 + x^4 + x^3 + x^2 + 1,
// 0x11d), for the nineteenth held-out set of tuning spaces (benchmarks/tuning/spaces.py,
// space "gfcode"): parity[j * length + i] is the sum (XOR) over the DATA_SHARDS data shards
// k of coef[j * DATA_SHARDS + k] (never 0) times data[k * length + i] in GF(2^8), for the
// PARITY_SHARDS parity shards j. A thread takes vec consecutive bytes of every shard at a
// time (vec=4: one 32-bit word), items groups of them block_size_x groups apart (a warp's
// consecutive). mul=0 multiplies without a table, by doubling the data (xtime, four bytes
// of a word at once for vec=4) along the coefficient's bits; mul=1, 2, 3 through the
// logarithm and antilogarithm tables (gf_log of 256 entries, gf_exp of 512 so that a sum
// of two logarithms needs no reduction) in global, constant (c_log, c_exp, filled by the
// host) or shared memory (the block copies them in first).
#ifndef block_size_x
#define block_size_x 256
#endif
#ifndef items
#define items 2
#endif
#ifndef vec
#define vec 4
#endif
#ifndef mul
#define mul 0
#endif

#define DATA_SHARDS 8
#define PARITY_SHARDS 4

__constant__ unsigned char c_log[256];
__constant__ unsigned char c_exp[512];

#if mul == 3
#define LOG(v) s_log[v]
#define EXP(v) s_exp[v]
#elif mul == 2
#define LOG(v) c_log[v]
#define EXP(v) c_exp[v]
#else
#define LOG(v) gf_log[v]
#define EXP(v) gf_exp[v]
#endif

// each byte of w multiplied by 2 in GF(2^8)
__device__ __forceinline__ unsigned int xtime_bytes(unsigned int w)
{
    return ((w & 0x7f7f7f7fu) << 1) ^ (((w >> 7) & 0x01010101u) * 0x1du);
}

__global__ void gfcode(unsigned char *parity, const unsigned char *data,
                       const unsigned char *coef, const unsigned char *gf_log,
                       const unsigned char *gf_exp, int length)
{
#if mul == 3
    __shared__ unsigned char s_log[256];
    __shared__ unsigned char s_exp[512];
    for (int k = threadIdx.x; k < 256; k += block_size_x)
        s_log[k] = gf_log[k];
    for (int k = threadIdx.x; k < 512; k += block_size_x)
        s_exp[k] = gf_exp[k];
    __syncthreads();
#endif
    size_t group_first = (size_t)blockIdx.x * (block_size_x * items);
#pragma unroll
    for (int q = 0; q < items; q++) {
        size_t at = (group_first + (size_t)q * block_size_x + threadIdx.x) * vec;
        unsigned int sum[PARITY_SHARDS];
#pragma unroll
        for (int j = 0; j < PARITY_SHARDS; j++)
            sum[j] = 0u;
        for (int k = 0; k < DATA_SHARDS; k++) {
#if vec == 4
            unsigned int d = *(const unsigned int *)(data + (size_t)k * length + at);
#else
            unsigned int d = data[(size_t)k * length + at];
#endif
#pragma unroll
            for (int j = 0; j < PARITY_SHARDS; j++) {
                unsigned int c = coef[j * DATA_SHARDS + k];
#if mul == 0
                unsigned int power = d, product = 0u;
#pragma unroll
                for (int b = 0; b < 8; b++) {
                    if ((c >> b) & 1u)
                        product ^= power;
                    power = xtime_bytes(power);
                }
                sum[j] ^= product;
#else
                unsigned int log_c = LOG(c);
#pragma unroll
                for (int e = 0; e < vec; e++) {
                    unsigned int byte = (d >> (8 * e)) & 255u;
                    unsigned int product = byte ? (unsigned int)EXP(log_c + LOG(byte)) : 0u;
                    sum[j] ^= product << (8 * e);
                }
#endif
            }
        }
#pragma unroll
        for (int j = 0; j < PARITY_SHARDS; j++) {
#if vec == 4
            *(unsigned int *)(parity + (size_t)j * length + at) = sum[j];
#else
            parity[(size_t)j * length + at] = (unsigned char)sum[j];
#endif
        }
    }
}
