// Held-out suite 3 (frozen). Sparse matrix-vector product in block CSR with 2 x 2 blocks:
// block k of block row r sits at block column bcol[k], its four values row-major at
// val[4k .. 4k + 3]. One thread per block row walks its blocks.
extern "C" __global__ void bsr2x2_spmv(const int *browptr, const int *bcol, const float *val,
                                       const float *x, float *y, int nbr)
{
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    if (r < nbr) {
        float s0 = 0.0f, s1 = 0.0f;
        for (int k = browptr[r]; k < browptr[r + 1]; k++) {
            int c = bcol[k];
            float x0 = x[2 * c], x1 = x[2 * c + 1];
            s0 += val[4 * k + 0] * x0 + val[4 * k + 1] * x1;
            s1 += val[4 * k + 2] * x0 + val[4 * k + 3] * x1;
        }
        y[2 * r] = s0;
        y[2 * r + 1] = s1;
    }
}
