extern "C" __global__ void imu_accel_excess_aos3(const float* acc, float* excess, float g, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cu"
    if (i < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cu"
        float x = acc[3 * i];
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cu"
        float y = acc[3 * i + 1];
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cu"
        float z = acc[3 * i + 2];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cu"
        excess[i] = fmaxf(sqrtf(x * x + y * y + z * z) - g, 0.0f);
    }
}
