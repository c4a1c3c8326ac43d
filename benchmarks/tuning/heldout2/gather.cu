// Indexed gather y[i] = x[idx[i]] + y0[i] for the second held-out set of tuning spaces
// (benchmarks/tuning/spaces.py, space "gather"). The indices permute x within windows of
// 4096 elements, so neighbouring outputs read nearby but shuffled inputs. A thread
// handles items outputs: block-strided (contiguous=0: item k of a thread is k *
// block_size_x away, so a warp's accesses are consecutive) or consecutive (contiguous=1:
// a thread's items are adjacent, neighbouring threads items apart). use_ldg=1 reads x
// through the read-only data cache.
#ifndef block_size_x
#define block_size_x 256
#endif
#ifndef items
#define items 1
#endif
#ifndef contiguous
#define contiguous 0
#endif
#ifndef use_ldg
#define use_ldg 0
#endif

__global__ void gather(float *y, const float *x, const int *idx, const float *y0, int n)
{
    int base = blockIdx.x * block_size_x * items;
    for (int k = 0; k < items; k++) {
#if contiguous
        int i = base + threadIdx.x * items + k;
#else
        int i = base + k * block_size_x + threadIdx.x;
#endif
        if (i < n) {
#if use_ldg
            float v = __ldg(&x[idx[i]]);
#else
            float v = x[idx[i]];
#endif
            y[i] = v + y0[i];
        }
    }
}
