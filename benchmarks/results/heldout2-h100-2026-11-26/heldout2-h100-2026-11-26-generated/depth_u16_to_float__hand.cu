extern "C" __global__ void depth_u16_to_float_hand(const unsigned short* d, float* out, float scale, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/hand/depth_u16_to_float_hand.cu"
    int t = blockIdx.x * blockDim.x + threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/hand/depth_u16_to_float_hand.cu"
    if (4 * t < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout2/hand/depth_u16_to_float_hand.cu"
        ushort4 v = ((const ushort4*)d)[t];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/hand/depth_u16_to_float_hand.cu"
        float4 o;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/hand/depth_u16_to_float_hand.cu"
        o.x = v.x == 0 ? -1.0f : (float)v.x * scale;
#line 12 "/work/main/.stage/main/benchmarks/heldout2/hand/depth_u16_to_float_hand.cu"
        o.y = v.y == 0 ? -1.0f : (float)v.y * scale;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/hand/depth_u16_to_float_hand.cu"
        o.z = v.z == 0 ? -1.0f : (float)v.z * scale;
#line 14 "/work/main/.stage/main/benchmarks/heldout2/hand/depth_u16_to_float_hand.cu"
        o.w = v.w == 0 ? -1.0f : (float)v.w * scale;
#line 15 "/work/main/.stage/main/benchmarks/heldout2/hand/depth_u16_to_float_hand.cu"
        ((float4*)out)[t] = o;
    }
}
