// Held-out suite 4 (frozen). Banded matrix-vector product y = A x, A (n x n) with hw
// diagonals below and above the main one, stored row by row: band[i * w + d] is
// A[i][i - hw + d] (w = 2 hw + 1). One thread per row, walking its w entries.
__kernel void gbmv_rows(__global const float *band, __global const float *x, __global float *y,
                        int n, int hw)
{
    int i = get_group_id(0) * get_local_size(0) + get_local_id(0);
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
