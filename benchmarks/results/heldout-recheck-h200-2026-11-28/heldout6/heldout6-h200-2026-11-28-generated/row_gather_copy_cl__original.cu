extern "C" __global__ void row_gather_copy(const float* src, const int* idx, float* dst, int nout, int cols) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cl"
    int r = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cl"
    if (r < nout) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cl"
        int s = idx[r];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cl"
        for (int j = 0; j < cols; j++)
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cl"
            dst[r * cols + j] = src[s * cols + j];
    }
}
