// Held-out suite 9 (frozen). A batch of 32 x 32 matrix-vector products y = M x: a
// work-group of 256 items stages eight matrices and their vectors in __local memory
// (coalesced copies), then an item per matrix row adds its 32 products. nb is a multiple
// of 8.
__kernel void bmv32_smem_rows(__global const float *M, __global const float *x,
                              __global float *y, int nb)
{
    __local float m[8 * 1024];
    __local float xs[256];
    int t = get_local_id(0);
    int b0 = get_group_id(0) * 8;
    if (b0 < nb) {
        for (int k = 0; k < 32; k++)
            m[k * 256 + t] = M[b0 * 1024 + k * 256 + t];
        xs[t] = x[b0 * 32 + t];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if (b0 < nb) {
        int mat = t / 32, row = t % 32;
        float s = 0.0f;
        for (int c = 0; c < 32; c++)
            s += m[mat * 1024 + row * 32 + c] * xs[mat * 32 + c];
        y[b0 * 32 + t] = s;
    }
}
