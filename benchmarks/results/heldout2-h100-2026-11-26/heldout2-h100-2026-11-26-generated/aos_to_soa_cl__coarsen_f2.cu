extern "C" __global__ void aos_to_soa_cf2x(const float* aos, float* x, float* y, float* z, float* w, int n) {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x * 2ull + 1ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cl"
    if (i_0 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cl"
        x[i_0] = aos[4 * i_0 + 0];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cl"
        y[i_0] = aos[4 * i_0 + 1];
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cl"
        z[i_0] = aos[4 * i_0 + 2];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cl"
        w[i_0] = aos[4 * i_0 + 3];
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cl"
    if (i_1 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cl"
        x[i_1] = aos[4 * i_1 + 0];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cl"
        y[i_1] = aos[4 * i_1 + 1];
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cl"
        z[i_1] = aos[4 * i_1 + 2];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cl"
        w[i_1] = aos[4 * i_1 + 3];
    }
}
