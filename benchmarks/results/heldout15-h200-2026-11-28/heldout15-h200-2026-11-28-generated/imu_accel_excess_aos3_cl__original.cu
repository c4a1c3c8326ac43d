extern "C" __global__ void imu_accel_excess_aos3(const float* acc, float* excess, float g, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cl"
    if (i < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cl"
        float x = acc[3 * i];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cl"
        float y = acc[3 * i + 1];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cl"
        float z = acc[3 * i + 2];
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cl"
        excess[i] = fmaxf(sqrtf(x * x + y * y + z * z) - g, 0.0f);
    }
}
