// Held-out suite (frozen). Element-wise product of two complex vectors stored as
// interleaved (re, im) float pairs.
// Memory problem: each thread loads and stores 2 floats 4 bytes apart in straight-line code
// (stride-2 word accesses; one 8-byte access would do).
extern "C" __global__ void complex_mul(const float *a, const float *b, float *c, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float ar = a[2 * i], ai = a[2 * i + 1];
        float br = b[2 * i], bi = b[2 * i + 1];
        c[2 * i] = ar * br - ai * bi;
        c[2 * i + 1] = ar * bi + ai * br;
    }
}
