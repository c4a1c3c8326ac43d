extern "C" __global__ void kmeans_assign_cf4x(const float* pts, const float* cent, int* label, int n, int k) {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cu"
    int i_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cu"
    int i_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cu"
    int i_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cu"
    int i_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cu"
    if (i_0 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cu"
        float best_0 = 3e38f;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cu"
        int bi_0 = 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cu"
        for (int c_0 = 0; c_0 < k; c_0++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cu"
            float d_0 = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cu"
            for (int f_0 = 0; f_0 < 8; f_0++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cu"
                float t_0 = pts[i_0 * 8 + f_0] - cent[c_0 * 8 + f_0];
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cu"
                d_0 += t_0 * t_0;
            }
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cu"
            if (d_0 < best_0) {
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cu"
                best_0 = d_0;
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cu"
                bi_0 = c_0;
            }
        }
#line 22 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cu"
        label[i_0] = bi_0;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cu"
    if (i_1 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cu"
        float best_1 = 3e38f;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cu"
        int bi_1 = 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cu"
        for (int c_1 = 0; c_1 < k; c_1++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cu"
            float d_1 = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cu"
            for (int f_1 = 0; f_1 < 8; f_1++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cu"
                float t_1 = pts[i_1 * 8 + f_1] - cent[c_1 * 8 + f_1];
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cu"
                d_1 += t_1 * t_1;
            }
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cu"
            if (d_1 < best_1) {
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cu"
                best_1 = d_1;
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cu"
                bi_1 = c_1;
            }
        }
#line 22 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cu"
        label[i_1] = bi_1;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cu"
    if (i_2 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cu"
        float best_2 = 3e38f;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cu"
        int bi_2 = 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cu"
        for (int c_2 = 0; c_2 < k; c_2++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cu"
            float d_2 = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cu"
            for (int f_2 = 0; f_2 < 8; f_2++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cu"
                float t_2 = pts[i_2 * 8 + f_2] - cent[c_2 * 8 + f_2];
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cu"
                d_2 += t_2 * t_2;
            }
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cu"
            if (d_2 < best_2) {
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cu"
                best_2 = d_2;
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cu"
                bi_2 = c_2;
            }
        }
#line 22 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cu"
        label[i_2] = bi_2;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cu"
    if (i_3 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cu"
        float best_3 = 3e38f;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cu"
        int bi_3 = 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cu"
        for (int c_3 = 0; c_3 < k; c_3++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cu"
            float d_3 = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cu"
            for (int f_3 = 0; f_3 < 8; f_3++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cu"
                float t_3 = pts[i_3 * 8 + f_3] - cent[c_3 * 8 + f_3];
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cu"
                d_3 += t_3 * t_3;
            }
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cu"
            if (d_3 < best_3) {
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cu"
                best_3 = d_3;
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cu"
                bi_3 = c_3;
            }
        }
#line 22 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cu"
        label[i_3] = bi_3;
    }
}
