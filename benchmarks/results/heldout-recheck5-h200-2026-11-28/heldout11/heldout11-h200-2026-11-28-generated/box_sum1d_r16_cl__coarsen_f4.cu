extern "C" __global__ void box_sum1d_r16_cf4x(const float* x, float* y, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/box_sum1d_r16.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/box_sum1d_r16.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 1ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/box_sum1d_r16.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 2ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/box_sum1d_r16.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 3ull;
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
}
