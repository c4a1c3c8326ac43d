extern "C" __global__ void aos5_unzip_hand(const float* rec, float* X, float* Y, float* Z, float* M, float* Q, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout4/hand/aos5_unzip_hand.cu"
    __shared__ float sh[640];
#line 8 "/work/main/.stage/main/benchmarks/heldout4/hand/aos5_unzip_hand.cu"
    int t = threadIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/hand/aos5_unzip_hand.cu"
    int base = blockIdx.x * 640;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/hand/aos5_unzip_hand.cu"
    for (int e = t; e < 640; e += 128) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/hand/aos5_unzip_hand.cu"
        int g = base + e;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/hand/aos5_unzip_hand.cu"
        sh[e] = g < 5 * n ? rec[g] : 0.0f;
    }
#line 14 "/work/main/.stage/main/benchmarks/heldout4/hand/aos5_unzip_hand.cu"
    __syncthreads();
#line 15 "/work/main/.stage/main/benchmarks/heldout4/hand/aos5_unzip_hand.cu"
    int i = blockIdx.x * 128 + t;
#line 16 "/work/main/.stage/main/benchmarks/heldout4/hand/aos5_unzip_hand.cu"
    if (i < n) {
#line 17 "/work/main/.stage/main/benchmarks/heldout4/hand/aos5_unzip_hand.cu"
        X[i] = sh[5 * t];
#line 18 "/work/main/.stage/main/benchmarks/heldout4/hand/aos5_unzip_hand.cu"
        Y[i] = sh[5 * t + 1];
#line 19 "/work/main/.stage/main/benchmarks/heldout4/hand/aos5_unzip_hand.cu"
        Z[i] = sh[5 * t + 2];
#line 20 "/work/main/.stage/main/benchmarks/heldout4/hand/aos5_unzip_hand.cu"
        M[i] = sh[5 * t + 3];
#line 21 "/work/main/.stage/main/benchmarks/heldout4/hand/aos5_unzip_hand.cu"
        Q[i] = sh[5 * t + 4];
    }
}
