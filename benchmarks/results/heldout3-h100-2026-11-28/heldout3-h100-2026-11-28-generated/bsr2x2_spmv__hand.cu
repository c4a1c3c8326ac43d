extern "C" __global__ void bsr2x2_spmv_hand(const int* browptr, const int* bcol, const float* val, const float* x, float* y, int nbr) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/bsr2x2_spmv_hand.cu"
    int lane = threadIdx.x;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/bsr2x2_spmv_hand.cu"
    int r = blockIdx.x * 4 + threadIdx.y;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/bsr2x2_spmv_hand.cu"
    float s0 = 0.0f;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/bsr2x2_spmv_hand.cu"
    float s1 = 0.0f;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/bsr2x2_spmv_hand.cu"
    if (r < nbr) {
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/bsr2x2_spmv_hand.cu"
        for (int k = browptr[r] + lane; k < browptr[r + 1]; k += 32) {
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/bsr2x2_spmv_hand.cu"
            int c = bcol[k];
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/bsr2x2_spmv_hand.cu"
            float4 v = ((const float4*)val)[k];
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/bsr2x2_spmv_hand.cu"
            float2 xv = ((const float2*)x)[c];
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/bsr2x2_spmv_hand.cu"
            s0 += v.x * xv.x + v.y * xv.y;
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/bsr2x2_spmv_hand.cu"
            s1 += v.z * xv.x + v.w * xv.y;
        }
    }
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/bsr2x2_spmv_hand.cu"
    for (int o = 16; o > 0; o >>= 1) {
#line 21 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/bsr2x2_spmv_hand.cu"
        s0 += __shfl_xor_sync(4294967295u, s0, o);
#line 22 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/bsr2x2_spmv_hand.cu"
        s1 += __shfl_xor_sync(4294967295u, s1, o);
    }
#line 24 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/bsr2x2_spmv_hand.cu"
    if (r < nbr && lane == 0) {
#line 25 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/bsr2x2_spmv_hand.cu"
        y[2 * r] = s0;
#line 26 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/bsr2x2_spmv_hand.cu"
        y[2 * r + 1] = s1;
    }
}
