extern "C" __global__ void imu_accel_excess_aos3_cf8x(const float* acc, float* excess, float g, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
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
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cu"
    if (i_2 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cu"
        float x_2 = acc[3 * i_2];
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cu"
        float y_2 = acc[3 * i_2 + 1];
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cu"
        float z_2 = acc[3 * i_2 + 2];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cu"
        excess[i_2] = fmaxf(sqrtf(x_2 * x_2 + y_2 * y_2 + z_2 * z_2) - g, 0.0f);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cu"
    if (i_3 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cu"
        float x_3 = acc[3 * i_3];
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cu"
        float y_3 = acc[3 * i_3 + 1];
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cu"
        float z_3 = acc[3 * i_3 + 2];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cu"
        excess[i_3] = fmaxf(sqrtf(x_3 * x_3 + y_3 * y_3 + z_3 * z_3) - g, 0.0f);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cu"
    if (i_4 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cu"
        float x_4 = acc[3 * i_4];
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cu"
        float y_4 = acc[3 * i_4 + 1];
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cu"
        float z_4 = acc[3 * i_4 + 2];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cu"
        excess[i_4] = fmaxf(sqrtf(x_4 * x_4 + y_4 * y_4 + z_4 * z_4) - g, 0.0f);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cu"
    if (i_5 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cu"
        float x_5 = acc[3 * i_5];
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cu"
        float y_5 = acc[3 * i_5 + 1];
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cu"
        float z_5 = acc[3 * i_5 + 2];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cu"
        excess[i_5] = fmaxf(sqrtf(x_5 * x_5 + y_5 * y_5 + z_5 * z_5) - g, 0.0f);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cu"
    if (i_6 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cu"
        float x_6 = acc[3 * i_6];
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cu"
        float y_6 = acc[3 * i_6 + 1];
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cu"
        float z_6 = acc[3 * i_6 + 2];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cu"
        excess[i_6] = fmaxf(sqrtf(x_6 * x_6 + y_6 * y_6 + z_6 * z_6) - g, 0.0f);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cu"
    if (i_7 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cu"
        float x_7 = acc[3 * i_7];
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cu"
        float y_7 = acc[3 * i_7 + 1];
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cu"
        float z_7 = acc[3 * i_7 + 2];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/imu_accel_excess_aos3.cu"
        excess[i_7] = fmaxf(sqrtf(x_7 * x_7 + y_7 * y_7 + z_7 * z_7) - g, 0.0f);
    }
}
