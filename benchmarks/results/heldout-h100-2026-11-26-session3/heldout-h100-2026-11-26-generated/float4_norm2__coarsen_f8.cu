extern "C" __global__ void float4_norm2_cf8x(const float* v, float* out, int n) {
#line 4 "/work/main/.stage/main/benchmarks/heldout/kernels/float4_norm2.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull;
#line 4 "/work/main/.stage/main/benchmarks/heldout/kernels/float4_norm2.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull;
#line 4 "/work/main/.stage/main/benchmarks/heldout/kernels/float4_norm2.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull;
#line 4 "/work/main/.stage/main/benchmarks/heldout/kernels/float4_norm2.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull;
#line 4 "/work/main/.stage/main/benchmarks/heldout/kernels/float4_norm2.cl"
    int i_4 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull;
#line 4 "/work/main/.stage/main/benchmarks/heldout/kernels/float4_norm2.cl"
    int i_5 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull;
#line 4 "/work/main/.stage/main/benchmarks/heldout/kernels/float4_norm2.cl"
    int i_6 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull;
#line 4 "/work/main/.stage/main/benchmarks/heldout/kernels/float4_norm2.cl"
    int i_7 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/float4_norm2.cl"
    if (i_0 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/float4_norm2.cl"
        float4 a_0 = make_float4(v[4 * i_0], v[4 * i_0 + 1], v[4 * i_0 + 2], v[4 * i_0 + 3]);
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/float4_norm2.cl"
        out[i_0] = a_0.x * a_0.x + a_0.y * a_0.y + a_0.z * a_0.z + a_0.w * a_0.w;
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/float4_norm2.cl"
    if (i_1 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/float4_norm2.cl"
        float4 a_1 = make_float4(v[4 * i_1], v[4 * i_1 + 1], v[4 * i_1 + 2], v[4 * i_1 + 3]);
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/float4_norm2.cl"
        out[i_1] = a_1.x * a_1.x + a_1.y * a_1.y + a_1.z * a_1.z + a_1.w * a_1.w;
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/float4_norm2.cl"
    if (i_2 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/float4_norm2.cl"
        float4 a_2 = make_float4(v[4 * i_2], v[4 * i_2 + 1], v[4 * i_2 + 2], v[4 * i_2 + 3]);
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/float4_norm2.cl"
        out[i_2] = a_2.x * a_2.x + a_2.y * a_2.y + a_2.z * a_2.z + a_2.w * a_2.w;
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/float4_norm2.cl"
    if (i_3 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/float4_norm2.cl"
        float4 a_3 = make_float4(v[4 * i_3], v[4 * i_3 + 1], v[4 * i_3 + 2], v[4 * i_3 + 3]);
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/float4_norm2.cl"
        out[i_3] = a_3.x * a_3.x + a_3.y * a_3.y + a_3.z * a_3.z + a_3.w * a_3.w;
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/float4_norm2.cl"
    if (i_4 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/float4_norm2.cl"
        float4 a_4 = make_float4(v[4 * i_4], v[4 * i_4 + 1], v[4 * i_4 + 2], v[4 * i_4 + 3]);
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/float4_norm2.cl"
        out[i_4] = a_4.x * a_4.x + a_4.y * a_4.y + a_4.z * a_4.z + a_4.w * a_4.w;
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/float4_norm2.cl"
    if (i_5 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/float4_norm2.cl"
        float4 a_5 = make_float4(v[4 * i_5], v[4 * i_5 + 1], v[4 * i_5 + 2], v[4 * i_5 + 3]);
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/float4_norm2.cl"
        out[i_5] = a_5.x * a_5.x + a_5.y * a_5.y + a_5.z * a_5.z + a_5.w * a_5.w;
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/float4_norm2.cl"
    if (i_6 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/float4_norm2.cl"
        float4 a_6 = make_float4(v[4 * i_6], v[4 * i_6 + 1], v[4 * i_6 + 2], v[4 * i_6 + 3]);
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/float4_norm2.cl"
        out[i_6] = a_6.x * a_6.x + a_6.y * a_6.y + a_6.z * a_6.z + a_6.w * a_6.w;
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/float4_norm2.cl"
    if (i_7 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/float4_norm2.cl"
        float4 a_7 = make_float4(v[4 * i_7], v[4 * i_7 + 1], v[4 * i_7 + 2], v[4 * i_7 + 3]);
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/float4_norm2.cl"
        out[i_7] = a_7.x * a_7.x + a_7.y * a_7.y + a_7.z * a_7.z + a_7.w * a_7.w;
    }
}
