// Held-out suite 2 (frozen). Separable convolution, row pass with radius 8: a block of 128
// threads stages its 128 pixels of a row and 8 halo pixels on each side (clamped at the
// image edge) in shared memory, then each thread sums 17 weighted neighbours.
extern "C" __global__ void row_conv_shared(const float *in, const float *w, float *out,
                                           int width, int height)
{
    __shared__ float s[128 + 16];
    int t = threadIdx.x;
    int x = blockIdx.x * 128 + t;
    int y = blockIdx.y;
    int row = y * width;
    s[t + 8] = in[row + min(x, width - 1)];
    if (t < 8) {
        s[t] = in[row + max(x - 8, 0)];
        s[t + 136] = in[row + min(x + 128, width - 1)];
    }
    __syncthreads();
    if (x < width) {
        float acc = 0.0f;
        for (int k = 0; k < 17; k++)
            acc += w[k] * s[t + k];
        out[row + x] = acc;
    }
}
