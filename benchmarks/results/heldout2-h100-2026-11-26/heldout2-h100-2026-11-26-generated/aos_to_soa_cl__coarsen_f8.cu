extern "C" __global__ void aos_to_soa_cf8x(const float* aos, float* x, float* y, float* z, float* w, int n) {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + (unsigned long long)threadIdx.x * 8ull;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 1ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cl"
    int i_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 2ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cl"
    int i_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 3ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cl"
    int i_4 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 4ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cl"
    int i_5 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 5ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cl"
    int i_6 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 6ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cl"
    int i_7 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 7ull);
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
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cl"
    if (i_2 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cl"
        x[i_2] = aos[4 * i_2 + 0];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cl"
        y[i_2] = aos[4 * i_2 + 1];
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cl"
        z[i_2] = aos[4 * i_2 + 2];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cl"
        w[i_2] = aos[4 * i_2 + 3];
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cl"
    if (i_3 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cl"
        x[i_3] = aos[4 * i_3 + 0];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cl"
        y[i_3] = aos[4 * i_3 + 1];
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cl"
        z[i_3] = aos[4 * i_3 + 2];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cl"
        w[i_3] = aos[4 * i_3 + 3];
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cl"
    if (i_4 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cl"
        x[i_4] = aos[4 * i_4 + 0];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cl"
        y[i_4] = aos[4 * i_4 + 1];
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cl"
        z[i_4] = aos[4 * i_4 + 2];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cl"
        w[i_4] = aos[4 * i_4 + 3];
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cl"
    if (i_5 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cl"
        x[i_5] = aos[4 * i_5 + 0];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cl"
        y[i_5] = aos[4 * i_5 + 1];
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cl"
        z[i_5] = aos[4 * i_5 + 2];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cl"
        w[i_5] = aos[4 * i_5 + 3];
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cl"
    if (i_6 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cl"
        x[i_6] = aos[4 * i_6 + 0];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cl"
        y[i_6] = aos[4 * i_6 + 1];
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cl"
        z[i_6] = aos[4 * i_6 + 2];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cl"
        w[i_6] = aos[4 * i_6 + 3];
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cl"
    if (i_7 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cl"
        x[i_7] = aos[4 * i_7 + 0];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cl"
        y[i_7] = aos[4 * i_7 + 1];
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cl"
        z[i_7] = aos[4 * i_7 + 2];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cl"
        w[i_7] = aos[4 * i_7 + 3];
    }
}
