extern "C" __global__ void adj_sym_or_u8_hand(const unsigned char* __restrict__ a, unsigned char* __restrict__ s, int n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/hand/adj_sym_or_u8_hand.cl"
    __shared__ int mirror[32][33];
#line 9 "/work/main/.stage/main/benchmarks/heldout13/hand/adj_sym_or_u8_hand.cl"
    int tx = (unsigned long long)threadIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/hand/adj_sym_or_u8_hand.cl"
    int ty = (unsigned long long)threadIdx.y;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/hand/adj_sym_or_u8_hand.cl"
    int col0 = (unsigned long long)blockIdx.x * 32;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/hand/adj_sym_or_u8_hand.cl"
    int row0 = (unsigned long long)blockIdx.y * 32;
#line 11 "/work/main/.stage/main/benchmarks/heldout13/hand/adj_sym_or_u8_hand.cl"
    for (int k = 0; k < 32; k += 8) {
#line 12 "/work/main/.stage/main/benchmarks/heldout13/hand/adj_sym_or_u8_hand.cl"
        int r = col0 + ty + k;
#line 12 "/work/main/.stage/main/benchmarks/heldout13/hand/adj_sym_or_u8_hand.cl"
        int c = row0 + tx;
#line 13 "/work/main/.stage/main/benchmarks/heldout13/hand/adj_sym_or_u8_hand.cl"
        mirror[ty + k][tx] = r < n && c < n ? a[r * n + c] : 0;
    }
#line 15 "/work/main/.stage/main/benchmarks/heldout13/hand/adj_sym_or_u8_hand.cl"
    __syncthreads();
#line 16 "/work/main/.stage/main/benchmarks/heldout13/hand/adj_sym_or_u8_hand.cl"
    for (int k_1 = 0; k_1 < 32; k_1 += 8) {
#line 17 "/work/main/.stage/main/benchmarks/heldout13/hand/adj_sym_or_u8_hand.cl"
        int i = row0 + ty + k_1;
#line 17 "/work/main/.stage/main/benchmarks/heldout13/hand/adj_sym_or_u8_hand.cl"
        int j = col0 + tx;
#line 18 "/work/main/.stage/main/benchmarks/heldout13/hand/adj_sym_or_u8_hand.cl"
        if (i < n && j < n)
#line 19 "/work/main/.stage/main/benchmarks/heldout13/hand/adj_sym_or_u8_hand.cl"
            s[i * n + j] = (unsigned char)(a[i * n + j] | mirror[tx][ty + k_1]);
    }
}
