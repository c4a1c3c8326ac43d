extern "C" __global__ void outer_product_rowx_opt(const float* a, const float* b, float* out, int n, int m) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/outer_product_rowx.cl"
    int ucond = ((int)((unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y) < n) & ((int)(4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x)) < m);
    float4 out_v0;
    float4 b_v1;
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/outer_product_rowx.cl"
        int i_m0 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/outer_product_rowx.cl"
        int j_m0 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x);
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/outer_product_rowx.cl"
        if (ucond) {
            b_v1 = *(const float4*)&b[j_m0];
            out_v0.x = a[i_m0] * b_v1.x;
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/outer_product_rowx.cl"
        int i_m1 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/outer_product_rowx.cl"
        int j_m1 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 1ull;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/outer_product_rowx.cl"
        if (ucond) {
            out_v0.y = a[i_m1] * b_v1.y;
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/outer_product_rowx.cl"
        int i_m2 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/outer_product_rowx.cl"
        int j_m2 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 2ull;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/outer_product_rowx.cl"
        if (ucond) {
            out_v0.z = a[i_m2] * b_v1.z;
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/outer_product_rowx.cl"
        int i_m3 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/outer_product_rowx.cl"
        int j_m3 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 3ull;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/outer_product_rowx.cl"
        if (ucond) {
            out_v0.w = a[i_m3] * b_v1.w;
            *(float4*)(&out[i_m3 * m + j_m3] - 3) = out_v0;
        }
    }
}
