// Held-out suite (frozen), hand version of atax1: one work-group of 64 per row; the
// work-items read consecutive floats of the row and add their partial sums in __local memory.
__kernel void atax1_hand(__global const float *A, __global const float *x, __global float *tmp,
                         int rows, int cols)
{
    __local float part[64];
    int i = get_group_id(0);
    int l = get_local_id(0);
    float s = 0.0f;
    for (int j = l; j < cols; j += 64)
        s += A[i * cols + j] * x[j];
    part[l] = s;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int st = 32; st > 0; st >>= 1) {
        if (l < st)
            part[l] += part[l + st];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (l == 0)
        tmp[i] = part[0];
}
