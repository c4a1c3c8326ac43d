extern "C" __global__ void threshold_rank64_linear_cf4x(const float* x, const float* thr, int* rank, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
    int i_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
    int i_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
    int i_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
    int i_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
    if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
        float v_0 = x[i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
        int c_0 = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
        for (int k_0 = 0; k_0 < 64; k_0++)
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
            c_0 += thr[k_0] <= v_0 ? 1 : 0;
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
        rank[i_0] = c_0;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
    if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
        float v_1 = x[i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
        int c_1 = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
        for (int k_1 = 0; k_1 < 64; k_1++)
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
            c_1 += thr[k_1] <= v_1 ? 1 : 0;
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
        rank[i_1] = c_1;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
    if (i_2 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
        float v_2 = x[i_2];
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
        int c_2 = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
        for (int k_2 = 0; k_2 < 64; k_2++)
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
            c_2 += thr[k_2] <= v_2 ? 1 : 0;
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
        rank[i_2] = c_2;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
    if (i_3 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
        float v_3 = x[i_3];
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
        int c_3 = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
        for (int k_3 = 0; k_3 < 64; k_3++)
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
            c_3 += thr[k_3] <= v_3 ? 1 : 0;
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
        rank[i_3] = c_3;
    }
}
