// Held-out suite 13 (frozen), hand version of momentum_to_vel_aos3: each thread computes its
// three components (the same divisions) into shared memory at stride 3 (no bank conflicts,
// 3 and 32 coprime); the block then writes its 3 x 256 floats as consecutive words, three
// coalesced stores per thread. Blocks of exactly 256.
extern "C" __global__ void momentum_to_vel_aos3_hand(const float *__restrict__ px,
                                                     const float *__restrict__ py,
                                                     const float *__restrict__ pz,
                                                     const float *__restrict__ mass,
                                                     float *__restrict__ vel, int n)
{
    __shared__ float rec[3 * 256];
    int t = threadIdx.x;
    int base = blockIdx.x * 256;
    int i = base + t;
    if (i < n) {
        float m = mass[i];
        rec[3 * t] = px[i] / m;
        rec[3 * t + 1] = py[i] / m;
        rec[3 * t + 2] = pz[i] / m;
    }
    __syncthreads();
    int words = 3 * min(256, n - base);
    float *out = vel + 3 * (size_t)base;
    for (int k = t; k < words; k += 256)
        out[k] = rec[k];
}
