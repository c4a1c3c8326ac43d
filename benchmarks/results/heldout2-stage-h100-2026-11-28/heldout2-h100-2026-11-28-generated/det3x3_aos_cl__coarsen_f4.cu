extern "C" __global__ void det3x3_aos_cf4x(const float* m, float* det, int n) {
#line 4 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + (unsigned long long)threadIdx.x * 4ull;
#line 4 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 1ull);
#line 4 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
    int i_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 2ull);
#line 4 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
    int i_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 3ull);
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
}
