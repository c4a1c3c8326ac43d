extern "C" __global__ void imu_accel_excess_aos3_cf2x(const float* acc, float* excess, float g, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cu"
    if (i_0 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cu"
        float x_0 = acc[3 * i_0];
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cu"
        float y_0 = acc[3 * i_0 + 1];
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cu"
        float z_0 = acc[3 * i_0 + 2];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cu"
        excess[i_0] = fmaxf(sqrtf(x_0 * x_0 + y_0 * y_0 + z_0 * z_0) - g, 0.0f);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cu"
    if (i_1 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cu"
        float x_1 = acc[3 * i_1];
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cu"
        float y_1 = acc[3 * i_1 + 1];
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cu"
        float z_1 = acc[3 * i_1 + 2];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cu"
        excess[i_1] = fmaxf(sqrtf(x_1 * x_1 + y_1 * y_1 + z_1 * z_1) - g, 0.0f);
    }
}
