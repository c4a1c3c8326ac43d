extern "C" __global__ void sell32_spmv(const int* sliceptr, const int* width, const int* col, const float* val, const float* x, float* y, int rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout3/kernels/sell32_spmv.cu"
    int r = blockIdx.x * blockDim.x + threadIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout3/kernels/sell32_spmv.cu"
    if (r < rows) {
#line 10 "/work/main/.stage/main/benchmarks/heldout3/kernels/sell32_spmv.cu"
        int s = r >> 5;
#line 10 "/work/main/.stage/main/benchmarks/heldout3/kernels/sell32_spmv.cu"
        int l = r & 31;
#line 11 "/work/main/.stage/main/benchmarks/heldout3/kernels/sell32_spmv.cu"
        int base = sliceptr[s] + l;
#line 12 "/work/main/.stage/main/benchmarks/heldout3/kernels/sell32_spmv.cu"
        float acc = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout3/kernels/sell32_spmv.cu"
        for (int k = 0; k < width[s]; k++)
#line 14 "/work/main/.stage/main/benchmarks/heldout3/kernels/sell32_spmv.cu"
            acc += val[base + 32 * k] * x[col[base + 32 * k]];
#line 15 "/work/main/.stage/main/benchmarks/heldout3/kernels/sell32_spmv.cu"
        y[r] = acc;
    }
}
