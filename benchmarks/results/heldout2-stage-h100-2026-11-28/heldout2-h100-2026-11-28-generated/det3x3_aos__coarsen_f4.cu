extern "C" __global__ void det3x3_aos_cf4x(const float* m, float* det, int n) {
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cu"
    int i_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cu"
    int i_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cu"
    int i_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cu"
    int i_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cu"
    if (i_0 < n) {
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cu"
        float a_0 = m[9 * i_0 + 0];
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cu"
        float b_0 = m[9 * i_0 + 1];
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cu"
        float c_0 = m[9 * i_0 + 2];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cu"
        float d_0 = m[9 * i_0 + 3];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cu"
        float e_0 = m[9 * i_0 + 4];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cu"
        float f_0 = m[9 * i_0 + 5];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cu"
        float g_0 = m[9 * i_0 + 6];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cu"
        float h_0 = m[9 * i_0 + 7];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cu"
        float k_0 = m[9 * i_0 + 8];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cu"
        det[i_0] = a_0 * (e_0 * k_0 - f_0 * h_0) - b_0 * (d_0 * k_0 - f_0 * g_0) + c_0 * (d_0 * h_0 - e_0 * g_0);
    }
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cu"
    if (i_1 < n) {
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cu"
        float a_1 = m[9 * i_1 + 0];
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cu"
        float b_1 = m[9 * i_1 + 1];
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cu"
        float c_1 = m[9 * i_1 + 2];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cu"
        float d_1 = m[9 * i_1 + 3];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cu"
        float e_1 = m[9 * i_1 + 4];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cu"
        float f_1 = m[9 * i_1 + 5];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cu"
        float g_1 = m[9 * i_1 + 6];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cu"
        float h_1 = m[9 * i_1 + 7];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cu"
        float k_1 = m[9 * i_1 + 8];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cu"
        det[i_1] = a_1 * (e_1 * k_1 - f_1 * h_1) - b_1 * (d_1 * k_1 - f_1 * g_1) + c_1 * (d_1 * h_1 - e_1 * g_1);
    }
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cu"
    if (i_2 < n) {
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cu"
        float a_2 = m[9 * i_2 + 0];
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cu"
        float b_2 = m[9 * i_2 + 1];
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cu"
        float c_2 = m[9 * i_2 + 2];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cu"
        float d_2 = m[9 * i_2 + 3];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cu"
        float e_2 = m[9 * i_2 + 4];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cu"
        float f_2 = m[9 * i_2 + 5];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cu"
        float g_2 = m[9 * i_2 + 6];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cu"
        float h_2 = m[9 * i_2 + 7];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cu"
        float k_2 = m[9 * i_2 + 8];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cu"
        det[i_2] = a_2 * (e_2 * k_2 - f_2 * h_2) - b_2 * (d_2 * k_2 - f_2 * g_2) + c_2 * (d_2 * h_2 - e_2 * g_2);
    }
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cu"
    if (i_3 < n) {
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cu"
        float a_3 = m[9 * i_3 + 0];
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cu"
        float b_3 = m[9 * i_3 + 1];
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cu"
        float c_3 = m[9 * i_3 + 2];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cu"
        float d_3 = m[9 * i_3 + 3];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cu"
        float e_3 = m[9 * i_3 + 4];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cu"
        float f_3 = m[9 * i_3 + 5];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cu"
        float g_3 = m[9 * i_3 + 6];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cu"
        float h_3 = m[9 * i_3 + 7];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cu"
        float k_3 = m[9 * i_3 + 8];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cu"
        det[i_3] = a_3 * (e_3 * k_3 - f_3 * h_3) - b_3 * (d_3 * k_3 - f_3 * g_3) + c_3 * (d_3 * h_3 - e_3 * g_3);
    }
}
