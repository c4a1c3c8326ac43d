extern "C" __global__ void horner_poly_cf2x(const float* x, const float* c, float* out, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cu"
    int g_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cu"
    int g_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cu"
    if (g_0 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cu"
        float v_0 = x[g_0];
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cu"
        float acc_0 = c[8];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cu"
        for (int k_0 = 7; k_0 >= 0; k_0--)
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cu"
            acc_0 = acc_0 * v_0 + c[k_0];
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cu"
        out[g_0] = acc_0;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cu"
    if (g_1 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cu"
        float v_1 = x[g_1];
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cu"
        float acc_1 = c[8];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cu"
        for (int k_1 = 7; k_1 >= 0; k_1--)
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cu"
            acc_1 = acc_1 * v_1 + c[k_1];
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cu"
        out[g_1] = acc_1;
    }
}
