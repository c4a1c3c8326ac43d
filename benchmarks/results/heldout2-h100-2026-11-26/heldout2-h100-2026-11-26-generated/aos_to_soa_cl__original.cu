extern "C" __global__ void aos_to_soa(const float* aos, float* x, float* y, float* z, float* w, int n) {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cl"
    int i = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cl"
    if (i < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cl"
        x[i] = aos[4 * i + 0];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cl"
        y[i] = aos[4 * i + 1];
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cl"
        z[i] = aos[4 * i + 2];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cl"
        w[i] = aos[4 * i + 3];
    }
}
