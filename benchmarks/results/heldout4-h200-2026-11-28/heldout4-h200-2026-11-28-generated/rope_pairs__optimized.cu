extern "C" __global__ void rope_pairs_opt(const float* x, const float* cs, const float* sn, float* y, int npairs) {
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cu"
    int ucond = (int)(2u * (blockIdx.x * blockDim.x + threadIdx.x)) < npairs;
    float2 cs_v0;
    float2 sn_v1;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cu"
    int p_m0 = 2u * (blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cu"
    int p_m1 = 2u * (blockIdx.x * blockDim.x + threadIdx.x) + 1u;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cu"
    if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cu"
        float4 x_v = *(const float4*)&x[2 * p_m0];
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cu"
        float a_m0 = x_v.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cu"
        float b_m0 = x_v.y;
        cs_v0 = *(const float2*)&cs[p_m0];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cu"
        float c_m0 = cs_v0.x;
        sn_v1 = *(const float2*)&sn[p_m0];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cu"
        float s_m0 = sn_v1.x;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cu"
        float4 y_v = make_float4(0.0f, 0.0f, 0.0f, 0.0f);
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cu"
        y_v.x = a_m0 * c_m0 - b_m0 * s_m0;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cu"
        y_v.y = a_m0 * s_m0 + b_m0 * c_m0;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cu"
        float a_m1 = x_v.z;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cu"
        float b_m1 = x_v.w;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cu"
        float c_m1 = cs_v0.y;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cu"
        float s_m1 = sn_v1.y;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cu"
        y_v.z = a_m1 * c_m1 - b_m1 * s_m1;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cu"
        y_v.w = a_m1 * s_m1 + b_m1 * c_m1;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cu"
        *(float4*)&y[2 * p_m1 - 2] = y_v;
    }
}
