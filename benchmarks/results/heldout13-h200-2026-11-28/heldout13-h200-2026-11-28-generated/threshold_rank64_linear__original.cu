extern "C" __global__ void threshold_rank64_linear(const float* x, const float* thr, int* rank, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
    if (i < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
        float v = x[i];
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
        int c = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
        for (int k = 0; k < 64; k++)
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
            c += thr[k] <= v ? 1 : 0;
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
        rank[i] = c;
    }
}
