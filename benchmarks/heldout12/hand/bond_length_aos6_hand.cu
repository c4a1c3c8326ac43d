// Held-out suite 12 (frozen), hand version of bond_length_aos6: the block copies its 256
// records to shared memory as consecutive floats (each thread loading every 256th float), then
// each thread reads its record from there, padded by one word every 32 so that the six-word
// stride spreads over the banks. Blocks of exactly 256.
extern "C" __global__ void bond_length_aos6_hand(const float *__restrict__ bonds,
                                                 float *__restrict__ length, int n)
{
    __shared__ float recs[6 * 256 + 48];
    int t = threadIdx.x;
    int first = blockIdx.x * 256;
    int count = min(256, n - first);
    for (int k = t; k < 6 * count; k += 256)
        recs[k + k / 32] = bonds[6 * first + k];
    __syncthreads();
    if (t < count) {
        int b = 6 * t;
        float dx = recs[b + 3 + (b + 3) / 32] - recs[b + b / 32];
        float dy = recs[b + 4 + (b + 4) / 32] - recs[b + 1 + (b + 1) / 32];
        float dz = recs[b + 5 + (b + 5) / 32] - recs[b + 2 + (b + 2) / 32];
        length[first + t] = sqrtf(dx * dx + dy * dy + dz * dz);
    }
}
