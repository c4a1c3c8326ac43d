extern "C" __global__ void patch_mode8x8_hand(const unsigned char* __restrict__ labels, int* __restrict__ scratch, unsigned char* __restrict__ mode, int width, int height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout10/hand/patch_mode8x8_hand.cl"
    __shared__ int count[16][256];
#line 10 "/work/main/.stage/main/benchmarks/heldout10/hand/patch_mode8x8_hand.cl"
    int t = (unsigned long long)threadIdx.x;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/hand/patch_mode8x8_hand.cl"
    int p = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 12 "/work/main/.stage/main/benchmarks/heldout10/hand/patch_mode8x8_hand.cl"
    int pw = width / 8;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/hand/patch_mode8x8_hand.cl"
    int ph = height / 8;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/hand/patch_mode8x8_hand.cl"
    if (p < pw * ph) {
#line 14 "/work/main/.stage/main/benchmarks/heldout10/hand/patch_mode8x8_hand.cl"
        int px = p % pw;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/hand/patch_mode8x8_hand.cl"
        int py = p / pw;
#line 15 "/work/main/.stage/main/benchmarks/heldout10/hand/patch_mode8x8_hand.cl"
        for (int b = 0; b < 16; b++)
#line 16 "/work/main/.stage/main/benchmarks/heldout10/hand/patch_mode8x8_hand.cl"
            count[b][t] = 0;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/hand/patch_mode8x8_hand.cl"
        for (int r = 0; r < 8; r++) {
#line 18 "/work/main/.stage/main/benchmarks/heldout10/hand/patch_mode8x8_hand.cl"
            uint2 row = *(const uint2*)(labels + (unsigned long long)(py * 8 + r) * width + px * 8);
#line 19 "/work/main/.stage/main/benchmarks/heldout10/hand/patch_mode8x8_hand.cl"
            for (int k = 0; k < 4; k++) {
#line 20 "/work/main/.stage/main/benchmarks/heldout10/hand/patch_mode8x8_hand.cl"
                count[(row.x >> (8 * k)) & 15u][t]++;
#line 21 "/work/main/.stage/main/benchmarks/heldout10/hand/patch_mode8x8_hand.cl"
                count[(row.y >> (8 * k)) & 15u][t]++;
            }
        }
#line 24 "/work/main/.stage/main/benchmarks/heldout10/hand/patch_mode8x8_hand.cl"
        int best = 0;
#line 24 "/work/main/.stage/main/benchmarks/heldout10/hand/patch_mode8x8_hand.cl"
        int most = count[0][t];
#line 25 "/work/main/.stage/main/benchmarks/heldout10/hand/patch_mode8x8_hand.cl"
        for (int b_1 = 1; b_1 < 16; b_1++) {
#line 26 "/work/main/.stage/main/benchmarks/heldout10/hand/patch_mode8x8_hand.cl"
            int c = count[b_1][t];
#line 27 "/work/main/.stage/main/benchmarks/heldout10/hand/patch_mode8x8_hand.cl"
            if (c > most) {
#line 28 "/work/main/.stage/main/benchmarks/heldout10/hand/patch_mode8x8_hand.cl"
                most = c;
#line 29 "/work/main/.stage/main/benchmarks/heldout10/hand/patch_mode8x8_hand.cl"
                best = b_1;
            }
        }
#line 32 "/work/main/.stage/main/benchmarks/heldout10/hand/patch_mode8x8_hand.cl"
        mode[p] = (unsigned char)best;
    }
}
