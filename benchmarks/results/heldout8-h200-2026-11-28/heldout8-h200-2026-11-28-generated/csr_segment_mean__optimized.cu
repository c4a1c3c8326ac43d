extern "C" __global__ void csr_segment_mean_opt(const int* offsets, const float* vals, float* mean, int nseg) {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cu"
    int s = blockIdx.x * blockDim.y + threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cu"
    if (s < nseg) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cu"
        int b = offsets[s];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cu"
        int e = offsets[s + 1];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cu"
        float acc = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cu"
        if (threadIdx.x != 0u)
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cu"
            acc = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cu"
        for (int j = b + (int)threadIdx.x; j < e; j += 8)
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cu"
            acc += vals[j];
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cu"
        acc += __shfl_xor_sync(255u << ((threadIdx.y * 8u) & 31u), acc, 4);
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cu"
        acc += __shfl_xor_sync(255u << ((threadIdx.y * 8u) & 31u), acc, 2);
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cu"
        acc += __shfl_xor_sync(255u << ((threadIdx.y * 8u) & 31u), acc, 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cu"
        mean[s] = e > b ? acc / (float)(e - b) : 0.0f;
    }
}
