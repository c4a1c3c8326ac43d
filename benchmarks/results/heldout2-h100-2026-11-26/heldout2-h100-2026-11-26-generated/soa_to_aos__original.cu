extern "C" __global__ void soa_to_aos(const float* x, const float* y, const float* z, const float* w, float* aos, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/soa_to_aos.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/soa_to_aos.cu"
    if (i < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/soa_to_aos.cu"
        aos[4 * i + 0] = x[i];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/soa_to_aos.cu"
        aos[4 * i + 1] = y[i];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/soa_to_aos.cu"
        aos[4 * i + 2] = z[i];
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/soa_to_aos.cu"
        aos[4 * i + 3] = w[i];
    }
}
