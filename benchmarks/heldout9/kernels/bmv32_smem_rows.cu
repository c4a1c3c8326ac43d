// Held-out suite 9 (frozen). A batch of 32 x 32 matrix-vector products y = M x: a block of
// 256 threads stages eight matrices and their vectors in shared memory (coalesced copies),
// then a thread per matrix row adds its 32 products. nb is a multiple of 8.
extern "C" __global__ void bmv32_smem_rows(const float *M, const float *x, float *y, int nb)
{
    __shared__ float m[8 * 1024];
    __shared__ float xs[256];
    int t = threadIdx.x;
    int b0 = blockIdx.x * 8;
    if (b0 < nb) {
        for (int k = 0; k < 32; k++)
            m[k * 256 + t] = M[b0 * 1024 + k * 256 + t];
        xs[t] = x[b0 * 32 + t];
    }
    __syncthreads();
    if (b0 < nb) {
        int mat = t / 32, row = t % 32;
        float s = 0.0f;
        for (int c = 0; c < 32; c++)
            s += m[mat * 1024 + row * 32 + c] * xs[mat * 32 + c];
        y[b0 * 32 + t] = s;
    }
}
