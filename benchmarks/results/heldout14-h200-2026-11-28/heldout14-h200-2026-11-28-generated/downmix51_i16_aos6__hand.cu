extern "C" __global__ void downmix51_i16_aos6_hand(const short* __restrict__ frames, float* __restrict__ left, float* __restrict__ right, int n) {
#line 11 "/work/main/.stage/main/benchmarks/heldout14/hand/downmix51_i16_aos6_hand.cu"
    __shared__ unsigned int words[768];
#line 12 "/work/main/.stage/main/benchmarks/heldout14/hand/downmix51_i16_aos6_hand.cu"
    int t = threadIdx.x;
#line 13 "/work/main/.stage/main/benchmarks/heldout14/hand/downmix51_i16_aos6_hand.cu"
    int base = blockIdx.x * 256;
#line 14 "/work/main/.stage/main/benchmarks/heldout14/hand/downmix51_i16_aos6_hand.cu"
    int count = min(256, n - base);
#line 15 "/work/main/.stage/main/benchmarks/heldout14/hand/downmix51_i16_aos6_hand.cu"
    const unsigned int* src = (const unsigned int*)(frames + 6 * (unsigned long long)base);
#line 16 "/work/main/.stage/main/benchmarks/heldout14/hand/downmix51_i16_aos6_hand.cu"
    for (int k = t; k < 3 * count; k += 256)
#line 17 "/work/main/.stage/main/benchmarks/heldout14/hand/downmix51_i16_aos6_hand.cu"
        words[k] = src[k];
#line 18 "/work/main/.stage/main/benchmarks/heldout14/hand/downmix51_i16_aos6_hand.cu"
    __syncthreads();
#line 19 "/work/main/.stage/main/benchmarks/heldout14/hand/downmix51_i16_aos6_hand.cu"
    if (t < count) {
#line 20 "/work/main/.stage/main/benchmarks/heldout14/hand/downmix51_i16_aos6_hand.cu"
        unsigned int w0 = words[3 * t];
#line 20 "/work/main/.stage/main/benchmarks/heldout14/hand/downmix51_i16_aos6_hand.cu"
        unsigned int w1 = words[3 * t + 1];
#line 20 "/work/main/.stage/main/benchmarks/heldout14/hand/downmix51_i16_aos6_hand.cu"
        unsigned int w2 = words[3 * t + 2];
#line 21 "/work/main/.stage/main/benchmarks/heldout14/hand/downmix51_i16_aos6_hand.cu"
        short l = (short)(w0 & 65535u);
#line 21 "/work/main/.stage/main/benchmarks/heldout14/hand/downmix51_i16_aos6_hand.cu"
        short r = (short)(w0 >> 16);
#line 22 "/work/main/.stage/main/benchmarks/heldout14/hand/downmix51_i16_aos6_hand.cu"
        short ctr = (short)(w1 & 65535u);
#line 23 "/work/main/.stage/main/benchmarks/heldout14/hand/downmix51_i16_aos6_hand.cu"
        short ls = (short)(w2 & 65535u);
#line 23 "/work/main/.stage/main/benchmarks/heldout14/hand/downmix51_i16_aos6_hand.cu"
        short rs = (short)(w2 >> 16);
#line 24 "/work/main/.stage/main/benchmarks/heldout14/hand/downmix51_i16_aos6_hand.cu"
        float c = 0.5f * (float)ctr;
#line 25 "/work/main/.stage/main/benchmarks/heldout14/hand/downmix51_i16_aos6_hand.cu"
        left[base + t] = (float)l + c + 0.5f * (float)ls;
#line 26 "/work/main/.stage/main/benchmarks/heldout14/hand/downmix51_i16_aos6_hand.cu"
        right[base + t] = (float)r + c + 0.5f * (float)rs;
    }
}
