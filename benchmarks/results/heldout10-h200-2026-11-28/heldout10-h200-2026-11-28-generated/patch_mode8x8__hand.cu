extern "C" __global__ void patch_mode8x8_hand(const unsigned char* __restrict__ labels, int* __restrict__ scratch, unsigned char* __restrict__ mode, int width, int height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout10/hand/patch_mode8x8_hand.cu"
    __shared__ int count[16][256];
#line 11 "/work/main/.stage/main/benchmarks/heldout10/hand/patch_mode8x8_hand.cu"
    int t = threadIdx.x;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/hand/patch_mode8x8_hand.cu"
    int p = blockIdx.x * blockDim.x + t;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/hand/patch_mode8x8_hand.cu"
    int pw = width / 8;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/hand/patch_mode8x8_hand.cu"
    int ph = height / 8;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/hand/patch_mode8x8_hand.cu"
    if (p < pw * ph) {
#line 15 "/work/main/.stage/main/benchmarks/heldout10/hand/patch_mode8x8_hand.cu"
        int px = p % pw;
#line 15 "/work/main/.stage/main/benchmarks/heldout10/hand/patch_mode8x8_hand.cu"
        int py = p / pw;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/hand/patch_mode8x8_hand.cu"
        #pragma unroll
        for (int b = 0; b < 16; b++)
#line 18 "/work/main/.stage/main/benchmarks/heldout10/hand/patch_mode8x8_hand.cu"
            count[b][t] = 0;
#line 19 "/work/main/.stage/main/benchmarks/heldout10/hand/patch_mode8x8_hand.cu"
        for (int r = 0; r < 8; r++) {
#line 20 "/work/main/.stage/main/benchmarks/heldout10/hand/patch_mode8x8_hand.cu"
            uint2 row = __ldg((const uint2*)(labels + (unsigned long long)(py * 8 + r) * width + px * 8));
#line 22 "/work/main/.stage/main/benchmarks/heldout10/hand/patch_mode8x8_hand.cu"
            #pragma unroll
            for (int k = 0; k < 4; k++) {
#line 23 "/work/main/.stage/main/benchmarks/heldout10/hand/patch_mode8x8_hand.cu"
                count[(row.x >> (8 * k)) & 15u][t]++;
#line 24 "/work/main/.stage/main/benchmarks/heldout10/hand/patch_mode8x8_hand.cu"
                count[(row.y >> (8 * k)) & 15u][t]++;
            }
        }
#line 27 "/work/main/.stage/main/benchmarks/heldout10/hand/patch_mode8x8_hand.cu"
        int best = 0;
#line 27 "/work/main/.stage/main/benchmarks/heldout10/hand/patch_mode8x8_hand.cu"
        int most = count[0][t];
#line 29 "/work/main/.stage/main/benchmarks/heldout10/hand/patch_mode8x8_hand.cu"
        #pragma unroll
        for (int b_1 = 1; b_1 < 16; b_1++) {
#line 30 "/work/main/.stage/main/benchmarks/heldout10/hand/patch_mode8x8_hand.cu"
            int c = count[b_1][t];
#line 31 "/work/main/.stage/main/benchmarks/heldout10/hand/patch_mode8x8_hand.cu"
            if (c > most) {
#line 32 "/work/main/.stage/main/benchmarks/heldout10/hand/patch_mode8x8_hand.cu"
                most = c;
#line 33 "/work/main/.stage/main/benchmarks/heldout10/hand/patch_mode8x8_hand.cu"
                best = b_1;
            }
        }
#line 36 "/work/main/.stage/main/benchmarks/heldout10/hand/patch_mode8x8_hand.cu"
        mode[p] = (unsigned char)best;
    }
}
