extern "C" __global__ void stereo_i16_split_hand(const short* pcm, float* left, float* right, int nframes) {
#line 7 "/work/main/.stage/main/benchmarks/heldout5/hand/stereo_i16_split_hand.cu"
    int t = blockIdx.x * blockDim.x + threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout5/hand/stereo_i16_split_hand.cu"
    if (2 * t < nframes) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/hand/stereo_i16_split_hand.cu"
        short4 v = ((const short4*)pcm)[t];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/hand/stereo_i16_split_hand.cu"
        float2 l;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/hand/stereo_i16_split_hand.cu"
        float2 r;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/hand/stereo_i16_split_hand.cu"
        l.x = (float)v.x * (1.0f / 32768.0f);
#line 12 "/work/main/.stage/main/benchmarks/heldout5/hand/stereo_i16_split_hand.cu"
        r.x = (float)v.y * (1.0f / 32768.0f);
#line 13 "/work/main/.stage/main/benchmarks/heldout5/hand/stereo_i16_split_hand.cu"
        l.y = (float)v.z * (1.0f / 32768.0f);
#line 14 "/work/main/.stage/main/benchmarks/heldout5/hand/stereo_i16_split_hand.cu"
        r.y = (float)v.w * (1.0f / 32768.0f);
#line 15 "/work/main/.stage/main/benchmarks/heldout5/hand/stereo_i16_split_hand.cu"
        ((float2*)left)[t] = l;
#line 16 "/work/main/.stage/main/benchmarks/heldout5/hand/stereo_i16_split_hand.cu"
        ((float2*)right)[t] = r;
    }
}
