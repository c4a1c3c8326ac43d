extern "C" __global__ void aos5_unzip_opt(const float* rec, float* X, float* Y, float* Z, float* M, float* Q, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cu"
    __shared__ float rec_s[1280];
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cu"
    int i_own = blockIdx.x * blockDim.x + 0u;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cu"
    for (int stage_r = 0; stage_r < 5; stage_r++) {
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cu"
        int stage_e = stage_r * 256 + (int)threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cu"
        if (5ll * (long long)i_own + (long long)stage_e < 5ll * (long long)n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cu"
            rec_s[stage_e] = rec[(int)blockIdx.x * 1280 + stage_e];
        }
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cu"
    __syncthreads();
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cu"
    if (i < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cu"
        X[i] = rec_s[5 * (int)threadIdx.x];
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cu"
        Y[i] = rec_s[5 * (int)threadIdx.x + 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cu"
        Z[i] = rec_s[5 * (int)threadIdx.x + 2];
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cu"
        M[i] = rec_s[5 * (int)threadIdx.x + 3];
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cu"
        Q[i] = rec_s[5 * (int)threadIdx.x + 4];
    }
}
