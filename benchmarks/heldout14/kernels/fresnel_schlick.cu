// Held-out suite 14 (frozen). Schlick's approximation of the Fresnel reflectance,
// f0 + (1 - f0) (1 - cos)^5, per shading sample; a thread per sample.
extern "C" __global__ void fresnel_schlick(const float *cos_t, const float *f0, float *f, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float m = 1.0f - cos_t[i];
        float m2 = m * m;
        float r0 = f0[i];
        f[i] = r0 + (1.0f - r0) * (m2 * m2 * m);
    }
}
