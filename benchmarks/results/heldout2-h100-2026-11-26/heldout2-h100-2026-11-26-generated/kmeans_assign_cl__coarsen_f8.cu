extern "C" __global__ void kmeans_assign_cf8x(const float* pts, const float* cent, int* label, int n, int k) {
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + (unsigned long long)threadIdx.x * 8ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 1ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
    int i_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 2ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
    int i_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 3ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
    int i_4 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 4ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
    int i_5 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 5ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
    int i_6 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 6ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
    int i_7 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 7ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
    if (i_0 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
        float best_0 = 3e38f;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
        int bi_0 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
        for (int c_0 = 0; c_0 < k; c_0++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
            float d_0 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
            for (int f_0 = 0; f_0 < 8; f_0++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
                float t_0 = pts[i_0 * 8 + f_0] - cent[c_0 * 8 + f_0];
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
                d_0 += t_0 * t_0;
            }
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
            if (d_0 < best_0) {
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
                best_0 = d_0;
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
                bi_0 = c_0;
            }
        }
#line 20 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
        label[i_0] = bi_0;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
    if (i_1 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
        float best_1 = 3e38f;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
        int bi_1 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
        for (int c_1 = 0; c_1 < k; c_1++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
            float d_1 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
            for (int f_1 = 0; f_1 < 8; f_1++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
                float t_1 = pts[i_1 * 8 + f_1] - cent[c_1 * 8 + f_1];
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
                d_1 += t_1 * t_1;
            }
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
            if (d_1 < best_1) {
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
                best_1 = d_1;
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
                bi_1 = c_1;
            }
        }
#line 20 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
        label[i_1] = bi_1;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
    if (i_2 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
        float best_2 = 3e38f;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
        int bi_2 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
        for (int c_2 = 0; c_2 < k; c_2++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
            float d_2 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
            for (int f_2 = 0; f_2 < 8; f_2++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
                float t_2 = pts[i_2 * 8 + f_2] - cent[c_2 * 8 + f_2];
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
                d_2 += t_2 * t_2;
            }
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
            if (d_2 < best_2) {
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
                best_2 = d_2;
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
                bi_2 = c_2;
            }
        }
#line 20 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
        label[i_2] = bi_2;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
    if (i_3 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
        float best_3 = 3e38f;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
        int bi_3 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
        for (int c_3 = 0; c_3 < k; c_3++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
            float d_3 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
            for (int f_3 = 0; f_3 < 8; f_3++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
                float t_3 = pts[i_3 * 8 + f_3] - cent[c_3 * 8 + f_3];
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
                d_3 += t_3 * t_3;
            }
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
            if (d_3 < best_3) {
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
                best_3 = d_3;
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
                bi_3 = c_3;
            }
        }
#line 20 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
        label[i_3] = bi_3;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
    if (i_4 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
        float best_4 = 3e38f;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
        int bi_4 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
        for (int c_4 = 0; c_4 < k; c_4++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
            float d_4 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
            for (int f_4 = 0; f_4 < 8; f_4++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
                float t_4 = pts[i_4 * 8 + f_4] - cent[c_4 * 8 + f_4];
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
                d_4 += t_4 * t_4;
            }
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
            if (d_4 < best_4) {
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
                best_4 = d_4;
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
                bi_4 = c_4;
            }
        }
#line 20 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
        label[i_4] = bi_4;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
    if (i_5 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
        float best_5 = 3e38f;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
        int bi_5 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
        for (int c_5 = 0; c_5 < k; c_5++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
            float d_5 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
            for (int f_5 = 0; f_5 < 8; f_5++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
                float t_5 = pts[i_5 * 8 + f_5] - cent[c_5 * 8 + f_5];
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
                d_5 += t_5 * t_5;
            }
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
            if (d_5 < best_5) {
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
                best_5 = d_5;
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
                bi_5 = c_5;
            }
        }
#line 20 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
        label[i_5] = bi_5;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
    if (i_6 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
        float best_6 = 3e38f;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
        int bi_6 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
        for (int c_6 = 0; c_6 < k; c_6++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
            float d_6 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
            for (int f_6 = 0; f_6 < 8; f_6++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
                float t_6 = pts[i_6 * 8 + f_6] - cent[c_6 * 8 + f_6];
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
                d_6 += t_6 * t_6;
            }
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
            if (d_6 < best_6) {
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
                best_6 = d_6;
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
                bi_6 = c_6;
            }
        }
#line 20 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
        label[i_6] = bi_6;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
    if (i_7 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
        float best_7 = 3e38f;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
        int bi_7 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
        for (int c_7 = 0; c_7 < k; c_7++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
            float d_7 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
            for (int f_7 = 0; f_7 < 8; f_7++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
                float t_7 = pts[i_7 * 8 + f_7] - cent[c_7 * 8 + f_7];
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
                d_7 += t_7 * t_7;
            }
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
            if (d_7 < best_7) {
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
                best_7 = d_7;
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
                bi_7 = c_7;
            }
        }
#line 20 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
        label[i_7] = bi_7;
    }
}
