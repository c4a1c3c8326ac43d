extern "C" __global__ void imu_accel_excess_aos3_opt(const float* acc, float* excess, float g, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cl"
    __shared__ float acc_s[768];
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cl"
    int i = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cl"
    int i_own = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + 0ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cl"
    for (int stage_r = 0; stage_r < 3; stage_r++) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cl"
        int stage_e = stage_r * 256 + (int)threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cl"
        if (3ll * (long long)i_own + (long long)stage_e < 3ll * (long long)n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cl"
            acc_s[stage_e] = acc[(int)blockIdx.x * 768 + stage_e];
        }
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cl"
    __syncthreads();
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cl"
    if (i < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cl"
        float x = acc_s[3 * (int)threadIdx.x];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cl"
        float y = acc_s[3 * (int)threadIdx.x + 1];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cl"
        float z = acc_s[3 * (int)threadIdx.x + 2];
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cl"
        excess[i] = fmaxf(sqrtf(x * x + y * y + z * z) - g, 0.0f);
    }
}
