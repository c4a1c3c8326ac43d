extern "C" __global__ void price_path_variation_rows_cf8x(const float* price, float* qv, int rows, int t) {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cu"
    int r_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cu"
    int r_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cu"
    int r_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cu"
    int r_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cu"
    int r_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cu"
    int r_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cu"
    int r_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cu"
    int r_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cu"
    if (r_0 < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cu"
        const float* p_0 = price + (unsigned long long)r_0 * t;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cu"
        float s_0 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cu"
        for (int k_0 = 1; k_0 < t; k_0++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cu"
            float d_0 = p_0[k_0] - p_0[k_0 - 1];
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cu"
            s_0 += d_0 * d_0;
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cu"
        qv[r_0] = s_0;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cu"
    if (r_1 < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cu"
        const float* p_1 = price + (unsigned long long)r_1 * t;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cu"
        float s_1 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cu"
        for (int k_1 = 1; k_1 < t; k_1++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cu"
            float d_1 = p_1[k_1] - p_1[k_1 - 1];
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cu"
            s_1 += d_1 * d_1;
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cu"
        qv[r_1] = s_1;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cu"
    if (r_2 < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cu"
        const float* p_2 = price + (unsigned long long)r_2 * t;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cu"
        float s_2 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cu"
        for (int k_2 = 1; k_2 < t; k_2++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cu"
            float d_2 = p_2[k_2] - p_2[k_2 - 1];
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cu"
            s_2 += d_2 * d_2;
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cu"
        qv[r_2] = s_2;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cu"
    if (r_3 < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cu"
        const float* p_3 = price + (unsigned long long)r_3 * t;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cu"
        float s_3 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cu"
        for (int k_3 = 1; k_3 < t; k_3++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cu"
            float d_3 = p_3[k_3] - p_3[k_3 - 1];
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cu"
            s_3 += d_3 * d_3;
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cu"
        qv[r_3] = s_3;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cu"
    if (r_4 < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cu"
        const float* p_4 = price + (unsigned long long)r_4 * t;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cu"
        float s_4 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cu"
        for (int k_4 = 1; k_4 < t; k_4++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cu"
            float d_4 = p_4[k_4] - p_4[k_4 - 1];
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cu"
            s_4 += d_4 * d_4;
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cu"
        qv[r_4] = s_4;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cu"
    if (r_5 < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cu"
        const float* p_5 = price + (unsigned long long)r_5 * t;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cu"
        float s_5 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cu"
        for (int k_5 = 1; k_5 < t; k_5++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cu"
            float d_5 = p_5[k_5] - p_5[k_5 - 1];
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cu"
            s_5 += d_5 * d_5;
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cu"
        qv[r_5] = s_5;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cu"
    if (r_6 < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cu"
        const float* p_6 = price + (unsigned long long)r_6 * t;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cu"
        float s_6 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cu"
        for (int k_6 = 1; k_6 < t; k_6++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cu"
            float d_6 = p_6[k_6] - p_6[k_6 - 1];
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cu"
            s_6 += d_6 * d_6;
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cu"
        qv[r_6] = s_6;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cu"
    if (r_7 < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cu"
        const float* p_7 = price + (unsigned long long)r_7 * t;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cu"
        float s_7 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cu"
        for (int k_7 = 1; k_7 < t; k_7++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cu"
            float d_7 = p_7[k_7] - p_7[k_7 - 1];
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cu"
            s_7 += d_7 * d_7;
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cu"
        qv[r_7] = s_7;
    }
}
