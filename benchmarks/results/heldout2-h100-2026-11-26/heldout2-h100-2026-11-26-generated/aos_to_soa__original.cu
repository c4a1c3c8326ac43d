extern "C" __global__ void aos_to_soa(const float* aos, float* x, float* y, float* z, float* w, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cu"
    if (i < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cu"
        x[i] = aos[4 * i + 0];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cu"
        y[i] = aos[4 * i + 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cu"
        z[i] = aos[4 * i + 2];
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cu"
        w[i] = aos[4 * i + 3];
    }
}
