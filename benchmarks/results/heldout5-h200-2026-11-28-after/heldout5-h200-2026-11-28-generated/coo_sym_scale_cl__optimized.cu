extern "C" __global__ void coo_sym_scale_opt(const int* row, const int* col, const float* val, const float* dinv, float* out, int nnz) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
    int ucond = (int)(4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x)) < nnz;
    float4 out_v0;
    float4 val_v1;
    int4 row_v2;
    int4 col_v3;
    {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
        int e_m0 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x);
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
        if (ucond) {
            val_v1 = *(const float4*)&val[e_m0];
            row_v2 = *(const int4*)&row[e_m0];
            col_v3 = *(const int4*)&col[e_m0];
            out_v0.x = val_v1.x * dinv[row_v2.x] * dinv[col_v3.x];
        }
    }
    {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
        int e_m1 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 1ull;
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
        if (ucond) {
            out_v0.y = val_v1.y * dinv[row_v2.y] * dinv[col_v3.y];
        }
    }
    {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
        int e_m2 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 2ull;
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
        if (ucond) {
            out_v0.z = val_v1.z * dinv[row_v2.z] * dinv[col_v3.z];
        }
    }
    {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
        int e_m3 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 3ull;
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/coo_sym_scale.cl"
        if (ucond) {
            out_v0.w = val_v1.w * dinv[row_v2.w] * dinv[col_v3.w];
            *(float4*)(&out[e_m3] - 3) = out_v0;
        }
    }
}
