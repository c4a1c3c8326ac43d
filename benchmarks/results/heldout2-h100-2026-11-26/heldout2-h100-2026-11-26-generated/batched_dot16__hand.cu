extern "C" __global__ void batched_dot16_hand(const float* x, const float* y, float* out, int batch) {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/hand/batched_dot16_hand.cu"
    int g = blockIdx.x * blockDim.x + threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/hand/batched_dot16_hand.cu"
    int b = g >> 2;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/hand/batched_dot16_hand.cu"
    float s = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/hand/batched_dot16_hand.cu"
    if (b < batch) {
#line 11 "/work/main/.stage/main/benchmarks/heldout2/hand/batched_dot16_hand.cu"
        float4 a = ((const float4*)x)[g];
#line 12 "/work/main/.stage/main/benchmarks/heldout2/hand/batched_dot16_hand.cu"
        float4 c = ((const float4*)y)[g];
#line 13 "/work/main/.stage/main/benchmarks/heldout2/hand/batched_dot16_hand.cu"
        s = a.x * c.x + a.y * c.y + (a.z * c.z + a.w * c.w);
    }
#line 15 "/work/main/.stage/main/benchmarks/heldout2/hand/batched_dot16_hand.cu"
    s += __shfl_xor_sync(4294967295u, s, 1);
#line 16 "/work/main/.stage/main/benchmarks/heldout2/hand/batched_dot16_hand.cu"
    s += __shfl_xor_sync(4294967295u, s, 2);
#line 17 "/work/main/.stage/main/benchmarks/heldout2/hand/batched_dot16_hand.cu"
    if (b < batch && (g & 3) == 0)
#line 18 "/work/main/.stage/main/benchmarks/heldout2/hand/batched_dot16_hand.cu"
        out[b] = s;
}
