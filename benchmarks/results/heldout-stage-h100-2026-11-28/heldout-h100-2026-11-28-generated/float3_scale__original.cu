extern "C" __global__ void float3_scale(const float* p, const float* s, float* out, int n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout/kernels/float3_scale.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout/kernels/float3_scale.cl"
    if (i < n) {
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout/kernels/float3_scale.cl"
        float f = s[i];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout/kernels/float3_scale.cl"
        out[3 * i + 0] = p[3 * i + 0] * f;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout/kernels/float3_scale.cl"
        out[3 * i + 1] = p[3 * i + 1] * f;
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout/kernels/float3_scale.cl"
        out[3 * i + 2] = p[3 * i + 2] * f;
    }
}
