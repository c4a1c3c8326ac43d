// Held-out suite 2 (frozen). PolyBench doitgen: out[r][q][p] = sum_s A[r][q][s] * C4[s][p];
// x walks p, y walks q, z walks r.
extern "C" __global__ void doitgen(const float *A, const float *C4, float *out, int nr, int nq,
                                   int np)
{
    int p = blockIdx.x * blockDim.x + threadIdx.x;
    int q = blockIdx.y * blockDim.y + threadIdx.y;
    int r = blockIdx.z;
    if (p < np && q < nq && r < nr) {
        float s = 0.0f;
        for (int k = 0; k < np; k++)
            s += A[(r * nq + q) * np + k] * C4[k * np + p];
        out[(r * nq + q) * np + p] = s;
    }
}
