// Held-out suite 10 (frozen). The signed distance from every point (x, y, z planes) to a
// torus around the y axis with the given major and minor radii.
extern "C" __global__ void torus_sdf_soa(const float *px, const float *py, const float *pz,
                                         float *dist, float major, float minor, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float x = px[i], y = py[i], z = pz[i];
        float q = sqrtf(x * x + z * z) - major;
        dist[i] = sqrtf(q * q + y * y) - minor;
    }
}
