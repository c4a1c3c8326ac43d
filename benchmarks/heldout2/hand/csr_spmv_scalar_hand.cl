// per row (4 rows per block of 128), each taking entries rowptr[r] + lane, + 32, ... (the
// row's entries are contiguous: coalesced), partial sums added in local memory.
__kernel void csr_spmv_scalar_hand(__global const int *rowptr, __global const int *cols, __global const float *vals, __global const float *x, __global float *y, int rows)
{
    __local float part[128];
    int l = get_local_id(0);
    int lane = l & 31;
    int r = get_group_id(0) * 4 + (l >> 5);
    float s = 0.0f;
    if (r < rows) {
        for (int k = rowptr[r] + lane; k < rowptr[r + 1]; k += 32)
            s += vals[k] * x[cols[k]];
    }
    part[l] = s;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int st = 16; st > 0; st >>= 1) {
        if (lane < st)
            part[l] += part[l + st];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (lane == 0 && r < rows)
        y[r] = part[l];
}
