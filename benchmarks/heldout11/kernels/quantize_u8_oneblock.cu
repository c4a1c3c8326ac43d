// Held-out suite 11 (frozen). Every value scaled, rounded to the nearest integer (ties to
// even) and clamped to [0, 255] as a byte, by the threads of one block looping over the
// array in steps of the block size.
extern "C" __global__ void quantize_u8_oneblock(const float *x, unsigned char *q, float scale,
                                                int n)
{
    for (int i = threadIdx.x; i < n; i += blockDim.x) {
        float v = rintf(x[i] * scale);
        q[i] = (unsigned char)fminf(fmaxf(v, 0.0f), 255.0f);
    }
}
