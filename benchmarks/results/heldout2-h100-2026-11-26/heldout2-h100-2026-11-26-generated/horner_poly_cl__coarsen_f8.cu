extern "C" __global__ void horner_poly_cf8x(const float* x, const float* c, float* out, int n) {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cl"
    int g_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + (unsigned long long)threadIdx.x * 8ull;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cl"
    int g_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 1ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cl"
    int g_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 2ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cl"
    int g_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 3ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cl"
    int g_4 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 4ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cl"
    int g_5 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 5ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cl"
    int g_6 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 6ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cl"
    int g_7 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 7ull);
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
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cl"
    if (g_2 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cl"
        float v_2 = x[g_2];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cl"
        float acc_2 = c[8];
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cl"
        for (int k_2 = 7; k_2 >= 0; k_2--)
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cl"
            acc_2 = acc_2 * v_2 + c[k_2];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cl"
        out[g_2] = acc_2;
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cl"
    if (g_3 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cl"
        float v_3 = x[g_3];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cl"
        float acc_3 = c[8];
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cl"
        for (int k_3 = 7; k_3 >= 0; k_3--)
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cl"
            acc_3 = acc_3 * v_3 + c[k_3];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cl"
        out[g_3] = acc_3;
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cl"
    if (g_4 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cl"
        float v_4 = x[g_4];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cl"
        float acc_4 = c[8];
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cl"
        for (int k_4 = 7; k_4 >= 0; k_4--)
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cl"
            acc_4 = acc_4 * v_4 + c[k_4];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cl"
        out[g_4] = acc_4;
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cl"
    if (g_5 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cl"
        float v_5 = x[g_5];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cl"
        float acc_5 = c[8];
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cl"
        for (int k_5 = 7; k_5 >= 0; k_5--)
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cl"
            acc_5 = acc_5 * v_5 + c[k_5];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cl"
        out[g_5] = acc_5;
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cl"
    if (g_6 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cl"
        float v_6 = x[g_6];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cl"
        float acc_6 = c[8];
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cl"
        for (int k_6 = 7; k_6 >= 0; k_6--)
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cl"
            acc_6 = acc_6 * v_6 + c[k_6];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cl"
        out[g_6] = acc_6;
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cl"
    if (g_7 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cl"
        float v_7 = x[g_7];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cl"
        float acc_7 = c[8];
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cl"
        for (int k_7 = 7; k_7 >= 0; k_7--)
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cl"
            acc_7 = acc_7 * v_7 + c[k_7];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/horner_poly.cl"
        out[g_7] = acc_7;
    }
}
