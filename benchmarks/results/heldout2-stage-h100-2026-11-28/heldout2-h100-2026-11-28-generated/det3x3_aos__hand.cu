extern "C" __global__ void det3x3_aos_hand(const float* m, float* det, int n) {
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/det3x3_aos_hand.cu"
    __shared__ float s[2304];
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/det3x3_aos_hand.cu"
    int t = threadIdx.x;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/det3x3_aos_hand.cu"
    int base = blockIdx.x * (9 * 256);
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/det3x3_aos_hand.cu"
    for (int k = t; k < 9 * 256; k += 256)
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/det3x3_aos_hand.cu"
        if (base + k < 9 * n)
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/det3x3_aos_hand.cu"
            s[k] = m[base + k];
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/det3x3_aos_hand.cu"
    __syncthreads();
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/det3x3_aos_hand.cu"
    int i = blockIdx.x * 256 + t;
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/det3x3_aos_hand.cu"
    if (i < n) {
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/det3x3_aos_hand.cu"
        float a = s[9 * t + 0];
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/det3x3_aos_hand.cu"
        float b = s[9 * t + 1];
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/det3x3_aos_hand.cu"
        float c = s[9 * t + 2];
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/det3x3_aos_hand.cu"
        float d = s[9 * t + 3];
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/det3x3_aos_hand.cu"
        float e = s[9 * t + 4];
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/det3x3_aos_hand.cu"
        float f = s[9 * t + 5];
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/det3x3_aos_hand.cu"
        float g = s[9 * t + 6];
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/det3x3_aos_hand.cu"
        float h = s[9 * t + 7];
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/det3x3_aos_hand.cu"
        float k_1 = s[9 * t + 8];
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/det3x3_aos_hand.cu"
        det[i] = a * (e * k_1 - f * h) - b * (d * k_1 - f * g) + c * (d * h - e * g);
    }
}
