// Held-out suite 10 (frozen). The great-circle distance between every pair of points given
// by latitude and longitude planes (radians), by the haversine formula on a sphere.
extern "C" __global__ void haversine_dist(const float *lat1, const float *lon1,
                                          const float *lat2, const float *lon2, float *dist,
                                          float radius, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float p1 = lat1[i], p2 = lat2[i];
        float s1 = sinf(0.5f * (p2 - p1));
        float s2 = sinf(0.5f * (lon2[i] - lon1[i]));
        float h = s1 * s1 + cosf(p1) * cosf(p2) * s2 * s2;
        dist[i] = 2.0f * radius * asinf(sqrtf(fminf(h, 1.0f)));
    }
}
