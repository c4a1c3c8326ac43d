// A small tuning space for tests/test_predict_space.py: C = A * B (n x n, row-major) with a
// TILE x TILE shared-memory tile, RESULTS outputs per thread along x, the k loop unrolled
// when UNROLL is 1 (a pragma only), and UNUSED a macro the kernel never reads. The A tile is
// loaded through a non-affine index, so that the model replays a block.
#ifndef TILE
#define TILE 8
#endif
#ifndef RESULTS
#define RESULTS 1
#endif
#ifndef UNROLL
#define UNROLL 0
#endif

__global__ void mm(const float *A, const float *B, float *C, int n)
{
    __shared__ float As[TILE][TILE];
    __shared__ float Bs[TILE][TILE * RESULTS];
    int tx = threadIdx.x, ty = threadIdx.y;
    int row = blockIdx.y * TILE + ty;
    int col = blockIdx.x * TILE * RESULTS + tx;
    float acc[RESULTS];
    for (int j = 0; j < RESULTS; j++)
        acc[j] = 0.0f;
    for (int k0 = 0; k0 < n; k0 += TILE) {
        int e = ty * TILE + tx;  // the same element, through a non-affine index (replayed)
        As[e / TILE][e % TILE] = A[(blockIdx.y * TILE + e / TILE) * n + k0 + e % TILE];
        for (int j = 0; j < RESULTS; j++)
            Bs[ty][tx + j * TILE] = B[(k0 + ty) * n + col + j * TILE];
        __syncthreads();
#if UNROLL
#pragma unroll
#endif
        for (int k = 0; k < TILE; k++)
            for (int j = 0; j < RESULTS; j++)
                acc[j] += As[ty][k] * Bs[k][tx + j * TILE];
        __syncthreads();
    }
    for (int j = 0; j < RESULTS; j++)
        C[row * n + col + j * TILE] = acc[j];
}
