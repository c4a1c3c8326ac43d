extern "C" __global__ void imu_accel_excess_aos3_cf8x(const float* acc, float* excess, float g, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cl"
    int i_0;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull < 8000256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cl"
        i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cl"
    int i_1;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull < 8000256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cl"
        i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cl"
    int i_2;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull < 8000256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cl"
        i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cl"
    int i_3;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull < 8000256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cl"
        i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cl"
    int i_4;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull < 8000256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cl"
        i_4 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cl"
    int i_5;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull < 8000256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cl"
        i_5 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cl"
    int i_6;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull < 8000256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cl"
        i_6 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cl"
    int i_7;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull < 8000256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cl"
        i_7 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull < 8000256ull)
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
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull < 8000256ull)
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
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull < 8000256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cl"
        if (i_2 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cl"
            float x_2 = acc[3 * i_2];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cl"
            float y_2 = acc[3 * i_2 + 1];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cl"
            float z_2 = acc[3 * i_2 + 2];
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cl"
            excess[i_2] = fmaxf(sqrtf(x_2 * x_2 + y_2 * y_2 + z_2 * z_2) - g, 0.0f);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull < 8000256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cl"
        if (i_3 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cl"
            float x_3 = acc[3 * i_3];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cl"
            float y_3 = acc[3 * i_3 + 1];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cl"
            float z_3 = acc[3 * i_3 + 2];
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cl"
            excess[i_3] = fmaxf(sqrtf(x_3 * x_3 + y_3 * y_3 + z_3 * z_3) - g, 0.0f);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull < 8000256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cl"
        if (i_4 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cl"
            float x_4 = acc[3 * i_4];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cl"
            float y_4 = acc[3 * i_4 + 1];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cl"
            float z_4 = acc[3 * i_4 + 2];
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cl"
            excess[i_4] = fmaxf(sqrtf(x_4 * x_4 + y_4 * y_4 + z_4 * z_4) - g, 0.0f);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull < 8000256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cl"
        if (i_5 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cl"
            float x_5 = acc[3 * i_5];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cl"
            float y_5 = acc[3 * i_5 + 1];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cl"
            float z_5 = acc[3 * i_5 + 2];
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cl"
            excess[i_5] = fmaxf(sqrtf(x_5 * x_5 + y_5 * y_5 + z_5 * z_5) - g, 0.0f);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull < 8000256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cl"
        if (i_6 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cl"
            float x_6 = acc[3 * i_6];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cl"
            float y_6 = acc[3 * i_6 + 1];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cl"
            float z_6 = acc[3 * i_6 + 2];
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cl"
            excess[i_6] = fmaxf(sqrtf(x_6 * x_6 + y_6 * y_6 + z_6 * z_6) - g, 0.0f);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull < 8000256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cl"
        if (i_7 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cl"
            float x_7 = acc[3 * i_7];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cl"
            float y_7 = acc[3 * i_7 + 1];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cl"
            float z_7 = acc[3 * i_7 + 2];
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cl"
            excess[i_7] = fmaxf(sqrtf(x_7 * x_7 + y_7 * y_7 + z_7 * z_7) - g, 0.0f);
        }
}
