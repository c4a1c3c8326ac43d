extern "C" __global__ void aos5_unzip_cf8x(const float* rec, float* X, float* Y, float* Z, float* M, float* Q, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
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
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cu"
    if (i_2 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cu"
        X[i_2] = rec[5 * i_2];
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cu"
        Y[i_2] = rec[5 * i_2 + 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cu"
        Z[i_2] = rec[5 * i_2 + 2];
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cu"
        M[i_2] = rec[5 * i_2 + 3];
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cu"
        Q[i_2] = rec[5 * i_2 + 4];
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cu"
    if (i_3 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cu"
        X[i_3] = rec[5 * i_3];
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cu"
        Y[i_3] = rec[5 * i_3 + 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cu"
        Z[i_3] = rec[5 * i_3 + 2];
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cu"
        M[i_3] = rec[5 * i_3 + 3];
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cu"
        Q[i_3] = rec[5 * i_3 + 4];
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cu"
    if (i_4 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cu"
        X[i_4] = rec[5 * i_4];
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cu"
        Y[i_4] = rec[5 * i_4 + 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cu"
        Z[i_4] = rec[5 * i_4 + 2];
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cu"
        M[i_4] = rec[5 * i_4 + 3];
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cu"
        Q[i_4] = rec[5 * i_4 + 4];
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cu"
    if (i_5 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cu"
        X[i_5] = rec[5 * i_5];
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cu"
        Y[i_5] = rec[5 * i_5 + 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cu"
        Z[i_5] = rec[5 * i_5 + 2];
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cu"
        M[i_5] = rec[5 * i_5 + 3];
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cu"
        Q[i_5] = rec[5 * i_5 + 4];
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cu"
    if (i_6 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cu"
        X[i_6] = rec[5 * i_6];
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cu"
        Y[i_6] = rec[5 * i_6 + 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cu"
        Z[i_6] = rec[5 * i_6 + 2];
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cu"
        M[i_6] = rec[5 * i_6 + 3];
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cu"
        Q[i_6] = rec[5 * i_6 + 4];
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cu"
    if (i_7 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cu"
        X[i_7] = rec[5 * i_7];
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cu"
        Y[i_7] = rec[5 * i_7 + 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cu"
        Z[i_7] = rec[5 * i_7 + 2];
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cu"
        M[i_7] = rec[5 * i_7 + 3];
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cu"
        Q[i_7] = rec[5 * i_7 + 4];
    }
}
