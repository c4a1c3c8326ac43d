// Held-out suite 15 (frozen), hand version of imu_accel_excess_aos3: a block of 256 copies its
// 256 records (768 consecutive floats) into shared memory with coalesced loads, then after a
// barrier each thread reads its record there (stride 3, no bank conflicts). Blocks of exactly
// 256.
extern "C" __global__ void imu_accel_excess_aos3_hand(const float *__restrict__ acc,
                                                      float *__restrict__ excess, float g, int n)
{
    __shared__ float rec[3 * 256];
    size_t base = (size_t)blockIdx.x * 256;
    size_t total = 3 * (size_t)n;
    for (int k = threadIdx.x; k < 3 * 256; k += 256) {
        size_t j = 3 * base + k;
        rec[k] = j < total ? acc[j] : 0.0f;
    }
    __syncthreads();
    size_t i = base + threadIdx.x;
    if (i < (size_t)n) {
        float x = rec[3 * threadIdx.x], y = rec[3 * threadIdx.x + 1], z = rec[3 * threadIdx.x + 2];
        excess[i] = fmaxf(sqrtf(x * x + y * y + z * z) - g, 0.0f);
    }
}
