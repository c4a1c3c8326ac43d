extern "C" __global__ void nchw_to_nhwc_hand(const float* in, float* out, int N, int C, int HW) {
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/nchw_to_nhwc_hand.cu"
    __shared__ float tile[32][33];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/nchw_to_nhwc_hand.cu"
    int tx = threadIdx.x;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/nchw_to_nhwc_hand.cu"
    int ty = threadIdx.y;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/nchw_to_nhwc_hand.cu"
    int s0 = blockIdx.x * 32;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/nchw_to_nhwc_hand.cu"
    int c0 = blockIdx.y * 32;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/nchw_to_nhwc_hand.cu"
    int b = blockIdx.z;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/nchw_to_nhwc_hand.cu"
    for (int k = ty; k < 32; k += 8) {
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/nchw_to_nhwc_hand.cu"
        int c = c0 + k;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/nchw_to_nhwc_hand.cu"
        int s = s0 + tx;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/nchw_to_nhwc_hand.cu"
        if (c < C && s < HW)
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/nchw_to_nhwc_hand.cu"
            tile[k][tx] = in[(b * C + c) * HW + s];
    }
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/nchw_to_nhwc_hand.cu"
    __syncthreads();
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/nchw_to_nhwc_hand.cu"
    for (int k_1 = ty; k_1 < 32; k_1 += 8) {
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/nchw_to_nhwc_hand.cu"
        int s_1 = s0 + k_1;
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/nchw_to_nhwc_hand.cu"
        int c_1 = c0 + tx;
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/nchw_to_nhwc_hand.cu"
        if (c_1 < C && s_1 < HW)
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/nchw_to_nhwc_hand.cu"
            out[(b * HW + s_1) * C + c_1] = tile[tx][k_1];
    }
}
