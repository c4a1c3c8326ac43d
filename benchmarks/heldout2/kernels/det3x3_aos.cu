// Held-out suite 2 (frozen). Determinants of a batch of 3x3 matrices stored one after the
// other (9 floats each, row-major); one thread per matrix.
extern "C" __global__ void det3x3_aos(const float *m, float *det, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float a = m[9 * i + 0], b = m[9 * i + 1], c = m[9 * i + 2];
        float d = m[9 * i + 3], e = m[9 * i + 4], f = m[9 * i + 5];
        float g = m[9 * i + 6], h = m[9 * i + 7], k = m[9 * i + 8];
        det[i] = (a * (e * k - f * h) - b * (d * k - f * g)) + c * (d * h - e * g);
    }
}
