extern "C" __global__ void template_ssd8x8_hand(const float* __restrict__ img, const float* __restrict__ tpl, float* __restrict__ out, int width, int height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout10/hand/template_ssd8x8_hand.cl"
    __shared__ float tile[15][40];
#line 11 "/work/main/.stage/main/benchmarks/heldout10/hand/template_ssd8x8_hand.cl"
    __shared__ float t8[64];
#line 12 "/work/main/.stage/main/benchmarks/heldout10/hand/template_ssd8x8_hand.cl"
    int tx = (unsigned long long)threadIdx.x;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/hand/template_ssd8x8_hand.cl"
    int ty = (unsigned long long)threadIdx.y;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/hand/template_ssd8x8_hand.cl"
    int x0 = (unsigned long long)blockIdx.x * 32;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/hand/template_ssd8x8_hand.cl"
    int y0_ = (unsigned long long)blockIdx.y * 8;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/hand/template_ssd8x8_hand.cl"
    int flat = ty * 32 + tx;
#line 15 "/work/main/.stage/main/benchmarks/heldout10/hand/template_ssd8x8_hand.cl"
    for (int k = flat; k < 15 * 39; k += 256) {
#line 16 "/work/main/.stage/main/benchmarks/heldout10/hand/template_ssd8x8_hand.cl"
        int r = k / 39;
#line 16 "/work/main/.stage/main/benchmarks/heldout10/hand/template_ssd8x8_hand.cl"
        int c = k % 39;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/hand/template_ssd8x8_hand.cl"
        int gy = y0_ + r;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/hand/template_ssd8x8_hand.cl"
        int gx = x0 + c;
#line 18 "/work/main/.stage/main/benchmarks/heldout10/hand/template_ssd8x8_hand.cl"
        tile[r][c] = gy < height && gx < width ? img[gy * width + gx] : 0.0f;
    }
#line 20 "/work/main/.stage/main/benchmarks/heldout10/hand/template_ssd8x8_hand.cl"
    if (flat < 64)
#line 21 "/work/main/.stage/main/benchmarks/heldout10/hand/template_ssd8x8_hand.cl"
        t8[flat] = tpl[flat];
#line 22 "/work/main/.stage/main/benchmarks/heldout10/hand/template_ssd8x8_hand.cl"
    __syncthreads();
#line 23 "/work/main/.stage/main/benchmarks/heldout10/hand/template_ssd8x8_hand.cl"
    int x = x0 + tx;
#line 23 "/work/main/.stage/main/benchmarks/heldout10/hand/template_ssd8x8_hand.cl"
    int y = y0_ + ty;
#line 24 "/work/main/.stage/main/benchmarks/heldout10/hand/template_ssd8x8_hand.cl"
    int ow = width - 7;
#line 24 "/work/main/.stage/main/benchmarks/heldout10/hand/template_ssd8x8_hand.cl"
    int oh = height - 7;
#line 25 "/work/main/.stage/main/benchmarks/heldout10/hand/template_ssd8x8_hand.cl"
    if (x < ow && y < oh) {
#line 26 "/work/main/.stage/main/benchmarks/heldout10/hand/template_ssd8x8_hand.cl"
        float s = 0.0f;
#line 27 "/work/main/.stage/main/benchmarks/heldout10/hand/template_ssd8x8_hand.cl"
        for (int i = 0; i < 8; i++)
#line 28 "/work/main/.stage/main/benchmarks/heldout10/hand/template_ssd8x8_hand.cl"
            for (int j = 0; j < 8; j++) {
#line 29 "/work/main/.stage/main/benchmarks/heldout10/hand/template_ssd8x8_hand.cl"
                float d = tile[ty + i][tx + j] - t8[i * 8 + j];
#line 30 "/work/main/.stage/main/benchmarks/heldout10/hand/template_ssd8x8_hand.cl"
                s += d * d;
            }
#line 32 "/work/main/.stage/main/benchmarks/heldout10/hand/template_ssd8x8_hand.cl"
        out[y * ow + x] = s;
    }
}
