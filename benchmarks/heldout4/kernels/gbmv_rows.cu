// Held-out suite 4 (frozen). Banded matrix-vector product y = A x, A (n x n) with hw
// diagonals below and above the main one, stored row by row: band[i * w + d] is
// A[i][i - hw + d] (w = 2 hw + 1). One thread per row, walking its w entries.
extern "C" __global__ void gbmv_rows(const float *band, const float *x, float *y,
                                     int n, int hw)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        int w = 2 * hw + 1;
        float s = 0.0f;
        for (int d = 0; d < w; d++) {
            int j = i - hw + d;
            if (j >= 0 && j < n)
                s += band[i * w + d] * x[j];
        }
        y[i] = s;
    }
}
