// Held-out suite 3 (frozen). A 16-tap FIR filter followed by decimation by 2, computed only
// at the kept outputs: out[i] = sum_k h[k] * x[2 i + k]. One thread per output.
extern "C" __global__ void polyphase_decim2(const float *x, const float *h, float *out, int nout)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < nout) {
        float s = 0.0f;
        for (int k = 0; k < 16; k++)
            s += h[k] * x[2 * i + k];
        out[i] = s;
    }
}
