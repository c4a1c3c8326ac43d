extern "C" __global__ void sell32_spmv_cf4x(const int* sliceptr, const int* width, const int* col, const float* val, const float* x, float* y, int rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout3/kernels/sell32_spmv.cu"
    int r_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 8 "/work/main/.stage/main/benchmarks/heldout3/kernels/sell32_spmv.cu"
    int r_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 8 "/work/main/.stage/main/benchmarks/heldout3/kernels/sell32_spmv.cu"
    int r_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 8 "/work/main/.stage/main/benchmarks/heldout3/kernels/sell32_spmv.cu"
    int r_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
#line 9 "/work/main/.stage/main/benchmarks/heldout3/kernels/sell32_spmv.cu"
    if (r_0 < rows) {
#line 10 "/work/main/.stage/main/benchmarks/heldout3/kernels/sell32_spmv.cu"
        int s_0 = r_0 >> 5;
#line 10 "/work/main/.stage/main/benchmarks/heldout3/kernels/sell32_spmv.cu"
        int l_0 = r_0 & 31;
#line 11 "/work/main/.stage/main/benchmarks/heldout3/kernels/sell32_spmv.cu"
        int base_0 = sliceptr[s_0] + l_0;
#line 12 "/work/main/.stage/main/benchmarks/heldout3/kernels/sell32_spmv.cu"
        float acc_0 = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout3/kernels/sell32_spmv.cu"
        for (int k_0 = 0; k_0 < width[s_0]; k_0++)
#line 14 "/work/main/.stage/main/benchmarks/heldout3/kernels/sell32_spmv.cu"
            acc_0 += val[base_0 + 32 * k_0] * x[col[base_0 + 32 * k_0]];
#line 15 "/work/main/.stage/main/benchmarks/heldout3/kernels/sell32_spmv.cu"
        y[r_0] = acc_0;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout3/kernels/sell32_spmv.cu"
    if (r_1 < rows) {
#line 10 "/work/main/.stage/main/benchmarks/heldout3/kernels/sell32_spmv.cu"
        int s_1 = r_1 >> 5;
#line 10 "/work/main/.stage/main/benchmarks/heldout3/kernels/sell32_spmv.cu"
        int l_1 = r_1 & 31;
#line 11 "/work/main/.stage/main/benchmarks/heldout3/kernels/sell32_spmv.cu"
        int base_1 = sliceptr[s_1] + l_1;
#line 12 "/work/main/.stage/main/benchmarks/heldout3/kernels/sell32_spmv.cu"
        float acc_1 = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout3/kernels/sell32_spmv.cu"
        for (int k_1 = 0; k_1 < width[s_1]; k_1++)
#line 14 "/work/main/.stage/main/benchmarks/heldout3/kernels/sell32_spmv.cu"
            acc_1 += val[base_1 + 32 * k_1] * x[col[base_1 + 32 * k_1]];
#line 15 "/work/main/.stage/main/benchmarks/heldout3/kernels/sell32_spmv.cu"
        y[r_1] = acc_1;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout3/kernels/sell32_spmv.cu"
    if (r_2 < rows) {
#line 10 "/work/main/.stage/main/benchmarks/heldout3/kernels/sell32_spmv.cu"
        int s_2 = r_2 >> 5;
#line 10 "/work/main/.stage/main/benchmarks/heldout3/kernels/sell32_spmv.cu"
        int l_2 = r_2 & 31;
#line 11 "/work/main/.stage/main/benchmarks/heldout3/kernels/sell32_spmv.cu"
        int base_2 = sliceptr[s_2] + l_2;
#line 12 "/work/main/.stage/main/benchmarks/heldout3/kernels/sell32_spmv.cu"
        float acc_2 = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout3/kernels/sell32_spmv.cu"
        for (int k_2 = 0; k_2 < width[s_2]; k_2++)
#line 14 "/work/main/.stage/main/benchmarks/heldout3/kernels/sell32_spmv.cu"
            acc_2 += val[base_2 + 32 * k_2] * x[col[base_2 + 32 * k_2]];
#line 15 "/work/main/.stage/main/benchmarks/heldout3/kernels/sell32_spmv.cu"
        y[r_2] = acc_2;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout3/kernels/sell32_spmv.cu"
    if (r_3 < rows) {
#line 10 "/work/main/.stage/main/benchmarks/heldout3/kernels/sell32_spmv.cu"
        int s_3 = r_3 >> 5;
#line 10 "/work/main/.stage/main/benchmarks/heldout3/kernels/sell32_spmv.cu"
        int l_3 = r_3 & 31;
#line 11 "/work/main/.stage/main/benchmarks/heldout3/kernels/sell32_spmv.cu"
        int base_3 = sliceptr[s_3] + l_3;
#line 12 "/work/main/.stage/main/benchmarks/heldout3/kernels/sell32_spmv.cu"
        float acc_3 = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout3/kernels/sell32_spmv.cu"
        for (int k_3 = 0; k_3 < width[s_3]; k_3++)
#line 14 "/work/main/.stage/main/benchmarks/heldout3/kernels/sell32_spmv.cu"
            acc_3 += val[base_3 + 32 * k_3] * x[col[base_3 + 32 * k_3]];
#line 15 "/work/main/.stage/main/benchmarks/heldout3/kernels/sell32_spmv.cu"
        y[r_3] = acc_3;
    }
}
