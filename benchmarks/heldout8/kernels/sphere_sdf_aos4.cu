// Held-out suite 8 (frozen). Signed distance from a query point to every sphere of an array
// of 16-byte structs {cx, cy, cz, r}, each field read by its own load.
extern "C" __global__ void sphere_sdf_aos4(const float *spheres, float *dist, float qx,
                                           float qy, float qz, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float dx = spheres[4 * i + 0] - qx;
        float dy = spheres[4 * i + 1] - qy;
        float dz = spheres[4 * i + 2] - qz;
        float r = spheres[4 * i + 3];
        dist[i] = sqrtf(dx * dx + dy * dy + dz * dz) - r;
    }
}
