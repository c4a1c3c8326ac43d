// Held-out suite 6 (frozen), hand version of frame_energy: 32 work-items per frame
// (work-groups of 32 x 8, eight frames per group); they stride along the frame reading
// float4 words (coalesced; flen is a multiple of 4) and a tree in local memory adds their
// 32 partial sums. The launch covers 32 * nframes work-items.
__kernel void frame_energy_hand(__global const float *x, __global float *e, int nframes,
                                int flen)
{
    __local float part[8][32];
    int lane = get_local_id(0), row = get_local_id(1);
    int r = get_group_id(0) * 8 + row;
    float acc = 0.0f;
    int q = flen >> 2;
    if (r < nframes)
        for (int j = lane; j < q; j += 32) {
            float4 v = ((__global const float4 *)x)[r * q + j];
            acc += v.x * v.x + v.y * v.y + v.z * v.z + v.w * v.w;
        }
    part[row][lane] = acc;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int st = 16; st > 0; st >>= 1) {
        if (lane < st)
            part[row][lane] += part[row][lane + st];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    acc = part[row][0];
    if (r < nframes && lane == 0)
        e[r] = acc;
}
