// Held-out suite 2 (frozen). 16-bit depth samples to floats: out = d * scale, and a marker
// value -1 where the sample is 0 (no reading); one 2-byte load per thread.
extern "C" __global__ void depth_u16_to_float(const unsigned short *d, float *out, float scale,
                                              int n)
{
    int g = blockIdx.x * blockDim.x + threadIdx.x;
    if (g < n) {
        unsigned short v = d[g];
        out[g] = v == 0 ? -1.0f : (float)v * scale;
    }
}
