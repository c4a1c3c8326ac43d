// Held-out suite 6 (frozen). The mean over the C channels of every pixel of an NHWC tensor
// (npix pixels of C floats): out[p] = (sum_c x[p][c]) / C. One thread per pixel, walking
// its channels: lanes' loads C floats apart.
extern "C" __global__ void nhwc_channel_mean(const float *x, float *out, int npix, int C)
{
    int p = blockIdx.x * blockDim.x + threadIdx.x;
    if (p < npix) {
        float s = 0.0f;
        for (int c = 0; c < C; c++)
            s += x[p * C + c];
        out[p] = s / (float)C;
    }
}
