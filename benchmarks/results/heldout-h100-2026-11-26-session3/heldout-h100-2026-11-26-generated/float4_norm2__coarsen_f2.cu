extern "C" __global__ void float4_norm2_cf2x(const float* v, float* out, int n) {
#line 4 "/work/main/.stage/main/benchmarks/heldout/kernels/float4_norm2.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull;
#line 4 "/work/main/.stage/main/benchmarks/heldout/kernels/float4_norm2.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull + 1ull;
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
}
