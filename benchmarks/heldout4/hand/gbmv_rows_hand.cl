// Held-out suite 4 (frozen), hand version of gbmv_rows: blocks of 128 threads copy the
// band rows of their 128 rows (128 w contiguous floats) into shared memory with coalesced
// loads, then each thread walks its row there (w is odd: conflict-free). hw <= 16.
__kernel void gbmv_rows_hand(__global const float *band, __global const float *x, __global float *y,
                             int n, int hw)
{
    __local float sb[128 * 33];
    int t = get_local_id(0);
    int row0 = get_group_id(0) * 128;
    int w = 2 * hw + 1;
    int total = n * w;
    for (int e = t; e < 128 * w; e += 128) {
        int g = row0 * w + e;
        sb[e] = g < total ? band[g] : 0.0f;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    int i = row0 + t;
    if (i < n) {
        float s = 0.0f;
        for (int d = 0; d < w; d++) {
            int j = i - hw + d;
            if (j >= 0 && j < n)
                s += sb[t * w + d] * x[j];
        }
        y[i] = s;
    }
}
