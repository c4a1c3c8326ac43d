// Held-out suite 10 (frozen). The Box-Muller transform of every pair of uniform numbers (u1
// in (0, 1], u2 in [0, 1)) into two independent standard normal numbers.
extern "C" __global__ void box_muller_pairs(const float *u1, const float *u2, float *z0,
                                            float *z1, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float r = sqrtf(-2.0f * logf(u1[i]));
        float a = 6.2831853f * u2[i];
        z0[i] = r * cosf(a);
        z1[i] = r * sinf(a);
    }
}
