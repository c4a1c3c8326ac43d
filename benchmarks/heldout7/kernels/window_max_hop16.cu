// Held-out suite 7 (frozen). The maximum of a long signal over windows of 32 samples with a
// hop of 16 (half-overlapping): out[i] = max(x[16 i], ..., x[16 i + 31]). One thread per
// window, walking it.
extern "C" __global__ void window_max_hop16(const float *x, float *out, int nout)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < nout) {
        float m = x[16 * i];
        for (int k = 1; k < 32; k++)
            m = fmaxf(m, x[16 * i + k]);
        out[i] = m;
    }
}
