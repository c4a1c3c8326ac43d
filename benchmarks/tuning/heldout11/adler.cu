// Adler-32 checksums of many records, for the eleventh held-out set of tuning spaces
// (benchmarks/tuning/spaces.py, space "adler"): record r is L = 1024 bytes, stored as 256
// little-endian unsigned ints; with its bytes d_0 .. d_{L-1}, a = 1 + sum d_i and b = L +
// sum (L - i) d_i, both modulo 65521, and sum[r] = b << 16 | a (the sums before the modulo
// stay below 2^28, so each thread adds its bytes into plain unsigned ints). A block of
// block_size_x x block_size_y threads takes block_size_y records, block_size_x threads a
// record; a thread reads the record's words vec at a time (an unsigned int, uint2 or
// uint4), chunks block_size_x * vec words apart. The block_size_x partial sums of a record
// are added by xor shuffles (reduce=1) or a tree in shared memory (reduce=0; nothing to add
// when block_size_x is 1).
#ifndef block_size_x
#define block_size_x 8
#endif
#ifndef block_size_y
#define block_size_y 16
#endif
#ifndef vec
#define vec 4
#endif
#ifndef reduce
#define reduce 1
#endif
#define L 1024
#define WORDS (L / 4)
#define CHUNKS (WORDS / (block_size_x * vec))
#define MOD 65521u

__device__ __forceinline__ void add_word(unsigned int v, int w, unsigned int &s,
                                         unsigned int &t)
{
#pragma unroll
    for (int k = 0; k < 4; k++) {
        unsigned int d = (v >> (8 * k)) & 255u;
        s += d;
        t += (unsigned int)(L - 4 * w - k) * d;
    }
}

__global__ void adler(unsigned int *sum, const unsigned int *data)
{
    int tx = threadIdx.x, ty = threadIdx.y;
    int r = blockIdx.x * block_size_y + ty;
    const unsigned int *rec = data + (size_t)r * WORDS;
    unsigned int s = 0, t = 0;
#pragma unroll
    for (int c = 0; c < CHUNKS; c++) {
        int w = (tx + c * block_size_x) * vec;
#if vec == 4
        uint4 q = *(const uint4 *)(rec + w);
        add_word(q.x, w, s, t); add_word(q.y, w + 1, s, t);
        add_word(q.z, w + 2, s, t); add_word(q.w, w + 3, s, t);
#elif vec == 2
        uint2 q = *(const uint2 *)(rec + w);
        add_word(q.x, w, s, t); add_word(q.y, w + 1, s, t);
#else
        add_word(rec[w], w, s, t);
#endif
    }
#if block_size_x > 1 && reduce == 1
#pragma unroll
    for (int off = block_size_x / 2; off > 0; off /= 2) {
        s += __shfl_xor_sync(0xffffffff, s, off);
        t += __shfl_xor_sync(0xffffffff, t, off);
    }
#elif block_size_x > 1
    __shared__ unsigned int s_s[block_size_y][block_size_x];
    __shared__ unsigned int s_t[block_size_y][block_size_x];
    s_s[ty][tx] = s;
    s_t[ty][tx] = t;
    __syncwarp();
#pragma unroll
    for (int off = block_size_x / 2; off > 0; off /= 2) {
        if (tx < off) {
            s_s[ty][tx] += s_s[ty][tx + off];
            s_t[ty][tx] += s_t[ty][tx + off];
        }
        __syncwarp();
    }
    s = s_s[ty][0];
    t = s_t[ty][0];
#endif
    if (tx == 0)
        sum[r] = ((L + t) % MOD) << 16 | ((1u + s) % MOD);
}
