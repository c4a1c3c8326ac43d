// One radix-2 pass of a Stockham FFT (after E. Bainville, "OpenCL Fast Fourier
// Transform"). N/2 work-items; p is the length of the sub-transforms already done
// (1, 2, 4, ..., N/2). Running the pass for every p from 1 to N/2, ping-ponging x and y,
// gives the forward DFT in natural order.
#ifndef M_PI_F
#define M_PI_F 3.14159265358979323846f
#endif

float2 mul_c(float2 a, float2 b)
{
    return (float2)(a.x * b.x - a.y * b.y, a.x * b.y + a.y * b.x);
}

// exp(i * alpha)
float2 twiddle(float alpha)
{
    return (float2)(cos(alpha), sin(alpha));
}

__kernel void fft_radix2(__global const float2 *x, __global float2 *y, int p)
{
    int i = get_global_id(0);   // in 0 .. N/2-1
    int t = get_global_size(0); // N/2
    int k = i & (p - 1);        // index in the current sub-sequence
    x += i;
    y += ((i - k) << 1) + k;

    float2 u0 = x[0];
    float2 u1 = x[t];
    float alpha = -M_PI_F * (float)k / (float)p;
    u1 = mul_c(u1, twiddle(alpha));

    y[0] = u0 + u1;
    y[p] = u0 - u1;
}
