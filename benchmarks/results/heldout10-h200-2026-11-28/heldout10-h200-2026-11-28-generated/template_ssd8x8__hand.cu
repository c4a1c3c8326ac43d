extern "C" __global__ void template_ssd8x8_hand(const float* __restrict__ img, const float* __restrict__ tpl, float* __restrict__ out, int width, int height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout10/hand/template_ssd8x8_hand.cu"
    __shared__ float tile[15][40];
#line 10 "/work/main/.stage/main/benchmarks/heldout10/hand/template_ssd8x8_hand.cu"
    __shared__ float t8[64];
#line 11 "/work/main/.stage/main/benchmarks/heldout10/hand/template_ssd8x8_hand.cu"
    int tx = threadIdx.x;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/hand/template_ssd8x8_hand.cu"
    int ty = threadIdx.y;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/hand/template_ssd8x8_hand.cu"
    int x0 = blockIdx.x * 32;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/hand/template_ssd8x8_hand.cu"
    int y0 = blockIdx.y * 8;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/hand/template_ssd8x8_hand.cu"
    int flat = ty * 32 + tx;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/hand/template_ssd8x8_hand.cu"
    for (int k = flat; k < 15 * 39; k += 256) {
#line 15 "/work/main/.stage/main/benchmarks/heldout10/hand/template_ssd8x8_hand.cu"
        int r = k / 39;
#line 15 "/work/main/.stage/main/benchmarks/heldout10/hand/template_ssd8x8_hand.cu"
        int c = k % 39;
#line 16 "/work/main/.stage/main/benchmarks/heldout10/hand/template_ssd8x8_hand.cu"
        int gy = y0 + r;
#line 16 "/work/main/.stage/main/benchmarks/heldout10/hand/template_ssd8x8_hand.cu"
        int gx = x0 + c;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/hand/template_ssd8x8_hand.cu"
        tile[r][c] = gy < height && gx < width ? __ldg(img + gy * width + gx) : 0.0f;
    }
#line 19 "/work/main/.stage/main/benchmarks/heldout10/hand/template_ssd8x8_hand.cu"
    if (flat < 64)
#line 20 "/work/main/.stage/main/benchmarks/heldout10/hand/template_ssd8x8_hand.cu"
        t8[flat] = __ldg(tpl + flat);
#line 21 "/work/main/.stage/main/benchmarks/heldout10/hand/template_ssd8x8_hand.cu"
    __syncthreads();
#line 22 "/work/main/.stage/main/benchmarks/heldout10/hand/template_ssd8x8_hand.cu"
    int x = x0 + tx;
#line 22 "/work/main/.stage/main/benchmarks/heldout10/hand/template_ssd8x8_hand.cu"
    int y = y0 + ty;
#line 23 "/work/main/.stage/main/benchmarks/heldout10/hand/template_ssd8x8_hand.cu"
    int ow = width - 7;
#line 23 "/work/main/.stage/main/benchmarks/heldout10/hand/template_ssd8x8_hand.cu"
    int oh = height - 7;
#line 24 "/work/main/.stage/main/benchmarks/heldout10/hand/template_ssd8x8_hand.cu"
    if (x < ow && y < oh) {
#line 25 "/work/main/.stage/main/benchmarks/heldout10/hand/template_ssd8x8_hand.cu"
        float s = 0.0f;
#line 27 "/work/main/.stage/main/benchmarks/heldout10/hand/template_ssd8x8_hand.cu"
        #pragma unroll
        for (int i = 0; i < 8; i++)
#line 29 "/work/main/.stage/main/benchmarks/heldout10/hand/template_ssd8x8_hand.cu"
            #pragma unroll
            for (int j = 0; j < 8; j++) {
#line 30 "/work/main/.stage/main/benchmarks/heldout10/hand/template_ssd8x8_hand.cu"
                float d = tile[ty + i][tx + j] - t8[i * 8 + j];
#line 31 "/work/main/.stage/main/benchmarks/heldout10/hand/template_ssd8x8_hand.cu"
                s += d * d;
            }
#line 33 "/work/main/.stage/main/benchmarks/heldout10/hand/template_ssd8x8_hand.cu"
        out[y * ow + x] = s;
    }
}
