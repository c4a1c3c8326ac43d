extern "C" __global__ void det3x3_aos_cf8x(const float* m, float* det, int n) {
#line 4 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + (unsigned long long)threadIdx.x * 8ull;
#line 4 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 1ull);
#line 4 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
    int i_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 2ull);
#line 4 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
    int i_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 3ull);
#line 4 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
    int i_4 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 4ull);
#line 4 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
    int i_5 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 5ull);
#line 4 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
    int i_6 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 6ull);
#line 4 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
    int i_7 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 7ull);
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
    if (i_0 < n) {
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        float a_0 = m[9 * i_0 + 0];
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        float b_0 = m[9 * i_0 + 1];
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        float c_0 = m[9 * i_0 + 2];
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        float d_0 = m[9 * i_0 + 3];
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        float e_0 = m[9 * i_0 + 4];
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        float f_0 = m[9 * i_0 + 5];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        float g_0 = m[9 * i_0 + 6];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        float h_0 = m[9 * i_0 + 7];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        float k_0 = m[9 * i_0 + 8];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        det[i_0] = a_0 * (e_0 * k_0 - f_0 * h_0) - b_0 * (d_0 * k_0 - f_0 * g_0) + c_0 * (d_0 * h_0 - e_0 * g_0);
    }
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
    if (i_1 < n) {
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        float a_1 = m[9 * i_1 + 0];
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        float b_1 = m[9 * i_1 + 1];
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        float c_1 = m[9 * i_1 + 2];
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        float d_1 = m[9 * i_1 + 3];
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        float e_1 = m[9 * i_1 + 4];
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        float f_1 = m[9 * i_1 + 5];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        float g_1 = m[9 * i_1 + 6];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        float h_1 = m[9 * i_1 + 7];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        float k_1 = m[9 * i_1 + 8];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        det[i_1] = a_1 * (e_1 * k_1 - f_1 * h_1) - b_1 * (d_1 * k_1 - f_1 * g_1) + c_1 * (d_1 * h_1 - e_1 * g_1);
    }
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
    if (i_2 < n) {
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        float a_2 = m[9 * i_2 + 0];
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        float b_2 = m[9 * i_2 + 1];
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        float c_2 = m[9 * i_2 + 2];
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        float d_2 = m[9 * i_2 + 3];
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        float e_2 = m[9 * i_2 + 4];
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        float f_2 = m[9 * i_2 + 5];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        float g_2 = m[9 * i_2 + 6];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        float h_2 = m[9 * i_2 + 7];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        float k_2 = m[9 * i_2 + 8];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        det[i_2] = a_2 * (e_2 * k_2 - f_2 * h_2) - b_2 * (d_2 * k_2 - f_2 * g_2) + c_2 * (d_2 * h_2 - e_2 * g_2);
    }
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
    if (i_3 < n) {
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        float a_3 = m[9 * i_3 + 0];
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        float b_3 = m[9 * i_3 + 1];
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        float c_3 = m[9 * i_3 + 2];
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        float d_3 = m[9 * i_3 + 3];
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        float e_3 = m[9 * i_3 + 4];
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        float f_3 = m[9 * i_3 + 5];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        float g_3 = m[9 * i_3 + 6];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        float h_3 = m[9 * i_3 + 7];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        float k_3 = m[9 * i_3 + 8];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        det[i_3] = a_3 * (e_3 * k_3 - f_3 * h_3) - b_3 * (d_3 * k_3 - f_3 * g_3) + c_3 * (d_3 * h_3 - e_3 * g_3);
    }
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
    if (i_4 < n) {
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        float a_4 = m[9 * i_4 + 0];
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        float b_4 = m[9 * i_4 + 1];
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        float c_4 = m[9 * i_4 + 2];
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        float d_4 = m[9 * i_4 + 3];
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        float e_4 = m[9 * i_4 + 4];
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        float f_4 = m[9 * i_4 + 5];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        float g_4 = m[9 * i_4 + 6];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        float h_4 = m[9 * i_4 + 7];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        float k_4 = m[9 * i_4 + 8];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        det[i_4] = a_4 * (e_4 * k_4 - f_4 * h_4) - b_4 * (d_4 * k_4 - f_4 * g_4) + c_4 * (d_4 * h_4 - e_4 * g_4);
    }
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
    if (i_5 < n) {
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        float a_5 = m[9 * i_5 + 0];
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        float b_5 = m[9 * i_5 + 1];
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        float c_5 = m[9 * i_5 + 2];
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        float d_5 = m[9 * i_5 + 3];
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        float e_5 = m[9 * i_5 + 4];
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        float f_5 = m[9 * i_5 + 5];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        float g_5 = m[9 * i_5 + 6];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        float h_5 = m[9 * i_5 + 7];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        float k_5 = m[9 * i_5 + 8];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        det[i_5] = a_5 * (e_5 * k_5 - f_5 * h_5) - b_5 * (d_5 * k_5 - f_5 * g_5) + c_5 * (d_5 * h_5 - e_5 * g_5);
    }
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
    if (i_6 < n) {
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        float a_6 = m[9 * i_6 + 0];
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        float b_6 = m[9 * i_6 + 1];
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        float c_6 = m[9 * i_6 + 2];
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        float d_6 = m[9 * i_6 + 3];
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        float e_6 = m[9 * i_6 + 4];
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        float f_6 = m[9 * i_6 + 5];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        float g_6 = m[9 * i_6 + 6];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        float h_6 = m[9 * i_6 + 7];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        float k_6 = m[9 * i_6 + 8];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        det[i_6] = a_6 * (e_6 * k_6 - f_6 * h_6) - b_6 * (d_6 * k_6 - f_6 * g_6) + c_6 * (d_6 * h_6 - e_6 * g_6);
    }
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
    if (i_7 < n) {
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        float a_7 = m[9 * i_7 + 0];
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        float b_7 = m[9 * i_7 + 1];
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        float c_7 = m[9 * i_7 + 2];
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        float d_7 = m[9 * i_7 + 3];
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        float e_7 = m[9 * i_7 + 4];
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        float f_7 = m[9 * i_7 + 5];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        float g_7 = m[9 * i_7 + 6];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        float h_7 = m[9 * i_7 + 7];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        float k_7 = m[9 * i_7 + 8];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        det[i_7] = a_7 * (e_7 * k_7 - f_7 * h_7) - b_7 * (d_7 * k_7 - f_7 * g_7) + c_7 * (d_7 * h_7 - e_7 * g_7);
    }
}
