extern "C" __global__ void imu_accel_excess_aos3_opt(const float* acc, float* excess, float g, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cu"
    __shared__ float acc_s[768];
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cu"
    int i_own = blockIdx.x * blockDim.x + 0u;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cu"
    for (int stage_r = 0; stage_r < 3; stage_r++) {
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cu"
        int stage_e = stage_r * 256 + (int)threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cu"
        if (3ll * (long long)i_own + (long long)stage_e < 3ll * (long long)n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cu"
            acc_s[stage_e] = acc[(int)blockIdx.x * 768 + stage_e];
        }
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cu"
    __syncthreads();
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cu"
    if (i < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cu"
        float x = acc_s[3 * (int)threadIdx.x];
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cu"
        float y = acc_s[3 * (int)threadIdx.x + 1];
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cu"
        float z = acc_s[3 * (int)threadIdx.x + 2];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cu"
        excess[i] = fmaxf(sqrtf(x * x + y * y + z * z) - g, 0.0f);
    }
}
