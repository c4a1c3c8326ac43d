extern "C" __global__ void group_quant_q8_hand(const float* x, char* q, float* scale, int n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/hand/group_quant_q8_hand.cu"
    int lane = threadIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/hand/group_quant_q8_hand.cu"
    int g = blockIdx.x * 8 + threadIdx.y;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/hand/group_quant_q8_hand.cu"
    float v = g < n / 32 ? x[32 * g + lane] : 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/hand/group_quant_q8_hand.cu"
    float m = fabsf(v);
#line 12 "/work/main/.stage/main/benchmarks/heldout9/hand/group_quant_q8_hand.cu"
    for (int off = 16; off > 0; off >>= 1)
#line 13 "/work/main/.stage/main/benchmarks/heldout9/hand/group_quant_q8_hand.cu"
        m = fmaxf(m, __shfl_xor_sync(4294967295u, m, off));
#line 14 "/work/main/.stage/main/benchmarks/heldout9/hand/group_quant_q8_hand.cu"
    if (g < n / 32) {
#line 15 "/work/main/.stage/main/benchmarks/heldout9/hand/group_quant_q8_hand.cu"
        float inv = m > 0.0f ? 127.0f / m : 0.0f;
#line 16 "/work/main/.stage/main/benchmarks/heldout9/hand/group_quant_q8_hand.cu"
        q[32 * g + lane] = (char)rintf(v * inv);
#line 17 "/work/main/.stage/main/benchmarks/heldout9/hand/group_quant_q8_hand.cu"
        if (lane == 0)
#line 18 "/work/main/.stage/main/benchmarks/heldout9/hand/group_quant_q8_hand.cu"
            scale[g] = m / 127.0f;
    }
}
