extern "C" __global__ void group_quant_q8(const float* x, char* q, float* scale, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cu"
    int g = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cu"
    if (g < n / 32) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cu"
        float m = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cu"
        for (int k = 0; k < 32; k++)
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cu"
            m = fmaxf(m, fabsf(x[32 * g + k]));
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cu"
        float inv = m > 0.0f ? 127.0f / m : 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cu"
        scale[g] = m / 127.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cu"
        for (int k_1 = 0; k_1 < 32; k_1++)
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cu"
            q[32 * g + k_1] = (char)rintf(x[32 * g + k_1] * inv);
    }
}
