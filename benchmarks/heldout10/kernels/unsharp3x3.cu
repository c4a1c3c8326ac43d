// Held-out suite 10 (frozen). Unsharp masking of a gray image: out = in + amount (in - blur),
// blur the 3 x 3 binomial filter (1 2 1 / 2 4 2 / 1 2 1, over 16) with the edges repeated,
// clamped to [0, 255]. A thread per pixel.
extern "C" __global__ void unsharp3x3(const float *in, float *out, float amount, int width,
                                      int height)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < width && y < height) {
        int xl = max(x - 1, 0), xr = min(x + 1, width - 1);
        int yu = max(y - 1, 0), yd = min(y + 1, height - 1);
        float top = in[yu * width + xl] + 2.0f * in[yu * width + x] + in[yu * width + xr];
        float mid = in[y * width + xl] + 2.0f * in[y * width + x] + in[y * width + xr];
        float bot = in[yd * width + xl] + 2.0f * in[yd * width + x] + in[yd * width + xr];
        float blur = (top + 2.0f * mid + bot) / 16.0f;
        float c = in[y * width + x];
        out[y * width + x] = fminf(fmaxf(c + amount * (c - blur), 0.0f), 255.0f);
    }
}
