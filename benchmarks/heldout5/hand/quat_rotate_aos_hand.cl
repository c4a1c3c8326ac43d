// Held-out suite 5 (frozen), hand version of quat_rotate_aos: work-groups of 128 copy their
// 128 points (384 contiguous floats) into local memory with coalesced loads, each
// work-item reads its quaternion as one float4 and its point from local memory (stride 3:
// conflict-free), writes the turned point back there, and the group stores the 384 floats
// with coalesced stores.
__kernel void quat_rotate_aos_hand(__global const float *p, __global const float *q,
                                   __global float *out, int n)
{
    __local float sh[384];
    int t = get_local_id(0);
    int base = get_group_id(0) * 384;
    for (int e = t; e < 384; e += 128)
        sh[e] = base + e < 3 * n ? p[base + e] : 0.0f;
    barrier(CLK_LOCAL_MEM_FENCE);
    int i = get_group_id(0) * 128 + t;
    if (i < n) {
        float4 r = ((__global const float4 *)q)[i];
        float px = sh[3 * t], py = sh[3 * t + 1], pz = sh[3 * t + 2];
        float tx = r.z * pz - r.w * py, ty = r.w * px - r.y * pz, tz = r.y * py - r.z * px;
        sh[3 * t] = px + 2.0f * (r.x * tx + (r.z * tz - r.w * ty));
        sh[3 * t + 1] = py + 2.0f * (r.x * ty + (r.w * tx - r.y * tz));
        sh[3 * t + 2] = pz + 2.0f * (r.x * tz + (r.y * ty - r.z * tx));
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int e = t; e < 384; e += 128)
        if (base + e < 3 * n)
            out[base + e] = sh[e];
}
