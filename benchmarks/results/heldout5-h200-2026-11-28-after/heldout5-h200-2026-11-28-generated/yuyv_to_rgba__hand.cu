__device__ unsigned int yuv_px(int c, int d, int e) {
#line 6 "/work/main/.stage/main/benchmarks/heldout5/hand/yuyv_to_rgba_hand.cu"
    int r = min(max((298 * c + 409 * e + 128) >> 8, 0), 255);
#line 7 "/work/main/.stage/main/benchmarks/heldout5/hand/yuyv_to_rgba_hand.cu"
    int g = min(max((298 * c - 100 * d - 208 * e + 128) >> 8, 0), 255);
#line 8 "/work/main/.stage/main/benchmarks/heldout5/hand/yuyv_to_rgba_hand.cu"
    int b = min(max((298 * c + 516 * d + 128) >> 8, 0), 255);
#line 9 "/work/main/.stage/main/benchmarks/heldout5/hand/yuyv_to_rgba_hand.cu"
    return (unsigned int)r | ((unsigned int)g << 8) | ((unsigned int)b << 16) | 4278190080u;
}

extern "C" __global__ void yuyv_to_rgba_hand(const unsigned char* yuyv, unsigned char* rgba, int width, int height) {
#line 15 "/work/main/.stage/main/benchmarks/heldout5/hand/yuyv_to_rgba_hand.cu"
    int x2 = blockIdx.x * blockDim.x + threadIdx.x;
#line 16 "/work/main/.stage/main/benchmarks/heldout5/hand/yuyv_to_rgba_hand.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
#line 17 "/work/main/.stage/main/benchmarks/heldout5/hand/yuyv_to_rgba_hand.cu"
    if (2 * x2 < width && y < height) {
#line 18 "/work/main/.stage/main/benchmarks/heldout5/hand/yuyv_to_rgba_hand.cu"
        int pair = y * (width >> 1) + x2;
#line 19 "/work/main/.stage/main/benchmarks/heldout5/hand/yuyv_to_rgba_hand.cu"
        unsigned int w = ((const unsigned int*)yuyv)[pair];
#line 20 "/work/main/.stage/main/benchmarks/heldout5/hand/yuyv_to_rgba_hand.cu"
        int d = (int)((w >> 8) & 255u) - 128;
#line 21 "/work/main/.stage/main/benchmarks/heldout5/hand/yuyv_to_rgba_hand.cu"
        int e = (int)(w >> 24) - 128;
#line 22 "/work/main/.stage/main/benchmarks/heldout5/hand/yuyv_to_rgba_hand.cu"
        uint2 o;
#line 23 "/work/main/.stage/main/benchmarks/heldout5/hand/yuyv_to_rgba_hand.cu"
        o.x = yuv_px((int)(w & 255u) - 16, d, e);
#line 24 "/work/main/.stage/main/benchmarks/heldout5/hand/yuyv_to_rgba_hand.cu"
        o.y = yuv_px((int)((w >> 16) & 255u) - 16, d, e);
#line 25 "/work/main/.stage/main/benchmarks/heldout5/hand/yuyv_to_rgba_hand.cu"
        ((uint2*)rgba)[pair] = o;
    }
}
