extern "C" __global__ void aos5_unzip_cf2x(const float* rec, float* X, float* Y, float* Z, float* M, float* Q, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cu"
    if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cu"
        X[i_0] = rec[5 * i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cu"
        Y[i_0] = rec[5 * i_0 + 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cu"
        Z[i_0] = rec[5 * i_0 + 2];
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cu"
        M[i_0] = rec[5 * i_0 + 3];
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cu"
        Q[i_0] = rec[5 * i_0 + 4];
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cu"
    if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cu"
        X[i_1] = rec[5 * i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cu"
        Y[i_1] = rec[5 * i_1 + 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cu"
        Z[i_1] = rec[5 * i_1 + 2];
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cu"
        M[i_1] = rec[5 * i_1 + 3];
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cu"
        Q[i_1] = rec[5 * i_1 + 4];
    }
}
