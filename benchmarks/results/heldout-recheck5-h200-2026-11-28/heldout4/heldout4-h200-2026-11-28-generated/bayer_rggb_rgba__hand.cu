__device__ void load_row6(const unsigned char* raw, int row, int x0, int width, int* v) {
#line 31 "/work/main/.stage/main/benchmarks/heldout4/hand/bayer_rggb_rgba_hand.cu"
    unsigned int w4 = ((const unsigned int*)raw)[(row + x0) >> 2];
#line 32 "/work/main/.stage/main/benchmarks/heldout4/hand/bayer_rggb_rgba_hand.cu"
    v[0] = raw[row + max(x0 - 1, 0)];
#line 33 "/work/main/.stage/main/benchmarks/heldout4/hand/bayer_rggb_rgba_hand.cu"
    v[1] = w4 & 255u;
#line 34 "/work/main/.stage/main/benchmarks/heldout4/hand/bayer_rggb_rgba_hand.cu"
    v[2] = (w4 >> 8) & 255u;
#line 35 "/work/main/.stage/main/benchmarks/heldout4/hand/bayer_rggb_rgba_hand.cu"
    v[3] = (w4 >> 16) & 255u;
#line 36 "/work/main/.stage/main/benchmarks/heldout4/hand/bayer_rggb_rgba_hand.cu"
    v[4] = w4 >> 24;
#line 37 "/work/main/.stage/main/benchmarks/heldout4/hand/bayer_rggb_rgba_hand.cu"
    v[5] = raw[row + min(x0 + 4, width - 1)];
}

__device__ unsigned int demosaic_px(int x, int y, int k, int* up, int* mid, int* dn) {
#line 7 "/work/main/.stage/main/benchmarks/heldout4/hand/bayer_rggb_rgba_hand.cu"
    int c = mid[k + 1];
#line 8 "/work/main/.stage/main/benchmarks/heldout4/hand/bayer_rggb_rgba_hand.cu"
    int hv = (mid[k] + mid[k + 2] + 1) >> 1;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/hand/bayer_rggb_rgba_hand.cu"
    int vv = (up[k + 1] + dn[k + 1] + 1) >> 1;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/hand/bayer_rggb_rgba_hand.cu"
    int cr = (up[k + 1] + dn[k + 1] + mid[k] + mid[k + 2] + 2) >> 2;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/hand/bayer_rggb_rgba_hand.cu"
    int dg = (up[k] + up[k + 2] + dn[k] + dn[k + 2] + 2) >> 2;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/hand/bayer_rggb_rgba_hand.cu"
    int r;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/hand/bayer_rggb_rgba_hand.cu"
    int g;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/hand/bayer_rggb_rgba_hand.cu"
    int b;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/hand/bayer_rggb_rgba_hand.cu"
    if ((y & 1) == 0) {
#line 14 "/work/main/.stage/main/benchmarks/heldout4/hand/bayer_rggb_rgba_hand.cu"
        if ((x & 1) == 0) {
#line 15 "/work/main/.stage/main/benchmarks/heldout4/hand/bayer_rggb_rgba_hand.cu"
            r = c;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/hand/bayer_rggb_rgba_hand.cu"
            g = cr;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/hand/bayer_rggb_rgba_hand.cu"
            b = dg;
        } else {
#line 17 "/work/main/.stage/main/benchmarks/heldout4/hand/bayer_rggb_rgba_hand.cu"
            r = hv;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/hand/bayer_rggb_rgba_hand.cu"
            g = c;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/hand/bayer_rggb_rgba_hand.cu"
            b = vv;
        }
    } else {
#line 20 "/work/main/.stage/main/benchmarks/heldout4/hand/bayer_rggb_rgba_hand.cu"
        if ((x & 1) == 0) {
#line 21 "/work/main/.stage/main/benchmarks/heldout4/hand/bayer_rggb_rgba_hand.cu"
            r = vv;
#line 21 "/work/main/.stage/main/benchmarks/heldout4/hand/bayer_rggb_rgba_hand.cu"
            g = c;
#line 21 "/work/main/.stage/main/benchmarks/heldout4/hand/bayer_rggb_rgba_hand.cu"
            b = hv;
        } else {
#line 23 "/work/main/.stage/main/benchmarks/heldout4/hand/bayer_rggb_rgba_hand.cu"
            r = dg;
#line 23 "/work/main/.stage/main/benchmarks/heldout4/hand/bayer_rggb_rgba_hand.cu"
            g = cr;
#line 23 "/work/main/.stage/main/benchmarks/heldout4/hand/bayer_rggb_rgba_hand.cu"
            b = c;
        }
    }
#line 26 "/work/main/.stage/main/benchmarks/heldout4/hand/bayer_rggb_rgba_hand.cu"
    return (unsigned int)r | ((unsigned int)g << 8) | ((unsigned int)b << 16) | 4278190080u;
}

extern "C" __global__ void bayer_rggb_rgba_hand(const unsigned char* raw, unsigned char* rgba, int width, int height) {
#line 43 "/work/main/.stage/main/benchmarks/heldout4/hand/bayer_rggb_rgba_hand.cu"
    int x0 = 4 * (blockIdx.x * blockDim.x + threadIdx.x);
#line 44 "/work/main/.stage/main/benchmarks/heldout4/hand/bayer_rggb_rgba_hand.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
#line 45 "/work/main/.stage/main/benchmarks/heldout4/hand/bayer_rggb_rgba_hand.cu"
    if (x0 < width && y < height) {
#line 46 "/work/main/.stage/main/benchmarks/heldout4/hand/bayer_rggb_rgba_hand.cu"
        int up[6];
#line 46 "/work/main/.stage/main/benchmarks/heldout4/hand/bayer_rggb_rgba_hand.cu"
        int mid[6];
#line 46 "/work/main/.stage/main/benchmarks/heldout4/hand/bayer_rggb_rgba_hand.cu"
        int dn[6];
#line 47 "/work/main/.stage/main/benchmarks/heldout4/hand/bayer_rggb_rgba_hand.cu"
        load_row6(raw, max(y - 1, 0) * width, x0, width, up);
#line 48 "/work/main/.stage/main/benchmarks/heldout4/hand/bayer_rggb_rgba_hand.cu"
        load_row6(raw, y * width, x0, width, mid);
#line 49 "/work/main/.stage/main/benchmarks/heldout4/hand/bayer_rggb_rgba_hand.cu"
        load_row6(raw, min(y + 1, height - 1) * width, x0, width, dn);
#line 50 "/work/main/.stage/main/benchmarks/heldout4/hand/bayer_rggb_rgba_hand.cu"
        uint4 o;
#line 51 "/work/main/.stage/main/benchmarks/heldout4/hand/bayer_rggb_rgba_hand.cu"
        o.x = demosaic_px(x0, y, 0, up, mid, dn);
#line 52 "/work/main/.stage/main/benchmarks/heldout4/hand/bayer_rggb_rgba_hand.cu"
        o.y = demosaic_px(x0 + 1, y, 1, up, mid, dn);
#line 53 "/work/main/.stage/main/benchmarks/heldout4/hand/bayer_rggb_rgba_hand.cu"
        o.z = demosaic_px(x0 + 2, y, 2, up, mid, dn);
#line 54 "/work/main/.stage/main/benchmarks/heldout4/hand/bayer_rggb_rgba_hand.cu"
        o.w = demosaic_px(x0 + 3, y, 3, up, mid, dn);
#line 55 "/work/main/.stage/main/benchmarks/heldout4/hand/bayer_rggb_rgba_hand.cu"
        ((uint4*)rgba)[(y * width + x0) >> 2] = o;
    }
}
