extern "C" __global__ void sort8_groups_smem_hand(const float* in, float* out, int ngroups) {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/hand/sort8_groups_smem_hand.cu"
    int g = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/hand/sort8_groups_smem_hand.cu"
    if (g < ngroups) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/hand/sort8_groups_smem_hand.cu"
        float4 p = ((const float4*)in)[2 * g];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/hand/sort8_groups_smem_hand.cu"
        float4 q = ((const float4*)in)[2 * g + 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout8/hand/sort8_groups_smem_hand.cu"
        float a0 = p.x;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/hand/sort8_groups_smem_hand.cu"
        float a1 = p.y;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/hand/sort8_groups_smem_hand.cu"
        float a2 = p.z;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/hand/sort8_groups_smem_hand.cu"
        float a3 = p.w;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/hand/sort8_groups_smem_hand.cu"
        float a4 = q.x;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/hand/sort8_groups_smem_hand.cu"
        float a5 = q.y;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/hand/sort8_groups_smem_hand.cu"
        float a6 = q.z;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/hand/sort8_groups_smem_hand.cu"
        float a7 = q.w;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/hand/sort8_groups_smem_hand.cu"
        float lo;
#line 12 "/work/main/.stage/main/benchmarks/heldout8/hand/sort8_groups_smem_hand.cu"
        for (int round = 0; round < 4; round++) {
#line 13 "/work/main/.stage/main/benchmarks/heldout8/hand/sort8_groups_smem_hand.cu"
            lo = fminf(a0, a1);
#line 13 "/work/main/.stage/main/benchmarks/heldout8/hand/sort8_groups_smem_hand.cu"
            a1 = fmaxf(a0, a1);
#line 13 "/work/main/.stage/main/benchmarks/heldout8/hand/sort8_groups_smem_hand.cu"
            a0 = lo;
#line 14 "/work/main/.stage/main/benchmarks/heldout8/hand/sort8_groups_smem_hand.cu"
            lo = fminf(a2, a3);
#line 14 "/work/main/.stage/main/benchmarks/heldout8/hand/sort8_groups_smem_hand.cu"
            a3 = fmaxf(a2, a3);
#line 14 "/work/main/.stage/main/benchmarks/heldout8/hand/sort8_groups_smem_hand.cu"
            a2 = lo;
#line 15 "/work/main/.stage/main/benchmarks/heldout8/hand/sort8_groups_smem_hand.cu"
            lo = fminf(a4, a5);
#line 15 "/work/main/.stage/main/benchmarks/heldout8/hand/sort8_groups_smem_hand.cu"
            a5 = fmaxf(a4, a5);
#line 15 "/work/main/.stage/main/benchmarks/heldout8/hand/sort8_groups_smem_hand.cu"
            a4 = lo;
#line 16 "/work/main/.stage/main/benchmarks/heldout8/hand/sort8_groups_smem_hand.cu"
            lo = fminf(a6, a7);
#line 16 "/work/main/.stage/main/benchmarks/heldout8/hand/sort8_groups_smem_hand.cu"
            a7 = fmaxf(a6, a7);
#line 16 "/work/main/.stage/main/benchmarks/heldout8/hand/sort8_groups_smem_hand.cu"
            a6 = lo;
#line 17 "/work/main/.stage/main/benchmarks/heldout8/hand/sort8_groups_smem_hand.cu"
            lo = fminf(a1, a2);
#line 17 "/work/main/.stage/main/benchmarks/heldout8/hand/sort8_groups_smem_hand.cu"
            a2 = fmaxf(a1, a2);
#line 17 "/work/main/.stage/main/benchmarks/heldout8/hand/sort8_groups_smem_hand.cu"
            a1 = lo;
#line 18 "/work/main/.stage/main/benchmarks/heldout8/hand/sort8_groups_smem_hand.cu"
            lo = fminf(a3, a4);
#line 18 "/work/main/.stage/main/benchmarks/heldout8/hand/sort8_groups_smem_hand.cu"
            a4 = fmaxf(a3, a4);
#line 18 "/work/main/.stage/main/benchmarks/heldout8/hand/sort8_groups_smem_hand.cu"
            a3 = lo;
#line 19 "/work/main/.stage/main/benchmarks/heldout8/hand/sort8_groups_smem_hand.cu"
            lo = fminf(a5, a6);
#line 19 "/work/main/.stage/main/benchmarks/heldout8/hand/sort8_groups_smem_hand.cu"
            a6 = fmaxf(a5, a6);
#line 19 "/work/main/.stage/main/benchmarks/heldout8/hand/sort8_groups_smem_hand.cu"
            a5 = lo;
        }
#line 21 "/work/main/.stage/main/benchmarks/heldout8/hand/sort8_groups_smem_hand.cu"
        ((float4*)out)[2 * g] = make_float4(a0, a1, a2, a3);
#line 22 "/work/main/.stage/main/benchmarks/heldout8/hand/sort8_groups_smem_hand.cu"
        ((float4*)out)[2 * g + 1] = make_float4(a4, a5, a6, a7);
    }
}
