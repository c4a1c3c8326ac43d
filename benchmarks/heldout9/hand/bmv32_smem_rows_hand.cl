// Held-out suite 9 (frozen), hand version of bmv32_smem_rows: the same staging, but every
// matrix row padded to 33 words in __local memory, so the 32 rows a warp reads at once fall
// in 32 different banks (no bank conflicts). nb is a multiple of 8.
__kernel void bmv32_smem_rows_hand(__global const float *M, __global const float *x,
                                   __global float *y, int nb)
{
    __local float m[8 * 32 * 33];
    __local float xs[256];
    int t = get_local_id(0);
    int b0 = get_group_id(0) * 8;
    if (b0 < nb) {
        for (int k = 0; k < 32; k++) {
            int e = k * 256 + t;
            m[(e / 32) * 33 + e % 32] = M[b0 * 1024 + e];
        }
        xs[t] = x[b0 * 32 + t];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if (b0 < nb) {
        int mat = t / 32, row = t % 32;
        float s = 0.0f;
        for (int c = 0; c < 32; c++)
            s += m[(mat * 32 + row) * 33 + c] * xs[mat * 32 + c];
        y[b0 * 32 + t] = s;
    }
}
