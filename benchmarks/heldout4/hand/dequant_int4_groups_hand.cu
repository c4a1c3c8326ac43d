// Held-out suite 4 (frozen), hand version of dequant_int4_groups: eight weights per
// thread, their four bytes read as one 32-bit word and written as two float4 (n is a
// multiple of 8, so the eight share a scale). The launch covers n / 8 threads.
extern "C" __global__ void dequant_int4_groups_hand(const unsigned char *q, const float *scale,
                                                    float *w, int n)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (8 * t < n) {
        unsigned int b = ((const unsigned int *)q)[t];
        float s = scale[t >> 3];
        float4 lo, hi;
        lo.x = (float)((int)(b & 15u) - 8) * s;
        lo.y = (float)((int)((b >> 4) & 15u) - 8) * s;
        lo.z = (float)((int)((b >> 8) & 15u) - 8) * s;
        lo.w = (float)((int)((b >> 12) & 15u) - 8) * s;
        hi.x = (float)((int)((b >> 16) & 15u) - 8) * s;
        hi.y = (float)((int)((b >> 20) & 15u) - 8) * s;
        hi.z = (float)((int)((b >> 24) & 15u) - 8) * s;
        hi.w = (float)((int)(b >> 28) - 8) * s;
        ((float4 *)w)[2 * t] = lo;
        ((float4 *)w)[2 * t + 1] = hi;
    }
}
