extern "C" __global__ void soa_to_aos_opt(const float* x, const float* y, const float* z, const float* w, float* aos, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/soa_to_aos.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/soa_to_aos.cu"
    if (i < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/soa_to_aos.cu"
        float4 aos_v = make_float4(0.0f, 0.0f, 0.0f, 0.0f);
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/soa_to_aos.cu"
        aos_v.x = x[i];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/soa_to_aos.cu"
        aos_v.y = y[i];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/soa_to_aos.cu"
        aos_v.z = z[i];
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/soa_to_aos.cu"
        aos_v.w = w[i];
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/soa_to_aos.cu"
        *(float4*)&aos[4 * i] = aos_v;
    }
}
