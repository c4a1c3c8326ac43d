extern "C" __global__ void row_gather_copy(const float* src, const int* idx, float* dst, int nout, int cols) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cu"
    int r = blockIdx.x * blockDim.x + threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cu"
    if (r < nout) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cu"
        int s = idx[r];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cu"
        for (int j = 0; j < cols; j++)
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cu"
            dst[r * cols + j] = src[s * cols + j];
    }
}
