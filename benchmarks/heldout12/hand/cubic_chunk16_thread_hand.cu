// Held-out suite 12 (frozen), hand version of cubic_chunk16_thread: a thread per element, so
// that a warp reads and writes 32 consecutive floats.
extern "C" __global__ void cubic_chunk16_thread_hand(const float *__restrict__ x,
                                                     float *__restrict__ y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float v = x[i];
        y[i] = v * v * v - v;
    }
}
