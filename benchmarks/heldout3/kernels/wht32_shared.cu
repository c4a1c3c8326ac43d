// Held-out suite 3 (frozen). Walsh-Hadamard transform (Sylvester order, unnormalized) of
// consecutive 32-point vectors: each block of 256 threads stages 8 vectors in shared memory
// and runs the five butterfly stages there, one element per thread.
extern "C" __global__ void wht32_shared(const float *in, float *out, int n)
{
    __shared__ float s[256];
    int t = threadIdx.x;
    int g = blockIdx.x * 256 + t;
    s[t] = g < n ? in[g] : 0.0f;
    for (int h = 1; h < 32; h <<= 1) {
        __syncthreads();
        float a = s[t];
        float b = s[t ^ h];
        float v = (t & h) ? b - a : a + b;
        __syncthreads();
        s[t] = v;
    }
    if (g < n)
        out[g] = s[t];
}
