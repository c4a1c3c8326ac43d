extern "C" __global__ void aos5_unzip(const float* rec, float* X, float* Y, float* Z, float* M, float* Q, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cu"
    if (i < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cu"
        X[i] = rec[5 * i];
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cu"
        Y[i] = rec[5 * i + 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cu"
        Z[i] = rec[5 * i + 2];
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cu"
        M[i] = rec[5 * i + 3];
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cu"
        Q[i] = rec[5 * i + 4];
    }
}
