extern "C" __global__ void soa_to_aos_cf2x(const float* x, const float* y, const float* z, const float* w, float* aos, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/soa_to_aos.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/soa_to_aos.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/soa_to_aos.cu"
    if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/soa_to_aos.cu"
        aos[4 * i_0 + 0] = x[i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/soa_to_aos.cu"
        aos[4 * i_0 + 1] = y[i_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/soa_to_aos.cu"
        aos[4 * i_0 + 2] = z[i_0];
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/soa_to_aos.cu"
        aos[4 * i_0 + 3] = w[i_0];
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/soa_to_aos.cu"
    if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/soa_to_aos.cu"
        aos[4 * i_1 + 0] = x[i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/soa_to_aos.cu"
        aos[4 * i_1 + 1] = y[i_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/soa_to_aos.cu"
        aos[4 * i_1 + 2] = z[i_1];
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/soa_to_aos.cu"
        aos[4 * i_1 + 3] = w[i_1];
    }
}
