// Held-out suite 11 (frozen). 1 / sqrt(x) of every positive element: the classic bit-level
// first guess, then three Newton steps y (1.5 - 0.5 x y^2).
extern "C" __global__ void newton_recip_sqrt(const float *x, float *y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float v = x[i];
        float r = __int_as_float(0x5f3759df - (__float_as_int(v) >> 1));
        for (int s = 0; s < 3; ++s)
            r = r * (1.5f - 0.5f * v * r * r);
        y[i] = r;
    }
}
