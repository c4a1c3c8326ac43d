extern "C" __global__ void downsample2x2_hand(const float* in, float* out, int width, int height) {
#line 5 "/work/main/.stage/main/benchmarks/heldout2/hand/downsample2x2_hand.cl"
    int x = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/hand/downsample2x2_hand.cl"
    int y = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/hand/downsample2x2_hand.cl"
    int q = width / 4;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/hand/downsample2x2_hand.cl"
    if (x < q && y < height / 2) {
#line 9 "/work/main/.stage/main/benchmarks/heldout2/hand/downsample2x2_hand.cl"
        float4 a = ((const float4*)in)[2 * y * q + x];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/hand/downsample2x2_hand.cl"
        float4 b = ((const float4*)in)[(2 * y + 1) * q + x];
#line 11 "/work/main/.stage/main/benchmarks/heldout2/hand/downsample2x2_hand.cl"
        float2 o;
#line 12 "/work/main/.stage/main/benchmarks/heldout2/hand/downsample2x2_hand.cl"
        o.x = 0.25f * (a.x + a.y + (b.x + b.y));
#line 13 "/work/main/.stage/main/benchmarks/heldout2/hand/downsample2x2_hand.cl"
        o.y = 0.25f * (a.z + a.w + (b.z + b.w));
#line 14 "/work/main/.stage/main/benchmarks/heldout2/hand/downsample2x2_hand.cl"
        ((float2*)out)[y * q + x] = o;
    }
}
