extern "C" __global__ void csr_segment_mean(const int* offsets, const float* vals, float* mean, int nseg) {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
    int s = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
    if (s < nseg) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
        int b = offsets[s];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
        int e = offsets[s + 1];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
        float acc = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
        for (int j = b; j < e; j++)
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
            acc += vals[j];
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
        mean[s] = e > b ? acc / (float)(e - b) : 0.0f;
    }
}
