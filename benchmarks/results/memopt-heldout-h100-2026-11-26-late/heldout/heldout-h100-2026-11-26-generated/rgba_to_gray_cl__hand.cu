__device__ unsigned char gray_of(unsigned int w) {
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/rgba_to_gray_cl_hand.cl"
    int r = w & 255u;
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/rgba_to_gray_cl_hand.cl"
    int g = (w >> 8) & 255u;
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/rgba_to_gray_cl_hand.cl"
    int b = (w >> 16) & 255u;
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/rgba_to_gray_cl_hand.cl"
    int a = w >> 24;
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/rgba_to_gray_cl_hand.cl"
    int y = (77 * r + 150 * g + 29 * b) >> 8;
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/rgba_to_gray_cl_hand.cl"
    return (unsigned char)((y * a + 127) / 255);
}

extern "C" __global__ void rgba_to_gray_cl_hand(const unsigned char* rgba, unsigned char* gray, int n) {
#line 16 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/rgba_to_gray_cl_hand.cl"
    int t = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 17 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/rgba_to_gray_cl_hand.cl"
    if (4 * t < n) {
#line 18 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/rgba_to_gray_cl_hand.cl"
        uint4 w = ((const uint4*)rgba)[t];
#line 19 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/rgba_to_gray_cl_hand.cl"
        uchar4 o;
#line 20 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/rgba_to_gray_cl_hand.cl"
        o.x = gray_of(w.x);
#line 21 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/rgba_to_gray_cl_hand.cl"
        o.y = gray_of(w.y);
#line 22 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/rgba_to_gray_cl_hand.cl"
        o.z = gray_of(w.z);
#line 23 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/rgba_to_gray_cl_hand.cl"
        o.w = gray_of(w.w);
#line 24 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/rgba_to_gray_cl_hand.cl"
        gray[4 * t] = o.x, gray[4 * t + 1] = o.y, gray[4 * t + 2] = o.z, gray[4 * t + 3] = o.w;
    }
}
