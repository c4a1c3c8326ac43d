extern "C" __global__ void det3x3_aos(const float* m, float* det, int n) {
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cu"
    if (i < n) {
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cu"
        float a = m[9 * i + 0];
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cu"
        float b = m[9 * i + 1];
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cu"
        float c = m[9 * i + 2];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cu"
        float d = m[9 * i + 3];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cu"
        float e = m[9 * i + 4];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cu"
        float f = m[9 * i + 5];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cu"
        float g = m[9 * i + 6];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cu"
        float h = m[9 * i + 7];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cu"
        float k = m[9 * i + 8];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/det3x3_aos.cu"
        det[i] = a * (e * k - f * h) - b * (d * k - f * g) + c * (d * h - e * g);
    }
}
