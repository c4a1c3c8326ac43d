// Held-out suite 13 (frozen). 2D points held as two planes rotated by an angle in radians, a
// thread per element.
extern "C" __global__ void rotate_points_soa(const float *x, const float *y, float *xr,
                                             float *yr, float angle, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float c = cosf(angle), s = sinf(angle);
        float px = x[i], py = y[i];
        xr[i] = c * px - s * py;
        yr[i] = s * px + c * py;
    }
}
