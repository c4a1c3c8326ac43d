// Held-out suite 7 (frozen), hand version of u8_unorm_to_float: sixteen bytes per thread,
// read as one uint4 and written as four float4 words. n is a multiple of 16; the launch
// covers n / 16 threads.
extern "C" __global__ void u8_unorm_to_float_hand(const unsigned char *in, float *out,
                                                  float inv, int n)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (16 * t < n) {
        uint4 w = ((const uint4 *)in)[t];
        unsigned int word[4];
        word[0] = w.x;
        word[1] = w.y;
        word[2] = w.z;
        word[3] = w.w;
        for (int k = 0; k < 4; k++) {
            unsigned int u = word[k];
            ((float4 *)out)[4 * t + k] = make_float4((float)(u & 255u) * inv,
                                                     (float)((u >> 8) & 255u) * inv,
                                                     (float)((u >> 16) & 255u) * inv,
                                                     (float)(u >> 24) * inv);
        }
    }
}
