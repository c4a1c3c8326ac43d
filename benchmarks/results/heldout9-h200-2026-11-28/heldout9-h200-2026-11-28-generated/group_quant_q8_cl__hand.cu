extern "C" __global__ void group_quant_q8_hand(const float* x, char* q, float* scale, int n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/hand/group_quant_q8_hand.cl"
    __shared__ float red[8][32];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/hand/group_quant_q8_hand.cl"
    int lane = (unsigned long long)threadIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/hand/group_quant_q8_hand.cl"
    int y = (unsigned long long)threadIdx.y;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/hand/group_quant_q8_hand.cl"
    int g = (unsigned long long)blockIdx.x * 8 + y;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/hand/group_quant_q8_hand.cl"
    float v = g < n / 32 ? x[32 * g + lane] : 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout9/hand/group_quant_q8_hand.cl"
    red[y][lane] = fabsf(v);
#line 13 "/work/main/.stage/main/benchmarks/heldout9/hand/group_quant_q8_hand.cl"
    __syncthreads();
#line 14 "/work/main/.stage/main/benchmarks/heldout9/hand/group_quant_q8_hand.cl"
    for (int st = 16; st > 0; st >>= 1) {
#line 15 "/work/main/.stage/main/benchmarks/heldout9/hand/group_quant_q8_hand.cl"
        if (lane < st)
#line 16 "/work/main/.stage/main/benchmarks/heldout9/hand/group_quant_q8_hand.cl"
            red[y][lane] = fmaxf(red[y][lane], red[y][lane + st]);
#line 17 "/work/main/.stage/main/benchmarks/heldout9/hand/group_quant_q8_hand.cl"
        __syncthreads();
    }
#line 19 "/work/main/.stage/main/benchmarks/heldout9/hand/group_quant_q8_hand.cl"
    float m = red[y][0];
#line 20 "/work/main/.stage/main/benchmarks/heldout9/hand/group_quant_q8_hand.cl"
    if (g < n / 32) {
#line 21 "/work/main/.stage/main/benchmarks/heldout9/hand/group_quant_q8_hand.cl"
        float inv = m > 0.0f ? 127.0f / m : 0.0f;
#line 22 "/work/main/.stage/main/benchmarks/heldout9/hand/group_quant_q8_hand.cl"
        q[32 * g + lane] = (char)rintf(v * inv);
#line 23 "/work/main/.stage/main/benchmarks/heldout9/hand/group_quant_q8_hand.cl"
        if (lane == 0)
#line 24 "/work/main/.stage/main/benchmarks/heldout9/hand/group_quant_q8_hand.cl"
            scale[g] = m / 127.0f;
    }
}
