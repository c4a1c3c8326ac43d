extern "C" __global__ void aos5_unzip(const float* rec, float* X, float* Y, float* Z, float* M, float* Q, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cl"
    int i = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cl"
    if (i < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cl"
        X[i] = rec[5 * i];
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cl"
        Y[i] = rec[5 * i + 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cl"
        Z[i] = rec[5 * i + 2];
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cl"
        M[i] = rec[5 * i + 3];
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cl"
        Q[i] = rec[5 * i + 4];
    }
}
