extern "C" __global__ void csr_row_normalize_opt(const int* rowptr, const float* vals, float* out, int nrows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cl"
    int ucond = (int)(4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x)) < nrows;
    int4 rowptr_v0;
    int rowptr_v0_hi4;
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cl"
        int r_m0 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x);
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cl"
        if (ucond) {
            rowptr_v0 = *(const int4*)&rowptr[r_m0];
            rowptr_v0_hi4 = rowptr[r_m0 + 4];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cl"
            int b_m0 = rowptr_v0.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cl"
            int e_m0 = rowptr_v0.y;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cl"
            float s_m0 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cl"
            for (int k_m0 = b_m0; k_m0 < e_m0; k_m0++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cl"
                s_m0 += vals[k_m0];
            }
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cl"
            for (int k_1_m0 = b_m0; k_1_m0 < e_m0; k_1_m0++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cl"
                out[k_1_m0] = vals[k_1_m0] / s_m0;
            }
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cl"
        int r_m1 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 1ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cl"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cl"
            int b_m1 = rowptr_v0.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cl"
            int e_m1 = rowptr_v0.z;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cl"
            float s_m1 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cl"
            for (int k_m1 = b_m1; k_m1 < e_m1; k_m1++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cl"
                s_m1 += vals[k_m1];
            }
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cl"
            for (int k_1_m1 = b_m1; k_1_m1 < e_m1; k_1_m1++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cl"
                out[k_1_m1] = vals[k_1_m1] / s_m1;
            }
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cl"
        int r_m2 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 2ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cl"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cl"
            int b_m2 = rowptr_v0.z;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cl"
            int e_m2 = rowptr_v0.w;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cl"
            float s_m2 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cl"
            for (int k_m2 = b_m2; k_m2 < e_m2; k_m2++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cl"
                s_m2 += vals[k_m2];
            }
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cl"
            for (int k_1_m2 = b_m2; k_1_m2 < e_m2; k_1_m2++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cl"
                out[k_1_m2] = vals[k_1_m2] / s_m2;
            }
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cl"
        int r_m3 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 3ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cl"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cl"
            int b_m3 = rowptr_v0.w;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cl"
            int e_m3 = rowptr_v0_hi4;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cl"
            float s_m3 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cl"
            for (int k_m3 = b_m3; k_m3 < e_m3; k_m3++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cl"
                s_m3 += vals[k_m3];
            }
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cl"
            for (int k_1_m3 = b_m3; k_1_m3 < e_m3; k_1_m3++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cl"
                out[k_1_m3] = vals[k_1_m3] / s_m3;
            }
        }
    }
}
