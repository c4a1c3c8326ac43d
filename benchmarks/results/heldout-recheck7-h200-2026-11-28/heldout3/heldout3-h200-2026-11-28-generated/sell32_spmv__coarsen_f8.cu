extern "C" __global__ void sell32_spmv_cf8x(const int* sliceptr, const int* width, const int* col, const float* val, const float* x, float* y, int rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout3/kernels/sell32_spmv.cu"
    int r_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 8 "/work/main/.stage/main/benchmarks/heldout3/kernels/sell32_spmv.cu"
    int r_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 8 "/work/main/.stage/main/benchmarks/heldout3/kernels/sell32_spmv.cu"
    int r_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 8 "/work/main/.stage/main/benchmarks/heldout3/kernels/sell32_spmv.cu"
    int r_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 8 "/work/main/.stage/main/benchmarks/heldout3/kernels/sell32_spmv.cu"
    int r_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 8 "/work/main/.stage/main/benchmarks/heldout3/kernels/sell32_spmv.cu"
    int r_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 8 "/work/main/.stage/main/benchmarks/heldout3/kernels/sell32_spmv.cu"
    int r_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 8 "/work/main/.stage/main/benchmarks/heldout3/kernels/sell32_spmv.cu"
    int r_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
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
#line 9 "/work/main/.stage/main/benchmarks/heldout3/kernels/sell32_spmv.cu"
    if (r_4 < rows) {
#line 10 "/work/main/.stage/main/benchmarks/heldout3/kernels/sell32_spmv.cu"
        int s_4 = r_4 >> 5;
#line 10 "/work/main/.stage/main/benchmarks/heldout3/kernels/sell32_spmv.cu"
        int l_4 = r_4 & 31;
#line 11 "/work/main/.stage/main/benchmarks/heldout3/kernels/sell32_spmv.cu"
        int base_4 = sliceptr[s_4] + l_4;
#line 12 "/work/main/.stage/main/benchmarks/heldout3/kernels/sell32_spmv.cu"
        float acc_4 = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout3/kernels/sell32_spmv.cu"
        for (int k_4 = 0; k_4 < width[s_4]; k_4++)
#line 14 "/work/main/.stage/main/benchmarks/heldout3/kernels/sell32_spmv.cu"
            acc_4 += val[base_4 + 32 * k_4] * x[col[base_4 + 32 * k_4]];
#line 15 "/work/main/.stage/main/benchmarks/heldout3/kernels/sell32_spmv.cu"
        y[r_4] = acc_4;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout3/kernels/sell32_spmv.cu"
    if (r_5 < rows) {
#line 10 "/work/main/.stage/main/benchmarks/heldout3/kernels/sell32_spmv.cu"
        int s_5 = r_5 >> 5;
#line 10 "/work/main/.stage/main/benchmarks/heldout3/kernels/sell32_spmv.cu"
        int l_5 = r_5 & 31;
#line 11 "/work/main/.stage/main/benchmarks/heldout3/kernels/sell32_spmv.cu"
        int base_5 = sliceptr[s_5] + l_5;
#line 12 "/work/main/.stage/main/benchmarks/heldout3/kernels/sell32_spmv.cu"
        float acc_5 = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout3/kernels/sell32_spmv.cu"
        for (int k_5 = 0; k_5 < width[s_5]; k_5++)
#line 14 "/work/main/.stage/main/benchmarks/heldout3/kernels/sell32_spmv.cu"
            acc_5 += val[base_5 + 32 * k_5] * x[col[base_5 + 32 * k_5]];
#line 15 "/work/main/.stage/main/benchmarks/heldout3/kernels/sell32_spmv.cu"
        y[r_5] = acc_5;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout3/kernels/sell32_spmv.cu"
    if (r_6 < rows) {
#line 10 "/work/main/.stage/main/benchmarks/heldout3/kernels/sell32_spmv.cu"
        int s_6 = r_6 >> 5;
#line 10 "/work/main/.stage/main/benchmarks/heldout3/kernels/sell32_spmv.cu"
        int l_6 = r_6 & 31;
#line 11 "/work/main/.stage/main/benchmarks/heldout3/kernels/sell32_spmv.cu"
        int base_6 = sliceptr[s_6] + l_6;
#line 12 "/work/main/.stage/main/benchmarks/heldout3/kernels/sell32_spmv.cu"
        float acc_6 = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout3/kernels/sell32_spmv.cu"
        for (int k_6 = 0; k_6 < width[s_6]; k_6++)
#line 14 "/work/main/.stage/main/benchmarks/heldout3/kernels/sell32_spmv.cu"
            acc_6 += val[base_6 + 32 * k_6] * x[col[base_6 + 32 * k_6]];
#line 15 "/work/main/.stage/main/benchmarks/heldout3/kernels/sell32_spmv.cu"
        y[r_6] = acc_6;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout3/kernels/sell32_spmv.cu"
    if (r_7 < rows) {
#line 10 "/work/main/.stage/main/benchmarks/heldout3/kernels/sell32_spmv.cu"
        int s_7 = r_7 >> 5;
#line 10 "/work/main/.stage/main/benchmarks/heldout3/kernels/sell32_spmv.cu"
        int l_7 = r_7 & 31;
#line 11 "/work/main/.stage/main/benchmarks/heldout3/kernels/sell32_spmv.cu"
        int base_7 = sliceptr[s_7] + l_7;
#line 12 "/work/main/.stage/main/benchmarks/heldout3/kernels/sell32_spmv.cu"
        float acc_7 = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout3/kernels/sell32_spmv.cu"
        for (int k_7 = 0; k_7 < width[s_7]; k_7++)
#line 14 "/work/main/.stage/main/benchmarks/heldout3/kernels/sell32_spmv.cu"
            acc_7 += val[base_7 + 32 * k_7] * x[col[base_7 + 32 * k_7]];
#line 15 "/work/main/.stage/main/benchmarks/heldout3/kernels/sell32_spmv.cu"
        y[r_7] = acc_7;
    }
}
