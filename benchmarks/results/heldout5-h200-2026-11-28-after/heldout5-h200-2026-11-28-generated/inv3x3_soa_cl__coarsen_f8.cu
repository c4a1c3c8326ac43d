extern "C" __global__ void inv3x3_soa_cf8x(const float* M, float* Minv, float* det, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + (unsigned long long)threadIdx.x * 8ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 1ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
    int i_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 2ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
    int i_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 3ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
    int i_4 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 4ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
    int i_5 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 5ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
    int i_6 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 6ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
    int i_7 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 7ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
    if (i_0 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float a_0 = M[i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float b_0 = M[n + i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float c_0 = M[2 * n + i_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float d_0 = M[3 * n + i_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float e_0 = M[4 * n + i_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float f_0 = M[5 * n + i_0];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float g_0 = M[6 * n + i_0];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float h_0 = M[7 * n + i_0];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float k_0 = M[8 * n + i_0];
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float c00_0 = e_0 * k_0 - f_0 * h_0;
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float c01_0 = f_0 * g_0 - d_0 * k_0;
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float c02_0 = d_0 * h_0 - e_0 * g_0;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float dt_0 = a_0 * c00_0 + b_0 * c01_0 + c_0 * c02_0;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float r_0 = 1.0f / dt_0;
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        Minv[i_0] = c00_0 * r_0;
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        Minv[n + i_0] = (c_0 * h_0 - b_0 * k_0) * r_0;
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        Minv[2 * n + i_0] = (b_0 * f_0 - c_0 * e_0) * r_0;
#line 18 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        Minv[3 * n + i_0] = c01_0 * r_0;
#line 19 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        Minv[4 * n + i_0] = (a_0 * k_0 - c_0 * g_0) * r_0;
#line 20 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        Minv[5 * n + i_0] = (c_0 * d_0 - a_0 * f_0) * r_0;
#line 21 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        Minv[6 * n + i_0] = c02_0 * r_0;
#line 22 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        Minv[7 * n + i_0] = (b_0 * g_0 - a_0 * h_0) * r_0;
#line 23 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        Minv[8 * n + i_0] = (a_0 * e_0 - b_0 * d_0) * r_0;
#line 24 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        det[i_0] = dt_0;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
    if (i_1 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float a_1 = M[i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float b_1 = M[n + i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float c_1 = M[2 * n + i_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float d_1 = M[3 * n + i_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float e_1 = M[4 * n + i_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float f_1 = M[5 * n + i_1];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float g_1 = M[6 * n + i_1];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float h_1 = M[7 * n + i_1];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float k_1 = M[8 * n + i_1];
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float c00_1 = e_1 * k_1 - f_1 * h_1;
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float c01_1 = f_1 * g_1 - d_1 * k_1;
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float c02_1 = d_1 * h_1 - e_1 * g_1;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float dt_1 = a_1 * c00_1 + b_1 * c01_1 + c_1 * c02_1;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float r_1 = 1.0f / dt_1;
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        Minv[i_1] = c00_1 * r_1;
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        Minv[n + i_1] = (c_1 * h_1 - b_1 * k_1) * r_1;
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        Minv[2 * n + i_1] = (b_1 * f_1 - c_1 * e_1) * r_1;
#line 18 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        Minv[3 * n + i_1] = c01_1 * r_1;
#line 19 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        Minv[4 * n + i_1] = (a_1 * k_1 - c_1 * g_1) * r_1;
#line 20 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        Minv[5 * n + i_1] = (c_1 * d_1 - a_1 * f_1) * r_1;
#line 21 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        Minv[6 * n + i_1] = c02_1 * r_1;
#line 22 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        Minv[7 * n + i_1] = (b_1 * g_1 - a_1 * h_1) * r_1;
#line 23 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        Minv[8 * n + i_1] = (a_1 * e_1 - b_1 * d_1) * r_1;
#line 24 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        det[i_1] = dt_1;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
    if (i_2 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float a_2 = M[i_2];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float b_2 = M[n + i_2];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float c_2 = M[2 * n + i_2];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float d_2 = M[3 * n + i_2];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float e_2 = M[4 * n + i_2];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float f_2 = M[5 * n + i_2];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float g_2 = M[6 * n + i_2];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float h_2 = M[7 * n + i_2];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float k_2 = M[8 * n + i_2];
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float c00_2 = e_2 * k_2 - f_2 * h_2;
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float c01_2 = f_2 * g_2 - d_2 * k_2;
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float c02_2 = d_2 * h_2 - e_2 * g_2;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float dt_2 = a_2 * c00_2 + b_2 * c01_2 + c_2 * c02_2;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float r_2 = 1.0f / dt_2;
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        Minv[i_2] = c00_2 * r_2;
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        Minv[n + i_2] = (c_2 * h_2 - b_2 * k_2) * r_2;
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        Minv[2 * n + i_2] = (b_2 * f_2 - c_2 * e_2) * r_2;
#line 18 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        Minv[3 * n + i_2] = c01_2 * r_2;
#line 19 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        Minv[4 * n + i_2] = (a_2 * k_2 - c_2 * g_2) * r_2;
#line 20 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        Minv[5 * n + i_2] = (c_2 * d_2 - a_2 * f_2) * r_2;
#line 21 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        Minv[6 * n + i_2] = c02_2 * r_2;
#line 22 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        Minv[7 * n + i_2] = (b_2 * g_2 - a_2 * h_2) * r_2;
#line 23 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        Minv[8 * n + i_2] = (a_2 * e_2 - b_2 * d_2) * r_2;
#line 24 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        det[i_2] = dt_2;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
    if (i_3 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float a_3 = M[i_3];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float b_3 = M[n + i_3];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float c_3 = M[2 * n + i_3];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float d_3 = M[3 * n + i_3];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float e_3 = M[4 * n + i_3];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float f_3 = M[5 * n + i_3];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float g_3 = M[6 * n + i_3];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float h_3 = M[7 * n + i_3];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float k_3 = M[8 * n + i_3];
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float c00_3 = e_3 * k_3 - f_3 * h_3;
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float c01_3 = f_3 * g_3 - d_3 * k_3;
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float c02_3 = d_3 * h_3 - e_3 * g_3;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float dt_3 = a_3 * c00_3 + b_3 * c01_3 + c_3 * c02_3;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float r_3 = 1.0f / dt_3;
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        Minv[i_3] = c00_3 * r_3;
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        Minv[n + i_3] = (c_3 * h_3 - b_3 * k_3) * r_3;
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        Minv[2 * n + i_3] = (b_3 * f_3 - c_3 * e_3) * r_3;
#line 18 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        Minv[3 * n + i_3] = c01_3 * r_3;
#line 19 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        Minv[4 * n + i_3] = (a_3 * k_3 - c_3 * g_3) * r_3;
#line 20 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        Minv[5 * n + i_3] = (c_3 * d_3 - a_3 * f_3) * r_3;
#line 21 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        Minv[6 * n + i_3] = c02_3 * r_3;
#line 22 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        Minv[7 * n + i_3] = (b_3 * g_3 - a_3 * h_3) * r_3;
#line 23 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        Minv[8 * n + i_3] = (a_3 * e_3 - b_3 * d_3) * r_3;
#line 24 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        det[i_3] = dt_3;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
    if (i_4 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float a_4 = M[i_4];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float b_4 = M[n + i_4];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float c_4 = M[2 * n + i_4];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float d_4 = M[3 * n + i_4];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float e_4 = M[4 * n + i_4];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float f_4 = M[5 * n + i_4];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float g_4 = M[6 * n + i_4];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float h_4 = M[7 * n + i_4];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float k_4 = M[8 * n + i_4];
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float c00_4 = e_4 * k_4 - f_4 * h_4;
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float c01_4 = f_4 * g_4 - d_4 * k_4;
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float c02_4 = d_4 * h_4 - e_4 * g_4;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float dt_4 = a_4 * c00_4 + b_4 * c01_4 + c_4 * c02_4;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float r_4 = 1.0f / dt_4;
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        Minv[i_4] = c00_4 * r_4;
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        Minv[n + i_4] = (c_4 * h_4 - b_4 * k_4) * r_4;
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        Minv[2 * n + i_4] = (b_4 * f_4 - c_4 * e_4) * r_4;
#line 18 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        Minv[3 * n + i_4] = c01_4 * r_4;
#line 19 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        Minv[4 * n + i_4] = (a_4 * k_4 - c_4 * g_4) * r_4;
#line 20 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        Minv[5 * n + i_4] = (c_4 * d_4 - a_4 * f_4) * r_4;
#line 21 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        Minv[6 * n + i_4] = c02_4 * r_4;
#line 22 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        Minv[7 * n + i_4] = (b_4 * g_4 - a_4 * h_4) * r_4;
#line 23 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        Minv[8 * n + i_4] = (a_4 * e_4 - b_4 * d_4) * r_4;
#line 24 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        det[i_4] = dt_4;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
    if (i_5 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float a_5 = M[i_5];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float b_5 = M[n + i_5];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float c_5 = M[2 * n + i_5];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float d_5 = M[3 * n + i_5];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float e_5 = M[4 * n + i_5];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float f_5 = M[5 * n + i_5];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float g_5 = M[6 * n + i_5];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float h_5 = M[7 * n + i_5];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float k_5 = M[8 * n + i_5];
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float c00_5 = e_5 * k_5 - f_5 * h_5;
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float c01_5 = f_5 * g_5 - d_5 * k_5;
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float c02_5 = d_5 * h_5 - e_5 * g_5;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float dt_5 = a_5 * c00_5 + b_5 * c01_5 + c_5 * c02_5;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float r_5 = 1.0f / dt_5;
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        Minv[i_5] = c00_5 * r_5;
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        Minv[n + i_5] = (c_5 * h_5 - b_5 * k_5) * r_5;
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        Minv[2 * n + i_5] = (b_5 * f_5 - c_5 * e_5) * r_5;
#line 18 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        Minv[3 * n + i_5] = c01_5 * r_5;
#line 19 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        Minv[4 * n + i_5] = (a_5 * k_5 - c_5 * g_5) * r_5;
#line 20 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        Minv[5 * n + i_5] = (c_5 * d_5 - a_5 * f_5) * r_5;
#line 21 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        Minv[6 * n + i_5] = c02_5 * r_5;
#line 22 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        Minv[7 * n + i_5] = (b_5 * g_5 - a_5 * h_5) * r_5;
#line 23 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        Minv[8 * n + i_5] = (a_5 * e_5 - b_5 * d_5) * r_5;
#line 24 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        det[i_5] = dt_5;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
    if (i_6 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float a_6 = M[i_6];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float b_6 = M[n + i_6];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float c_6 = M[2 * n + i_6];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float d_6 = M[3 * n + i_6];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float e_6 = M[4 * n + i_6];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float f_6 = M[5 * n + i_6];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float g_6 = M[6 * n + i_6];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float h_6 = M[7 * n + i_6];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float k_6 = M[8 * n + i_6];
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float c00_6 = e_6 * k_6 - f_6 * h_6;
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float c01_6 = f_6 * g_6 - d_6 * k_6;
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float c02_6 = d_6 * h_6 - e_6 * g_6;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float dt_6 = a_6 * c00_6 + b_6 * c01_6 + c_6 * c02_6;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float r_6 = 1.0f / dt_6;
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        Minv[i_6] = c00_6 * r_6;
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        Minv[n + i_6] = (c_6 * h_6 - b_6 * k_6) * r_6;
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        Minv[2 * n + i_6] = (b_6 * f_6 - c_6 * e_6) * r_6;
#line 18 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        Minv[3 * n + i_6] = c01_6 * r_6;
#line 19 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        Minv[4 * n + i_6] = (a_6 * k_6 - c_6 * g_6) * r_6;
#line 20 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        Minv[5 * n + i_6] = (c_6 * d_6 - a_6 * f_6) * r_6;
#line 21 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        Minv[6 * n + i_6] = c02_6 * r_6;
#line 22 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        Minv[7 * n + i_6] = (b_6 * g_6 - a_6 * h_6) * r_6;
#line 23 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        Minv[8 * n + i_6] = (a_6 * e_6 - b_6 * d_6) * r_6;
#line 24 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        det[i_6] = dt_6;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
    if (i_7 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float a_7 = M[i_7];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float b_7 = M[n + i_7];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float c_7 = M[2 * n + i_7];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float d_7 = M[3 * n + i_7];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float e_7 = M[4 * n + i_7];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float f_7 = M[5 * n + i_7];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float g_7 = M[6 * n + i_7];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float h_7 = M[7 * n + i_7];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float k_7 = M[8 * n + i_7];
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float c00_7 = e_7 * k_7 - f_7 * h_7;
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float c01_7 = f_7 * g_7 - d_7 * k_7;
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float c02_7 = d_7 * h_7 - e_7 * g_7;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float dt_7 = a_7 * c00_7 + b_7 * c01_7 + c_7 * c02_7;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float r_7 = 1.0f / dt_7;
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        Minv[i_7] = c00_7 * r_7;
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        Minv[n + i_7] = (c_7 * h_7 - b_7 * k_7) * r_7;
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        Minv[2 * n + i_7] = (b_7 * f_7 - c_7 * e_7) * r_7;
#line 18 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        Minv[3 * n + i_7] = c01_7 * r_7;
#line 19 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        Minv[4 * n + i_7] = (a_7 * k_7 - c_7 * g_7) * r_7;
#line 20 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        Minv[5 * n + i_7] = (c_7 * d_7 - a_7 * f_7) * r_7;
#line 21 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        Minv[6 * n + i_7] = c02_7 * r_7;
#line 22 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        Minv[7 * n + i_7] = (b_7 * g_7 - a_7 * h_7) * r_7;
#line 23 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        Minv[8 * n + i_7] = (a_7 * e_7 - b_7 * d_7) * r_7;
#line 24 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        det[i_7] = dt_7;
    }
}
