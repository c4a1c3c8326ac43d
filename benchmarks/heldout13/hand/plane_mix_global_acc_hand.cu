// Held-out suite 13 (frozen), hand version of plane_mix_global_acc: the sum kept in a register
// (restrict pointers, the weights read through the read-only cache) and stored once, a thread
// per element; the planes are added in the same order, so the result is the original's.
extern "C" __global__ void plane_mix_global_acc_hand(const float *__restrict__ planes,
                                                     const float *__restrict__ wts,
                                                     float *__restrict__ out, int n, int k)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float acc = 0.0f;
#pragma unroll 8
        for (int c = 0; c < k; c++)
            acc += __ldg(&wts[c]) * __ldg(&planes[(size_t)c * n + i]);
        out[i] = acc;
    }
}
