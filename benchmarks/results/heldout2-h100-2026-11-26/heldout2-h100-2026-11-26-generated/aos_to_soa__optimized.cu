extern "C" __global__ void aos_to_soa_opt(const float* aos, float* x, float* y, float* z, float* w, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cu"
    if (i < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cu"
        float4 aos_v = *(const float4*)&aos[4 * i + 0];
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cu"
        x[i] = aos_v.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cu"
        y[i] = aos_v.y;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cu"
        z[i] = aos_v.z;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cu"
        w[i] = aos_v.w;
    }
}
