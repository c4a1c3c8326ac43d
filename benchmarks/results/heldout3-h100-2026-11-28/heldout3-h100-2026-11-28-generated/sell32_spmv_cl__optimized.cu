extern "C" __global__ void sell32_spmv_opt(const int* sliceptr, const int* width, const int* col, const float* val, const float* x, float* y, int rows) {
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/sell32_spmv.cl"
    int ucond = (int)(4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x)) < rows;
    float4 y_v0;
    {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/sell32_spmv.cl"
        int r_m0 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x);
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/sell32_spmv.cl"
        if (ucond) {
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/sell32_spmv.cl"
            int s_m0 = r_m0 >> 5;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/sell32_spmv.cl"
            int l_m0 = r_m0 & 31;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/sell32_spmv.cl"
            int base_m0 = sliceptr[s_m0] + l_m0;
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/sell32_spmv.cl"
            float acc_m0 = 0.0f;
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/sell32_spmv.cl"
            for (int k_m0 = 0; k_m0 < width[s_m0]; k_m0++) {
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/sell32_spmv.cl"
                acc_m0 += val[base_m0 + 32 * k_m0] * x[col[base_m0 + 32 * k_m0]];
            }
            y_v0.x = acc_m0;
        }
    }
    {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/sell32_spmv.cl"
        int r_m1 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 1ull;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/sell32_spmv.cl"
        if (ucond) {
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/sell32_spmv.cl"
            int s_m1 = r_m1 >> 5;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/sell32_spmv.cl"
            int l_m1 = r_m1 & 31;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/sell32_spmv.cl"
            int base_m1 = sliceptr[s_m1] + l_m1;
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/sell32_spmv.cl"
            float acc_m1 = 0.0f;
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/sell32_spmv.cl"
            for (int k_m1 = 0; k_m1 < width[s_m1]; k_m1++) {
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/sell32_spmv.cl"
                acc_m1 += val[base_m1 + 32 * k_m1] * x[col[base_m1 + 32 * k_m1]];
            }
            y_v0.y = acc_m1;
        }
    }
    {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/sell32_spmv.cl"
        int r_m2 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 2ull;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/sell32_spmv.cl"
        if (ucond) {
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/sell32_spmv.cl"
            int s_m2 = r_m2 >> 5;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/sell32_spmv.cl"
            int l_m2 = r_m2 & 31;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/sell32_spmv.cl"
            int base_m2 = sliceptr[s_m2] + l_m2;
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/sell32_spmv.cl"
            float acc_m2 = 0.0f;
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/sell32_spmv.cl"
            for (int k_m2 = 0; k_m2 < width[s_m2]; k_m2++) {
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/sell32_spmv.cl"
                acc_m2 += val[base_m2 + 32 * k_m2] * x[col[base_m2 + 32 * k_m2]];
            }
            y_v0.z = acc_m2;
        }
    }
    {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/sell32_spmv.cl"
        int r_m3 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 3ull;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/sell32_spmv.cl"
        if (ucond) {
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/sell32_spmv.cl"
            int s_m3 = r_m3 >> 5;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/sell32_spmv.cl"
            int l_m3 = r_m3 & 31;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/sell32_spmv.cl"
            int base_m3 = sliceptr[s_m3] + l_m3;
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/sell32_spmv.cl"
            float acc_m3 = 0.0f;
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/sell32_spmv.cl"
            for (int k_m3 = 0; k_m3 < width[s_m3]; k_m3++) {
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/sell32_spmv.cl"
                acc_m3 += val[base_m3 + 32 * k_m3] * x[col[base_m3 + 32 * k_m3]];
            }
            y_v0.w = acc_m3;
            *(float4*)(&y[r_m3] - 3) = y_v0;
        }
    }
}
