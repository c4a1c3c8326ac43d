// Held-out suite 9 (frozen). The quotient z = x / y of two vectors of complex numbers
// (interleaved float pairs, read and written as float2).
extern "C" __global__ void complex_div_c64(const float2 *x, const float2 *y, float2 *z, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float2 a = x[i], b = y[i];
        float inv = 1.0f / (b.x * b.x + b.y * b.y);
        z[i] = make_float2((a.x * b.x + a.y * b.y) * inv, (a.y * b.x - a.x * b.y) * inv);
    }
}
