extern "C" __global__ void csr_segment_mean_cf2x(const int* offsets, const float* vals, float* mean, int nseg) {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cu"
    int s_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cu"
    int s_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cu"
    if (s_0 < nseg) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cu"
        int b_0 = offsets[s_0];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cu"
        int e_0 = offsets[s_0 + 1];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cu"
        float acc_0 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cu"
        for (int j_0 = b_0; j_0 < e_0; j_0++)
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cu"
            acc_0 += vals[j_0];
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cu"
        mean[s_0] = e_0 > b_0 ? acc_0 / (float)(e_0 - b_0) : 0.0f;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cu"
    if (s_1 < nseg) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cu"
        int b_1 = offsets[s_1];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cu"
        int e_1 = offsets[s_1 + 1];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cu"
        float acc_1 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cu"
        for (int j_1 = b_1; j_1 < e_1; j_1++)
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cu"
            acc_1 += vals[j_1];
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cu"
        mean[s_1] = e_1 > b_1 ? acc_1 / (float)(e_1 - b_1) : 0.0f;
    }
}
