extern "C" __global__ void soa_to_aos(const float* x, const float* y, const float* z, const float* w, float* aos, int n) {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/soa_to_aos.cl"
    int i = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/soa_to_aos.cl"
    if (i < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/soa_to_aos.cl"
        aos[4 * i + 0] = x[i];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/soa_to_aos.cl"
        aos[4 * i + 1] = y[i];
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/soa_to_aos.cl"
        aos[4 * i + 2] = z[i];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/soa_to_aos.cl"
        aos[4 * i + 3] = w[i];
    }
}
