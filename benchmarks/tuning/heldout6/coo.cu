// Sparse matrix-vector product y += A x with A in coordinate (COO) form, its nnz entries
// sorted by row, by atomic adds into y, for the sixth held-out set of tuning spaces
// (benchmarks/tuning/spaces.py, space "coo"). A block of block_size_x threads takes
// CHUNK = block_size_x * items entries, in items rounds: a thread's entries are
// block_size_x apart (contiguous=0, a warp's loads consecutive) or items consecutive ones
// (contiguous=1). aggregate=0 adds every product to y[row] with its own atomicAdd;
// aggregate=1 first sums each round's products of equal rows across the warp (a
// segmented scan by shuffles: the rows of a warp's entries never decrease along its lanes
// in either layout) and the last lane of each row's run adds the sum with one atomicAdd.
#ifndef block_size_x
#define block_size_x 256
#endif
#ifndef items
#define items 4
#endif
#ifndef contiguous
#define contiguous 0
#endif
#ifndef aggregate
#define aggregate 1
#endif
#define CHUNK (block_size_x * items)

__global__ void coo(float *y, const int *row, const int *col, const float *val,
                    const float *x, int nnz)
{
    int tid = threadIdx.x;
    int base = blockIdx.x * CHUNK;
#if aggregate
    int lane = tid & 31;
#endif
#pragma unroll
    for (int k = 0; k < items; k++) {
#if contiguous
        int e = base + tid * items + k;
#else
        int e = base + k * block_size_x + tid;
#endif
        int r = -1;
        float v = 0.0f;
        if (e < nnz) {
            r = row[e];
            v = val[e] * x[col[e]];
        }
#if aggregate
#pragma unroll
        for (int d = 1; d < 32; d <<= 1) {
            float u = __shfl_up_sync(0xffffffff, v, d);
            int ru = __shfl_up_sync(0xffffffff, r, d);
            if (lane >= d && ru == r)
                v += u;
        }
        int rn = __shfl_down_sync(0xffffffff, r, 1);
        if (r >= 0 && (lane == 31 || rn != r))
            atomicAdd(&y[r], v);
#else
        if (r >= 0)
            atomicAdd(&y[r], v);
#endif
    }
}
