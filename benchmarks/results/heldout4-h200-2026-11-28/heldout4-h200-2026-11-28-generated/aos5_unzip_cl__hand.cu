extern "C" __global__ void aos5_unzip_hand(const float* rec, float* X, float* Y, float* Z, float* M, float* Q, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout4/hand/aos5_unzip_hand.cl"
    __shared__ float sh[640];
#line 8 "/work/main/.stage/main/benchmarks/heldout4/hand/aos5_unzip_hand.cl"
    int t = (unsigned long long)threadIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/hand/aos5_unzip_hand.cl"
    int base = (unsigned long long)blockIdx.x * 640;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/hand/aos5_unzip_hand.cl"
    for (int e = t; e < 640; e += 128) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/hand/aos5_unzip_hand.cl"
        int g = base + e;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/hand/aos5_unzip_hand.cl"
        sh[e] = g < 5 * n ? rec[g] : 0.0f;
    }
#line 14 "/work/main/.stage/main/benchmarks/heldout4/hand/aos5_unzip_hand.cl"
    __syncthreads();
#line 15 "/work/main/.stage/main/benchmarks/heldout4/hand/aos5_unzip_hand.cl"
    int i = (unsigned long long)blockIdx.x * 128 + t;
#line 16 "/work/main/.stage/main/benchmarks/heldout4/hand/aos5_unzip_hand.cl"
    if (i < n) {
#line 17 "/work/main/.stage/main/benchmarks/heldout4/hand/aos5_unzip_hand.cl"
        X[i] = sh[5 * t];
#line 18 "/work/main/.stage/main/benchmarks/heldout4/hand/aos5_unzip_hand.cl"
        Y[i] = sh[5 * t + 1];
#line 19 "/work/main/.stage/main/benchmarks/heldout4/hand/aos5_unzip_hand.cl"
        Z[i] = sh[5 * t + 2];
#line 20 "/work/main/.stage/main/benchmarks/heldout4/hand/aos5_unzip_hand.cl"
        M[i] = sh[5 * t + 3];
#line 21 "/work/main/.stage/main/benchmarks/heldout4/hand/aos5_unzip_hand.cl"
        Q[i] = sh[5 * t + 4];
    }
}
