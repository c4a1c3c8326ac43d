// Held-out suite 10 (frozen). The great-circle distance between every pair of points given
// by latitude and longitude planes (radians), by the haversine formula on a sphere.
__kernel void haversine_dist(__global const float *lat1, __global const float *lon1,
                             __global const float *lat2, __global const float *lon2,
                             __global float *dist, float radius, int n)
{
    int i = get_global_id(0);
    if (i < n) {
        float p1 = lat1[i], p2 = lat2[i];
        float s1 = sin(0.5f * (p2 - p1));
        float s2 = sin(0.5f * (lon2[i] - lon1[i]));
        float h = s1 * s1 + cos(p1) * cos(p2) * s2 * s2;
        dist[i] = 2.0f * radius * asin(sqrt(fmin(h, 1.0f)));
    }
}
