// Held-out suite 14 (frozen). The quadratic variation of each price path, the sum of its
// squared one-step changes, paths stored as rows of t prices; a thread per path.
extern "C" __global__ void price_path_variation_rows(const float *price, float *qv, int rows,
                                                     int t)
{
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    if (r < rows) {
        const float *p = price + (size_t)r * t;
        float s = 0.0f;
        for (int k = 1; k < t; k++) {
            float d = p[k] - p[k - 1];
            s += d * d;
        }
        qv[r] = s;
    }
}
