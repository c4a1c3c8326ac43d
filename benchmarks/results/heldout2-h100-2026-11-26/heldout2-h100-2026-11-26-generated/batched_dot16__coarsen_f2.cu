extern "C" __global__ void batched_dot16_cf2x(const float* x, const float* y, float* out, int batch) {
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cu"
    int b_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cu"
    int b_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
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
}
