extern "C" __global__ void det3x3_aos(const float* m, float* det, int n) {
#line 4 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
    int i = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
    if (i < n) {
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        float a = m[9 * i + 0];
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        float b = m[9 * i + 1];
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        float c = m[9 * i + 2];
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        float d = m[9 * i + 3];
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        float e = m[9 * i + 4];
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        float f = m[9 * i + 5];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        float g = m[9 * i + 6];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        float h = m[9 * i + 7];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        float k = m[9 * i + 8];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cl"
        det[i] = a * (e * k - f * h) - b * (d * k - f * g) + c * (d * h - e * g);
    }
}
