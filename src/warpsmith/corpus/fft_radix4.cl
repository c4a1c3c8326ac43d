// One radix-4 pass of a Stockham FFT (after E. Bainville). N/4 work-items; p in
// 1, 4, 16, ..., N/4.
#ifndef M_PI_F
#define M_PI_F 3.14159265358979323846f
#endif

// a * (-i)
#define MUL_MI(a) ((float2)((a).y, -(a).x))

float2 mul_c(float2 a, float2 b)
{
    return (float2)(a.x * b.x - a.y * b.y, a.x * b.y + a.y * b.x);
}

float2 twiddle(float alpha)
{
    return (float2)(cos(alpha), sin(alpha));
}

__kernel void fft_radix4(__global const float2 *x, __global float2 *y, int p)
{
    int i = get_global_id(0);   // in 0 .. N/4-1
    int t = get_global_size(0); // N/4
    int k = i & (p - 1);
    x += i;
    y += ((i - k) << 2) + k;

    float alpha = -M_PI_F * (float)k / (float)(2 * p);
    float2 u0 = x[0];
    float2 u1 = mul_c(x[t], twiddle(alpha));
    float2 u2 = mul_c(x[2 * t], twiddle(2.0f * alpha));
    float2 u3 = mul_c(x[3 * t], twiddle(3.0f * alpha));

    // 4-point DFT
    float2 v0 = u0 + u2;
    float2 v1 = u0 - u2;
    float2 v2 = u1 + u3;
    float2 v3 = MUL_MI(u1 - u3);

    y[0] = v0 + v2;
    y[p] = v1 + v3;
    y[2 * p] = v0 - v2;
    y[3 * p] = v1 - v3;
}
