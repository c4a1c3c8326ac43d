extern "C" __global__ void quantize_u8_oneblock_hand(const float* __restrict__ x, unsigned char* __restrict__ q, float scale, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/hand/quantize_u8_oneblock_hand.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout11/hand/quantize_u8_oneblock_hand.cl"
    if (i < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/hand/quantize_u8_oneblock_hand.cl"
        float v = rintf(x[i] * scale);
#line 9 "/work/main/.stage/main/benchmarks/heldout11/hand/quantize_u8_oneblock_hand.cl"
        q[i] = (unsigned char)fminf(fmaxf(v, 0.0f), 255.0f);
    }
}
