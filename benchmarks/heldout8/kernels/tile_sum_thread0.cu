// Held-out suite 8 (frozen). The sum of every 256 floats: a block of 256 threads stages
// them in shared memory and its first thread adds them one after the other.
extern "C" __global__ void tile_sum_thread0(const float *x, float *partial, int n)
{
    __shared__ float s[256];
    int t = threadIdx.x;
    int i = blockIdx.x * 256 + t;
    s[t] = i < n ? x[i] : 0.0f;
    __syncthreads();
    if (t == 0) {
        float acc = 0.0f;
        for (int k = 0; k < 256; k++)
            acc += s[k];
        partial[blockIdx.x] = acc;
    }
}
