// Held-out suite (frozen), hand version of gesummv: one work-group of 64 per row, coalesced
// row reads, both partial sums added in __local memory.
__kernel void gesummv_hand(__global const float *A, __global const float *B, __global const float *x,
                           __global float *y, float alpha, float beta, int n)
{
    __local float pa[64];
    __local float pb[64];
    int i = get_group_id(0);
    int l = get_local_id(0);
    float sa = 0.0f, sb = 0.0f;
    for (int j = l; j < n; j += 64) {
        sa += A[i * n + j] * x[j];
        sb += B[i * n + j] * x[j];
    }
    pa[l] = sa;
    pb[l] = sb;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int st = 32; st > 0; st >>= 1) {
        if (l < st) {
            pa[l] += pa[l + st];
            pb[l] += pb[l + st];
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (l == 0)
        y[i] = alpha * pa[0] + beta * pb[0];
}
