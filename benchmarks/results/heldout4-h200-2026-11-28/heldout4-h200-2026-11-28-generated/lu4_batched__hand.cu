extern "C" __global__ void lu4_batched_hand(const float* A, float* LU, int nb) {
#line 6 "/work/main/.stage/main/benchmarks/heldout4/hand/lu4_batched_hand.cu"
    int b = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/hand/lu4_batched_hand.cu"
    if (b < nb) {
#line 8 "/work/main/.stage/main/benchmarks/heldout4/hand/lu4_batched_hand.cu"
        const float4* src = (const float4*)A;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/hand/lu4_batched_hand.cu"
        float4 r0 = src[4 * b];
#line 9 "/work/main/.stage/main/benchmarks/heldout4/hand/lu4_batched_hand.cu"
        float4 r1 = src[4 * b + 1];
#line 9 "/work/main/.stage/main/benchmarks/heldout4/hand/lu4_batched_hand.cu"
        float4 r2 = src[4 * b + 2];
#line 9 "/work/main/.stage/main/benchmarks/heldout4/hand/lu4_batched_hand.cu"
        float4 r3 = src[4 * b + 3];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/hand/lu4_batched_hand.cu"
        float i0 = 1.0f / r0.x;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/hand/lu4_batched_hand.cu"
        r1.x *= i0;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/hand/lu4_batched_hand.cu"
        r1.y -= r1.x * r0.y;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/hand/lu4_batched_hand.cu"
        r1.z -= r1.x * r0.z;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/hand/lu4_batched_hand.cu"
        r1.w -= r1.x * r0.w;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/hand/lu4_batched_hand.cu"
        r2.x *= i0;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/hand/lu4_batched_hand.cu"
        r2.y -= r2.x * r0.y;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/hand/lu4_batched_hand.cu"
        r2.z -= r2.x * r0.z;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/hand/lu4_batched_hand.cu"
        r2.w -= r2.x * r0.w;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/hand/lu4_batched_hand.cu"
        r3.x *= i0;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/hand/lu4_batched_hand.cu"
        r3.y -= r3.x * r0.y;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/hand/lu4_batched_hand.cu"
        r3.z -= r3.x * r0.z;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/hand/lu4_batched_hand.cu"
        r3.w -= r3.x * r0.w;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/hand/lu4_batched_hand.cu"
        float i1 = 1.0f / r1.y;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/hand/lu4_batched_hand.cu"
        r2.y *= i1;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/hand/lu4_batched_hand.cu"
        r2.z -= r2.y * r1.z;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/hand/lu4_batched_hand.cu"
        r2.w -= r2.y * r1.w;
#line 16 "/work/main/.stage/main/benchmarks/heldout4/hand/lu4_batched_hand.cu"
        r3.y *= i1;
#line 16 "/work/main/.stage/main/benchmarks/heldout4/hand/lu4_batched_hand.cu"
        r3.z -= r3.y * r1.z;
#line 16 "/work/main/.stage/main/benchmarks/heldout4/hand/lu4_batched_hand.cu"
        r3.w -= r3.y * r1.w;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/hand/lu4_batched_hand.cu"
        float i2 = 1.0f / r2.z;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/hand/lu4_batched_hand.cu"
        r3.z *= i2;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/hand/lu4_batched_hand.cu"
        r3.w -= r3.z * r2.w;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/hand/lu4_batched_hand.cu"
        float4* dst = (float4*)LU;
#line 20 "/work/main/.stage/main/benchmarks/heldout4/hand/lu4_batched_hand.cu"
        dst[4 * b] = r0;
#line 21 "/work/main/.stage/main/benchmarks/heldout4/hand/lu4_batched_hand.cu"
        dst[4 * b + 1] = r1;
#line 22 "/work/main/.stage/main/benchmarks/heldout4/hand/lu4_batched_hand.cu"
        dst[4 * b + 2] = r2;
#line 23 "/work/main/.stage/main/benchmarks/heldout4/hand/lu4_batched_hand.cu"
        dst[4 * b + 3] = r3;
    }
}
