extern "C" __global__ void det3x3_aos_hand(const float* m, float* det, int n) {
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/det3x3_aos_hand.cl"
    __shared__ float s[2304];
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/det3x3_aos_hand.cl"
    int t = (unsigned long long)threadIdx.x;
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/det3x3_aos_hand.cl"
    int base = (unsigned long long)blockIdx.x * (9 * 256);
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/det3x3_aos_hand.cl"
    for (int k = t; k < 9 * 256; k += 256)
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/det3x3_aos_hand.cl"
        if (base + k < 9 * n)
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/det3x3_aos_hand.cl"
            s[k] = m[base + k];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/det3x3_aos_hand.cl"
    __syncthreads();
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/det3x3_aos_hand.cl"
    int i = (unsigned long long)blockIdx.x * 256 + t;
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/det3x3_aos_hand.cl"
    if (i < n) {
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/det3x3_aos_hand.cl"
        float a = s[9 * t + 0];
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/det3x3_aos_hand.cl"
        float b = s[9 * t + 1];
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/det3x3_aos_hand.cl"
        float c = s[9 * t + 2];
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/det3x3_aos_hand.cl"
        float d = s[9 * t + 3];
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/det3x3_aos_hand.cl"
        float e = s[9 * t + 4];
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/det3x3_aos_hand.cl"
        float f = s[9 * t + 5];
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/det3x3_aos_hand.cl"
        float g = s[9 * t + 6];
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/det3x3_aos_hand.cl"
        float h = s[9 * t + 7];
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/det3x3_aos_hand.cl"
        float k_1 = s[9 * t + 8];
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/det3x3_aos_hand.cl"
        det[i] = a * (e * k_1 - f * h) - b * (d * k_1 - f * g) + c * (d * h - e * g);
    }
}
