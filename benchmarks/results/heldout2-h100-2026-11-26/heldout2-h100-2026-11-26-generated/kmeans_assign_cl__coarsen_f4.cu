extern "C" __global__ void kmeans_assign_cf4x(const float* pts, const float* cent, int* label, int n, int k) {
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + (unsigned long long)threadIdx.x * 4ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 1ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
    int i_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 2ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
    int i_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 3ull);
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
}
