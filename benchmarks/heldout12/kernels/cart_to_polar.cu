// Held-out suite 12 (frozen). Cartesian points (x, y) in two planes to polar radius and angle
// (atan2), a thread per point.
extern "C" __global__ void cart_to_polar(const float *x, const float *y, float *radius,
                                         float *angle, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float a = x[i], b = y[i];
        radius[i] = sqrtf(a * a + b * b);
        angle[i] = atan2f(b, a);
    }
}
