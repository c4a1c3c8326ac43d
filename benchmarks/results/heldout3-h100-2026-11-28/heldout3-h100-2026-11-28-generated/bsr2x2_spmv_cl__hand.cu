extern "C" __global__ void bsr2x2_spmv_hand(const int* browptr, const int* bcol, const float* val, const float* x, float* y, int nbr) {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/bsr2x2_spmv_hand.cl"
    __shared__ float p0[4][32];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/bsr2x2_spmv_hand.cl"
    __shared__ float p1[4][32];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/bsr2x2_spmv_hand.cl"
    int lane = (unsigned long long)threadIdx.x;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/bsr2x2_spmv_hand.cl"
    int row = (unsigned long long)threadIdx.y;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/bsr2x2_spmv_hand.cl"
    int r = (unsigned long long)blockIdx.x * 4 + row;
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/bsr2x2_spmv_hand.cl"
    float s0 = 0.0f;
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/bsr2x2_spmv_hand.cl"
    float s1 = 0.0f;
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/bsr2x2_spmv_hand.cl"
    if (r < nbr) {
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/bsr2x2_spmv_hand.cl"
        for (int k = browptr[r] + lane; k < browptr[r + 1]; k += 32) {
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/bsr2x2_spmv_hand.cl"
            int c = bcol[k];
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/bsr2x2_spmv_hand.cl"
            float4 v = ((const float4*)val)[k];
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/bsr2x2_spmv_hand.cl"
            float2 xv = ((const float2*)x)[c];
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/bsr2x2_spmv_hand.cl"
            s0 += v.x * xv.x + v.y * xv.y;
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/bsr2x2_spmv_hand.cl"
            s1 += v.z * xv.x + v.w * xv.y;
        }
    }
#line 23 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/bsr2x2_spmv_hand.cl"
    p0[row][lane] = s0;
#line 24 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/bsr2x2_spmv_hand.cl"
    p1[row][lane] = s1;
#line 25 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/bsr2x2_spmv_hand.cl"
    __syncthreads();
#line 26 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/bsr2x2_spmv_hand.cl"
    for (int st = 16; st > 0; st >>= 1) {
#line 27 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/bsr2x2_spmv_hand.cl"
        if (lane < st) {
#line 28 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/bsr2x2_spmv_hand.cl"
            p0[row][lane] += p0[row][lane + st];
#line 29 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/bsr2x2_spmv_hand.cl"
            p1[row][lane] += p1[row][lane + st];
        }
#line 31 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/bsr2x2_spmv_hand.cl"
        __syncthreads();
    }
#line 33 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/bsr2x2_spmv_hand.cl"
    if (r < nbr && lane == 0) {
#line 34 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/bsr2x2_spmv_hand.cl"
        y[2 * r] = p0[row][0];
#line 35 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/bsr2x2_spmv_hand.cl"
        y[2 * r + 1] = p1[row][0];
    }
}
