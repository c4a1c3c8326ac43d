extern "C" __global__ void sort8_groups_smem_hand(const float* in, float* out, int ngroups) {
#line 7 "/work/main/.stage/main/benchmarks/heldout8/hand/sort8_groups_smem_hand.cl"
    int g = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout8/hand/sort8_groups_smem_hand.cl"
    if (g < ngroups) {
#line 9 "/work/main/.stage/main/benchmarks/heldout8/hand/sort8_groups_smem_hand.cl"
        float4 p = ((const float4*)in)[2 * g];
#line 10 "/work/main/.stage/main/benchmarks/heldout8/hand/sort8_groups_smem_hand.cl"
        float4 q = ((const float4*)in)[2 * g + 1];
#line 11 "/work/main/.stage/main/benchmarks/heldout8/hand/sort8_groups_smem_hand.cl"
        float a0 = p.x;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/hand/sort8_groups_smem_hand.cl"
        float a1 = p.y;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/hand/sort8_groups_smem_hand.cl"
        float a2 = p.z;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/hand/sort8_groups_smem_hand.cl"
        float a3 = p.w;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/hand/sort8_groups_smem_hand.cl"
        float a4 = q.x;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/hand/sort8_groups_smem_hand.cl"
        float a5 = q.y;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/hand/sort8_groups_smem_hand.cl"
        float a6 = q.z;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/hand/sort8_groups_smem_hand.cl"
        float a7 = q.w;
#line 12 "/work/main/.stage/main/benchmarks/heldout8/hand/sort8_groups_smem_hand.cl"
        float lo;
#line 13 "/work/main/.stage/main/benchmarks/heldout8/hand/sort8_groups_smem_hand.cl"
        for (int round_ = 0; round_ < 4; round_++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout8/hand/sort8_groups_smem_hand.cl"
            lo = fminf(a0, a1);
#line 14 "/work/main/.stage/main/benchmarks/heldout8/hand/sort8_groups_smem_hand.cl"
            a1 = fmaxf(a0, a1);
#line 14 "/work/main/.stage/main/benchmarks/heldout8/hand/sort8_groups_smem_hand.cl"
            a0 = lo;
#line 15 "/work/main/.stage/main/benchmarks/heldout8/hand/sort8_groups_smem_hand.cl"
            lo = fminf(a2, a3);
#line 15 "/work/main/.stage/main/benchmarks/heldout8/hand/sort8_groups_smem_hand.cl"
            a3 = fmaxf(a2, a3);
#line 15 "/work/main/.stage/main/benchmarks/heldout8/hand/sort8_groups_smem_hand.cl"
            a2 = lo;
#line 16 "/work/main/.stage/main/benchmarks/heldout8/hand/sort8_groups_smem_hand.cl"
            lo = fminf(a4, a5);
#line 16 "/work/main/.stage/main/benchmarks/heldout8/hand/sort8_groups_smem_hand.cl"
            a5 = fmaxf(a4, a5);
#line 16 "/work/main/.stage/main/benchmarks/heldout8/hand/sort8_groups_smem_hand.cl"
            a4 = lo;
#line 17 "/work/main/.stage/main/benchmarks/heldout8/hand/sort8_groups_smem_hand.cl"
            lo = fminf(a6, a7);
#line 17 "/work/main/.stage/main/benchmarks/heldout8/hand/sort8_groups_smem_hand.cl"
            a7 = fmaxf(a6, a7);
#line 17 "/work/main/.stage/main/benchmarks/heldout8/hand/sort8_groups_smem_hand.cl"
            a6 = lo;
#line 18 "/work/main/.stage/main/benchmarks/heldout8/hand/sort8_groups_smem_hand.cl"
            lo = fminf(a1, a2);
#line 18 "/work/main/.stage/main/benchmarks/heldout8/hand/sort8_groups_smem_hand.cl"
            a2 = fmaxf(a1, a2);
#line 18 "/work/main/.stage/main/benchmarks/heldout8/hand/sort8_groups_smem_hand.cl"
            a1 = lo;
#line 19 "/work/main/.stage/main/benchmarks/heldout8/hand/sort8_groups_smem_hand.cl"
            lo = fminf(a3, a4);
#line 19 "/work/main/.stage/main/benchmarks/heldout8/hand/sort8_groups_smem_hand.cl"
            a4 = fmaxf(a3, a4);
#line 19 "/work/main/.stage/main/benchmarks/heldout8/hand/sort8_groups_smem_hand.cl"
            a3 = lo;
#line 20 "/work/main/.stage/main/benchmarks/heldout8/hand/sort8_groups_smem_hand.cl"
            lo = fminf(a5, a6);
#line 20 "/work/main/.stage/main/benchmarks/heldout8/hand/sort8_groups_smem_hand.cl"
            a6 = fmaxf(a5, a6);
#line 20 "/work/main/.stage/main/benchmarks/heldout8/hand/sort8_groups_smem_hand.cl"
            a5 = lo;
        }
#line 22 "/work/main/.stage/main/benchmarks/heldout8/hand/sort8_groups_smem_hand.cl"
        ((float4*)out)[2 * g] = make_float4(a0, a1, a2, a3);
#line 23 "/work/main/.stage/main/benchmarks/heldout8/hand/sort8_groups_smem_hand.cl"
        ((float4*)out)[2 * g + 1] = make_float4(a4, a5, a6, a7);
    }
}
