extern "C" __global__ void depth_u16_to_float_hand(const unsigned short* d, float* out, float scale, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout2/hand/depth_u16_to_float_hand.cl"
    int t = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/hand/depth_u16_to_float_hand.cl"
    if (4 * t < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/hand/depth_u16_to_float_hand.cl"
        ushort4 v = ((const ushort4*)d)[t];
#line 8 "/work/main/.stage/main/benchmarks/heldout2/hand/depth_u16_to_float_hand.cl"
        float4 o;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/hand/depth_u16_to_float_hand.cl"
        o.x = v.x == 0 ? -1.0f : (float)v.x * scale;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/hand/depth_u16_to_float_hand.cl"
        o.y = v.y == 0 ? -1.0f : (float)v.y * scale;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/hand/depth_u16_to_float_hand.cl"
        o.z = v.z == 0 ? -1.0f : (float)v.z * scale;
#line 12 "/work/main/.stage/main/benchmarks/heldout2/hand/depth_u16_to_float_hand.cl"
        o.w = v.w == 0 ? -1.0f : (float)v.w * scale;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/hand/depth_u16_to_float_hand.cl"
        ((float4*)out)[t] = o;
    }
}
