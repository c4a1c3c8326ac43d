// Held-out suite 6 (frozen), hand version of row_dot_pairs: 32 work-items per row
// (work-groups of 32 x 8, eight rows per group); they stride along the row reading float4
// words of A and B (coalesced; cols is a multiple of 4) and a tree in local memory adds
// their 32 partial sums. The launch covers 32 * rows work-items.
__kernel void row_dot_pairs_hand(__global const float *A, __global const float *B,
                                 __global float *d, int rows, int cols)
{
    __local float part[8][32];
    int lane = get_local_id(0), row = get_local_id(1);
    int r = get_group_id(0) * 8 + row;
    float acc = 0.0f;
    int q = cols >> 2;
    if (r < rows)
        for (int j = lane; j < q; j += 32) {
            float4 a = ((__global const float4 *)A)[r * q + j];
            float4 b = ((__global const float4 *)B)[r * q + j];
            acc += a.x * b.x + a.y * b.y + a.z * b.z + a.w * b.w;
        }
    part[row][lane] = acc;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int st = 16; st > 0; st >>= 1) {
        if (lane < st)
            part[row][lane] += part[row][lane + st];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    acc = part[row][0];
    if (r < rows && lane == 0)
        d[r] = acc;
}
