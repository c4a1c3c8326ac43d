// Held-out suite 7 (frozen). Rays stored as an array of structs of eight floats (origin
// x y z, direction x y z, tmin, tmax) hit the plane nx*x + ny*y + nz*z = d: the ray
// parameter t of the hit when the direction is not parallel to the plane and t lies in
// [tmin, tmax], else -1. One thread per ray, reading its fields one at a time.
extern "C" __global__ void ray_plane_aos8(const float *rays, float *t_hit, float nx, float ny,
                                          float nz, float d, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float ox = rays[8 * i + 0];
        float oy = rays[8 * i + 1];
        float oz = rays[8 * i + 2];
        float dx = rays[8 * i + 3];
        float dy = rays[8 * i + 4];
        float dz = rays[8 * i + 5];
        float tmin = rays[8 * i + 6];
        float tmax = rays[8 * i + 7];
        float den = nx * dx + ny * dy + nz * dz;
        float num = d - (nx * ox + ny * oy + nz * oz);
        float t = -1.0f;
        if (den != 0.0f) {
            float s = num / den;
            if (s >= tmin && s <= tmax)
                t = s;
        }
        t_hit[i] = t;
    }
}
