extern "C" __global__ void imu_accel_excess_aos3_hand(const float* __restrict__ acc, float* __restrict__ excess, float g, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/hand/imu_accel_excess_aos3_hand.cl"
    __shared__ float rec[768];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/hand/imu_accel_excess_aos3_hand.cl"
    int t = (unsigned long long)threadIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/hand/imu_accel_excess_aos3_hand.cl"
    int base = (unsigned long long)blockIdx.x * 256;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/hand/imu_accel_excess_aos3_hand.cl"
    int total = 3 * n;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/hand/imu_accel_excess_aos3_hand.cl"
    for (int k = t; k < 3 * 256; k += 256) {
#line 12 "/work/main/.stage/main/benchmarks/heldout15/hand/imu_accel_excess_aos3_hand.cl"
        int j = 3 * base + k;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/hand/imu_accel_excess_aos3_hand.cl"
        rec[k] = j < total ? acc[j] : 0.0f;
    }
#line 15 "/work/main/.stage/main/benchmarks/heldout15/hand/imu_accel_excess_aos3_hand.cl"
    __syncthreads();
#line 16 "/work/main/.stage/main/benchmarks/heldout15/hand/imu_accel_excess_aos3_hand.cl"
    int i = base + t;
#line 17 "/work/main/.stage/main/benchmarks/heldout15/hand/imu_accel_excess_aos3_hand.cl"
    if (i < n) {
#line 18 "/work/main/.stage/main/benchmarks/heldout15/hand/imu_accel_excess_aos3_hand.cl"
        float x = rec[3 * t];
#line 18 "/work/main/.stage/main/benchmarks/heldout15/hand/imu_accel_excess_aos3_hand.cl"
        float y = rec[3 * t + 1];
#line 18 "/work/main/.stage/main/benchmarks/heldout15/hand/imu_accel_excess_aos3_hand.cl"
        float z = rec[3 * t + 2];
#line 19 "/work/main/.stage/main/benchmarks/heldout15/hand/imu_accel_excess_aos3_hand.cl"
        excess[i] = fmaxf(sqrtf(x * x + y * y + z * z) - g, 0.0f);
    }
}
