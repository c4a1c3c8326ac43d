extern "C" __global__ void quantize_u8_oneblock_hand(const float* __restrict__ x, unsigned char* __restrict__ q, float scale, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/hand/quantize_u8_oneblock_hand.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout11/hand/quantize_u8_oneblock_hand.cu"
    if (i < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout11/hand/quantize_u8_oneblock_hand.cu"
        float v = rintf(x[i] * scale);
#line 10 "/work/main/.stage/main/benchmarks/heldout11/hand/quantize_u8_oneblock_hand.cu"
        q[i] = (unsigned char)fminf(fmaxf(v, 0.0f), 255.0f);
    }
}
