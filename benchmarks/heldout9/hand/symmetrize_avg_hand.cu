// Held-out suite 9 (frozen), hand version of symmetrize_avg: the mirrored 32 x 32 tile of A
// read by rows (coalesced) into a shared tile padded to 33 columns, then read back by
// columns (no bank conflicts) while the output tile is written by rows. Blocks of 32 x 8.
extern "C" __global__ void symmetrize_avg_hand(const float *A, float *out, int n)
{
    __shared__ float t[32][33];
    int tx = threadIdx.x, ty = threadIdx.y;
    int j0 = blockIdx.x * 32, i0 = blockIdx.y * 32;
    for (int k = 0; k < 32; k += 8) {
        int r = j0 + ty + k, c = i0 + tx;
        if (r < n && c < n)
            t[ty + k][tx] = A[r * n + c];
    }
    __syncthreads();
    for (int k = 0; k < 32; k += 8) {
        int i = i0 + ty + k, j = j0 + tx;
        if (i < n && j < n)
            out[i * n + j] = 0.5f * (A[i * n + j] + t[tx][ty + k]);
    }
}
