extern "C" __global__ void float4_norm2(const float* v, float* out, int n) {
#line 4 "/work/main/.stage/main/benchmarks/heldout/kernels/float4_norm2.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/float4_norm2.cl"
    if (i < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/float4_norm2.cl"
        float4 a = make_float4(v[4 * i], v[4 * i + 1], v[4 * i + 2], v[4 * i + 3]);
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/float4_norm2.cl"
        out[i] = a.x * a.x + a.y * a.y + a.z * a.z + a.w * a.w;
    }
}
