extern "C" __global__ void aos5_unzip_opt(const float* rec, float* X, float* Y, float* Z, float* M, float* Q, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cl"
    __shared__ float rec_s[1280];
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cl"
    int i = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cl"
    int i_own = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + 0ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cl"
    for (int stage_r = 0; stage_r < 5; stage_r++) {
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cl"
        int stage_e = stage_r * 256 + (int)threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cl"
        if (5ll * (long long)i_own + (long long)stage_e < 5ll * (long long)n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cl"
            rec_s[stage_e] = rec[(int)blockIdx.x * 1280 + stage_e];
        }
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cl"
    __syncthreads();
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cl"
    if (i < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cl"
        X[i] = rec_s[5 * (int)threadIdx.x];
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cl"
        Y[i] = rec_s[5 * (int)threadIdx.x + 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cl"
        Z[i] = rec_s[5 * (int)threadIdx.x + 2];
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cl"
        M[i] = rec_s[5 * (int)threadIdx.x + 3];
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/aos5_unzip.cl"
        Q[i] = rec_s[5 * (int)threadIdx.x + 4];
    }
}
