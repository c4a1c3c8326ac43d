extern "C" __global__ void sell32_spmv(const int* sliceptr, const int* width, const int* col, const float* val, const float* x, float* y, int rows) {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/sell32_spmv.cl"
    int r = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/sell32_spmv.cl"
    if (r < rows) {
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/sell32_spmv.cl"
        int s = r >> 5;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/sell32_spmv.cl"
        int l = r & 31;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/sell32_spmv.cl"
        int base = sliceptr[s] + l;
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/sell32_spmv.cl"
        float acc = 0.0f;
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/sell32_spmv.cl"
        for (int k = 0; k < width[s]; k++)
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/sell32_spmv.cl"
            acc += val[base + 32 * k] * x[col[base + 32 * k]];
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/sell32_spmv.cl"
        y[r] = acc;
    }
}
