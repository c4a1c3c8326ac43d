// Held-out suite 14 (frozen). Schlick's approximation of the Fresnel reflectance,
// f0 + (1 - f0) (1 - cos)^5, per shading sample; a work-item per sample.
__kernel void fresnel_schlick(__global const float *cos_t, __global const float *f0,
                              __global float *f, int n)
{
    int i = get_global_id(0);
    if (i < n) {
        float m = 1.0f - cos_t[i];
        float m2 = m * m;
        float r0 = f0[i];
        f[i] = r0 + (1.0f - r0) * (m2 * m2 * m);
    }
}
