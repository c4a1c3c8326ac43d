// Held-out suite 8 (frozen), hand version of sphere_sdf_aos4: every sphere read as one
// float4 (one 16-byte load per thread, a warp's loads contiguous).
__kernel void sphere_sdf_aos4_hand(__global const float *spheres, __global float *dist,
                                   float qx, float qy, float qz, int n)
{
    int i = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (i < n) {
        float4 s = ((__global const float4 *)spheres)[i];
        float dx = s.x - qx;
        float dy = s.y - qy;
        float dz = s.z - qz;
        dist[i] = sqrt(dx * dx + dy * dy + dz * dz) - s.w;
    }
}
