extern "C" __global__ void downsample2x2_hand(const float* in, float* out, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/hand/downsample2x2_hand.cu"
    int x = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/hand/downsample2x2_hand.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/hand/downsample2x2_hand.cu"
    int q = width / 4;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/hand/downsample2x2_hand.cu"
    if (x < q && y < height / 2) {
#line 10 "/work/main/.stage/main/benchmarks/heldout2/hand/downsample2x2_hand.cu"
        float4 a = ((const float4*)in)[2 * y * q + x];
#line 11 "/work/main/.stage/main/benchmarks/heldout2/hand/downsample2x2_hand.cu"
        float4 b = ((const float4*)in)[(2 * y + 1) * q + x];
#line 12 "/work/main/.stage/main/benchmarks/heldout2/hand/downsample2x2_hand.cu"
        float2 o;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/hand/downsample2x2_hand.cu"
        o.x = 0.25f * (a.x + a.y + (b.x + b.y));
#line 14 "/work/main/.stage/main/benchmarks/heldout2/hand/downsample2x2_hand.cu"
        o.y = 0.25f * (a.z + a.w + (b.z + b.w));
#line 15 "/work/main/.stage/main/benchmarks/heldout2/hand/downsample2x2_hand.cu"
        ((float2*)out)[y * q + x] = o;
    }
}
