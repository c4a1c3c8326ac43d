// Held-out suite 4 (frozen). Copies C planes of H x W floats into planes of (H + 2 p) x
// (W + 2 p) with a border of p zeros: one thread per destination element.
extern "C" __global__ void pad_copy_zero(const float *in, float *out, int C, int H, int W,
                                         int p)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int Wp = W + 2 * p, Hp = H + 2 * p;
    if (i < C * Hp * Wp) {
        int x = i % Wp - p;
        int r = i / Wp;
        int y = r % Hp - p;
        int c = r / Hp;
        float v = 0.0f;
        if (x >= 0 && x < W && y >= 0 && y < H)
            v = in[(c * H + y) * W + x];
        out[i] = v;
    }
}
