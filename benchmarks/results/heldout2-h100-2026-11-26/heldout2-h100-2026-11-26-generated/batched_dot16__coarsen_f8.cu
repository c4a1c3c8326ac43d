extern "C" __global__ void batched_dot16_cf8x(const float* x, const float* y, float* out, int batch) {
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cu"
    int b_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cu"
    int b_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cu"
    int b_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cu"
    int b_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cu"
    int b_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cu"
    int b_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cu"
    int b_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cu"
    int b_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cu"
    if (b_0 < batch) {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cu"
        float s_0 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cu"
        for (int k_0 = 0; k_0 < 16; k_0++)
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cu"
            s_0 += x[b_0 * 16 + k_0] * y[b_0 * 16 + k_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cu"
        out[b_0] = s_0;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cu"
    if (b_1 < batch) {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cu"
        float s_1 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cu"
        for (int k_1 = 0; k_1 < 16; k_1++)
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cu"
            s_1 += x[b_1 * 16 + k_1] * y[b_1 * 16 + k_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cu"
        out[b_1] = s_1;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cu"
    if (b_2 < batch) {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cu"
        float s_2 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cu"
        for (int k_2 = 0; k_2 < 16; k_2++)
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cu"
            s_2 += x[b_2 * 16 + k_2] * y[b_2 * 16 + k_2];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cu"
        out[b_2] = s_2;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cu"
    if (b_3 < batch) {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cu"
        float s_3 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cu"
        for (int k_3 = 0; k_3 < 16; k_3++)
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cu"
            s_3 += x[b_3 * 16 + k_3] * y[b_3 * 16 + k_3];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cu"
        out[b_3] = s_3;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cu"
    if (b_4 < batch) {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cu"
        float s_4 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cu"
        for (int k_4 = 0; k_4 < 16; k_4++)
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cu"
            s_4 += x[b_4 * 16 + k_4] * y[b_4 * 16 + k_4];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cu"
        out[b_4] = s_4;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cu"
    if (b_5 < batch) {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cu"
        float s_5 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cu"
        for (int k_5 = 0; k_5 < 16; k_5++)
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cu"
            s_5 += x[b_5 * 16 + k_5] * y[b_5 * 16 + k_5];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cu"
        out[b_5] = s_5;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cu"
    if (b_6 < batch) {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cu"
        float s_6 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cu"
        for (int k_6 = 0; k_6 < 16; k_6++)
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cu"
            s_6 += x[b_6 * 16 + k_6] * y[b_6 * 16 + k_6];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cu"
        out[b_6] = s_6;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cu"
    if (b_7 < batch) {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cu"
        float s_7 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cu"
        for (int k_7 = 0; k_7 < 16; k_7++)
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cu"
            s_7 += x[b_7 * 16 + k_7] * y[b_7 * 16 + k_7];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cu"
        out[b_7] = s_7;
    }
}
