extern "C" __global__ void batched_dot16_hand(const float* x, const float* y, float* out, int batch) {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/hand/batched_dot16_hand.cl"
    __shared__ float part[256];
#line 8 "/work/main/.stage/main/benchmarks/heldout2/hand/batched_dot16_hand.cl"
    int g = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 9 "/work/main/.stage/main/benchmarks/heldout2/hand/batched_dot16_hand.cl"
    int l = (unsigned long long)threadIdx.x;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/hand/batched_dot16_hand.cl"
    int b = g >> 2;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/hand/batched_dot16_hand.cl"
    float s = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout2/hand/batched_dot16_hand.cl"
    if (b < batch) {
#line 13 "/work/main/.stage/main/benchmarks/heldout2/hand/batched_dot16_hand.cl"
        float4 a = ((const float4*)x)[g];
#line 14 "/work/main/.stage/main/benchmarks/heldout2/hand/batched_dot16_hand.cl"
        float4 c = ((const float4*)y)[g];
#line 15 "/work/main/.stage/main/benchmarks/heldout2/hand/batched_dot16_hand.cl"
        s = a.x * c.x + a.y * c.y + (a.z * c.z + a.w * c.w);
    }
#line 17 "/work/main/.stage/main/benchmarks/heldout2/hand/batched_dot16_hand.cl"
    part[l] = s;
#line 18 "/work/main/.stage/main/benchmarks/heldout2/hand/batched_dot16_hand.cl"
    __syncthreads();
#line 19 "/work/main/.stage/main/benchmarks/heldout2/hand/batched_dot16_hand.cl"
    if (b < batch && (l & 3) == 0)
#line 20 "/work/main/.stage/main/benchmarks/heldout2/hand/batched_dot16_hand.cl"
        out[b] = part[l] + part[l + 1] + (part[l + 2] + part[l + 3]);
}
