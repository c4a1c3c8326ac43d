// Walsh-Hadamard transforms of length 1024 of a batch of integer vectors, for the ninth
// held-out set of tuning spaces (benchmarks/tuning/spaces.py, space "fwht"): out[b] = H in[b]
// with H the unnormalised 1024 x 1024 Hadamard matrix (ten butterfly stages, one per bit of
// the index, which commute). A block of block_size_x x block_size_y threads takes
// block_size_y vectors, block_size_x threads each; a thread holds E = 1024 / block_size_x
// elements in registers, read and written as groups of vec consecutive ints (int, int2 or
// int4) at group g of thread tx: elements (g * block_size_x + tx) * vec + 0..vec-1. The
// stages of the bits that stay in a thread are register butterflies; those of the bits of
// the thread index go through a vector's 1024 ints in shared memory, a barrier a stage
// (radix=2) or two stages a barrier with 4-point butterflies (radix=4); shfl=1 does the
// stages of the five lane bits by xor shuffles instead.
#ifndef block_size_x
#define block_size_x 128
#endif
#ifndef block_size_y
#define block_size_y 2
#endif
#ifndef vec
#define vec 2
#endif
#ifndef radix
#define radix 2
#endif
#ifndef shfl
#define shfl 0
#endif
#define N 1024
#define E (N / block_size_x)
#define G (E / vec)
#if shfl == 1
#define TLO 32
#else
#define TLO 1
#endif

__global__ void fwht(int *out, const int *in)
{
    int tx = threadIdx.x, ty = threadIdx.y;
    int v = blockIdx.x * block_size_y + ty;
    const int *src = in + v * N;
    int *dst = out + v * N;
    int x[E];
#pragma unroll
    for (int g = 0; g < G; g++) {
        int at = (g * block_size_x + tx) * vec;
#if vec == 4
        int4 q = *(const int4 *)(src + at);
        x[g * 4] = q.x; x[g * 4 + 1] = q.y; x[g * 4 + 2] = q.z; x[g * 4 + 3] = q.w;
#elif vec == 2
        int2 q = *(const int2 *)(src + at);
        x[g * 2] = q.x; x[g * 2 + 1] = q.y;
#else
        x[g] = src[at];
#endif
    }
    // the register bits: element i of the thread, i = g * vec + j
#pragma unroll
    for (int h = 1; h < E; h <<= 1)
#pragma unroll
        for (int i = 0; i < E; i++)
            if ((i & h) == 0) {
                int a = x[i], b = x[i + h];
                x[i] = a + b;
                x[i + h] = a - b;
            }
#if shfl == 1
    // the lane bits (thread bits 1 .. 16)
#pragma unroll
    for (int h = 1; h < 32; h <<= 1)
#pragma unroll
        for (int i = 0; i < E; i++) {
            int p = __shfl_xor_sync(0xffffffffu, x[i], h);
            x[i] = (tx & h) ? p - x[i] : x[i] + p;
        }
#endif
#if block_size_x > TLO
    // the other thread bits, in shared memory (element stride h * vec for thread bit h)
    __shared__ int s[block_size_y][N];
#pragma unroll
    for (int g = 0; g < G; g++)
#pragma unroll
        for (int j = 0; j < vec; j++)
            s[ty][(g * block_size_x + tx) * vec + j] = x[g * vec + j];
    __syncthreads();
    int h = TLO;
#if radix == 4
    for (; 2 * h < block_size_x; h <<= 2) {
        int hv = h * vec, low = hv - 1;
#pragma unroll
        for (int q = tx; q < N / 4; q += block_size_x) {
            int i0 = (q & low) | ((q & ~low) << 2);
            int a = s[ty][i0], b = s[ty][i0 + hv], c = s[ty][i0 + 2 * hv];
            int d = s[ty][i0 + 3 * hv];
            int s0 = a + b, s1 = a - b, s2 = c + d, s3 = c - d;
            s[ty][i0] = s0 + s2;
            s[ty][i0 + hv] = s1 + s3;
            s[ty][i0 + 2 * hv] = s0 - s2;
            s[ty][i0 + 3 * hv] = s1 - s3;
        }
        __syncthreads();
    }
#endif
    for (; h < block_size_x; h <<= 1) {
        int hv = h * vec, low = hv - 1;
#pragma unroll
        for (int p = tx; p < N / 2; p += block_size_x) {
            int i0 = (p & low) | ((p & ~low) << 1);
            int a = s[ty][i0], b = s[ty][i0 + hv];
            s[ty][i0] = a + b;
            s[ty][i0 + hv] = a - b;
        }
        __syncthreads();
    }
#pragma unroll
    for (int g = 0; g < G; g++)
#pragma unroll
        for (int j = 0; j < vec; j++)
            x[g * vec + j] = s[ty][(g * block_size_x + tx) * vec + j];
#endif
#pragma unroll
    for (int g = 0; g < G; g++) {
        int at = (g * block_size_x + tx) * vec;
#if vec == 4
        *(int4 *)(dst + at) = make_int4(x[g * 4], x[g * 4 + 1], x[g * 4 + 2], x[g * 4 + 3]);
#elif vec == 2
        *(int2 *)(dst + at) = make_int2(x[g * 2], x[g * 2 + 1]);
#else
        dst[at] = x[g];
#endif
    }
}
