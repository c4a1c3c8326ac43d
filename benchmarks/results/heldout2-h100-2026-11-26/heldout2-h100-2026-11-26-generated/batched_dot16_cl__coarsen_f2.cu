extern "C" __global__ void batched_dot16_cf2x(const float* x, const float* y, float* out, int batch) {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cl"
    int b_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cl"
    int b_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x * 2ull + 1ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cl"
    if (b_0 < batch) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cl"
        float s_0 = 0.0f;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cl"
        for (int k_0 = 0; k_0 < 16; k_0++)
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cl"
            s_0 += x[b_0 * 16 + k_0] * y[b_0 * 16 + k_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cl"
        out[b_0] = s_0;
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cl"
    if (b_1 < batch) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cl"
        float s_1 = 0.0f;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cl"
        for (int k_1 = 0; k_1 < 16; k_1++)
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cl"
            s_1 += x[b_1 * 16 + k_1] * y[b_1 * 16 + k_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cl"
        out[b_1] = s_1;
    }
}
