extern "C" __global__ void corner_turn_c64_hand(const float* in, const float* win, float* out, int rows, int cols) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/hand/corner_turn_c64_hand.cl"
    __shared__ float re[32][33];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/hand/corner_turn_c64_hand.cl"
    __shared__ float im[32][33];
#line 10 "/work/main/.stage/main/benchmarks/heldout8/hand/corner_turn_c64_hand.cl"
    int tx = (unsigned long long)threadIdx.x;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/hand/corner_turn_c64_hand.cl"
    int ty = (unsigned long long)threadIdx.y;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/hand/corner_turn_c64_hand.cl"
    int c0 = (unsigned long long)blockIdx.x * 32;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/hand/corner_turn_c64_hand.cl"
    int r0 = (unsigned long long)blockIdx.y * 32;
#line 12 "/work/main/.stage/main/benchmarks/heldout8/hand/corner_turn_c64_hand.cl"
    for (int k = 0; k < 32; k += 8) {
#line 13 "/work/main/.stage/main/benchmarks/heldout8/hand/corner_turn_c64_hand.cl"
        int c = c0 + tx;
#line 13 "/work/main/.stage/main/benchmarks/heldout8/hand/corner_turn_c64_hand.cl"
        int r = r0 + ty + k;
#line 14 "/work/main/.stage/main/benchmarks/heldout8/hand/corner_turn_c64_hand.cl"
        if (c < cols && r < rows) {
#line 15 "/work/main/.stage/main/benchmarks/heldout8/hand/corner_turn_c64_hand.cl"
            float2 v = ((const float2*)in)[r * cols + c];
#line 16 "/work/main/.stage/main/benchmarks/heldout8/hand/corner_turn_c64_hand.cl"
            float w = win[c];
#line 17 "/work/main/.stage/main/benchmarks/heldout8/hand/corner_turn_c64_hand.cl"
            re[ty + k][tx] = v.x * w;
#line 18 "/work/main/.stage/main/benchmarks/heldout8/hand/corner_turn_c64_hand.cl"
            im[ty + k][tx] = v.y * w;
        }
    }
#line 21 "/work/main/.stage/main/benchmarks/heldout8/hand/corner_turn_c64_hand.cl"
    __syncthreads();
#line 22 "/work/main/.stage/main/benchmarks/heldout8/hand/corner_turn_c64_hand.cl"
    for (int k_1 = 0; k_1 < 32; k_1 += 8) {
#line 23 "/work/main/.stage/main/benchmarks/heldout8/hand/corner_turn_c64_hand.cl"
        int c_1 = c0 + ty + k_1;
#line 23 "/work/main/.stage/main/benchmarks/heldout8/hand/corner_turn_c64_hand.cl"
        int r_1 = r0 + tx;
#line 24 "/work/main/.stage/main/benchmarks/heldout8/hand/corner_turn_c64_hand.cl"
        if (c_1 < cols && r_1 < rows)
#line 25 "/work/main/.stage/main/benchmarks/heldout8/hand/corner_turn_c64_hand.cl"
            ((float2*)out)[c_1 * rows + r_1] = make_float2(re[tx][ty + k_1], im[tx][ty + k_1]);
    }
}
