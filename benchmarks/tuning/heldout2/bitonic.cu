// Block-local bitonic sort for the second held-out set of tuning spaces
// (benchmarks/tuning/spaces.py, space "bitonic"): each block sorts its own chunk of
// block_size_x * items integers ascending in shared memory with a bitonic network; the
// threads share the chunk's compare-exchange pairs of every step (CHUNK / 2 of them,
// block_size_x apart). pad=1 skews the shared index by one word every 32 (fewer bank
// conflicts for strides that are multiples of 32); loop_unroll=1 asks the compiler to
// unroll the pair loop by two.
#ifndef block_size_x
#define block_size_x 256
#endif
#ifndef items
#define items 2
#endif
#ifndef pad
#define pad 0
#endif
#ifndef loop_unroll
#define loop_unroll 0
#endif
#define CHUNK (block_size_x * items)
#if pad
#define AT(i) ((i) + ((i) >> 5))
#define WORDS (CHUNK + CHUNK / 32)
#else
#define AT(i) (i)
#define WORDS CHUNK
#endif

__global__ void bitonic(int *out, const int *in)
{
    __shared__ int s[WORDS];
    int base = blockIdx.x * CHUNK;
    int tid = threadIdx.x;
    for (int k = 0; k < items; k++)
        s[AT(k * block_size_x + tid)] = in[base + k * block_size_x + tid];
    __syncthreads();
    for (int size = 2; size <= CHUNK; size <<= 1) {
        for (int stride = size >> 1; stride > 0; stride >>= 1) {
#if loop_unroll
#pragma unroll 2
#endif
            for (int p = tid; p < CHUNK / 2; p += block_size_x) {
                int lo = 2 * p - (p & (stride - 1));
                int hi = lo + stride;
                int a = s[AT(lo)];
                int b = s[AT(hi)];
                int up = (lo & size) == 0;
                if ((a > b) == up) {
                    s[AT(lo)] = b;
                    s[AT(hi)] = a;
                }
            }
            __syncthreads();
        }
    }
    for (int k = 0; k < items; k++)
        out[base + k * block_size_x + tid] = s[AT(k * block_size_x + tid)];
}
