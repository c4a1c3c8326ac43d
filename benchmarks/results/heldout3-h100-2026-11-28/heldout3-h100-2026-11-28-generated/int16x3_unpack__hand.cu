extern "C" __global__ void int16x3_unpack_hand(const short* in, float* X, float* Y, float* Z, float scale, int n) {
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/int16x3_unpack_hand.cu"
    int t = blockIdx.x * blockDim.x + threadIdx.x;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/int16x3_unpack_hand.cu"
    if (2 * t < n) {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/int16x3_unpack_hand.cu"
        const int* w = (const int*)in;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/int16x3_unpack_hand.cu"
        int w0 = w[3 * t];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/int16x3_unpack_hand.cu"
        int w1 = w[3 * t + 1];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/int16x3_unpack_hand.cu"
        int w2 = w[3 * t + 2];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/int16x3_unpack_hand.cu"
        float2 vx;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/int16x3_unpack_hand.cu"
        float2 vy;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/int16x3_unpack_hand.cu"
        float2 vz;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/int16x3_unpack_hand.cu"
        vx.x = (float)((int)((unsigned int)w0 << 16) >> 16) * scale;
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/int16x3_unpack_hand.cu"
        vy.x = (float)(w0 >> 16) * scale;
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/int16x3_unpack_hand.cu"
        vz.x = (float)((int)((unsigned int)w1 << 16) >> 16) * scale;
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/int16x3_unpack_hand.cu"
        vx.y = (float)(w1 >> 16) * scale;
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/int16x3_unpack_hand.cu"
        vy.y = (float)((int)((unsigned int)w2 << 16) >> 16) * scale;
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/int16x3_unpack_hand.cu"
        vz.y = (float)(w2 >> 16) * scale;
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/int16x3_unpack_hand.cu"
        ((float2*)X)[t] = vx;
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/int16x3_unpack_hand.cu"
        ((float2*)Y)[t] = vy;
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/int16x3_unpack_hand.cu"
        ((float2*)Z)[t] = vz;
    }
}
