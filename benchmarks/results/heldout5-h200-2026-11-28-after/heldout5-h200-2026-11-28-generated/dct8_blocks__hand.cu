extern "C" __global__ void dct8_blocks_hand(const float* x, const float* C8, float* X, int nblocks) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/hand/dct8_blocks_hand.cu"
    __shared__ float sh[1152];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/hand/dct8_blocks_hand.cu"
    __shared__ float cs[64];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/hand/dct8_blocks_hand.cu"
    int t = threadIdx.x;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/hand/dct8_blocks_hand.cu"
    int base = blockIdx.x * 1024;
#line 12 "/work/main/.stage/main/benchmarks/heldout5/hand/dct8_blocks_hand.cu"
    int n = 8 * nblocks;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/hand/dct8_blocks_hand.cu"
    if (t < 64)
#line 14 "/work/main/.stage/main/benchmarks/heldout5/hand/dct8_blocks_hand.cu"
        cs[t] = C8[t];
#line 15 "/work/main/.stage/main/benchmarks/heldout5/hand/dct8_blocks_hand.cu"
    for (int e = t; e < 1024; e += 128)
#line 16 "/work/main/.stage/main/benchmarks/heldout5/hand/dct8_blocks_hand.cu"
        sh[(e >> 3) * 9 + (e & 7)] = base + e < n ? x[base + e] : 0.0f;
#line 17 "/work/main/.stage/main/benchmarks/heldout5/hand/dct8_blocks_hand.cu"
    __syncthreads();
#line 18 "/work/main/.stage/main/benchmarks/heldout5/hand/dct8_blocks_hand.cu"
    float v[8];
#line 19 "/work/main/.stage/main/benchmarks/heldout5/hand/dct8_blocks_hand.cu"
    for (int m = 0; m < 8; m++)
#line 20 "/work/main/.stage/main/benchmarks/heldout5/hand/dct8_blocks_hand.cu"
        v[m] = sh[9 * t + m];
#line 21 "/work/main/.stage/main/benchmarks/heldout5/hand/dct8_blocks_hand.cu"
    for (int k = 0; k < 8; k++) {
#line 22 "/work/main/.stage/main/benchmarks/heldout5/hand/dct8_blocks_hand.cu"
        float s = 0.0f;
#line 23 "/work/main/.stage/main/benchmarks/heldout5/hand/dct8_blocks_hand.cu"
        for (int m_1 = 0; m_1 < 8; m_1++)
#line 24 "/work/main/.stage/main/benchmarks/heldout5/hand/dct8_blocks_hand.cu"
            s += cs[8 * k + m_1] * v[m_1];
#line 25 "/work/main/.stage/main/benchmarks/heldout5/hand/dct8_blocks_hand.cu"
        sh[9 * t + k] = s;
    }
#line 27 "/work/main/.stage/main/benchmarks/heldout5/hand/dct8_blocks_hand.cu"
    __syncthreads();
#line 28 "/work/main/.stage/main/benchmarks/heldout5/hand/dct8_blocks_hand.cu"
    for (int e_1 = t; e_1 < 1024; e_1 += 128)
#line 29 "/work/main/.stage/main/benchmarks/heldout5/hand/dct8_blocks_hand.cu"
        if (base + e_1 < n)
#line 30 "/work/main/.stage/main/benchmarks/heldout5/hand/dct8_blocks_hand.cu"
            X[base + e_1] = sh[(e_1 >> 3) * 9 + (e_1 & 7)];
}
