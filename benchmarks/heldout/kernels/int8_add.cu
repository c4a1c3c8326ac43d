// Held-out suite (frozen). c = a + b on signed 8-bit vectors (wrapping), one element per thread.
// Memory problem: 1-byte loads and stores per thread (short-word accesses).
extern "C" __global__ void int8_add(const signed char *a, const signed char *b, signed char *c, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        c[i] = (signed char)(a[i] + b[i]);
}
