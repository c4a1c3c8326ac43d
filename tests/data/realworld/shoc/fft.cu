// fft_kernel.cu: radix-2 Stockham FFT pass on float2 (SHOC-style macros for complex math)
#include <cuda.h>

#ifndef M_PI
# define M_PI 3.14159265358979323846f
#endif

#define cmul(a, b) make_float2((a).x * (b).x - (a).y * (b).y, (a).x * (b).y + (a).y * (b).x)
#define cadd(a, b) make_float2((a).x + (b).x, (a).y + (b).y)
#define csub(a, b) make_float2((a).x - (b).x, (a).y - (b).y)

__device__ inline float2 twiddle(int k, int n, int dir)
{
    float s, c;
    float ang = dir * 2.0f * M_PI * k / n;
    s = __sinf(ang);
    c = __cosf(ang);
    return make_float2(c, s);
}

__global__ void fft_radix2(const float2 *in, float2 *out, int n, int p, int dir)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int half = n >> 1;
    if (i >= half) return;
    int k = i & (p - 1);
    float2 u0 = in[i];
    float2 u1 = in[i + half];
    float2 w = twiddle(k, 2 * p, dir);
    u1 = cmul(w, u1);
    int j = (i << 1) - k;
    out[j] = cadd(u0, u1);
    out[j + p] = csub(u0, u1);
}
