// Held-out suite 3 (frozen), hand version of int16x3_unpack: two records per thread, their
// 12 bytes read as three 32-bit words, each plane written as one float2 (n is even). The
// launch covers n / 2 threads.
extern "C" __global__ void int16x3_unpack_hand(const short *in, float *X, float *Y, float *Z,
                                               float scale, int n)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (2 * t < n) {
        const int *w = (const int *)in;
        int w0 = w[3 * t], w1 = w[3 * t + 1], w2 = w[3 * t + 2];
        float2 vx, vy, vz;
        vx.x = (float)((int)((unsigned int)w0 << 16) >> 16) * scale;
        vy.x = (float)(w0 >> 16) * scale;
        vz.x = (float)((int)((unsigned int)w1 << 16) >> 16) * scale;
        vx.y = (float)(w1 >> 16) * scale;
        vy.y = (float)((int)((unsigned int)w2 << 16) >> 16) * scale;
        vz.y = (float)(w2 >> 16) * scale;
        ((float2 *)X)[t] = vx;
        ((float2 *)Y)[t] = vy;
        ((float2 *)Z)[t] = vz;
    }
}
