extern "C" __global__ void topk4_rows32_hand(const float* in, float* top, int rows) {
#line 7 "/work/main/.stage/main/benchmarks/heldout4/hand/topk4_rows32_hand.cl"
    __shared__ float tile[64][33];
#line 8 "/work/main/.stage/main/benchmarks/heldout4/hand/topk4_rows32_hand.cl"
    int t = (unsigned long long)threadIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/hand/topk4_rows32_hand.cl"
    int r0 = (unsigned long long)blockIdx.x * 64;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/hand/topk4_rows32_hand.cl"
    for (int e = t; e < 2048; e += 64) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/hand/topk4_rows32_hand.cl"
        int rr = e >> 5;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/hand/topk4_rows32_hand.cl"
        if (r0 + rr < rows)
#line 13 "/work/main/.stage/main/benchmarks/heldout4/hand/topk4_rows32_hand.cl"
            tile[rr][e & 31] = in[r0 * 32 + e];
    }
#line 15 "/work/main/.stage/main/benchmarks/heldout4/hand/topk4_rows32_hand.cl"
    __syncthreads();
#line 16 "/work/main/.stage/main/benchmarks/heldout4/hand/topk4_rows32_hand.cl"
    int r = r0 + t;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/hand/topk4_rows32_hand.cl"
    if (r < rows) {
#line 18 "/work/main/.stage/main/benchmarks/heldout4/hand/topk4_rows32_hand.cl"
        float t0 = -3e38f;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/hand/topk4_rows32_hand.cl"
        float t1 = -3e38f;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/hand/topk4_rows32_hand.cl"
        float t2 = -3e38f;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/hand/topk4_rows32_hand.cl"
        float t3 = -3e38f;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/hand/topk4_rows32_hand.cl"
        for (int j = 0; j < 32; j++) {
#line 20 "/work/main/.stage/main/benchmarks/heldout4/hand/topk4_rows32_hand.cl"
            float v = tile[t][j];
#line 21 "/work/main/.stage/main/benchmarks/heldout4/hand/topk4_rows32_hand.cl"
            if (v > t3) {
#line 22 "/work/main/.stage/main/benchmarks/heldout4/hand/topk4_rows32_hand.cl"
                if (v > t2) {
#line 23 "/work/main/.stage/main/benchmarks/heldout4/hand/topk4_rows32_hand.cl"
                    t3 = t2;
#line 24 "/work/main/.stage/main/benchmarks/heldout4/hand/topk4_rows32_hand.cl"
                    if (v > t1) {
#line 25 "/work/main/.stage/main/benchmarks/heldout4/hand/topk4_rows32_hand.cl"
                        t2 = t1;
#line 26 "/work/main/.stage/main/benchmarks/heldout4/hand/topk4_rows32_hand.cl"
                        if (v > t0) {
#line 27 "/work/main/.stage/main/benchmarks/heldout4/hand/topk4_rows32_hand.cl"
                            t1 = t0;
#line 28 "/work/main/.stage/main/benchmarks/heldout4/hand/topk4_rows32_hand.cl"
                            t0 = v;
                        } else {
#line 30 "/work/main/.stage/main/benchmarks/heldout4/hand/topk4_rows32_hand.cl"
                            t1 = v;
                        }
                    } else {
#line 33 "/work/main/.stage/main/benchmarks/heldout4/hand/topk4_rows32_hand.cl"
                        t2 = v;
                    }
                } else {
#line 36 "/work/main/.stage/main/benchmarks/heldout4/hand/topk4_rows32_hand.cl"
                    t3 = v;
                }
            }
        }
#line 40 "/work/main/.stage/main/benchmarks/heldout4/hand/topk4_rows32_hand.cl"
        float4 o;
#line 41 "/work/main/.stage/main/benchmarks/heldout4/hand/topk4_rows32_hand.cl"
        o.x = t0;
#line 42 "/work/main/.stage/main/benchmarks/heldout4/hand/topk4_rows32_hand.cl"
        o.y = t1;
#line 43 "/work/main/.stage/main/benchmarks/heldout4/hand/topk4_rows32_hand.cl"
        o.z = t2;
#line 44 "/work/main/.stage/main/benchmarks/heldout4/hand/topk4_rows32_hand.cl"
        o.w = t3;
#line 45 "/work/main/.stage/main/benchmarks/heldout4/hand/topk4_rows32_hand.cl"
        ((float4*)top)[r] = o;
    }
}
