// Held-out suite 8 (frozen), hand version of sphere_sdf_aos4: every sphere read as one
// float4 (one 16-byte load per thread, a warp's loads contiguous).
extern "C" __global__ void sphere_sdf_aos4_hand(const float *spheres, float *dist, float qx,
                                                float qy, float qz, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float4 s = ((const float4 *)spheres)[i];
        float dx = s.x - qx;
        float dy = s.y - qy;
        float dz = s.z - qz;
        dist[i] = sqrtf(dx * dx + dy * dy + dz * dz) - s.w;
    }
}
