// Held-out suite 3 (frozen), hand version of alpha_blend_rgba: four pixels per thread, read
// as one 16-byte word from each image and written as one (n is a multiple of 4). The launch
// covers n / 4 threads.
__device__ unsigned int blend_over(unsigned int s, unsigned int d)
{
    unsigned int a = s >> 24, na = 255u - a;
    unsigned int r = ((s & 255u) * a + (d & 255u) * na + 127u) / 255u;
    unsigned int g = (((s >> 8) & 255u) * a + ((d >> 8) & 255u) * na + 127u) / 255u;
    unsigned int b = (((s >> 16) & 255u) * a + ((d >> 16) & 255u) * na + 127u) / 255u;
    unsigned int o = a + ((d >> 24) * na + 127u) / 255u;
    return r | (g << 8) | (b << 16) | (o << 24);
}

extern "C" __global__ void alpha_blend_rgba_hand(const unsigned char *src, const unsigned char *dst,
                                                 unsigned char *out, int n)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (4 * t < n) {
        uint4 s = ((const uint4 *)src)[t];
        uint4 d = ((const uint4 *)dst)[t];
        uint4 o;
        o.x = blend_over(s.x, d.x);
        o.y = blend_over(s.y, d.y);
        o.z = blend_over(s.z, d.z);
        o.w = blend_over(s.w, d.w);
        ((uint4 *)out)[t] = o;
    }
}
