// Tiled matrix multiplication C (M x N) = A (M x K) * B (K x N), row-major float32, for the
// tuning benchmark (benchmarks/tuning/spaces.py, space "matmul"). A block of
// block_size_x x block_size_y threads computes a BM x BN tile of C (BM = block_size_y *
// tile_size_y, BN = block_size_x * tile_size_x): each thread tile_size_y x tile_size_x
// results, strided by the block's extent so that neighbouring threads read neighbouring
// shared words. Per step of tile_k along K the block stages a BM x tile_k tile of A
// (transposed) and a tile_k x BN tile of B in shared memory, B with vec-wide vector loads.
// loop_unroll=1 asks for the k loop to be unrolled. No bounds guards: M, N, K are multiples of
// the tiles (the space's restrictions).
#ifndef block_size_x
#define block_size_x 16
#endif
#ifndef block_size_y
#define block_size_y 16
#endif
#ifndef tile_size_x
#define tile_size_x 1
#endif
#ifndef tile_size_y
#define tile_size_y 1
#endif
#ifndef tile_k
#define tile_k 16
#endif
#ifndef vec
#define vec 1
#endif
#ifndef loop_unroll
#define loop_unroll 0
#endif
#define BM (block_size_y * tile_size_y)
#define BN (block_size_x * tile_size_x)
#define NT (block_size_x * block_size_y)

__global__ void matmul(float *C, const float *A, const float *B, int M, int N, int K)
{
    __shared__ float As[tile_k][BM];
    __shared__ float Bs[tile_k][BN];

    int tx = threadIdx.x, ty = threadIdx.y;
    int tid = ty * block_size_x + tx;
    int row0 = blockIdx.y * BM;
    int col0 = blockIdx.x * BN;

    float acc[tile_size_y][tile_size_x];
#pragma unroll
    for (int i = 0; i < tile_size_y; i++)
#pragma unroll
        for (int j = 0; j < tile_size_x; j++)
            acc[i][j] = 0.0f;

    for (int k0 = 0; k0 < K; k0 += tile_k) {
        for (int e = tid; e < BM * tile_k; e += NT) {
            int m = e / tile_k;
            int k = e % tile_k;
            As[k][m] = A[(row0 + m) * K + k0 + k];
        }
#if vec == 4
        for (int e = tid; e < tile_k * (BN / 4); e += NT) {
            int k = e / (BN / 4);
            int n = e % (BN / 4);
            float4 v = ((const float4 *)B)[((k0 + k) * N + col0) / 4 + n];
            Bs[k][4 * n] = v.x;
            Bs[k][4 * n + 1] = v.y;
            Bs[k][4 * n + 2] = v.z;
            Bs[k][4 * n + 3] = v.w;
        }
#elif vec == 2
        for (int e = tid; e < tile_k * (BN / 2); e += NT) {
            int k = e / (BN / 2);
            int n = e % (BN / 2);
            float2 v = ((const float2 *)B)[((k0 + k) * N + col0) / 2 + n];
            Bs[k][2 * n] = v.x;
            Bs[k][2 * n + 1] = v.y;
        }
#else
        for (int e = tid; e < tile_k * BN; e += NT) {
            int k = e / BN;
            int n = e % BN;
            Bs[k][n] = B[(k0 + k) * N + col0 + n];
        }
#endif
        __syncthreads();

#if loop_unroll
#pragma unroll
#endif
        for (int k = 0; k < tile_k; k++) {
            float a[tile_size_y];
            float b[tile_size_x];
#pragma unroll
            for (int i = 0; i < tile_size_y; i++)
                a[i] = As[k][ty + i * block_size_y];
#pragma unroll
            for (int j = 0; j < tile_size_x; j++)
                b[j] = Bs[k][tx + j * block_size_x];
#pragma unroll
            for (int i = 0; i < tile_size_y; i++)
#pragma unroll
                for (int j = 0; j < tile_size_x; j++)
                    acc[i][j] += a[i] * b[j];
        }
        __syncthreads();
    }

#pragma unroll
    for (int i = 0; i < tile_size_y; i++)
#pragma unroll
        for (int j = 0; j < tile_size_x; j++)
            C[(row0 + ty + i * block_size_y) * N + col0 + tx + j * block_size_x] = acc[i][j];
}
