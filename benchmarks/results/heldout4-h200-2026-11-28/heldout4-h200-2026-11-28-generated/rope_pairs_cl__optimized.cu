extern "C" __global__ void rope_pairs_opt(const float* x, const float* cs, const float* sn, float* y, int npairs) {
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cl"
    int ucond = (int)(2ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x)) < npairs;
    float2 cs_v0;
    float2 sn_v1;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cl"
    int p_m0 = 2ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cl"
    int p_m1 = 2ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 1ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cl"
    if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cl"
        float4 x_v = *(const float4*)&x[2 * p_m0];
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cl"
        float a_m0 = x_v.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cl"
        float b_m0 = x_v.y;
        cs_v0 = *(const float2*)&cs[p_m0];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cl"
        float c_m0 = cs_v0.x;
        sn_v1 = *(const float2*)&sn[p_m0];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cl"
        float s_m0 = sn_v1.x;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cl"
        float4 y_v = make_float4(0.0f, 0.0f, 0.0f, 0.0f);
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cl"
        y_v.x = a_m0 * c_m0 - b_m0 * s_m0;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cl"
        y_v.y = a_m0 * s_m0 + b_m0 * c_m0;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cl"
        float a_m1 = x_v.z;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cl"
        float b_m1 = x_v.w;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cl"
        float c_m1 = cs_v0.y;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cl"
        float s_m1 = sn_v1.y;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cl"
        y_v.z = a_m1 * c_m1 - b_m1 * s_m1;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cl"
        y_v.w = a_m1 * s_m1 + b_m1 * c_m1;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cl"
        *(float4*)&y[2 * p_m1 - 2] = y_v;
    }
}
