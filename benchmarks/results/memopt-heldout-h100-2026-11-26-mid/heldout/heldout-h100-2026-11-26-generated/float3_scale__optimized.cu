extern "C" __global__ void float3_scale_opt(const float* p, const float* s, float* out, int n) {
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/float3_scale.cl"
    int ucond = (int)(4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x)) < n;
    float4 s_v0;
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/float3_scale.cl"
    int i_m0 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x);
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/float3_scale.cl"
    int i_m1 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 1ull;
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/float3_scale.cl"
    int i_m2 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 2ull;
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/float3_scale.cl"
    int i_m3 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 3ull;
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/float3_scale.cl"
    if (ucond) {
        s_v0 = *(const float4*)&s[i_m0];
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/float3_scale.cl"
        float f_m0 = s_v0.x;
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/float3_scale.cl"
        float4 out_v = make_float4(0.0f, 0.0f, 0.0f, 0.0f);
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/float3_scale.cl"
        float4 p_v = *(const float4*)&p[3 * i_m0 + 0];
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/float3_scale.cl"
        out_v.x = p_v.x * f_m0;
#line 12 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/float3_scale.cl"
        out_v.y = p_v.y * f_m0;
#line 13 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/float3_scale.cl"
        out_v.z = p_v.z * f_m0;
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/float3_scale.cl"
        float f_m1 = s_v0.y;
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/float3_scale.cl"
        out_v.w = p_v.w * f_m1;
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/float3_scale.cl"
        *(float4*)&out[3 * i_m1 - 3] = out_v;
#line 12 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/float3_scale.cl"
        float4 out_v1 = make_float4(0.0f, 0.0f, 0.0f, 0.0f);
#line 12 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/float3_scale.cl"
        float4 p_v1 = *(const float4*)&p[3 * i_m1 + 1];
#line 12 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/float3_scale.cl"
        out_v1.x = p_v1.x * f_m1;
#line 13 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/float3_scale.cl"
        out_v1.y = p_v1.y * f_m1;
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/float3_scale.cl"
        float f_m2 = s_v0.z;
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/float3_scale.cl"
        out_v1.z = p_v1.z * f_m2;
#line 12 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/float3_scale.cl"
        out_v1.w = p_v1.w * f_m2;
#line 12 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/float3_scale.cl"
        *(float4*)&out[3 * i_m2 - 2] = out_v1;
#line 13 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/float3_scale.cl"
        float4 out_v2 = make_float4(0.0f, 0.0f, 0.0f, 0.0f);
#line 13 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/float3_scale.cl"
        float4 p_v2 = *(const float4*)&p[3 * i_m2 + 2];
#line 13 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/float3_scale.cl"
        out_v2.x = p_v2.x * f_m2;
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/float3_scale.cl"
        float f_m3 = s_v0.w;
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/float3_scale.cl"
        out_v2.y = p_v2.y * f_m3;
#line 12 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/float3_scale.cl"
        out_v2.z = p_v2.z * f_m3;
#line 13 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/float3_scale.cl"
        out_v2.w = p_v2.w * f_m3;
#line 13 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/float3_scale.cl"
        *(float4*)&out[3 * i_m3 - 1] = out_v2;
    }
}
