// Held-out suite 11 (frozen). How many elements are negative, zero and positive
// (counts[0], counts[1], counts[2]), a thread per element adding one to its counter.
// counts starts at zero.
extern "C" __global__ void sign_tally3(const float *x, int *counts, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float v = x[i];
        int k = v < 0.0f ? 0 : (v == 0.0f ? 1 : 2);
        atomicAdd(&counts[k], 1);
    }
}
