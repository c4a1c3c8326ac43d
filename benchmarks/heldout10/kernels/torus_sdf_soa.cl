// Held-out suite 10 (frozen). The signed distance from every point (x, y, z planes) to a
// torus around the y axis with the given major and minor radii.
__kernel void torus_sdf_soa(__global const float *px, __global const float *py,
                            __global const float *pz, __global float *dist, float major,
                            float minor, int n)
{
    int i = get_global_id(0);
    if (i < n) {
        float x = px[i], y = py[i], z = pz[i];
        float q = sqrt(x * x + z * z) - major;
        dist[i] = sqrt(q * q + y * y) - minor;
    }
}
