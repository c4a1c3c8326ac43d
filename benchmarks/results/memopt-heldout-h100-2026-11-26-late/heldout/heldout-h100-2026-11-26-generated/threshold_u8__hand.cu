extern "C" __global__ void threshold_u8_hand(const unsigned char* in, unsigned char* out, int t, int n) {
#line 5 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/threshold_u8_hand.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/threshold_u8_hand.cu"
    if (4 * i < n) {
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/threshold_u8_hand.cu"
        uchar4 v = ((const uchar4*)in)[i];
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/threshold_u8_hand.cu"
        uchar4 o;
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/threshold_u8_hand.cu"
        o.x = v.x > t ? 255 : 0;
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/threshold_u8_hand.cu"
        o.y = v.y > t ? 255 : 0;
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/threshold_u8_hand.cu"
        o.z = v.z > t ? 255 : 0;
#line 12 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/threshold_u8_hand.cu"
        o.w = v.w > t ? 255 : 0;
#line 13 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/threshold_u8_hand.cu"
        ((uchar4*)out)[i] = o;
    }
}
