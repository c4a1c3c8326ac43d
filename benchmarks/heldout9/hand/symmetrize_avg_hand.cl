// Held-out suite 9 (frozen), hand version of symmetrize_avg: the mirrored 32 x 32 tile of A
// read by rows (coalesced) into a __local tile padded to 33 columns, then read back by
// columns (no bank conflicts) while the output tile is written by rows. Work-groups of
// 32 x 8.
__kernel void symmetrize_avg_hand(__global const float *A, __global float *out, int n)
{
    __local float t[32][33];
    int tx = get_local_id(0), ty = get_local_id(1);
    int j0 = get_group_id(0) * 32, i0 = get_group_id(1) * 32;
    for (int k = 0; k < 32; k += 8) {
        int r = j0 + ty + k, c = i0 + tx;
        if (r < n && c < n)
            t[ty + k][tx] = A[r * n + c];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int k = 0; k < 32; k += 8) {
        int i = i0 + ty + k, j = j0 + tx;
        if (i < n && j < n)
            out[i * n + j] = 0.5f * (A[i * n + j] + t[tx][ty + k]);
    }
}
