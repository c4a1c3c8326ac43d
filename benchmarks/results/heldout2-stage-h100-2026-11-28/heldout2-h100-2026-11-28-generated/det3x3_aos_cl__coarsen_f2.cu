extern "C" __global__ void det3x3_aos_cf2x(const float* m, float* det, int n) {
#line 4 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull;
#line 4 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x * 2ull + 1ull);
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
}
