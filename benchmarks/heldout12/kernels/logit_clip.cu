// Held-out suite 12 (frozen). The logit log(p / (1 - p)) of probabilities clipped to [1e-6, 1 -
// 1e-6], a thread per element.
extern "C" __global__ void logit_clip(const float *p, float *z, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float q = fminf(fmaxf(p[i], 1.0e-6f), 1.0f - 1.0e-6f);
        z[i] = logf(q / (1.0f - q));
    }
}
