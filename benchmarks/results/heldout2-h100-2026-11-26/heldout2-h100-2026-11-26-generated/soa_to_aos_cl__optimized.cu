extern "C" __global__ void soa_to_aos_opt(const float* x, const float* y, const float* z, const float* w, float* aos, int n) {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/soa_to_aos.cl"
    int i = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/soa_to_aos.cl"
    if (i < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/soa_to_aos.cl"
        float4 aos_v = make_float4(0.0f, 0.0f, 0.0f, 0.0f);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/soa_to_aos.cl"
        aos_v.x = x[i];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/soa_to_aos.cl"
        aos_v.y = y[i];
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/soa_to_aos.cl"
        aos_v.z = z[i];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/soa_to_aos.cl"
        aos_v.w = w[i];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/soa_to_aos.cl"
        *(float4*)&aos[4 * i] = aos_v;
    }
}
