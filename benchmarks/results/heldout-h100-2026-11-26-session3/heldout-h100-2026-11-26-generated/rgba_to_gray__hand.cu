__device__ unsigned char gray_of(unsigned int w) {
#line 5 "/work/main/.stage/main/benchmarks/heldout/hand/rgba_to_gray_hand.cu"
    int r = w & 255u;
#line 6 "/work/main/.stage/main/benchmarks/heldout/hand/rgba_to_gray_hand.cu"
    int g = (w >> 8) & 255u;
#line 7 "/work/main/.stage/main/benchmarks/heldout/hand/rgba_to_gray_hand.cu"
    int b = (w >> 16) & 255u;
#line 8 "/work/main/.stage/main/benchmarks/heldout/hand/rgba_to_gray_hand.cu"
    int a = w >> 24;
#line 9 "/work/main/.stage/main/benchmarks/heldout/hand/rgba_to_gray_hand.cu"
    int y = (77 * r + 150 * g + 29 * b) >> 8;
#line 10 "/work/main/.stage/main/benchmarks/heldout/hand/rgba_to_gray_hand.cu"
    return (unsigned char)((y * a + 127) / 255);
}

extern "C" __global__ void rgba_to_gray_hand(const unsigned char* rgba, unsigned char* gray, int n) {
#line 15 "/work/main/.stage/main/benchmarks/heldout/hand/rgba_to_gray_hand.cu"
    int t = blockIdx.x * blockDim.x + threadIdx.x;
#line 16 "/work/main/.stage/main/benchmarks/heldout/hand/rgba_to_gray_hand.cu"
    if (4 * t < n) {
#line 17 "/work/main/.stage/main/benchmarks/heldout/hand/rgba_to_gray_hand.cu"
        uint4 w = ((const uint4*)rgba)[t];
#line 18 "/work/main/.stage/main/benchmarks/heldout/hand/rgba_to_gray_hand.cu"
        uchar4 o;
#line 19 "/work/main/.stage/main/benchmarks/heldout/hand/rgba_to_gray_hand.cu"
        o.x = gray_of(w.x);
#line 20 "/work/main/.stage/main/benchmarks/heldout/hand/rgba_to_gray_hand.cu"
        o.y = gray_of(w.y);
#line 21 "/work/main/.stage/main/benchmarks/heldout/hand/rgba_to_gray_hand.cu"
        o.z = gray_of(w.z);
#line 22 "/work/main/.stage/main/benchmarks/heldout/hand/rgba_to_gray_hand.cu"
        o.w = gray_of(w.w);
#line 23 "/work/main/.stage/main/benchmarks/heldout/hand/rgba_to_gray_hand.cu"
        ((uchar4*)gray)[t] = o;
    }
}
