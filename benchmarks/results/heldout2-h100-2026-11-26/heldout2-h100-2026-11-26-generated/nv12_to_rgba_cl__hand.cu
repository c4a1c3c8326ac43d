__device__ int clamp255(int v) {
#line 5 "/work/main/.stage/main/benchmarks/heldout2/hand/nv12_to_rgba_hand.cl"
    return min(max(v, 0), 255);
}

__device__ unsigned int nv12_px(unsigned int yy, unsigned int uu, unsigned int vv) {
#line 10 "/work/main/.stage/main/benchmarks/heldout2/hand/nv12_to_rgba_hand.cl"
    int c = (int)yy - 16;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/hand/nv12_to_rgba_hand.cl"
    int d = (int)uu - 128;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/hand/nv12_to_rgba_hand.cl"
    int e = (int)vv - 128;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/hand/nv12_to_rgba_hand.cl"
    int r = clamp255((298 * c + 409 * e + 128) >> 8);
#line 12 "/work/main/.stage/main/benchmarks/heldout2/hand/nv12_to_rgba_hand.cl"
    int g = clamp255((298 * c - 100 * d - 208 * e + 128) >> 8);
#line 13 "/work/main/.stage/main/benchmarks/heldout2/hand/nv12_to_rgba_hand.cl"
    int b = clamp255((298 * c + 516 * d + 128) >> 8);
#line 14 "/work/main/.stage/main/benchmarks/heldout2/hand/nv12_to_rgba_hand.cl"
    return (unsigned int)r | ((unsigned int)g << 8) | ((unsigned int)b << 16) | 4278190080u;
}

extern "C" __global__ void nv12_to_rgba_hand(const unsigned char* Yp, const unsigned char* UV, unsigned int* rgba, int width, int height) {
#line 19 "/work/main/.stage/main/benchmarks/heldout2/hand/nv12_to_rgba_hand.cl"
    int tx = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 20 "/work/main/.stage/main/benchmarks/heldout2/hand/nv12_to_rgba_hand.cl"
    int y = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 21 "/work/main/.stage/main/benchmarks/heldout2/hand/nv12_to_rgba_hand.cl"
    int q = width / 4;
#line 22 "/work/main/.stage/main/benchmarks/heldout2/hand/nv12_to_rgba_hand.cl"
    if (tx < q && y < height) {
#line 23 "/work/main/.stage/main/benchmarks/heldout2/hand/nv12_to_rgba_hand.cl"
        unsigned int yw = ((const unsigned int*)Yp)[y * q + tx];
#line 24 "/work/main/.stage/main/benchmarks/heldout2/hand/nv12_to_rgba_hand.cl"
        unsigned int cw = ((const unsigned int*)UV)[(y >> 1) * q + tx];
#line 25 "/work/main/.stage/main/benchmarks/heldout2/hand/nv12_to_rgba_hand.cl"
        unsigned int u0 = cw & 255u;
#line 25 "/work/main/.stage/main/benchmarks/heldout2/hand/nv12_to_rgba_hand.cl"
        unsigned int v0 = (cw >> 8) & 255u;
#line 26 "/work/main/.stage/main/benchmarks/heldout2/hand/nv12_to_rgba_hand.cl"
        unsigned int u1 = (cw >> 16) & 255u;
#line 26 "/work/main/.stage/main/benchmarks/heldout2/hand/nv12_to_rgba_hand.cl"
        unsigned int v1 = cw >> 24;
#line 27 "/work/main/.stage/main/benchmarks/heldout2/hand/nv12_to_rgba_hand.cl"
        uint4 o;
#line 28 "/work/main/.stage/main/benchmarks/heldout2/hand/nv12_to_rgba_hand.cl"
        o.x = nv12_px(yw & 255u, u0, v0);
#line 29 "/work/main/.stage/main/benchmarks/heldout2/hand/nv12_to_rgba_hand.cl"
        o.y = nv12_px((yw >> 8) & 255u, u0, v0);
#line 30 "/work/main/.stage/main/benchmarks/heldout2/hand/nv12_to_rgba_hand.cl"
        o.z = nv12_px((yw >> 16) & 255u, u1, v1);
#line 31 "/work/main/.stage/main/benchmarks/heldout2/hand/nv12_to_rgba_hand.cl"
        o.w = nv12_px(yw >> 24, u1, v1);
#line 32 "/work/main/.stage/main/benchmarks/heldout2/hand/nv12_to_rgba_hand.cl"
        ((uint4*)rgba)[y * q + tx] = o;
    }
}
