// Held-out suite 7 (frozen). 8-bit unsigned normalised values to floats: out = in * inv
// (inv is 1 / 255). One byte per thread.
extern "C" __global__ void u8_unorm_to_float(const unsigned char *in, float *out, float inv,
                                             int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = (float)in[i] * inv;
}
