extern "C" __global__ void imu_accel_excess_aos3_cf2x(const float* acc, float* excess, float g, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cl"
    int i_0;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull < 8000256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cl"
        i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cl"
    int i_1;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull + 1ull < 8000256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cl"
        i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull < 8000256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cl"
        if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cl"
            float x_0 = acc[3 * i_0];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cl"
            float y_0 = acc[3 * i_0 + 1];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cl"
            float z_0 = acc[3 * i_0 + 2];
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cl"
            excess[i_0] = fmaxf(sqrtf(x_0 * x_0 + y_0 * y_0 + z_0 * z_0) - g, 0.0f);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull + 1ull < 8000256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cl"
        if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cl"
            float x_1 = acc[3 * i_1];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cl"
            float y_1 = acc[3 * i_1 + 1];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cl"
            float z_1 = acc[3 * i_1 + 2];
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cl"
            excess[i_1] = fmaxf(sqrtf(x_1 * x_1 + y_1 * y_1 + z_1 * z_1) - g, 0.0f);
        }
}
