// Held-out suite 3 (frozen), hand version of bsr2x2_spmv: 32 work-items per block row
// (work-groups of 32 x 4, four block rows per group); they take consecutive blocks, each
// read as one float4, and the two row sums are added by trees in local memory. The launch
// covers 32 * nbr work-items.
__kernel void bsr2x2_spmv_hand(__global const int *browptr, __global const int *bcol,
                               __global const float *val, __global const float *x,
                               __global float *y, int nbr)
{
    __local float p0[4][32];
    __local float p1[4][32];
    int lane = get_local_id(0), row = get_local_id(1);
    int r = get_group_id(0) * 4 + row;
    float s0 = 0.0f, s1 = 0.0f;
    if (r < nbr) {
        for (int k = browptr[r] + lane; k < browptr[r + 1]; k += 32) {
            int c = bcol[k];
            float4 v = ((__global const float4 *)val)[k];
            float2 xv = ((__global const float2 *)x)[c];
            s0 += v.x * xv.x + v.y * xv.y;
            s1 += v.z * xv.x + v.w * xv.y;
        }
    }
    p0[row][lane] = s0;
    p1[row][lane] = s1;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int st = 16; st > 0; st >>= 1) {
        if (lane < st) {
            p0[row][lane] += p0[row][lane + st];
            p1[row][lane] += p1[row][lane + st];
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (r < nbr && lane == 0) {
        y[2 * r] = p0[row][0];
        y[2 * r + 1] = p1[row][0];
    }
}
