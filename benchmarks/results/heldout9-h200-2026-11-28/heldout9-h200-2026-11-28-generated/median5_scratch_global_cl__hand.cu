extern "C" __global__ void median5_scratch_global_hand(const float* x, float* scratch, float* out, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/hand/median5_scratch_global_hand.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 8 "/work/main/.stage/main/benchmarks/heldout9/hand/median5_scratch_global_hand.cl"
    if (i < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/hand/median5_scratch_global_hand.cl"
        float v0 = x[min(max(i - 2, 0), n - 1)];
#line 10 "/work/main/.stage/main/benchmarks/heldout9/hand/median5_scratch_global_hand.cl"
        float v1 = x[min(max(i - 1, 0), n - 1)];
#line 11 "/work/main/.stage/main/benchmarks/heldout9/hand/median5_scratch_global_hand.cl"
        float v2 = x[i];
#line 12 "/work/main/.stage/main/benchmarks/heldout9/hand/median5_scratch_global_hand.cl"
        float v3 = x[min(max(i + 1, 0), n - 1)];
#line 13 "/work/main/.stage/main/benchmarks/heldout9/hand/median5_scratch_global_hand.cl"
        float v4 = x[min(max(i + 2, 0), n - 1)];
#line 14 "/work/main/.stage/main/benchmarks/heldout9/hand/median5_scratch_global_hand.cl"
        float t;
#line 15 "/work/main/.stage/main/benchmarks/heldout9/hand/median5_scratch_global_hand.cl"
        t = fminf(v0, v1);
#line 16 "/work/main/.stage/main/benchmarks/heldout9/hand/median5_scratch_global_hand.cl"
        v1 = fmaxf(v0, v1);
#line 17 "/work/main/.stage/main/benchmarks/heldout9/hand/median5_scratch_global_hand.cl"
        v0 = t;
#line 18 "/work/main/.stage/main/benchmarks/heldout9/hand/median5_scratch_global_hand.cl"
        t = fminf(v3, v4);
#line 19 "/work/main/.stage/main/benchmarks/heldout9/hand/median5_scratch_global_hand.cl"
        v4 = fmaxf(v3, v4);
#line 20 "/work/main/.stage/main/benchmarks/heldout9/hand/median5_scratch_global_hand.cl"
        v3 = t;
#line 21 "/work/main/.stage/main/benchmarks/heldout9/hand/median5_scratch_global_hand.cl"
        t = fminf(v2, v4);
#line 22 "/work/main/.stage/main/benchmarks/heldout9/hand/median5_scratch_global_hand.cl"
        v4 = fmaxf(v2, v4);
#line 23 "/work/main/.stage/main/benchmarks/heldout9/hand/median5_scratch_global_hand.cl"
        v2 = t;
#line 24 "/work/main/.stage/main/benchmarks/heldout9/hand/median5_scratch_global_hand.cl"
        t = fminf(v2, v3);
#line 25 "/work/main/.stage/main/benchmarks/heldout9/hand/median5_scratch_global_hand.cl"
        v3 = fmaxf(v2, v3);
#line 26 "/work/main/.stage/main/benchmarks/heldout9/hand/median5_scratch_global_hand.cl"
        v2 = t;
#line 27 "/work/main/.stage/main/benchmarks/heldout9/hand/median5_scratch_global_hand.cl"
        t = fminf(v0, v3);
#line 28 "/work/main/.stage/main/benchmarks/heldout9/hand/median5_scratch_global_hand.cl"
        v3 = fmaxf(v0, v3);
#line 29 "/work/main/.stage/main/benchmarks/heldout9/hand/median5_scratch_global_hand.cl"
        v0 = t;
#line 30 "/work/main/.stage/main/benchmarks/heldout9/hand/median5_scratch_global_hand.cl"
        t = fminf(v0, v2);
#line 31 "/work/main/.stage/main/benchmarks/heldout9/hand/median5_scratch_global_hand.cl"
        v2 = fmaxf(v0, v2);
#line 32 "/work/main/.stage/main/benchmarks/heldout9/hand/median5_scratch_global_hand.cl"
        v0 = t;
#line 33 "/work/main/.stage/main/benchmarks/heldout9/hand/median5_scratch_global_hand.cl"
        t = fminf(v1, v4);
#line 34 "/work/main/.stage/main/benchmarks/heldout9/hand/median5_scratch_global_hand.cl"
        v4 = fmaxf(v1, v4);
#line 35 "/work/main/.stage/main/benchmarks/heldout9/hand/median5_scratch_global_hand.cl"
        v1 = t;
#line 36 "/work/main/.stage/main/benchmarks/heldout9/hand/median5_scratch_global_hand.cl"
        t = fminf(v1, v3);
#line 37 "/work/main/.stage/main/benchmarks/heldout9/hand/median5_scratch_global_hand.cl"
        v3 = fmaxf(v1, v3);
#line 38 "/work/main/.stage/main/benchmarks/heldout9/hand/median5_scratch_global_hand.cl"
        v1 = t;
#line 39 "/work/main/.stage/main/benchmarks/heldout9/hand/median5_scratch_global_hand.cl"
        t = fminf(v1, v2);
#line 40 "/work/main/.stage/main/benchmarks/heldout9/hand/median5_scratch_global_hand.cl"
        v2 = fmaxf(v1, v2);
#line 41 "/work/main/.stage/main/benchmarks/heldout9/hand/median5_scratch_global_hand.cl"
        v1 = t;
#line 42 "/work/main/.stage/main/benchmarks/heldout9/hand/median5_scratch_global_hand.cl"
        out[i] = v2;
    }
}
