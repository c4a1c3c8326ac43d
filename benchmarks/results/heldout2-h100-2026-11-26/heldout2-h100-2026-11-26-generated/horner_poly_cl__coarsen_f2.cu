extern "C" __global__ void horner_poly_cf2x(const float* x, const float* c, float* out, int n) {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cl"
    int g_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cl"
    int g_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x * 2ull + 1ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cl"
    if (g_0 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cl"
        float v_0 = x[g_0];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cl"
        float acc_0 = c[8];
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cl"
        for (int k_0 = 7; k_0 >= 0; k_0--)
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cl"
            acc_0 = acc_0 * v_0 + c[k_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cl"
        out[g_0] = acc_0;
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cl"
    if (g_1 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cl"
        float v_1 = x[g_1];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cl"
        float acc_1 = c[8];
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cl"
        for (int k_1 = 7; k_1 >= 0; k_1--)
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cl"
            acc_1 = acc_1 * v_1 + c[k_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cl"
        out[g_1] = acc_1;
    }
}
