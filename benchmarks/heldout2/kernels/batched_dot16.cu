// Held-out suite 2 (frozen). A batch of dot products of length 16: out[b] = x[b,:] . y[b,:],
// one thread per product looping over its 16 contiguous floats.
extern "C" __global__ void batched_dot16(const float *x, const float *y, float *out, int batch)
{
    int b = blockIdx.x * blockDim.x + threadIdx.x;
    if (b < batch) {
        float s = 0.0f;
        for (int k = 0; k < 16; k++)
            s += x[b * 16 + k] * y[b * 16 + k];
        out[b] = s;
    }
}
