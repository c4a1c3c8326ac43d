extern "C" __global__ void kmeans_assign_cf2x(const float* pts, const float* cent, int* label, int n, int k) {
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x * 2ull + 1ull);
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
}
