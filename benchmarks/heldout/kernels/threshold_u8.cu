// Held-out suite (frozen). Binary threshold of an 8-bit image: 255 where in > t, else 0.
// Memory problem: one 1-byte load and one 1-byte store per thread (short-word accesses).
extern "C" __global__ void threshold_u8(const unsigned char *in, unsigned char *out, int t, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = in[i] > t ? 255 : 0;
}
