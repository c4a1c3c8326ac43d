extern "C" __global__ void aos_to_soa_cf2x(const float* aos, float* x, float* y, float* z, float* w, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cu"
    if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cu"
        x[i_0] = aos[4 * i_0 + 0];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cu"
        y[i_0] = aos[4 * i_0 + 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cu"
        z[i_0] = aos[4 * i_0 + 2];
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cu"
        w[i_0] = aos[4 * i_0 + 3];
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cu"
    if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cu"
        x[i_1] = aos[4 * i_1 + 0];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cu"
        y[i_1] = aos[4 * i_1 + 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cu"
        z[i_1] = aos[4 * i_1 + 2];
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cu"
        w[i_1] = aos[4 * i_1 + 3];
    }
}
