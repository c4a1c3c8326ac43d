extern "C" __global__ void box_sum1d_r16_cf8x(const float* x, float* y, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/box_sum1d_r16.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/box_sum1d_r16.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/box_sum1d_r16.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/box_sum1d_r16.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/box_sum1d_r16.cl"
    int i_4 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/box_sum1d_r16.cl"
    int i_5 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/box_sum1d_r16.cl"
    int i_6 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/box_sum1d_r16.cl"
    int i_7 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/box_sum1d_r16.cl"
    if (i_0 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/box_sum1d_r16.cl"
        float s_0 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/box_sum1d_r16.cl"
        for (int k_0 = -16; k_0 <= 16; ++k_0) {
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/box_sum1d_r16.cl"
            int j_0 = min(max(i_0 + k_0, 0), n - 1);
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/box_sum1d_r16.cl"
            s_0 += x[j_0];
        }
#line 12 "/work/main/.stage/main/benchmarks/heldout11/kernels/box_sum1d_r16.cl"
        y[i_0] = s_0;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/box_sum1d_r16.cl"
    if (i_1 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/box_sum1d_r16.cl"
        float s_1 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/box_sum1d_r16.cl"
        for (int k_1 = -16; k_1 <= 16; ++k_1) {
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/box_sum1d_r16.cl"
            int j_1 = min(max(i_1 + k_1, 0), n - 1);
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/box_sum1d_r16.cl"
            s_1 += x[j_1];
        }
#line 12 "/work/main/.stage/main/benchmarks/heldout11/kernels/box_sum1d_r16.cl"
        y[i_1] = s_1;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/box_sum1d_r16.cl"
    if (i_2 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/box_sum1d_r16.cl"
        float s_2 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/box_sum1d_r16.cl"
        for (int k_2 = -16; k_2 <= 16; ++k_2) {
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/box_sum1d_r16.cl"
            int j_2 = min(max(i_2 + k_2, 0), n - 1);
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/box_sum1d_r16.cl"
            s_2 += x[j_2];
        }
#line 12 "/work/main/.stage/main/benchmarks/heldout11/kernels/box_sum1d_r16.cl"
        y[i_2] = s_2;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/box_sum1d_r16.cl"
    if (i_3 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/box_sum1d_r16.cl"
        float s_3 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/box_sum1d_r16.cl"
        for (int k_3 = -16; k_3 <= 16; ++k_3) {
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/box_sum1d_r16.cl"
            int j_3 = min(max(i_3 + k_3, 0), n - 1);
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/box_sum1d_r16.cl"
            s_3 += x[j_3];
        }
#line 12 "/work/main/.stage/main/benchmarks/heldout11/kernels/box_sum1d_r16.cl"
        y[i_3] = s_3;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/box_sum1d_r16.cl"
    if (i_4 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/box_sum1d_r16.cl"
        float s_4 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/box_sum1d_r16.cl"
        for (int k_4 = -16; k_4 <= 16; ++k_4) {
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/box_sum1d_r16.cl"
            int j_4 = min(max(i_4 + k_4, 0), n - 1);
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/box_sum1d_r16.cl"
            s_4 += x[j_4];
        }
#line 12 "/work/main/.stage/main/benchmarks/heldout11/kernels/box_sum1d_r16.cl"
        y[i_4] = s_4;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/box_sum1d_r16.cl"
    if (i_5 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/box_sum1d_r16.cl"
        float s_5 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/box_sum1d_r16.cl"
        for (int k_5 = -16; k_5 <= 16; ++k_5) {
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/box_sum1d_r16.cl"
            int j_5 = min(max(i_5 + k_5, 0), n - 1);
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/box_sum1d_r16.cl"
            s_5 += x[j_5];
        }
#line 12 "/work/main/.stage/main/benchmarks/heldout11/kernels/box_sum1d_r16.cl"
        y[i_5] = s_5;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/box_sum1d_r16.cl"
    if (i_6 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/box_sum1d_r16.cl"
        float s_6 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/box_sum1d_r16.cl"
        for (int k_6 = -16; k_6 <= 16; ++k_6) {
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/box_sum1d_r16.cl"
            int j_6 = min(max(i_6 + k_6, 0), n - 1);
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/box_sum1d_r16.cl"
            s_6 += x[j_6];
        }
#line 12 "/work/main/.stage/main/benchmarks/heldout11/kernels/box_sum1d_r16.cl"
        y[i_6] = s_6;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/box_sum1d_r16.cl"
    if (i_7 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/box_sum1d_r16.cl"
        float s_7 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/box_sum1d_r16.cl"
        for (int k_7 = -16; k_7 <= 16; ++k_7) {
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/box_sum1d_r16.cl"
            int j_7 = min(max(i_7 + k_7, 0), n - 1);
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/box_sum1d_r16.cl"
            s_7 += x[j_7];
        }
#line 12 "/work/main/.stage/main/benchmarks/heldout11/kernels/box_sum1d_r16.cl"
        y[i_7] = s_7;
    }
}
