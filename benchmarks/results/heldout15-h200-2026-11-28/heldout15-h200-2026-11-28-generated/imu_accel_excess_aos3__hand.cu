extern "C" __global__ void imu_accel_excess_aos3_hand(const float* __restrict__ acc, float* __restrict__ excess, float g, int n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/hand/imu_accel_excess_aos3_hand.cu"
    __shared__ float rec[768];
#line 9 "/work/main/.stage/main/benchmarks/heldout15/hand/imu_accel_excess_aos3_hand.cu"
    unsigned long long base = (unsigned long long)blockIdx.x * 256;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/hand/imu_accel_excess_aos3_hand.cu"
    unsigned long long total = 3 * (unsigned long long)n;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/hand/imu_accel_excess_aos3_hand.cu"
    for (int k = threadIdx.x; k < 3 * 256; k += 256) {
#line 12 "/work/main/.stage/main/benchmarks/heldout15/hand/imu_accel_excess_aos3_hand.cu"
        unsigned long long j = 3 * base + k;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/hand/imu_accel_excess_aos3_hand.cu"
        rec[k] = j < total ? acc[j] : 0.0f;
    }
#line 15 "/work/main/.stage/main/benchmarks/heldout15/hand/imu_accel_excess_aos3_hand.cu"
    __syncthreads();
#line 16 "/work/main/.stage/main/benchmarks/heldout15/hand/imu_accel_excess_aos3_hand.cu"
    unsigned long long i = base + threadIdx.x;
#line 17 "/work/main/.stage/main/benchmarks/heldout15/hand/imu_accel_excess_aos3_hand.cu"
    if (i < (unsigned long long)n) {
#line 18 "/work/main/.stage/main/benchmarks/heldout15/hand/imu_accel_excess_aos3_hand.cu"
        float x = rec[3 * threadIdx.x];
#line 18 "/work/main/.stage/main/benchmarks/heldout15/hand/imu_accel_excess_aos3_hand.cu"
        float y = rec[3 * threadIdx.x + 1];
#line 18 "/work/main/.stage/main/benchmarks/heldout15/hand/imu_accel_excess_aos3_hand.cu"
        float z = rec[3 * threadIdx.x + 2];
#line 19 "/work/main/.stage/main/benchmarks/heldout15/hand/imu_accel_excess_aos3_hand.cu"
        excess[i] = fmaxf(sqrtf(x * x + y * y + z * z) - g, 0.0f);
    }
}
