extern "C" __global__ void soa_to_aos_cf8x(const float* x, const float* y, const float* z, const float* w, float* aos, int n) {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/soa_to_aos.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + (unsigned long long)threadIdx.x * 8ull;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/soa_to_aos.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 1ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/soa_to_aos.cl"
    int i_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 2ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/soa_to_aos.cl"
    int i_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 3ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/soa_to_aos.cl"
    int i_4 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 4ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/soa_to_aos.cl"
    int i_5 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 5ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/soa_to_aos.cl"
    int i_6 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 6ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/soa_to_aos.cl"
    int i_7 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 7ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/soa_to_aos.cl"
    if (i_0 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/soa_to_aos.cl"
        aos[4 * i_0 + 0] = x[i_0];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/soa_to_aos.cl"
        aos[4 * i_0 + 1] = y[i_0];
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/soa_to_aos.cl"
        aos[4 * i_0 + 2] = z[i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/soa_to_aos.cl"
        aos[4 * i_0 + 3] = w[i_0];
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/soa_to_aos.cl"
    if (i_1 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/soa_to_aos.cl"
        aos[4 * i_1 + 0] = x[i_1];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/soa_to_aos.cl"
        aos[4 * i_1 + 1] = y[i_1];
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/soa_to_aos.cl"
        aos[4 * i_1 + 2] = z[i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/soa_to_aos.cl"
        aos[4 * i_1 + 3] = w[i_1];
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/soa_to_aos.cl"
    if (i_2 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/soa_to_aos.cl"
        aos[4 * i_2 + 0] = x[i_2];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/soa_to_aos.cl"
        aos[4 * i_2 + 1] = y[i_2];
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/soa_to_aos.cl"
        aos[4 * i_2 + 2] = z[i_2];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/soa_to_aos.cl"
        aos[4 * i_2 + 3] = w[i_2];
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/soa_to_aos.cl"
    if (i_3 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/soa_to_aos.cl"
        aos[4 * i_3 + 0] = x[i_3];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/soa_to_aos.cl"
        aos[4 * i_3 + 1] = y[i_3];
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/soa_to_aos.cl"
        aos[4 * i_3 + 2] = z[i_3];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/soa_to_aos.cl"
        aos[4 * i_3 + 3] = w[i_3];
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/soa_to_aos.cl"
    if (i_4 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/soa_to_aos.cl"
        aos[4 * i_4 + 0] = x[i_4];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/soa_to_aos.cl"
        aos[4 * i_4 + 1] = y[i_4];
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/soa_to_aos.cl"
        aos[4 * i_4 + 2] = z[i_4];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/soa_to_aos.cl"
        aos[4 * i_4 + 3] = w[i_4];
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/soa_to_aos.cl"
    if (i_5 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/soa_to_aos.cl"
        aos[4 * i_5 + 0] = x[i_5];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/soa_to_aos.cl"
        aos[4 * i_5 + 1] = y[i_5];
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/soa_to_aos.cl"
        aos[4 * i_5 + 2] = z[i_5];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/soa_to_aos.cl"
        aos[4 * i_5 + 3] = w[i_5];
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/soa_to_aos.cl"
    if (i_6 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/soa_to_aos.cl"
        aos[4 * i_6 + 0] = x[i_6];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/soa_to_aos.cl"
        aos[4 * i_6 + 1] = y[i_6];
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/soa_to_aos.cl"
        aos[4 * i_6 + 2] = z[i_6];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/soa_to_aos.cl"
        aos[4 * i_6 + 3] = w[i_6];
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/soa_to_aos.cl"
    if (i_7 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/soa_to_aos.cl"
        aos[4 * i_7 + 0] = x[i_7];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/soa_to_aos.cl"
        aos[4 * i_7 + 1] = y[i_7];
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/soa_to_aos.cl"
        aos[4 * i_7 + 2] = z[i_7];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/soa_to_aos.cl"
        aos[4 * i_7 + 3] = w[i_7];
    }
}
