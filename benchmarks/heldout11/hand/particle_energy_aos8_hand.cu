// Held-out suite 11 (frozen), hand version of particle_energy_aos8: the block's records are
// copied to shared memory by all its threads as consecutive floats (coalesced), stored with
// one padding word per record (a stride of 9 words: no bank conflicts), then each thread
// reads its fields from there. Blocks of at most 256 threads.
extern "C" __global__ void particle_energy_aos8_hand(const float *__restrict__ rec,
                                                     float *__restrict__ energy, float g,
                                                     float phi, int n)
{
    __shared__ float padded[9 * 256];
    int t = threadIdx.x, size = blockDim.x;
    int first = blockIdx.x * size;
    int count = min(size, n - first) * 8;
    for (int k = t; k < count; k += size)
        padded[k + (k >> 3)] = rec[(size_t)first * 8 + k];
    __syncthreads();
    if (first + t < n) {
        const float *p = padded + 9 * t;
        float m = p[6];
        float kinetic = 0.5f * m * (p[3] * p[3] + p[4] * p[4] + p[5] * p[5]);
        energy[first + t] = kinetic + m * g * p[2] + p[7] * phi * p[0];
    }
}
