extern "C" __global__ void untile8x8_u8_hand(const unsigned char* __restrict__ tiled, unsigned char* __restrict__ lin, int width, int height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout13/hand/untile8x8_u8_hand.cl"
    __shared__ unsigned int seg[544];
#line 11 "/work/main/.stage/main/benchmarks/heldout13/hand/untile8x8_u8_hand.cl"
    int t = (unsigned long long)threadIdx.x;
#line 12 "/work/main/.stage/main/benchmarks/heldout13/hand/untile8x8_u8_hand.cl"
    int x0 = (unsigned long long)blockIdx.x * 256;
#line 12 "/work/main/.stage/main/benchmarks/heldout13/hand/untile8x8_u8_hand.cl"
    int band = (unsigned long long)blockIdx.y;
#line 13 "/work/main/.stage/main/benchmarks/heldout13/hand/untile8x8_u8_hand.cl"
    const unsigned int* src = (const unsigned int*)(tiled + ((unsigned long long)band * 8 * width + (unsigned long long)x0 * 8));
#line 15 "/work/main/.stage/main/benchmarks/heldout13/hand/untile8x8_u8_hand.cl"
    seg[t + (t >> 4)] = src[t];
#line 16 "/work/main/.stage/main/benchmarks/heldout13/hand/untile8x8_u8_hand.cl"
    seg[t + 256 + ((t + 256) >> 4)] = src[t + 256];
#line 17 "/work/main/.stage/main/benchmarks/heldout13/hand/untile8x8_u8_hand.cl"
    __syncthreads();
#line 18 "/work/main/.stage/main/benchmarks/heldout13/hand/untile8x8_u8_hand.cl"
    unsigned int* dst = (unsigned int*)(lin + (unsigned long long)band * 8 * width + x0);
#line 19 "/work/main/.stage/main/benchmarks/heldout13/hand/untile8x8_u8_hand.cl"
    int words_per_row = width >> 2;
#line 20 "/work/main/.stage/main/benchmarks/heldout13/hand/untile8x8_u8_hand.cl"
    for (int k = 0; k < 2; k++) {
#line 21 "/work/main/.stage/main/benchmarks/heldout13/hand/untile8x8_u8_hand.cl"
        int w = t + 256 * k;
#line 22 "/work/main/.stage/main/benchmarks/heldout13/hand/untile8x8_u8_hand.cl"
        int r = w >> 6;
#line 22 "/work/main/.stage/main/benchmarks/heldout13/hand/untile8x8_u8_hand.cl"
        int q = w & 63;
#line 24 "/work/main/.stage/main/benchmarks/heldout13/hand/untile8x8_u8_hand.cl"
        dst[r * words_per_row + q] = seg[(q >> 1) * 17 + r * 2 + (q & 1)];
    }
}
