// A byte image mapped through a 256-entry lookup table (the last step of histogram
// equalization), for the seventh held-out set of tuning spaces (benchmarks/tuning/
// spaces.py, space "lut"): out[i] = table[in[i]] for n bytes. A thread maps vec
// consecutive bytes at a time (vec=1: one byte; vec=4: one 32-bit word; vec=16: one uint4),
// items groups of them block_size_x groups apart (a warp's loads consecutive). lut_in=0
// reads the table from global memory, lut_in=1 from constant memory (c_lut, filled by the
// host), lut_in=2 from shared memory (the block copies it in first).
#ifndef block_size_x
#define block_size_x 256
#endif
#ifndef items
#define items 1
#endif
#ifndef vec
#define vec 4
#endif
#ifndef lut_in
#define lut_in 2
#endif

__constant__ unsigned char c_lut[256];

__global__ void lut(unsigned char *out, const unsigned char *in, const unsigned char *table,
                    int n)
{
    int tid = threadIdx.x;
#if lut_in == 2
    __shared__ unsigned char s_lut[256];
    for (int j = tid; j < 256; j += block_size_x)
        s_lut[j] = table[j];
    __syncthreads();
#define L(v) ((unsigned int)s_lut[v])
#elif lut_in == 1
#define L(v) ((unsigned int)c_lut[v])
#else
#define L(v) ((unsigned int)table[v])
#endif
#define MAP4(u) (L((u) & 255) | (L(((u) >> 8) & 255) << 8) | (L(((u) >> 16) & 255) << 16) \
                 | (L((u) >> 24) << 24))
    int base = blockIdx.x * block_size_x * items;
#pragma unroll
    for (int k = 0; k < items; k++) {
        int g = base + k * block_size_x + tid;   // the thread's group of vec bytes
        if (g * vec >= n)
            return;
#if vec == 1
        out[g] = (unsigned char)L(in[g]);
#elif vec == 4
        unsigned int u = ((const unsigned int *)in)[g];
        ((unsigned int *)out)[g] = MAP4(u);
#else
        uint4 u = ((const uint4 *)in)[g];
        uint4 r;
        r.x = MAP4(u.x);
        r.y = MAP4(u.y);
        r.z = MAP4(u.z);
        r.w = MAP4(u.w);
        ((uint4 *)out)[g] = r;
#endif
    }
}
