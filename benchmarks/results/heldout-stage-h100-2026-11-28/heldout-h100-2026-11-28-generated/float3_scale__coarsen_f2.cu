extern "C" __global__ void float3_scale_cf2x(const float* p, const float* s, float* out, int n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout/kernels/float3_scale.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout/kernels/float3_scale.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull + 1ull;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout/kernels/float3_scale.cl"
    if (i_0 < n) {
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout/kernels/float3_scale.cl"
        float f_0 = s[i_0];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout/kernels/float3_scale.cl"
        out[3 * i_0 + 0] = p[3 * i_0 + 0] * f_0;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout/kernels/float3_scale.cl"
        out[3 * i_0 + 1] = p[3 * i_0 + 1] * f_0;
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout/kernels/float3_scale.cl"
        out[3 * i_0 + 2] = p[3 * i_0 + 2] * f_0;
    }
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout/kernels/float3_scale.cl"
    if (i_1 < n) {
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout/kernels/float3_scale.cl"
        float f_1 = s[i_1];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout/kernels/float3_scale.cl"
        out[3 * i_1 + 0] = p[3 * i_1 + 0] * f_1;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout/kernels/float3_scale.cl"
        out[3 * i_1 + 1] = p[3 * i_1 + 1] * f_1;
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout/kernels/float3_scale.cl"
        out[3 * i_1 + 2] = p[3 * i_1 + 2] * f_1;
    }
}
