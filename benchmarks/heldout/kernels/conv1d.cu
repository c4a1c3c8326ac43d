// Held-out suite (frozen). 1D convolution with a 9-tap filter (radius 4) read from global
// memory, indices clamped at both ends.
#define RADIUS 4
extern "C" __global__ void conv1d(const float *in, const float *w, float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float s = 0.0f;
        for (int k = -RADIUS; k <= RADIUS; ++k) {
            int j = min(max(i + k, 0), n - 1);
            s += w[k + RADIUS] * in[j];
        }
        out[i] = s;
    }
}
