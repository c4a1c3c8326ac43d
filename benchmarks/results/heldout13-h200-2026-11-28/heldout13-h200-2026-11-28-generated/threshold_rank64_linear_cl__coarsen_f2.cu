extern "C" __global__ void threshold_rank64_linear_cf2x(const float* x, const float* thr, int* rank, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cl"
    if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cl"
        float v_0 = x[i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cl"
        int c_0 = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cl"
        for (int k_0 = 0; k_0 < 64; k_0++)
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cl"
            c_0 += thr[k_0] <= v_0 ? 1 : 0;
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cl"
        rank[i_0] = c_0;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cl"
    if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cl"
        float v_1 = x[i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cl"
        int c_1 = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cl"
        for (int k_1 = 0; k_1 < 64; k_1++)
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cl"
            c_1 += thr[k_1] <= v_1 ? 1 : 0;
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cl"
        rank[i_1] = c_1;
    }
}
