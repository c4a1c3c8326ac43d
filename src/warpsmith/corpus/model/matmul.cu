// Dense matrix multiplication C (M x N) = A (M x K) * B (K x N), row-major float32: the
// first validation family of Baghsorkhi et al., "An adaptive performance modeling tool for
// GPU architectures" (PPoPP'10), section 4, Fig. 4 and Fig. 3.
//
//   matmul_naive  Fig. 4(a): one thread per element of C; the dot-product loop reads a row
//                 of A (indexA++) and a column of B (indexB += N) from global memory.
//                 Launch: block (16, 16), grid (N / 16, M / 16).
//   matmul_tiled  Fig. 4(b) widened as Ryoo et al. (CGO'08) do: a block of 256 threads in a
//                 16 x 16 arrangement computes a 16 x TILE_X tile of C, so each thread
//                 computes TILE_X / 16 results (columns tx, tx + 16, ...). Per step of 16
//                 along K the block stages a 16 x 16 tile of A and a 16 x TILE_X tile of B in
//                 shared memory (each thread loads one element of A and TILE_X / 16 of B).
//                 TILE_X is 16, 32, 64, 128 or 192 (-D TILE_X=...).
//                 Launch: block (16, 16), grid (N / TILE_X, M / 16).
//
// No bounds guards (as in the paper): M and K must be multiples of 16 and N a multiple of
// 16 (naive) or TILE_X (tiled). The paper's 4K x 4K is run as 4224 x 4224, the smallest
// size near 4096 that 16, 32, 64, 128 and 192 all divide.
#ifndef TILE_X
#define TILE_X 16
#endif
#define TILE_K 16                  // the 16 x 16 thread arrangement and the K step
#define RESULTS (TILE_X / TILE_K)  // results of C per thread

__global__ void matmul_naive(const float *A, const float *B, float *C, int M, int N, int K)
{
    int row = blockIdx.y * 16 + threadIdx.y;
    int col = blockIdx.x * 16 + threadIdx.x;
    int indexA = row * K;   // A[row][0]
    int indexB = col;       // B[0][col]
    float Ctemp = 0.0f;
    for (int i = 0; i < K; i++) {
        Ctemp += A[indexA] * B[indexB];
        indexA++;
        indexB += N;
    }
    C[row * N + col] = Ctemp;
}

__global__ void matmul_tiled(const float *A, const float *B, float *C, int M, int N, int K)
{
    __shared__ float As[TILE_K][TILE_K];
    __shared__ float Bs[TILE_K][TILE_X];

    int tx = threadIdx.x, ty = threadIdx.y;
    int row = blockIdx.y * TILE_K + ty;       // the row of C (and of A) this thread works on
    int col0 = blockIdx.x * TILE_X + tx;      // its first column of C (and of B)

    float Ctemp[RESULTS];
#pragma unroll
    for (int j = 0; j < RESULTS; j++)
        Ctemp[j] = 0.0f;

    int indexA = row * K + tx;                // A[row][k0 + tx]
    int indexB = ty * N + col0;               // B[k0 + ty][col0]
    for (int k0 = 0; k0 < K; k0 += TILE_K) {
        As[ty][tx] = A[indexA];
#pragma unroll
        for (int j = 0; j < RESULTS; j++)
            Bs[ty][tx + TILE_K * j] = B[indexB + TILE_K * j];
        indexA += TILE_K;
        indexB += TILE_K * N;
        __syncthreads();

#pragma unroll
        for (int i = 0; i < TILE_K; i++) {
            float a = As[ty][i];
#pragma unroll
            for (int j = 0; j < RESULTS; j++)
                Ctemp[j] += a * Bs[i][tx + TILE_K * j];
        }
        __syncthreads();
    }

#pragma unroll
    for (int j = 0; j < RESULTS; j++)
        C[row * N + col0 + TILE_K * j] = Ctemp[j];
}
