extern "C" __global__ void float3_scale_cf8x(const float* p, const float* s, float* out, int n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout/kernels/float3_scale.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout/kernels/float3_scale.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout/kernels/float3_scale.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout/kernels/float3_scale.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout/kernels/float3_scale.cl"
    int i_4 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout/kernels/float3_scale.cl"
    int i_5 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout/kernels/float3_scale.cl"
    int i_6 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout/kernels/float3_scale.cl"
    int i_7 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull;
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
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout/kernels/float3_scale.cl"
    if (i_2 < n) {
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout/kernels/float3_scale.cl"
        float f_2 = s[i_2];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout/kernels/float3_scale.cl"
        out[3 * i_2 + 0] = p[3 * i_2 + 0] * f_2;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout/kernels/float3_scale.cl"
        out[3 * i_2 + 1] = p[3 * i_2 + 1] * f_2;
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout/kernels/float3_scale.cl"
        out[3 * i_2 + 2] = p[3 * i_2 + 2] * f_2;
    }
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout/kernels/float3_scale.cl"
    if (i_3 < n) {
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout/kernels/float3_scale.cl"
        float f_3 = s[i_3];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout/kernels/float3_scale.cl"
        out[3 * i_3 + 0] = p[3 * i_3 + 0] * f_3;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout/kernels/float3_scale.cl"
        out[3 * i_3 + 1] = p[3 * i_3 + 1] * f_3;
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout/kernels/float3_scale.cl"
        out[3 * i_3 + 2] = p[3 * i_3 + 2] * f_3;
    }
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout/kernels/float3_scale.cl"
    if (i_4 < n) {
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout/kernels/float3_scale.cl"
        float f_4 = s[i_4];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout/kernels/float3_scale.cl"
        out[3 * i_4 + 0] = p[3 * i_4 + 0] * f_4;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout/kernels/float3_scale.cl"
        out[3 * i_4 + 1] = p[3 * i_4 + 1] * f_4;
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout/kernels/float3_scale.cl"
        out[3 * i_4 + 2] = p[3 * i_4 + 2] * f_4;
    }
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout/kernels/float3_scale.cl"
    if (i_5 < n) {
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout/kernels/float3_scale.cl"
        float f_5 = s[i_5];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout/kernels/float3_scale.cl"
        out[3 * i_5 + 0] = p[3 * i_5 + 0] * f_5;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout/kernels/float3_scale.cl"
        out[3 * i_5 + 1] = p[3 * i_5 + 1] * f_5;
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout/kernels/float3_scale.cl"
        out[3 * i_5 + 2] = p[3 * i_5 + 2] * f_5;
    }
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout/kernels/float3_scale.cl"
    if (i_6 < n) {
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout/kernels/float3_scale.cl"
        float f_6 = s[i_6];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout/kernels/float3_scale.cl"
        out[3 * i_6 + 0] = p[3 * i_6 + 0] * f_6;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout/kernels/float3_scale.cl"
        out[3 * i_6 + 1] = p[3 * i_6 + 1] * f_6;
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout/kernels/float3_scale.cl"
        out[3 * i_6 + 2] = p[3 * i_6 + 2] * f_6;
    }
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout/kernels/float3_scale.cl"
    if (i_7 < n) {
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout/kernels/float3_scale.cl"
        float f_7 = s[i_7];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout/kernels/float3_scale.cl"
        out[3 * i_7 + 0] = p[3 * i_7 + 0] * f_7;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout/kernels/float3_scale.cl"
        out[3 * i_7 + 1] = p[3 * i_7 + 1] * f_7;
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout/kernels/float3_scale.cl"
        out[3 * i_7 + 2] = p[3 * i_7 + 2] * f_7;
    }
}
