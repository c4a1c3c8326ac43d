// Held-out suite 10 (frozen), hand version of triangle_area_aos9: a work-group's records are
// copied to __local memory by all its items as consecutive floats (coalesced), then each
// item reads its nine floats from there (a stride of 9 words: no bank conflicts).
// Work-groups of at most 256 items.
__kernel void triangle_area_aos9_hand(__global const float *restrict tri,
                                      __global float *restrict area, int n)
{
    __local float rec[9 * 256];
    int t = get_local_id(0), size = get_local_size(0);
    int first = get_group_id(0) * size;
    int count = min(size, n - first) * 9;
    for (int k = t; k < count; k += size)
        rec[k] = tri[(size_t)first * 9 + k];
    barrier(CLK_LOCAL_MEM_FENCE);
    if (first + t < n) {
        __local const float *p = rec + 9 * t;
        float ux = p[3] - p[0], uy = p[4] - p[1], uz = p[5] - p[2];
        float vx = p[6] - p[0], vy = p[7] - p[1], vz = p[8] - p[2];
        float wx = uy * vz - uz * vy, wy = uz * vx - ux * vz, wz = ux * vy - uy * vx;
        area[first + t] = 0.5f * sqrt(wx * wx + wy * wy + wz * wz);
    }
}
