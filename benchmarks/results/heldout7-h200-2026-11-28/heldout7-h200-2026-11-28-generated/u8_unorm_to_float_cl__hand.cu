extern "C" __global__ void u8_unorm_to_float_hand(const unsigned char* in, float* out, float inv, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/hand/u8_unorm_to_float_hand.cl"
    int t = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout7/hand/u8_unorm_to_float_hand.cl"
    if (16 * t < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout7/hand/u8_unorm_to_float_hand.cl"
        uint4 w = ((const uint4*)in)[t];
#line 10 "/work/main/.stage/main/benchmarks/heldout7/hand/u8_unorm_to_float_hand.cl"
        unsigned int word[4];
#line 11 "/work/main/.stage/main/benchmarks/heldout7/hand/u8_unorm_to_float_hand.cl"
        word[0] = w.x;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/hand/u8_unorm_to_float_hand.cl"
        word[1] = w.y;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/hand/u8_unorm_to_float_hand.cl"
        word[2] = w.z;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/hand/u8_unorm_to_float_hand.cl"
        word[3] = w.w;
#line 15 "/work/main/.stage/main/benchmarks/heldout7/hand/u8_unorm_to_float_hand.cl"
        for (int k = 0; k < 4; k++) {
#line 16 "/work/main/.stage/main/benchmarks/heldout7/hand/u8_unorm_to_float_hand.cl"
            unsigned int u = word[k];
#line 17 "/work/main/.stage/main/benchmarks/heldout7/hand/u8_unorm_to_float_hand.cl"
            ((float4*)out)[4 * t + k] = make_float4((float)(u & 255u) * inv, (float)((u >> 8) & 255u) * inv, (float)((u >> 16) & 255u) * inv, (float)(u >> 24) * inv);
        }
    }
}
