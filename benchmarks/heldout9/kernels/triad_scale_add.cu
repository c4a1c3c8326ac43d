// Held-out suite 9 (frozen). The streaming triad a = b + s c.
extern "C" __global__ void triad_scale_add(const float *b, const float *c, float *a, float s,
                                           int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        a[i] = b[i] + s * c[i];
}
