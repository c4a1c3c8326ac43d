extern "C" __global__ void kmeans_assign_cf2x(const float* pts, const float* cent, int* label, int n, int k) {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
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
}
