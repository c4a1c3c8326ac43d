// Held-out suite 11 (frozen), hand version of quantize_u8_oneblock: a thread per element
// over a grid that covers the array, every multiprocessor busy.
extern "C" __global__ void quantize_u8_oneblock_hand(const float *__restrict__ x,
                                                     unsigned char *__restrict__ q, float scale,
                                                     int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float v = rintf(x[i] * scale);
        q[i] = (unsigned char)fminf(fmaxf(v, 0.0f), 255.0f);
    }
}
