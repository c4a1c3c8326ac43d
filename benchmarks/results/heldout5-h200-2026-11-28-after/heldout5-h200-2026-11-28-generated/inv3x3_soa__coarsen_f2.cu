extern "C" __global__ void inv3x3_soa_cf2x(const float* M, float* Minv, float* det, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cu"
    if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cu"
        float a_0 = M[i_0];
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cu"
        float b_0 = M[n + i_0];
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cu"
        float c_0 = M[2 * n + i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cu"
        float d_0 = M[3 * n + i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cu"
        float e_0 = M[4 * n + i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cu"
        float f_0 = M[5 * n + i_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cu"
        float g_0 = M[6 * n + i_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cu"
        float h_0 = M[7 * n + i_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cu"
        float k_0 = M[8 * n + i_0];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cu"
        float c00_0 = e_0 * k_0 - f_0 * h_0;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cu"
        float c01_0 = f_0 * g_0 - d_0 * k_0;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cu"
        float c02_0 = d_0 * h_0 - e_0 * g_0;
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cu"
        float dt_0 = a_0 * c00_0 + b_0 * c01_0 + c_0 * c02_0;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cu"
        float r_0 = 1.0f / dt_0;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cu"
        Minv[i_0] = c00_0 * r_0;
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cu"
        Minv[n + i_0] = (c_0 * h_0 - b_0 * k_0) * r_0;
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cu"
        Minv[2 * n + i_0] = (b_0 * f_0 - c_0 * e_0) * r_0;
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cu"
        Minv[3 * n + i_0] = c01_0 * r_0;
#line 18 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cu"
        Minv[4 * n + i_0] = (a_0 * k_0 - c_0 * g_0) * r_0;
#line 19 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cu"
        Minv[5 * n + i_0] = (c_0 * d_0 - a_0 * f_0) * r_0;
#line 20 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cu"
        Minv[6 * n + i_0] = c02_0 * r_0;
#line 21 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cu"
        Minv[7 * n + i_0] = (b_0 * g_0 - a_0 * h_0) * r_0;
#line 22 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cu"
        Minv[8 * n + i_0] = (a_0 * e_0 - b_0 * d_0) * r_0;
#line 23 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cu"
        det[i_0] = dt_0;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cu"
    if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cu"
        float a_1 = M[i_1];
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cu"
        float b_1 = M[n + i_1];
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cu"
        float c_1 = M[2 * n + i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cu"
        float d_1 = M[3 * n + i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cu"
        float e_1 = M[4 * n + i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cu"
        float f_1 = M[5 * n + i_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cu"
        float g_1 = M[6 * n + i_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cu"
        float h_1 = M[7 * n + i_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cu"
        float k_1 = M[8 * n + i_1];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cu"
        float c00_1 = e_1 * k_1 - f_1 * h_1;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cu"
        float c01_1 = f_1 * g_1 - d_1 * k_1;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cu"
        float c02_1 = d_1 * h_1 - e_1 * g_1;
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cu"
        float dt_1 = a_1 * c00_1 + b_1 * c01_1 + c_1 * c02_1;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cu"
        float r_1 = 1.0f / dt_1;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cu"
        Minv[i_1] = c00_1 * r_1;
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cu"
        Minv[n + i_1] = (c_1 * h_1 - b_1 * k_1) * r_1;
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cu"
        Minv[2 * n + i_1] = (b_1 * f_1 - c_1 * e_1) * r_1;
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cu"
        Minv[3 * n + i_1] = c01_1 * r_1;
#line 18 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cu"
        Minv[4 * n + i_1] = (a_1 * k_1 - c_1 * g_1) * r_1;
#line 19 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cu"
        Minv[5 * n + i_1] = (c_1 * d_1 - a_1 * f_1) * r_1;
#line 20 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cu"
        Minv[6 * n + i_1] = c02_1 * r_1;
#line 21 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cu"
        Minv[7 * n + i_1] = (b_1 * g_1 - a_1 * h_1) * r_1;
#line 22 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cu"
        Minv[8 * n + i_1] = (a_1 * e_1 - b_1 * d_1) * r_1;
#line 23 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cu"
        det[i_1] = dt_1;
    }
}
