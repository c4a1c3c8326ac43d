// Held-out suite 2 (frozen). 5x5 bilateral filter (edges clamped): each neighbour weighted by
// exp(-(dx^2 + dy^2) * ks - (v - c)^2 * kr), the weighted mean written out.
extern "C" __global__ void bilateral5x5(const float *in, float *out, float ks, float kr,
                                        int width, int height)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x >= width || y >= height)
        return;
    float c = in[y * width + x];
    float num = 0.0f, den = 0.0f;
    for (int dy = -2; dy <= 2; dy++)
        for (int dx = -2; dx <= 2; dx++) {
            int yy = min(max(y + dy, 0), height - 1);
            int xx = min(max(x + dx, 0), width - 1);
            float v = in[yy * width + xx];
            float wgt = expf(-(float)(dx * dx + dy * dy) * ks - (v - c) * (v - c) * kr);
            num += wgt * v;
            den += wgt;
        }
    out[y * width + x] = num / den;
}
