// Held-out suite 9 (frozen). Polar coordinates (r, theta) to Cartesian ones, x = r cos theta
// and y = r sin theta, on planes.
extern "C" __global__ void polar_to_cart(const float *r, const float *theta, float *x, float *y,
                                         int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float t = theta[i], ri = r[i];
        x[i] = ri * cosf(t);
        y[i] = ri * sinf(t);
    }
}
