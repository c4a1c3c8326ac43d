// Held-out suite 15 (frozen). Range on flat ground, without drag, of a projectile launched at
// speed v (m/s) and elevation angle deg (degrees): v^2 sin(2 angle) / 9.81.
extern "C" __global__ void ballistic_range(const float *v, const float *deg, float *range_m,
                                           int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float s = v[i];
        range_m[i] = s * s * sinf(deg[i] * 0.034906585f) / 9.81f;
    }
}
