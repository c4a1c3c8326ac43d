__device__ int clamp255(int v) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/hand/nv12_to_rgba_hand.cu"
    return min(max(v, 0), 255);
}

__device__ unsigned int nv12_px(unsigned int yy, unsigned int uu, unsigned int vv) {
#line 11 "/work/main/.stage/main/benchmarks/heldout2/hand/nv12_to_rgba_hand.cu"
    int c = (int)yy - 16;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/hand/nv12_to_rgba_hand.cu"
    int d = (int)uu - 128;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/hand/nv12_to_rgba_hand.cu"
    int e = (int)vv - 128;
#line 12 "/work/main/.stage/main/benchmarks/heldout2/hand/nv12_to_rgba_hand.cu"
    int r = clamp255((298 * c + 409 * e + 128) >> 8);
#line 13 "/work/main/.stage/main/benchmarks/heldout2/hand/nv12_to_rgba_hand.cu"
    int g = clamp255((298 * c - 100 * d - 208 * e + 128) >> 8);
#line 14 "/work/main/.stage/main/benchmarks/heldout2/hand/nv12_to_rgba_hand.cu"
    int b = clamp255((298 * c + 516 * d + 128) >> 8);
#line 15 "/work/main/.stage/main/benchmarks/heldout2/hand/nv12_to_rgba_hand.cu"
    return (unsigned int)r | ((unsigned int)g << 8) | ((unsigned int)b << 16) | 4278190080u;
}

extern "C" __global__ void nv12_to_rgba_hand(const unsigned char* Yp, const unsigned char* UV, unsigned int* rgba, int width, int height) {
#line 21 "/work/main/.stage/main/benchmarks/heldout2/hand/nv12_to_rgba_hand.cu"
    int tx = blockIdx.x * blockDim.x + threadIdx.x;
#line 22 "/work/main/.stage/main/benchmarks/heldout2/hand/nv12_to_rgba_hand.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
#line 23 "/work/main/.stage/main/benchmarks/heldout2/hand/nv12_to_rgba_hand.cu"
    int q = width / 4;
#line 24 "/work/main/.stage/main/benchmarks/heldout2/hand/nv12_to_rgba_hand.cu"
    if (tx < q && y < height) {
#line 25 "/work/main/.stage/main/benchmarks/heldout2/hand/nv12_to_rgba_hand.cu"
        unsigned int yw = ((const unsigned int*)Yp)[y * q + tx];
#line 26 "/work/main/.stage/main/benchmarks/heldout2/hand/nv12_to_rgba_hand.cu"
        unsigned int cw = ((const unsigned int*)UV)[(y >> 1) * q + tx];
#line 27 "/work/main/.stage/main/benchmarks/heldout2/hand/nv12_to_rgba_hand.cu"
        unsigned int u0 = cw & 255u;
#line 27 "/work/main/.stage/main/benchmarks/heldout2/hand/nv12_to_rgba_hand.cu"
        unsigned int v0 = (cw >> 8) & 255u;
#line 28 "/work/main/.stage/main/benchmarks/heldout2/hand/nv12_to_rgba_hand.cu"
        unsigned int u1 = (cw >> 16) & 255u;
#line 28 "/work/main/.stage/main/benchmarks/heldout2/hand/nv12_to_rgba_hand.cu"
        unsigned int v1 = cw >> 24;
#line 29 "/work/main/.stage/main/benchmarks/heldout2/hand/nv12_to_rgba_hand.cu"
        uint4 o;
#line 30 "/work/main/.stage/main/benchmarks/heldout2/hand/nv12_to_rgba_hand.cu"
        o.x = nv12_px(yw & 255u, u0, v0);
#line 31 "/work/main/.stage/main/benchmarks/heldout2/hand/nv12_to_rgba_hand.cu"
        o.y = nv12_px((yw >> 8) & 255u, u0, v0);
#line 32 "/work/main/.stage/main/benchmarks/heldout2/hand/nv12_to_rgba_hand.cu"
        o.z = nv12_px((yw >> 16) & 255u, u1, v1);
#line 33 "/work/main/.stage/main/benchmarks/heldout2/hand/nv12_to_rgba_hand.cu"
        o.w = nv12_px(yw >> 24, u1, v1);
#line 34 "/work/main/.stage/main/benchmarks/heldout2/hand/nv12_to_rgba_hand.cu"
        ((uint4*)rgba)[y * q + tx] = o;
    }
}
