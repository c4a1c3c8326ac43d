extern "C" __global__ void untile8x8_u8_hand(const unsigned char* __restrict__ tiled, unsigned char* __restrict__ lin, int width, int height) {
#line 11 "/work/main/.stage/main/benchmarks/heldout13/hand/untile8x8_u8_hand.cu"
    __shared__ unsigned int seg[544];
#line 12 "/work/main/.stage/main/benchmarks/heldout13/hand/untile8x8_u8_hand.cu"
    int t = threadIdx.x;
#line 13 "/work/main/.stage/main/benchmarks/heldout13/hand/untile8x8_u8_hand.cu"
    int x0 = blockIdx.x * 256;
#line 13 "/work/main/.stage/main/benchmarks/heldout13/hand/untile8x8_u8_hand.cu"
    int band = blockIdx.y;
#line 14 "/work/main/.stage/main/benchmarks/heldout13/hand/untile8x8_u8_hand.cu"
    const unsigned int* src = (const unsigned int*)(tiled + ((unsigned long long)band * 8 * width + (unsigned long long)x0 * 8));
#line 16 "/work/main/.stage/main/benchmarks/heldout13/hand/untile8x8_u8_hand.cu"
    seg[t + (t >> 4)] = src[t];
#line 17 "/work/main/.stage/main/benchmarks/heldout13/hand/untile8x8_u8_hand.cu"
    seg[t + 256 + ((t + 256) >> 4)] = src[t + 256];
#line 18 "/work/main/.stage/main/benchmarks/heldout13/hand/untile8x8_u8_hand.cu"
    __syncthreads();
#line 19 "/work/main/.stage/main/benchmarks/heldout13/hand/untile8x8_u8_hand.cu"
    unsigned int* dst = (unsigned int*)(lin + (unsigned long long)band * 8 * width + x0);
#line 20 "/work/main/.stage/main/benchmarks/heldout13/hand/untile8x8_u8_hand.cu"
    int words_per_row = width >> 2;
#line 21 "/work/main/.stage/main/benchmarks/heldout13/hand/untile8x8_u8_hand.cu"
    for (int k = 0; k < 2; k++) {
#line 22 "/work/main/.stage/main/benchmarks/heldout13/hand/untile8x8_u8_hand.cu"
        int w = t + 256 * k;
#line 23 "/work/main/.stage/main/benchmarks/heldout13/hand/untile8x8_u8_hand.cu"
        int r = w >> 6;
#line 23 "/work/main/.stage/main/benchmarks/heldout13/hand/untile8x8_u8_hand.cu"
        int q = w & 63;
#line 25 "/work/main/.stage/main/benchmarks/heldout13/hand/untile8x8_u8_hand.cu"
        dst[r * words_per_row + q] = seg[(q >> 1) * 17 + r * 2 + (q & 1)];
    }
}
